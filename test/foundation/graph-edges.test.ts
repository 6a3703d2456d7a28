import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

/**
 * The content edges beyond a post's own (graph-connections.test.ts walks the lists): a post's
 * revisions and a revision's item, what a user wrote and what a term is given to, and a menu as a
 * tree whose items link to what they name.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let server: TestServer;
let admin: Record<string, string>;
let authorId: number;
const ids: Record<string, number> = {};

const made = async (path: string, body: object, headers = admin) => {
  const res = await rest(server, 'POST', path, { headers, body });
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body as { id: number };
};
const ask = async (query: string, headers: Record<string, string> = admin) =>
  (await graphql(server.url, query, { headers })).body as Json;

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
  const author = await contentUser(server, 'wren', 'author');
  authorId = author.id;
  ids.topic = (await made('/cms/v2/categories', { name: 'Topic' })).id;
  ids.first = (await made('/cms/v2/posts', { title: 'First', status: 'publish' }, author.auth)).id;
  ids.second = (
    await made('/cms/v2/posts', { title: 'Second', status: 'publish', categories: [ids.topic] })
  ).id;
  await made(`/cms/v2/posts/${ids.second}`, { title: 'Second, revised' });
  await made('/cms/v2/posts', { title: 'Unseen draft', status: 'draft' }, author.auth);
  ids.about = (await made('/cms/v2/pages', { title: 'About', status: 'publish' })).id;
  ids.menu = (await made('/cms/v2/menus', { name: 'Main' })).id;
  const item = (body: object) => made('/cms/v2/menu-items', { menus: ids.menu, status: 'publish', ...body });
  ids.home = (await item({ title: 'Home', url: 'https://example.org/', menu_order: 1 })).id;
  ids.aboutItem = (await item({ type: 'post_type', object: 'page', object_id: ids.about, menu_order: 2 })).id;
  ids.topicItem = (
    await item({
      type: 'taxonomy',
      object: 'category',
      object_id: ids.topic,
      parent: ids.aboutItem,
      menu_order: 3,
    })
  ).id;
});

afterAll(async () => {
  await server?.stop();
});

describe('content edges', () => {
  it("reads a post's revisions with their item, for those who may edit it", async () => {
    const query = `{ post(type: POST, id: ${ids.second}) {
      revisions { totalCount nodes { title { raw } parent { databaseId } } } } }`;
    const data = (await ask(query)).data;
    const listed = await rest(server, 'GET', `/cms/v2/posts/${ids.second}/revisions`, { headers: admin });
    expect(data.post.revisions.totalCount).toBe(Number(listed.headers.get('x-wp-total')));
    expect(data.post.revisions.totalCount).toBeGreaterThan(0);
    expect(data.post.revisions.nodes[0]).toEqual({
      title: { raw: 'Second, revised' },
      parent: { databaseId: ids.second },
    });
    const anonymous = await ask(query, {});
    expect(anonymous.data.post.revisions).toBeNull();
    expect(anonymous.errors).toMatchObject([
      { path: ['post', 'revisions'], extensions: { code: 'FORBIDDEN' } },
    ]);
  });

  it('reads what a user wrote and what a term is given to, as the caller may see them', async () => {
    const query = `{ user(id: ${authorId}) { posts { nodes { title { rendered } } } }
      term(taxonomy: CATEGORY, id: ${ids.topic}) { posts { totalCount nodes { databaseId } } } }`;
    const data = (await ask(query, {})).data;
    expect(data.user.posts.nodes).toEqual([{ title: { rendered: 'First' } }]);
    expect(data.term.posts).toEqual({ totalCount: 1, nodes: [{ databaseId: ids.second }] });
    const drafts = `{ user(id: ${authorId}) { posts(filter: { statuses: [DRAFT] }) { totalCount } } }`;
    expect((await ask(drafts)).data.user.posts.totalCount).toBe(1);
  });

  it('reads a menu as a tree whose items link to what they name', async () => {
    const query = `{ term(taxonomy: NAV_MENU, id: ${ids.menu}) { menuItems { nodes {
      databaseId title { rendered } menu { name } parent { databaseId }
      children { nodes { databaseId } }
      connectedObject { __typename ... on Post { title { rendered } } ... on Term { name } }
    } } } }`;
    const { data, errors } = await ask(query);
    expect(errors).toBeUndefined();
    expect(data.term.menuItems.nodes).toEqual([
      {
        databaseId: ids.home,
        title: { rendered: 'Home' },
        menu: { name: 'Main' },
        parent: null,
        children: { nodes: [] },
        connectedObject: null,
      },
      {
        databaseId: ids.aboutItem,
        title: { rendered: 'About' },
        menu: { name: 'Main' },
        parent: null,
        children: { nodes: [{ databaseId: ids.topicItem }] },
        connectedObject: { __typename: 'Post', title: { rendered: 'About' } },
      },
      {
        databaseId: ids.topicItem,
        title: { rendered: 'Topic' },
        menu: { name: 'Main' },
        parent: { databaseId: ids.aboutItem },
        children: { nodes: [] },
        connectedObject: { __typename: 'Term', name: 'Topic' },
      },
    ]);
    // The page knows the menu items that link to it; those who may not read menus get an error there.
    const linked = `{ post(type: PAGE, id: ${ids.about}) { menuItems { nodes { databaseId menu { name } } } } }`;
    expect((await ask(linked)).data.post.menuItems.nodes).toEqual([
      { databaseId: ids.aboutItem, menu: { name: 'Main' } },
    ]);
    const anonymous = await ask(linked, {});
    expect(anonymous.errors).toMatchObject([
      { path: ['post', 'menuItems'], extensions: { code: 'FORBIDDEN' } },
    ]);
    // And the navigations whose links name it.
    const link = `<!-- wp:navigation-link {"label":"About","type":"page","id":${ids.about},"kind":"post-type"} /-->`;
    const navigation = await made('/cms/v2/navigation', {
      title: 'Header',
      status: 'publish',
      content: link,
    });
    const named = await ask(
      `{ post(type: PAGE, id: ${ids.about}) { navigations { nodes { databaseId } } } }`,
    );
    expect(named.data.post.navigations.nodes).toEqual([{ databaseId: navigation.id }]);
    const notMenu = await ask(`{ term(taxonomy: CATEGORY, id: ${ids.topic}) { menuItems { totalCount } } }`);
    expect(notMenu.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
