/** How secrets of channels are shown: never whole. */

/** A secret as it may be shown: its last four characters, when it is long enough to keep them hidden. */
export const maskSecret = (secret: string) => (secret.length >= 16 ? `••••${secret.slice(-4)}` : '••••');

/** A secret URL (a webhook's) shown by its origin only. */
export function maskUrl(url: string): string {
  try {
    return `${new URL(url).origin}/••••`;
  } catch {
    return '••••';
  }
}

/**
 * A URL whose parts may carry credentials — a password before the host, the query's values (a token
 * in `?key=…`) — shown with those masked; a value that is only a placeholder (`$NAME`) is kept.
 */
export function maskUrlSecrets(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.includes('?') || url.includes('@') ? '••••' : url;
  }
  const auth = parsed.username ? `${parsed.username}${parsed.password ? ':••••' : ''}@` : '';
  const query = [...parsed.searchParams].map(
    ([key, value]) => `${encodeURIComponent(key)}=${/^\$[A-Z0-9_]+$/.test(value) ? value : '••••'}`,
  );
  return `${parsed.protocol}//${auth}${parsed.host}${parsed.pathname}${query.length ? `?${query.join('&')}` : ''}`;
}
