import { LIST_PAGE_MAX } from '../../../src/graphql/connection.js';
import type { ArgSchema, Args } from './args.js';
import { restUrl } from './links.js';
import { RestError } from './rest-error.js';
import type { Operation, Operations } from '../../operations.js';
import type { RestContext } from './item-schema.js';
import type { RestRequest, RestResponse } from './route.js';

export const CONTEXT: ArgSchema = {
  description: 'Scope under which the request is made; determines fields present in response.',
  type: 'string',
  enum: ['view', 'embed', 'edit'],
  default: 'view',
};

/** DELETE's `force` as the reference documents it on item routes. */
export const FORCE: ArgSchema = {
  type: 'boolean',
  default: false,
  description: 'Whether to bypass Trash and force deletion.',
};

export const INT_LIST: ArgSchema = { type: 'array', items: { type: 'integer' }, default: [] };

export const paginationArgs = (): Args => ({
  context: CONTEXT,
  page: { description: 'Current page of the collection.', type: 'integer', default: 1, minimum: 1 },
  per_page: {
    description: 'Maximum number of items to be returned in result set.',
    type: 'integer',
    default: 10,
    minimum: 1,
    maximum: LIST_PAGE_MAX,
  },
  search: { description: 'Limit results to those matching a string.', type: 'string' },
});

/** GraphQL's largest Int. */
const MAX_INT = 2 ** 31 - 1;

/** The page, its size and the offset (`offset` wins over the page when given and not negative). */
export function pageWindow(p: Record<string, unknown>) {
  const perPage = p.per_page as number;
  const page = p.page as number;
  const offset = typeof p.offset === 'number' && p.offset >= 0 ? p.offset : (page - 1) * perPage;
  // A page far past any list (page=2147483647) skips past everything without overflowing GraphQL's
  // Int; the page check then answers it as the reference does.
  return { perPage, page, offset: Math.min(offset, MAX_INT) };
}

/** What the list operations (`RestListPosts`, `RestListMedia`, …) answer and take. */
interface ListResult<Item> {
  list: { totalCount: number; nodes: Item[] };
  access: { canCreate: boolean };
}
interface ListVariables<Filter> {
  filter: Filter;
  first: number;
  offset: number;
  edit: boolean;
}

/**
 * A collection GET of posts, media or menu items: runs the list operation (`list` connection and
 * `access`) for the request's page and answers the items in the request's context, with the
 * pagination headers; `Allow` says whether the caller may create.
 */
export async function listResponse<Item, Filter>(
  operations: Operations,
  siteUrl: string,
  req: RestRequest,
  operation: Operation<ListResult<Item>, ListVariables<Filter>>,
  filter: Filter,
  show: (item: Item, context: RestContext) => unknown,
): Promise<RestResponse> {
  const p = req.params;
  const { perPage, page, offset } = pageWindow(p);
  const data = await operations.run(
    operation,
    { filter, first: perPage, offset, edit: p.context === 'edit' },
    req.context,
  );
  return {
    body: data.list.nodes.map((item) => show(item, p.context as RestContext)),
    headers: paginationHeaders(siteUrl, req, data.list.totalCount, perPage, page),
    allow: data.access.canCreate ? ['GET', 'POST'] : ['GET'],
  };
}

/**
 * Several GETs of single items (an `_embed`'s authors or featured media) through one list read of
 * their ids a page at a time (`list`); a request whose item the list leaves out — one only its own
 * route shows, or an error — and any in edit context are left to the single route (null).
 */
export async function itemsByIds<Item extends { id: number }>(
  requests: RestRequest[],
  list: (ids: number[], context: RestRequest['context']) => Promise<Item[]>,
  answer: (item: Item, req: RestRequest) => RestResponse,
): Promise<(RestResponse | null)[]> {
  const viewed = requests.filter((req) => req.params.context !== 'edit');
  const ids = [...new Set(viewed.map((req) => req.params.id as number))];
  const found = new Map<number, Item>();
  for (let at = 0; at < ids.length; at += LIST_PAGE_MAX)
    for (const item of await list(ids.slice(at, at + LIST_PAGE_MAX), requests[0].context))
      found.set(item.id, item);
  return requests.map((req) => {
    const item = req.params.context !== 'edit' && found.get(req.params.id as number);
    return item ? answer(item, req) : null;
  });
}

/** `X-WP-Total`, `X-WP-TotalPages` and the prev/next `Link` of a page of a collection. */
export function paginationHeaders(
  siteUrl: string,
  req: RestRequest,
  total: number,
  perPage: number,
  page: number,
  /** Revision lists name it `rest_revision_invalid_page_number`; null: users and terms answer `[]`. */
  invalidPageCode: string | null = 'rest_post_invalid_page_number',
) {
  const pages = Math.ceil(total / perPage);
  if (invalidPageCode && total > 0 && page > pages)
    throw new RestError(
      invalidPageCode,
      'The page number requested is larger than the number of pages available.',
      400,
    );
  const headers: Record<string, string | number> = { 'X-WP-Total': total, 'X-WP-TotalPages': pages };
  const links: string[] = [];
  const at = (n: number) => restUrl(siteUrl, req.route, { ...req.query, page: n });
  if (page > 1 && pages > 0) links.push(`<${at(Math.min(page - 1, pages))}>; rel="prev"`);
  if (pages > page) links.push(`<${at(page + 1)}>; rel="next"`);
  if (links.length) headers.Link = links.join(', ');
  return headers;
}
