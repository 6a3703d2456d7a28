import type { RestRequest, RestResponse } from './route.js';
import { RestError } from './rest-error.js';

type Json = Record<string, unknown>;
type DispatchAll = (requests: RestRequest[]) => Promise<(RestResponse | RestError)[]>;

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
 * link once and all in one `dispatchAll`, so links of one endpoint (each item's terms) are answered
 * together and the rest share the request's DataLoaders. Errors embed as their error object (but a
 * route this server lacks); non-embeddable links of a chosen relation keep their place as `{}`. A
 * relation whose results are all empty is left out.
 */
export async function embed(
  body: unknown,
  rels: Set<string> | 'all',
  base: RestRequest,
  dispatchAll: DispatchAll,
): Promise<void> {
  const objects = (Array.isArray(body) ? body : [body]).filter(
    (item): item is Json => !!item && typeof item === 'object' && '_links' in item,
  );
  const chosen = objects.map((object) =>
    Object.entries(object._links as Record<string, Json[]>).filter(
      ([rel]) => rel !== 'curies' && (rels === 'all' || rels.has(rel)),
    ),
  );
  // Each distinct link that names one of our routes, once.
  const requests = new Map<string, RestRequest>();
  for (const [, links] of chosen.flat())
    for (const link of links) {
      const href = String(link.href);
      if (!link.embeddable || requests.has(href)) continue;
      const target = linkTarget(href);
      if (target) requests.set(href, internalGet(base, target));
    }
  const answers = await dispatchAll([...requests.values()]);
  const fetched = new Map([...requests.keys()].map((href, i) => [href, embeddedForm(answers[i])]));
  objects.forEach((object, i) => {
    const embedded: Json = {};
    for (const [rel, links] of chosen[i]) {
      const results = links.map((link) => (link.embeddable ? fetched.get(String(link.href)) : {}));
      if (results.some((result) => !isEmpty(result))) embedded[rel] = results.map((result) => result ?? {});
    }
    if (Object.keys(embedded).length) object._embedded = embedded;
  });
}

/** What the reference filters out of a relation: nothing fetched, `{}` or an empty list. */
const isEmpty = (value: unknown) => !value || (typeof value === 'object' && !Object.keys(value).length);

function internalGet(
  base: RestRequest,
  target: { route: string; query: Record<string, unknown> },
): RestRequest {
  const query = { context: 'embed', per_page: '100', ...target.query };
  return { ...base, method: 'GET', route: target.route, query, params: query, internal: true };
}

/**
 * A link's answer as embedded: its body, or its error object — but nothing for a route this server
 * lacks: `replies` points at comments, which Portico keeps none of, as the reference's empty comment
 * list embeds nothing.
 */
function embeddedForm(answer: RestResponse | RestError): unknown {
  if (!(answer instanceof RestError)) return answer.body;
  return answer.code === 'rest_no_route' ? undefined : answer.body();
}
