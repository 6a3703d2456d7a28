/** The API root every response advertises, `rest_route=/` as the reference writes it (not `%2F`). */
export const apiRoot = (siteUrl: string) => `${siteUrl}/index.php?rest_route=/`;

/** A link to a route in the `index.php?rest_route=` form, the route URL-encoded, then extra query. */
export function restUrl(siteUrl: string, route: string, query: Record<string, unknown> = {}): string {
  const extra = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `&${encodeQuery(key, value)}`)
    .join('');
  return `${siteUrl}/index.php?rest_route=${encodeURIComponent(route)}${extra}`;
}

/** PHP's http_build_query form: arrays as `key[0]=…`, objects as `key[k]=…`. */
function encodeQuery(key: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((v, i) => encodeQuery(`${key}[${i}]`, v)).join('&');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => encodeQuery(`${key}[${k}]`, v))
      .join('&');
  return `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
}

/**
 * `_links` in the reference's shape: relations under https://api.w.org/ become `wp:<rel>` and get the
 * `curies` entry.
 */
export function compactLinks(links: Record<string, Record<string, unknown>[]>) {
  const out: Record<string, unknown[]> = {};
  let curie = false;
  for (const [rel, list] of Object.entries(links)) {
    const name = rel.startsWith('https://api.w.org/') ? `wp:${rel.slice('https://api.w.org/'.length)}` : rel;
    curie ||= name !== rel;
    out[name] = list;
  }
  if (curie) out.curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];
  return out;
}

/**
 * The `replies` link of an item whose type supports comments. Portico keeps no comments (the seed has
 * no comment routes): clients find the link where the reference has it, and `_embed` finds nothing.
 */
export const repliesLink = (siteUrl: string, id: number) => ({
  embeddable: true,
  href: restUrl(siteUrl, '/cms/v2/comments', { post: id }),
});
