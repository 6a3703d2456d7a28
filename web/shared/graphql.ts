// What both apps need of the page and of the API: the page's settings and GraphQL over fetch.
export const meta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/** The path Portico is served under (PUBLIC_URL's), so that links and requests work behind a prefix. */
export const BASE = meta('portico-base');
/** The session's anti-forgery token: every request sends it, as WordPress's `apiFetch` does. */
export const NONCE = meta('portico-nonce');

/** A refusal or failure the API answered, with its error code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Back to the sign-in form, coming back here after it: the session ended or its nonce expired. */
function signInAgain(): never {
  location.assign(`${BASE}/accounts/login/?next=${encodeURIComponent(location.pathname)}`);
  throw new ApiError('Signed out', 'UNAUTHENTICATED');
}

/** Runs a GraphQL operation as the signed-in user; the first error is thrown. */
export async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': NONCE },
    body: JSON.stringify({ query, variables }),
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => ({}))) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const error = body.errors?.[0];
  if (error?.extensions?.code === 'COOKIE_INVALID_NONCE') signInAgain();
  if (error) throw new ApiError(error.message, error.extensions?.code);
  if (!response.ok || !body.data) throw new ApiError(`The server answered ${response.status}.`, undefined);
  return body.data;
}
