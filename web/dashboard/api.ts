import { createClient, type Client } from 'graphql-ws';
import { BASE, NONCE } from '../shared/graphql.js';

export { ApiError, BASE, gql } from '../shared/graphql.js';

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
