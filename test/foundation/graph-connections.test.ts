import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';
import { expectPagesJoinUp, page, type WalkedList } from '../helpers/connection-walk.js';

/**
 * Relay connections on every root list: pages of two, forward by `first`/`after` and backward by
 * `last`/`before`, join up without a gap or a repeat while an item is added between two pages, and
 * their `pageInfo` says where they are.
 */

let server: TestServer;
let admin: Record<string, string>;
let key: Record<string, string>;

const made = async (path: string, body: object) => {
  const res = await rest(server, 'POST', path, { headers: admin, body });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
  return res.body as { id: number };
};
const upload = (name: string) =>
  rest(server, 'POST', '/cms/v2/media', {
    headers: {
      ...admin,
      'Content-Type': 'text/plain',
      'Content-Disposition': `attachment; filename="${name}.txt"`,
    },
    raw: new TextEncoder().encode(name),
  });
const check = (name: string) =>
  fetch(`${server.url}/api/v3/checks/`, { method: 'POST', headers: key, body: JSON.stringify({ name }) });

let revised: number;
let menu: number;
let users = 0;
const LISTS: Record<string, WalkedList> = {
  posts: {
    field: 'posts',
    headers: () => admin,
    insert: (n) => made('/cms/v2/posts', { title: `New ${n}`, status: 'publish' }),
  },
  postsByTitle: {
    field: 'posts(filter: { orderBy: TITLE, order: ASC })',
    headers: () => admin,
    insert: (n) => made('/cms/v2/posts', { title: `Post 2${n}`, status: 'publish' }),
  },
  pages: {
    field: 'pages',
    headers: () => admin,
    insert: (n) => made('/cms/v2/pages', { title: `Page 2${n}`, status: 'publish' }),
  },
  mediaItems: { field: 'mediaItems', headers: () => admin, insert: (n) => upload(`new-${n}`) },
  menuItems: {
    field: 'menuItems',
    headers: () => admin,
    insert: (n) =>
      made('/cms/v2/menu-items', { title: `Item 2${n}`, url: 'https://example.org/', menus: menu }),
  },
  terms: {
    field: 'terms(taxonomy: CATEGORY)',
    headers: () => admin,
    insert: (n) => made('/cms/v2/categories', { name: `Topic 2${n}` }),
  },
  menus: {
    field: 'menus',
    headers: () => admin,
    insert: (n) => made('/cms/v2/menus', { name: `Menu 2${n}` }),
  },
  users: {
    field: 'users',
    headers: () => admin,
    insert: () => contentUser(server, `user2${users++}`, 'editor'),
  },
  revisions: {
    get field() {
      return `revisions(type: POST, parent: ${revised})`;
    },
    headers: () => admin,
    insert: (n) =>
      rest(server, 'POST', `/cms/v2/posts/${revised}`, { headers: admin, body: { title: `Revised ${n}` } }),
  },
  checks: { field: 'checks', headers: () => key, insert: (n) => check(`job 2${n}`) },
};

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
  key = { 'X-Api-Key': (await newProject(server, 'Lists')).apiKey };
  const { id: menuId } = await made('/cms/v2/menus', { name: 'Menu 1' });
  menu = menuId;
  revised = (await made('/cms/v2/posts', { title: 'Revised', status: 'publish' })).id;
  for (let n = 1; n <= 6; n++) {
    await made('/cms/v2/posts', { title: `Post ${n}`, status: 'publish' });
    await made('/cms/v2/pages', { title: `Page ${n}`, status: 'publish' });
    await upload(`file-${n}`);
    await made('/cms/v2/menu-items', { title: `Item ${n}`, url: 'https://example.org/', menus: menu });
    await made('/cms/v2/categories', { name: `Topic ${n}` });
    await made('/cms/v2/menus', { name: `Menu ${n + 1}` });
    await contentUser(server, `user${n}`, 'author');
    await rest(server, 'POST', `/cms/v2/posts/${revised}`, {
      headers: admin,
      body: { title: `Revised ${n}` },
    });
    await check(`job ${n}`);
  }
});

afterAll(async () => {
  await server?.stop();
});

const pageOf = (list: WalkedList, paging: string) => page(server.url, list, paging);

describe('Relay connections', () => {
  it.each(Object.keys(LISTS))('%s: pages forward and backward join up across an insert', async (name) => {
    await expectPagesJoinUp(server.url, LISTS[name], 6);
  });

  it('reports what each answer may cost, and refuses a document that may return over 50,000 nodes', async () => {
    const { body } = await graphql(
      server.url,
      '{ posts(first: 2) { nodes { categories(first: 3) { nodes { name } } tags { totalCount } } } }',
      { headers: admin },
    );
    expect(body.errors).toBeUndefined();
    expect(body.extensions).toMatchObject({ cost: { nodes: 2 + 2 * 3 + 2 * 10, limits: { nodes: 50_000 } } });
    const aliases = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (alias) => `${alias}: tags(first: 100) { totalCount }`,
    );
    const wide = await graphql(server.url, `{ posts(first: 100) { nodes { ${aliases.join(' ')} } } }`);
    expect(wide.status).toBe(400);
    expect(wide.body.errors?.[0]).toMatchObject({
      message: 'Query may return 60100 nodes (its connections’ sizes multiplied); the maximum is 50000.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('links a term to its parent and its children', async () => {
    const { id: parent } = await made('/cms/v2/categories', { name: 'Tree' });
    for (const name of ['Branch B', 'Branch A']) await made('/cms/v2/categories', { name, parent });
    const { body } = await graphql(
      server.url,
      `
        {
          terms(taxonomy: CATEGORY, filter: { search: "Tree" }) {
            nodes {
              name
              parent {
                name
              }
              children {
                totalCount
                nodes {
                  name
                  parent {
                    name
                  }
                }
              }
            }
          }
        }
      `,
      { headers: admin },
    );
    expect(body.errors).toBeUndefined();
    expect((body.data as { terms: { nodes: unknown[] } }).terms.nodes).toEqual([
      {
        name: 'Tree',
        parent: null,
        children: {
          totalCount: 2,
          nodes: [
            { name: 'Branch A', parent: { name: 'Tree' } },
            { name: 'Branch B', parent: { name: 'Tree' } },
          ],
        },
      },
    ]);
  });

  it('links a media item to the post it is attached to, where the caller may see that post', async () => {
    const attach = async (status: string) => {
      const { id } = await made('/cms/v2/posts', { title: `Has a file (${status})`, status });
      const res = await rest(server, 'POST', '/cms/v2/media', {
        query: `post=${id}`,
        headers: {
          ...admin,
          'Content-Type': 'text/plain',
          'Content-Disposition': 'attachment; filename="a.txt"',
        },
        raw: new TextEncoder().encode('a'),
      });
      return res.body.id as number;
    };
    const [published, draft] = [await attach('publish'), await attach('draft')];
    const query = `query ($a: Int!, $b: Int!) {
      a: mediaItem(id: $a) { attachedPost { title { rendered } } }
      b: mediaItem(id: $b) { attachedPost { title { rendered } } }
    }`;
    const read = async (headers: Record<string, string>) =>
      (await graphql(server.url, query, { variables: { a: published, b: draft }, headers })).body;
    expect((await read(admin)).data).toEqual({
      a: { attachedPost: { title: { rendered: 'Has a file (publish)' } } },
      b: { attachedPost: { title: { rendered: 'Has a file (draft)' } } },
    });
    // Anyone reads the published post's file with its post, and not the draft's (it inherits the draft's status).
    const one = (id: number) =>
      graphql(server.url, `{ mediaItem(id: ${id}) { attachedPost { title { rendered } } } }`).then(
        (res) => res.body,
      );
    expect((await one(published)).data).toEqual({
      mediaItem: { attachedPost: { title: { rendered: 'Has a file (publish)' } } },
    });
    expect((await one(draft)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a cursor of another list or not signed here, first with last, and pages over 100', async () => {
    const posts = await pageOf(LISTS.posts, 'first: 1');
    // A cursor holds the order's values, signed: changed values (here text for a date) are refused.
    const [body, signature] = posts.pageInfo.endCursor!.split('.');
    const values = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown[];
    const forged = Buffer.from(JSON.stringify([values[0], 'not a date', values[2]])).toString('base64url');
    const refusals = {
      [`terms(taxonomy: CATEGORY, after: "${posts.pageInfo.endCursor}")`]: 'BAD_CURSOR',
      [`posts(after: "${forged}.${signature}")`]: 'BAD_CURSOR',
      [`posts(after: "${forged}")`]: 'BAD_CURSOR',
      ['posts(after: "bm90IGEgY3Vyc29y")']: 'BAD_CURSOR',
      ['posts(first: 1, last: 1)']: 'BAD_USER_INPUT',
      ['posts(first: 101)']: 'BAD_USER_INPUT',
      ['posts(last: 0)']: 'BAD_USER_INPUT',
    };
    for (const [field, code] of Object.entries(refusals)) {
      const { body } = await graphql(server.url, `{ ${field} { totalCount } }`, { headers: admin });
      expect(body.errors?.[0]?.extensions?.code, field).toBe(code);
    }
  });
});
