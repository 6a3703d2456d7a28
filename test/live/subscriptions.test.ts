import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Check } from '../../src/monitoring/checks/check.entity.js';
import { loadConfig } from '../../src/config.js';
import { startInstance } from '../../src/app/instance.js';
import { domainDeps } from '../../src/runtime.js';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { api, newProject } from '../helpers/monitoring.js';
import { CHECK_EVENTS, liveClient, payloads, settle, subscribe } from '../helpers/live.js';
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

const connect = (connectionParams: Record<string, string> = {}, url = server.url) => {
  const connection = liveClient(url, connectionParams);
  clients.push(connection.client);
  return connection;
};

describe('checkEvents', () => {
  it('sends PING then STATUS (new → up) for a ping over HTTP; the ping itself only to read-write keys', async () => {
    const rw = api(server, project.apiKey);
    const uuid = (await rw('POST', '/checks/', { name: 'nightly', tags: 'prod db' })).json.uuid as string;
    const { client } = connect({ 'X-Api-Key': project.apiKeyReadonly });
    const events = subscribe(client, CHECK_EVENTS, { checkId: uuid });
    const writer = subscribe(connect({ 'X-Api-Key': project.apiKey }).client, CHECK_EVENTS, {
      checkId: uuid,
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // subscribed before the ping
    expect((await fetch(`${server.url}/ping/${uuid}`)).status).toBe(200);
    const kinds = () => events.results.map((r) => (r.data as { checkEvents: { kind: string } }).checkEvents);
    // The check's creation (EDITED) may arrive too, when it was committed just before subscribing.
    await eventually(() => kinds().filter((e) => e.kind !== 'EDITED').length >= 2);
    const [ping, status] = kinds().filter((e) => e.kind !== 'EDITED');
    // A read-only key reads no ping (its body, address and user agent), as in the ping log's rule.
    expect(ping).toMatchObject({ kind: 'PING', checkUuid: uuid, ping: null, flip: null });
    // Its id is the check's global id, as `node` and the check's own `id` know it.
    expect(ping).toMatchObject({ checkId: Buffer.from(`check:${uuid}`).toString('base64url') });
    const refused = events.results.find(
      (r) => (r.data as { checkEvents: { kind: string } }).checkEvents.kind === 'PING',
    );
    expect(refused?.errors).toEqual([
      expect.objectContaining({ message: 'wrong api key', path: ['checkEvents', 'ping'] }),
    ]);
    // Each event reports its subscription's cost, as an HTTP answer does.
    expect(refused?.extensions).toMatchObject({ cost: { nodes: 0, limits: { nodes: 50_000 } } });
    await eventually(() => payloads(writer, 'checkEvents').some((e) => e.kind === 'PING'));
    expect(payloads(writer, 'checkEvents').find((e) => e.kind === 'PING')).toMatchObject({ ping: { n: 1 } });
    expect(status).toMatchObject({
      kind: 'STATUS',
      checkUuid: uuid,
      check: { name: 'nightly', status: 'UP' },
      flip: { oldStatus: 'NEW', newStatus: 'UP', reason: 'NONE' },
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
      () => events.results.some((r) => JSON.stringify(r).includes('"newStatus":"DOWN"')),
      10_000,
    );
    const down = events.results
      .map((result) => (result.data as { checkEvents: Record<string, unknown> }).checkEvents)
      .find((event) => (event.flip as { newStatus?: string } | null)?.newStatus === 'DOWN');
    expect(down).toMatchObject({
      kind: 'STATUS',
      check: { status: 'DOWN' },
      flip: { oldStatus: 'UP', newStatus: 'DOWN', reason: 'TIMEOUT' },
    });
  });

  it('sends STATUS when a check enters its grace period by time', async () => {
    const rw = api(server, project.apiKey);
    const uuid = (await rw('POST', '/checks/', { name: 'graceful' })).json.uuid as string;
    await domainDeps(server.runtime).em.nativeUpdate(Check, { uuid }, { timeout: 1, grace: 60 });
    const { client } = connect({ 'x-api-key': project.apiKey });
    const events = subscribe(client, CHECK_EVENTS, { checkId: uuid });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fetch(`${server.url}/ping/${uuid}`);
    const grace = () =>
      payloads(events, 'checkEvents').filter(
        (e) => e.kind === 'STATUS' && (e.check as { status: string } | null)?.status === 'GRACE',
      );
    await eventually(() => grace().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500)); // announced once, not every round
    expect(grace()).toHaveLength(1);
    expect(grace()[0]).toMatchObject({ flip: null });
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
    await eventually(() => wrong.closed.length > 0);
    expect(wrong.closed[0].code).toBe(4401);
  });

  it('refuses a subscription without an API key, and documents over the depth limit', async () => {
    const { client } = connect();
    const anonymous = subscribe(client, CHECK_EVENTS);
    await eventually(() => anonymous.ended.length > 0);
    expect(JSON.stringify(anonymous.ended[0])).toContain('missing api key');
    const nested = 'a { b { c { d { e { f { g { h { i { j { k { l } } } } } } } } } } }';
    const deep = subscribe(client, `subscription { checkEvents { check { ${nested} } } }`);
    await eventually(() => deep.ended.length > 0);
    expect(JSON.stringify(deep.ended[0])).toContain('levels deep; the maximum is 12');
  });
});

describe('checkEvents for writes of the API', () => {
  it('sends EDITED for creation and updates, STATUS for pause, DELETED for deletion', async () => {
    const { client } = connect({ 'X-Api-Key': project.apiKey });
    const events = subscribe(client, CHECK_EVENTS, { tag: 'watched' });
    await settle();
    const rw = api(server, project.apiKey);
    const uuid = (await rw('POST', '/checks/', { name: 'tagged', tags: 'watched' })).json.uuid as string;
    await rw('POST', `/checks/${uuid}`, { desc: 'changed' });
    await rw('POST', `/checks/${uuid}/pause`);
    await rw('DELETE', `/checks/${uuid}`);
    await rw('POST', '/checks/', { name: 'not tagged' });
    await eventually(() => payloads(events, 'checkEvents').length >= 4);
    await settle();
    expect(payloads(events, 'checkEvents').map((e) => [e.kind, e.checkUuid])).toEqual([
      ['EDITED', uuid],
      ['EDITED', uuid],
      ['STATUS', uuid],
      ['DELETED', uuid],
    ]);
    const [, , paused, deleted] = payloads(events, 'checkEvents');
    expect(paused).toMatchObject({ flip: { oldStatus: 'NEW', newStatus: 'PAUSED' } });
    expect(deleted).toMatchObject({ check: null });
  });
});

const CONTENT_EVENTS = `subscription ($types: [ContentType!]) {
  contentEvents(types: $types) { kind type postDatabaseId post { status title { rendered } } }
}`;

describe('contentEvents', () => {
  it('sends anonymous subscribers published items only, and DELETED when one leaves their sight', async () => {
    const editor = await contentUser(server, 'eve', 'editor');
    const anonymous = subscribe(connect().client, CONTENT_EVENTS);
    const editing = subscribe(connect({ Authorization: editor.auth.Authorization }).client, CONTENT_EVENTS);
    await settle();
    const draft = await rest(server, 'POST', '/cms/v2/posts', {
      headers: editor.auth,
      body: { title: 'Secret draft', status: 'draft' },
    });
    const published = await rest(server, 'POST', '/cms/v2/posts', {
      headers: adminAuth(server),
      body: { title: 'Hello', status: 'publish' },
    });
    // Each event is read as the item is when it arrives: let the published one be seen first.
    await eventually(() => payloads(anonymous, 'contentEvents').length >= 2);
    await rest(server, 'POST', `/cms/v2/posts/${published.body.id}`, {
      headers: adminAuth(server),
      body: { status: 'draft' },
    });
    await eventually(() => payloads(editing, 'contentEvents').length >= 4);
    await settle();
    // Created as published: CREATED, then PUBLISHED, as for an item published later.
    const seen = {
      type: 'POST',
      postDatabaseId: published.body.id,
      post: expect.objectContaining({ status: 'PUBLISH' }),
    };
    expect(payloads(anonymous, 'contentEvents')).toEqual([
      { kind: 'CREATED', ...seen },
      { kind: 'PUBLISHED', ...seen },
      { kind: 'DELETED', type: 'POST', postDatabaseId: published.body.id, post: null },
    ]);
    expect(JSON.stringify(anonymous.results)).not.toContain('Secret draft');
    expect(payloads(editing, 'contentEvents').map((e) => [e.kind, e.postDatabaseId])).toEqual([
      ['CREATED', draft.body.id],
      ['CREATED', published.body.id],
      ['PUBLISHED', published.body.id],
      ['UPDATED', published.body.id],
    ]);
  });

  it('delivers the item as a node, to be read with its edges in the same selection', async () => {
    const events = subscribe(
      connect().client,
      'subscription { contentEvents { postId post { id author { displayName } categories { nodes { name } } } } }',
    );
    await settle();
    await rest(server, 'POST', '/cms/v2/posts', {
      headers: adminAuth(server),
      body: { title: 'With edges', status: 'publish' },
    });
    await eventually(() => payloads(events, 'contentEvents').length >= 1);
    const [event] = payloads(events, 'contentEvents') as { postId: string; post: Record<string, unknown> }[];
    expect(event.post).toEqual({
      id: event.postId,
      author: { displayName: expect.any(String) },
      categories: { nodes: [{ name: 'Uncategorized' }] },
    });
  });

  it('filters by type', async () => {
    const pages = subscribe(connect().client, CONTENT_EVENTS, { types: ['PAGE'] });
    await settle();
    await rest(server, 'POST', '/cms/v2/posts', {
      headers: adminAuth(server),
      body: { title: 'P', status: 'publish' },
    });
    const page = await rest(server, 'POST', '/cms/v2/pages', {
      headers: adminAuth(server),
      body: { title: 'Page', status: 'publish' },
    });
    await eventually(() => payloads(pages, 'contentEvents').length >= 2);
    await settle();
    expect(payloads(pages, 'contentEvents').map((e) => [e.kind, e.type, e.postDatabaseId])).toEqual([
      ['CREATED', 'PAGE', page.body.id],
      ['PUBLISHED', 'PAGE', page.body.id],
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL?.startsWith('postgres'))('the PostgreSQL listener', () => {
  it('listens again after its connection is killed', async () => {
    const { client } = connect({ 'X-Api-Key': project.apiKey });
    const events = subscribe(client, CHECK_EVENTS);
    await settle();
    const killed = await domainDeps(server.runtime).em.execute(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = current_database() and query = 'listen portico_live' and pid <> pg_backend_pid()`,
    );
    expect(killed).toEqual([{ done: true }]);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the feed reconnects after a second
    const uuid = (await api(server, project.apiKey)('POST', '/checks/', { name: 'after the drop' })).json
      .uuid;
    await eventually(() => payloads(events, 'checkEvents').some((e) => e.checkUuid === uuid));
  });
});

describe('subscriptions over HTTP', () => {
  it('are refused with 400 and a pointer to the WebSocket', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'subscription { contentEvents { kind } }' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
      message: 'Subscriptions are served over WebSocket (graphql-transport-ws) at /graphql.',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});

describe('two instances on one database', () => {
  it('delivers an event caused on one instance to a subscriber on the other', async () => {
    const second = await startInstance(loadConfig(server.env));
    try {
      const { client } = connect({ 'X-Api-Key': project.apiKey }, second.url);
      const events = subscribe(client, CHECK_EVENTS);
      await settle();
      const uuid = (await api(server, project.apiKey)('POST', '/checks/', { name: 'elsewhere' })).json.uuid;
      await fetch(`${server.url}/ping/${uuid}`);
      await eventually(() => payloads(events, 'checkEvents').some((e) => e.kind === 'PING'));
      expect(payloads(events, 'checkEvents').map((e) => [e.kind, e.checkUuid])).toEqual([
        ['EDITED', uuid],
        ['PING', uuid],
        ['STATUS', uuid],
      ]);
    } finally {
      await second.close();
    }
  });
});
