import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Check } from '../../src/monitoring/check.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { api, newProject } from '../helpers/monitoring.js';
import { eventually } from '../helpers/receivers.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// GraphQL subscriptions over WebSocket (graphql-ws), against the real server: events are published
// after the commits that cause them and reach subscribers through the database.
let server: TestServer;
let project: Awaited<ReturnType<typeof newProject>>;
const clients: Client[] = [];

beforeAll(async () => {
  // The monitor looks every 200 ms, so a check shortened to expire in seconds goes down by time.
  server = await startTestServer({ env: { MONITOR_INTERVAL_MS: '200' } });
  project = await newProject(server, 'Live');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server.stop();
});

function connect(connectionParams: Record<string, string> = {}) {
  const closed: { code: number; reason: string }[] = [];
  const client = createClient({
    url: server.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    on: { closed: (event) => closed.push(event as { code: number; reason: string }) },
  });
  clients.push(client);
  return { client, closed };
}

/** Subscribes and collects what arrives: results and the end (an error or completion). */
function subscribe(client: Client, query: string, variables: Record<string, unknown> = {}) {
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

const CHECK_EVENTS = `subscription ($checkId: ID, $tag: String) {
  checkEvents(checkId: $checkId, tag: $tag) {
    kind checkId at check { name status } ping { n } flip { oldStatus newStatus reason }
  }
}`;

describe('checkEvents', () => {
  it('sends PING then STATUS (new → up) for a ping over HTTP', async () => {
    const rw = api(server, project.apiKey);
    const uuid = (await rw('POST', '/checks/', { name: 'nightly', tags: 'prod db' })).json.uuid as string;
    const { client } = connect({ 'X-Api-Key': project.apiKeyReadonly });
    const events = subscribe(client, CHECK_EVENTS, { checkId: uuid });
    await new Promise((resolve) => setTimeout(resolve, 300)); // subscribed before the ping
    expect((await fetch(`${server.url}/ping/${uuid}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await eventually(() => events.results.length >= 2, 5000);
    const [ping, status] = events.results.map(
      (result) => (result.data as { checkEvents: unknown }).checkEvents,
    );
    expect(ping).toMatchObject({ kind: 'PING', checkId: uuid, ping: { n: 1 }, flip: null });
    expect(status).toMatchObject({
      kind: 'STATUS',
      checkId: uuid,
      check: { name: 'nightly', status: 'UP' },
      flip: { oldStatus: 'new', newStatus: 'up', reason: '' },
    });
    expect(events.ended).toEqual([]);
  });

  it('sends STATUS with the flip when a check goes down by time', async () => {
    const rw = api(server, project.apiKey);
    const uuid = (await rw('POST', '/checks/', { name: 'short' })).json.uuid as string;
    await domainDeps(server.runtime).em.nativeUpdate(Check, { uuid }, { timeout: 1, grace: 1 });
    const { client } = connect({ 'x-api-key': project.apiKey });
    const events = subscribe(client, CHECK_EVENTS, { checkId: uuid });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fetch(`${server.url}/ping/${uuid}`);
    await eventually(
      () => events.results.some((r) => JSON.stringify(r).includes('"newStatus":"down"')),
      10_000,
    );
    const down = events.results
      .map((result) => (result.data as { checkEvents: Record<string, unknown> }).checkEvents)
      .find((event) => (event.flip as { newStatus?: string } | null)?.newStatus === 'down');
    expect(down).toMatchObject({
      kind: 'STATUS',
      check: { status: 'DOWN' },
      flip: { oldStatus: 'up', newStatus: 'down', reason: 'timeout' },
    });
  });

  it('shows a key only its own project, and closes the socket with 4401 for a wrong key', async () => {
    const other = await newProject(server, 'Elsewhere');
    const { client } = connect({ 'X-Api-Key': other.apiKey });
    const foreign = subscribe(client, CHECK_EVENTS);
    const mine = (await api(server, project.apiKey)('POST', '/checks/', { name: 'mine' })).json.uuid;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fetch(`${server.url}/ping/${mine}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(foreign.results).toEqual([]);

    const wrong = connect({ 'X-Api-Key': 'x'.repeat(32) });
    subscribe(wrong.client, CHECK_EVENTS);
    await eventually(() => wrong.closed.length > 0, 5000);
    expect(wrong.closed[0].code).toBe(4401);
  });

  it('refuses a subscription without an API key, and documents over the depth limit', async () => {
    const { client } = connect();
    const anonymous = subscribe(client, CHECK_EVENTS);
    await eventually(() => anonymous.ended.length > 0, 5000);
    expect(JSON.stringify(anonymous.ended[0])).toContain('missing api key');
    const nested = 'a { b { c { d { e { f { g { h { i { j { k { l } } } } } } } } } } }';
    const deep = subscribe(client, `subscription { checkEvents { check { ${nested} } } }`);
    await eventually(() => deep.ended.length > 0, 5000);
    expect(JSON.stringify(deep.ended[0])).toContain('levels deep; the maximum is 12');
  });
});
