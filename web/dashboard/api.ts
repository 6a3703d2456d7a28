import { createClient, type Client } from 'graphql-ws';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/** The path Portico is served under (PUBLIC_URL's), so that links and requests work behind a prefix. */
export const BASE = meta('portico-base');
/** The session's anti-forgery token: every request sends it, as WordPress's `apiFetch` does. */
const NONCE = meta('portico-nonce');

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

let client: Client | undefined;

/**
 * Subscribes to a GraphQL subscription over one shared WebSocket (opened on first use, reopened after
 * a network loss); `onData` gets each event's data. Returns what ends it.
 */
export function subscribe<T>(
  query: string,
  variables: Record<string, unknown>,
  onData: (data: T) => void,
): () => void {
  client ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${BASE}/graphql`,
    connectionParams: { 'X-WP-Nonce': NONCE },
    retryAttempts: Infinity,
    // A network loss is retried for ever; a refusal of the credentials (an ended session) is not.
    shouldRetry: (event) => !(event instanceof CloseEvent && (event.code === 4401 || event.code === 4403)),
    keepAlive: 25_000,
  });
  return client.subscribe<T>(
    { query, variables },
    { next: (result) => result.data && onData(result.data), error: () => {}, complete: () => {} },
  );
}

/** A project's global id from its UUID (what `node(id:)` reads). */
export const projectNodeId = (uuid: string) =>
  btoa(`project:${uuid}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
