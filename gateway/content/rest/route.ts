import type { RequestContext } from '../../../src/auth/request-context.js';
import type { Args } from './args.js';
import type { ItemSchema } from './item-schema.js';
import type { FormFile } from './multipart.js';
import type { RestError } from './rest-error.js';
import type { StagedBody } from './staging.js';

/**
 * A matched endpoint's arguments, coerced to the types its argument schema declares: typed by that
 * schema at run time, not by TypeScript (as Express types `req.body`); GraphQL's variable coercion
 * checks each value again when it reaches an operation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RestParams = Record<string, any>;

/** A request as route handlers see it: the method after overrides, the route and merged params. */
export interface RestRequest {
  method: string;
  /** The route path, e.g. `/cms/v2/posts/5`. */
  route: string;
  /** Path variables < query < body; once matched, only the endpoint's arguments, coerced. */
  params: RestParams;
  /**
   * Every parameter as sent, unchecked: only for the reference's reads of parameters a route does
   * not declare (`id` on a create, `source` on a template update), each compared with care.
   */
  given: Record<string, unknown>;
  /** The query string's own parameters (pagination links repeat them). */
  query: Record<string, unknown>;
  context: RequestContext;
  /** Whether this is an internal request (an `_embed` or a batch item). */
  internal?: boolean;
  /** The server's query-string parser (`a[]=1&b[k]=v`), for the paths of batch items. */
  parseQuery: (text: string) => Record<string, unknown>;
  /** The headers as sent and an upload route's body; empty for internal requests. */
  payload: RequestPayload;
}

export interface RequestPayload {
  /** Header values by lower-cased name. */
  headers: Record<string, string>;
  /** An upload route's raw body, staged on disk. */
  body: StagedBody | null;
  /** An upload route's multipart files, staged on disk. */
  files: Record<string, FormFile>;
}

export const EMPTY_PAYLOAD: RequestPayload = { headers: {}, body: null, files: {} };

export interface RestResponse {
  status?: number;
  body: unknown;
  /** A body already in its wire form (oEmbed XML), sent as it is with its own Content-Type. */
  raw?: string;
  headers?: Record<string, string | number>;
  /** The methods the caller may use on this route (the `Allow` header). */
  allow?: string[];
}

export interface Endpoint {
  methods: string[];
  args: Args;
  handler: (req: RestRequest) => Promise<RestResponse>;
  allowBatch?: boolean;
  /**
   * Answers several requests of this endpoint in one operation where it can (an `_embed`'s links),
   * each as `handler` would; null for a request it leaves to `handler`. Measured against one handler
   * call per link (2026-11-29, bench/README.md "The in-process shortcuts"): a page of 10 or 20 posts
   * with `_embed` +52–94 % req/s on SQLite, +90–209 % on PostgreSQL.
   */
  handleMany?: (requests: RestRequest[]) => Promise<(RestResponse | null)[]>;
  /** Errors in the endpoint's own format (oEmbed XML), when it has one for this request. */
  renderError?: (error: RestError, req: RestRequest) => RestResponse | null;
}

/** A route as the reference registers it: a regex with named groups, in one namespace. */
export interface Route {
  namespace: string;
  /** As shown in the index, e.g. `/cms/v2/posts/(?P<id>[\d]+)`. */
  path: string;
  endpoints: Endpoint[];
  /** The schema of the items the route serves (OPTIONS and `?context=help` show it). */
  schema?: ItemSchema;
  /**
   * Set on routes that take uploads: the largest file they take, in bytes. Their bodies are streamed
   * to disk as they arrive; other routes' bodies are read into memory, up to 10 MB.
   */
  uploadLimit?: number;
}

/** The route regex in JavaScript form, matched case-insensitively against the whole route. */
export function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\(\?P</g, '(?<')}$`, 'i');
}

/** The methods a caller may use on an item (its `Allow` header and `targetHints`). */
export const itemMethods = (item: { canEdit: boolean; canDelete: boolean }): string[] => [
  'GET',
  ...(item.canEdit ? ['POST', 'PUT', 'PATCH'] : []),
  ...(item.canDelete ? ['DELETE'] : []),
];
