import { buildSchema, isObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { newChannel, newProject } from '../helpers/monitoring.js';
import { eventually } from '../helpers/receivers.js';
import { graphql, ROOT, startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Global Object Identification over the whole graph: every type that implements `Node` is read by
 * its typed field, then by `node(id)` and `nodes(ids)`, which must answer the same object, and
 * nothing for a caller the typed field refuses.
 */

const schema = buildSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));
const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node'))
  .map((type) => type.name)
  .sort();

let server: TestServer;
let admin: Record<string, string>;
let key: Record<string, string>;
/** The first-start admin signed in: the session cookie with its nonce. */
let session: Record<string, string>;
/** An id of each Node type, read by its typed field as a caller who may see it. */
const ids = new Map<string, string>();
/** Items the typed fields refuse to other callers: a draft, and a check of another project. */
let draft: { id: string; typed: string };

async function read(query: string, headers: Record<string, string> = {}, variables = {}) {
  const { body } = await graphql(server.url, query, { headers, variables });
  expect(body.errors, query).toBeUndefined();
  return body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

beforeAll(async () => {
  server = await startTestServer({ env: { MONITOR_INTERVAL_MS: '50' } });
  admin = adminAuth(server);
  const project = await newProject(server, 'Nodes');
  key = { 'X-Api-Key': project.apiKey };
  await newChannel(server, project.id, 'ops');

  const made = async (path: string, body: object) =>
    (await rest(server, 'POST', path, { headers: admin, body })).body;
  const post = await made('/cms/v2/posts', { title: 'Hello', status: 'publish' });
  await rest(server, 'POST', `/cms/v2/posts/${post.id}`, { headers: admin, body: { title: 'Hello again' } });
  const hidden = await made('/cms/v2/posts', { title: 'Draft', status: 'draft' });
  const menu = await made('/cms/v2/menus', { name: 'Main' });
  const item = await made('/cms/v2/menu-items', {
    title: 'Home',
    url: 'https://example.org/',
    menus: menu.id,
  });
  const media = await rest(server, 'POST', '/cms/v2/media', {
    headers: {
      ...admin,
      'Content-Type': 'text/plain',
      'Content-Disposition': 'attachment; filename="a.txt"',
    },
    raw: new TextEncoder().encode('text'),
  });
  // It comes with an application password.
  const editor = await contentUser(server, 'eddie', 'editor');

  const check = (await (
    await fetch(`${server.url}/api/v3/checks/`, {
      method: 'POST',
      headers: key,
      body: JSON.stringify({ name: 'job', channels: '*' }),
    })
  ).json()) as { ping_url: string };
  // Up, then down: only a change from up is notified.
  expect((await fetch(check.ping_url)).status).toBe(200);
  expect((await fetch(`${check.ping_url}/fail`)).status).toBe(200);

  const content = await read(
    `query ($post: Int!, $draft: Int!, $media: Int!, $item: Int!, $editor: Int!) {
      post(type: POST, id: $post) { id }
      draft: post(type: POST, id: $draft) { id }
      mediaItem(id: $media) { id }
      menuItem(id: $item) { id }
      term(taxonomy: CATEGORY, id: 1) { id }
      user(id: $editor) { id }
      templateLookup(slug: "search") { id }
      applicationPasswords(userId: $editor) { nodes { id } }
    }`,
    admin,
    { post: post.id, draft: hidden.id, media: media.body.id, item: item.id, editor: editor.id },
  );
  const revisions = await read(`{ revisions(type: POST, parent: ${post.id}) { nodes { id } } }`, admin);
  const { signIn } = await read(
    'mutation ($input: SignInInput!) { signIn(input: $input) { token nonce session { id } } }',
    {},
    { input: { login: server.firstRun!.login, password: server.firstRun!.loginPassword } },
  );
  session = { cookie: `portico_session=${signIn.token}`, 'x-wp-nonce': signIn.nonce };
  const monitoring = await eventually(async () => {
    const data = await read(
      '{ project { id } checks { nodes { id pings { nodes { id } } flips { nodes { id } } notifications { nodes { id } } channels { nodes { id } } } } }',
      key,
    );
    return data.checks.nodes[0].notifications.nodes.length ? data : null;
  }, 20_000);
  const [watched] = monitoring.checks.nodes;
  const { createMaintenanceWindow: window } = await read(
    'mutation ($input: MaintenanceWindowInput!) { createMaintenanceWindow(input: $input) { id } }',
    key,
    { input: { schedule: '0 2 * * *', duration: 3600 } },
  );
  for (const [type, id] of [
    ['Post', content.post.id],
    ['Revision', revisions.revisions.nodes[0].id],
    ['MediaItem', content.mediaItem.id],
    ['MenuItem', content.menuItem.id],
    ['Term', content.term.id],
    ['User', content.user.id],
    ['Template', content.templateLookup.id],
    ['ApplicationPassword', content.applicationPasswords.nodes[0].id],
    ['Session', signIn.session.id],
    ['Project', monitoring.project.id],
    ['Check', watched.id],
    ['Ping', watched.pings.nodes[0].id],
    ['Flip', watched.flips.nodes[0].id],
    ['Notification', watched.notifications.nodes[0].id],
    ['Channel', watched.channels.nodes[0].id],
    ['MaintenanceWindow', window.id],
  ])
    ids.set(type, id);
  draft = { id: content.draft.id, typed: `{ post(type: POST, id: ${hidden.id}) { id } }` };
});

afterAll(async () => {
  await server?.stop();
});

/**
 * Who may see which types: the content ones by an administrator, the monitoring ones by a key, a
 * session by its own user.
 */
const callerOf = (type: string) =>
  type === 'Session'
    ? session
    : ['Project', 'Check', 'Ping', 'Flip', 'Notification', 'Channel', 'MaintenanceWindow'].includes(type)
      ? key
      : admin;

describe('node(id)', () => {
  it('covers every type that implements Node', () => {
    expect([...ids.keys()].sort()).toEqual(NODE_TYPES);
  });

  it.each(NODE_TYPES)('answers a %s as its typed field does, by node and by nodes', async (type) => {
    const id = ids.get(type)!;
    const query = `query ($id: ID!) { node(id: $id) { __typename id } nodes(ids: [$id, "nope"]) { __typename id } }`;
    const data = await read(query, callerOf(type), { id });
    expect(data).toEqual({ node: { __typename: type, id }, nodes: [{ __typename: type, id }, null] });
  });

  it('keeps ids opaque, distinct and stable', () => {
    const all = [...ids.values()];
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(ids.get('Check')!, 'base64url').toString()).toMatch(/^check:[0-9a-f-]{36}$/);
  });

  it('answers null where the typed field refuses: a draft to anonymous callers, a check to another project, a session to another user', async () => {
    const typed = await graphql(server.url, draft.typed);
    expect(typed.body.errors?.[0].extensions?.code).toBeDefined();
    const anonymous = await read(`{ node(id: "${draft.id}") { id } }`);
    expect(anonymous).toEqual({ node: null });

    const stranger = { 'X-Api-Key': (await newProject(server, 'Stranger')).apiKey };
    for (const type of ['Project', 'Check', 'Ping', 'Flip', 'Notification', 'Channel', 'MaintenanceWindow'])
      expect(await read(`{ node(id: "${ids.get(type)}") { id } }`, stranger), type).toEqual({ node: null });
    for (const type of ['Post', 'User', 'ApplicationPassword'])
      expect(await read(`{ node(id: "${ids.get(type)}") { id } }`, key), type).toEqual({
        node: type === 'Post' ? { id: ids.get('Post') } : null,
      });
    // A session is its user's only: not another user's, nor anyone's by the bare cookie.
    const otherUser = (await contentUser(server, 'otto', 'administrator')).auth;
    const bareCookie = { cookie: session.cookie };
    for (const caller of [otherUser, bareCookie, {}])
      expect(await read(`{ node(id: "${ids.get('Session')}") { id } }`, caller)).toEqual({ node: null });
  });

  it('answers null for what is no id, and refuses more than 100 ids', async () => {
    for (const id of [
      '',
      'x',
      'cG9zdDo',
      'cG9zdDow',
      Buffer.from('post:12').toString('base64'),
      'a'.repeat(500),
    ])
      expect(await read(`{ node(id: ${JSON.stringify(id)}) { id } }`, admin), id).toEqual({ node: null });
    const many = await graphql(server.url, `{ nodes(ids: ${JSON.stringify(Array(101).fill('x'))}) { id } }`);
    expect(many.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
