import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client of a server, connected at once; `closed` collects the socket's close events. */
export function liveClient(url: string, connectionParams: Record<string, string> = {}) {
  const closed: { code: number; reason: string }[] = [];
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {}, // closes are tracked by `on.closed`
    on: { closed: (event) => closed.push(event as { code: number; reason: string }) },
  });
  return { client, closed };
}

/** Subscribes and collects what arrives: results and the end (an error or completion). */
export function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const results: Record<string, unknown>[] = [];
  const ended: unknown[] = [];
  const stop = client.subscribe(
    { query, variables },
    {
      next: (result) => results.push(result as Record<string, unknown>),
      error: (error) => ended.push(error),
      complete: () => ended.push('complete'),
    },
  );
  return { results, ended, stop };
}

/** The events' payloads (`checkEvents` or `contentEvents`) received so far. */
export const payloads = (events: { results: Record<string, unknown>[] }, field: string) =>
  events.results.map((result) => (result.data as Record<string, Record<string, unknown>>)[field]);

/** Time for a subscription to be set up, or for an event that should not come to show up. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

export const CHECK_EVENTS = `subscription ($checkId: ID, $tag: String) {
  checkEvents(checkId: $checkId, tag: $tag) {
    kind checkId checkUuid at check { name status } ping { n } flip { oldStatus newStatus reason }
  }
}`;
