import type { ArgSchema } from '../rest/args.js';
import { filterFields, fieldsParam } from '../rest/respond.js';
import { GLOBAL_PARAMS } from '../rest/rest-request.js';
import type { PreparedRequest, RestServer } from '../rest/rest-server.js';
import { RestError, restErrorOf } from '../rest/rest-error.js';
import { EMPTY_PAYLOAD, type RestRequest, type RestResponse, type Route } from '../rest/route.js';

/** At most this many requests per batch (the reference's rest_get_max_batch_size). */
const MAX_BATCH = 25;

interface BatchItem {
  method: string;
  path: string;
  body?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

/** A sub-response as the batch shows it; an empty header set is `[]` (PHP's empty array). */
interface Envelope {
  body: unknown;
  status: number;
  headers: Record<string, string | number>;
}

const envelope = (response: RestResponse): Envelope => ({
  body: response.body,
  status: response.status ?? 200,
  // An empty header set is `{}`, the object clients read, not PHP's `[]`; also for errors and in
  // require-all-validate.
  headers: response.headers ?? {},
});

function failed(error: unknown): Envelope {
  const restError = restErrorOf(error);
  if (!restError) throw error;
  return { body: restError.body(), status: restError.status, headers: {} };
}

/** A batch item's headers by lower-cased name; a list of values is joined as HTTP joins them. */
const headersOf = (headers: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [
      name.toLowerCase(),
      ([] as unknown[]).concat(value).map(String).join(', '),
    ]),
  );

/**
 * A batch item as a request of its own, in the caller's auth context: its path's query string becomes
 * query parameters (a full URL counts by its path only), its body the body parameters.
 */
function subRequest(batch: RestRequest, item: BatchItem): RestRequest {
  const cut = item.path.indexOf('?');
  let route = cut < 0 ? item.path : item.path.slice(0, cut);
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(route)) {
    try {
      route = new URL(route, 'http://batch.invalid').pathname;
    } catch {
      throw new RestError('parse_path_failed', 'Could not parse the path.', 400);
    }
  }
  const query = cut < 0 ? {} : batch.parseQuery(item.path.slice(cut + 1));
  const args = Object.fromEntries(Object.entries(query).filter(([key]) => !GLOBAL_PARAMS.has(key)));
  return {
    ...batch,
    method: item.method,
    route,
    query,
    params: { ...args, ...(item.body ?? {}) },
    internal: true,
    payload: { ...EMPTY_PAYLOAD, headers: headersOf(item.headers) },
  };
}

const ARGS: Record<string, ArgSchema> = {
  validation: { type: 'string', enum: ['require-all-validate', 'normal'], default: 'normal' },
  requests: {
    required: true,
    type: 'array',
    maxItems: MAX_BATCH,
    items: {
      type: 'object',
      properties: {
        method: { type: 'string', enum: ['POST', 'PUT', 'PATCH', 'DELETE'], default: 'POST' },
        path: { type: 'string', required: true },
        body: { type: 'object', properties: {}, additionalProperties: true },
        headers: { type: 'object', properties: {}, additionalProperties: true },
      },
    },
  },
};

/**
 * `POST /batch/v1`: up to 25 writes run one after another through the same REST server, answered 207
 * with one envelope each. `require-all-validate` first matches and validates every item and runs none
 * if one fails.
 */
export function batchRoutes(server: () => RestServer): Route[] {
  const handler = async (req: RestRequest): Promise<RestResponse> => {
    const items = req.params.requests as BatchItem[];
    const prepare = (item: BatchItem): PreparedRequest => server().prepare(subRequest(req, item), true);
    const answer = async (prepared: PreparedRequest) => {
      const response = await server().run(prepared);
      const fields = fieldsParam(prepared.request.query._fields);
      if (fields) response.body = filterFields(response.body, fields);
      return envelope(response);
    };

    if (req.params.validation === 'require-all-validate') {
      const outcomes = items.map((item) => {
        try {
          return { prepared: prepare(item) };
        } catch (error) {
          return { error: failed(error) };
        }
      });
      if (outcomes.some((outcome) => outcome.error))
        return {
          status: 207,
          body: { failed: 'validation', responses: outcomes.map((outcome) => outcome.error ?? null) },
        };
      const responses = [];
      for (const { prepared } of outcomes) responses.push(await answer(prepared!).catch(failed));
      return { status: 207, body: { responses } };
    }

    const responses = [];
    for (const item of items) {
      try {
        responses.push(await answer(prepare(item)));
      } catch (error) {
        responses.push(failed(error));
      }
    }
    return { status: 207, body: { responses } };
  };

  return [
    {
      namespace: 'batch/v1',
      path: '/batch/v1',
      endpoints: [{ methods: ['POST'], args: ARGS, handler }],
    },
  ];
}
