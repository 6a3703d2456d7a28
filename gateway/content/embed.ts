import type { RestRequest, RestResponse } from './route.js';
import { restErrorOf } from './rest-error.js';

type Json = Record<string, unknown>;
type Dispatch = (request: RestRequest) => Promise<RestResponse>;

/** `_embed`: absent → no embedding; `1`/`true`/empty → every relation; else the listed (compact) ones. */
export function embedParam(value: unknown): Set<string> | 'all' | null {
  if (value === undefined) return null;
  const list = (Array.isArray(value) ? value.map(String) : String(value).split(','))
    .map((rel) => rel.trim())
    .filter((rel) => rel && rel !== '1' && rel !== 'true');
  return list.length ? new Set(list) : 'all';
}

/** The route and query of one of our own links (`index.php?rest_route=…&…`). */
function linkTarget(href: string): { route: string; query: Record<string, unknown> } | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const route = url.searchParams.get('rest_route');
  if (!route) return null;
  const query: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) if (key !== 'rest_route') query[key] = value;
  return { route, query };
}

/**
 * Adds `_embedded` to the object (or each object of a list): every embeddable link of the chosen
 * relations is fetched by an internal GET in embed context (`per_page` 100 unless set), each distinct
 * link once and all concurrently, so the sub-requests' DataLoaders batch their reads. Errors embed as
 * their error object (but a route this server lacks); non-embeddable links of a chosen relation keep their place as `{}`. A relation
 * whose results are all empty is left out.
 */
export async function embed(
  body: unknown,
  rels: Set<string> | 'all',
  base: RestRequest,
  dispatch: Dispatch,
): Promise<void> {
  const objects = (Array.isArray(body) ? body : [body]).filter(
    (item): item is Json => !!item && typeof item === 'object' && '_links' in item,
  );
  const fetched = new Map<string, Promise<unknown>>();
  const fetch = (href: string) => {
    let pending = fetched.get(href);
    if (!pending) {
      pending = fetchOne(href, base, dispatch);
      fetched.set(href, pending);
    }
    return pending;
  };
  await Promise.all(
    objects.map(async (object) => {
      const embedded: Json = {};
      for (const [rel, links] of Object.entries(object._links as Record<string, Json[]>)) {
        if (rel === 'curies' || (rels !== 'all' && !rels.has(rel))) continue;
        const results = await Promise.all(
          links.map((link) => (link.embeddable ? fetch(String(link.href)) : Promise.resolve({}))),
        );
        if (results.some((result) => !isEmpty(result))) embedded[rel] = results.map((result) => result ?? {});
      }
      if (Object.keys(embedded).length) object._embedded = embedded;
    }),
  );
}

/** What the reference filters out of a relation: nothing fetched, `{}` or an empty list. */
const isEmpty = (value: unknown) => !value || (typeof value === 'object' && !Object.keys(value).length);

async function fetchOne(href: string, base: RestRequest, dispatch: Dispatch): Promise<unknown> {
  const target = linkTarget(href);
  if (!target) return undefined;
  const query = { context: 'embed', per_page: '100', ...target.query };
  try {
    const response = await dispatch({
      ...base,
      method: 'GET',
      route: target.route,
      query,
      params: query,
      internal: true,
    });
    return response.body;
  } catch (error) {
    const restError = restErrorOf(error);
    if (!restError) throw error;
    // `replies` points at comments, which Portico keeps none of: nothing to embed, as the reference's
    // empty comment list embeds nothing.
    if (restError.code === 'rest_no_route') return undefined;
    return restError.body();
  }
}
