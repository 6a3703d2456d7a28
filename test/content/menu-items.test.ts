import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  autosavePreview,
  contentUser,
  CURIES,
  rest,
  restError,
  restLink,
} from '../helpers/content.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

// Menu items: their schema, reads, writes and the reference's errors for them.
let server: TestServer;
let site: string;
let admin: Record<string, string>;
let editor: { id: number; auth: Record<string, string> };
let contributor: { id: number; auth: Record<string, string> };
let subscriber: { id: number; auth: Record<string, string> };
let menu: number;
let postId: number;

const enc = (route: string, extra = '') => restLink(server, route, extra);

beforeAll(async () => {
  server = await startTestServer();
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  editor = await contentUser(server, 'eve', 'editor');
  contributor = await contentUser(server, 'carl', 'contributor');
  subscriber = await contentUser(server, 'sam', 'subscriber');
  menu = (await rest(server, 'POST', '/cms/v2/menus', { headers: admin, body: { name: 'Main' } })).body.id;
  postId = (
    await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'About us', status: 'publish' },
    })
  ).body.id;
});
afterAll(() => server.stop());

async function count() {
  return (
    await rest(server, 'GET', '/cms/v2/menu-items', { headers: admin, query: 'status=any' })
  ).headers.get('x-wp-total');
}

describe('cms/v2 menu items', () => {
  it('creates a custom link with the defaults: 201, Location, the whole edit-context body', async () => {
    const res = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: {
        title: 'Docs',
        url: 'https://docs.example/',
        menus: menu,
        classes: 'big  wide',
        target: '_blank',
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(res.headers.get('location')).toBe(enc(`/cms/v2/menu-items/${id}`));
    const links = {
      self: [
        {
          href: enc(`/cms/v2/menu-items/${id}`),
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
        },
      ],
      collection: [{ href: enc('/cms/v2/menu-items') }],
      about: [{ href: enc('/cms/v2/types/nav_menu_item') }],
      'wp:term': [{ taxonomy: 'nav_menu', embeddable: true, href: enc('/cms/v2/menus', `&post=${id}`) }],
      curies: CURIES,
    };
    expect(res.body).toEqual({
      id,
      title: { raw: 'Docs', rendered: 'Docs' },
      status: 'publish',
      url: 'https://docs.example/',
      attr_title: '',
      description: '',
      type: 'custom',
      type_label: 'Custom Link',
      object: 'custom',
      object_id: id,
      parent: 0,
      menu_order: 1,
      target: '_blank',
      classes: ['big', 'wide'],
      xfn: [''],
      invalid: false,
      meta: {},
      menus: menu,
      _links: links,
    });
    // Contributors read menu items (view context: no raw title); embeds leave out meta and menus.
    const view = await rest(server, 'GET', `/cms/v2/menu-items/${id}`, { headers: contributor.auth });
    expect(view.status).toBe(200);
    const readOnly = {
      ...links,
      self: [{ href: enc(`/cms/v2/menu-items/${id}`), targetHints: { allow: ['GET'] } }],
    };
    expect(view.body).toEqual({ ...res.body, title: { rendered: 'Docs' }, _links: readOnly });
    const embed = await rest(server, 'GET', `/cms/v2/menu-items/${id}`, {
      headers: contributor.auth,
      query: 'context=embed',
    });
    const { meta: _meta, menus: _menus, ...fields } = view.body;
    expect(embed.body).toEqual(fields);
  });

  it('derives the title and url of post and term items; an unknown object named by `object` is invalid', async () => {
    const post = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { type: 'post_type', object_id: postId, menus: menu, menu_order: 2 },
    });
    expect(post.status).toBe(201);
    expect(post.body).toMatchObject({
      title: { raw: '', rendered: 'About us' },
      url: `${site}/?p=${postId}`,
      type: 'post_type',
      type_label: 'Post',
      object: 'post',
      object_id: postId,
      invalid: false,
    });
    expect(post.body._links['wp:menu-item-object']).toEqual([
      { post_type: 'post', embeddable: true, href: enc(`/cms/v2/posts/${postId}`) },
    ]);
    const category = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { type: 'taxonomy', object_id: 1, title: 'Everything', menus: menu, menu_order: 3 },
    });
    expect(category.body).toMatchObject({
      title: { raw: 'Everything', rendered: 'Everything' },
      url: `${site}/?cat=1`,
      type_label: 'Category',
      object: 'category',
    });
    const gone = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { type: 'post_type', object: 'post', object_id: 999999 },
    });
    expect(gone.status).toBe(201);
    expect(gone.body).toMatchObject({
      title: { raw: '', rendered: '#999999 (no title)' },
      invalid: true,
      url: '',
    });
    const draft = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { title: 'Later', url: '/later', status: 'pending' },
    });
    expect(draft.body.status).toBe('draft');

    // Lists: menu_order ascending, 100 per page; filtered by menu.
    const list = await rest(server, 'GET', '/cms/v2/menu-items', { headers: admin, query: `menus=${menu}` });
    expect(list.body.map((item: { menu_order: number }) => item.menu_order)).toEqual([1, 2, 3]);
    expect(list.headers.get('allow')).toBe('GET, POST');
    const gql = await graphql(server.url, '{ menuItems { totalCount nodes { typeLabel } } }', {
      headers: admin,
    });
    expect(gql.body.data?.menuItems).toMatchObject({ totalCount: 4 });
  });

  it('refuses bad input in the reference order, writing nothing', async () => {
    const before = await count();
    const both = await rest(server, 'POST', '/cms/v2/menu-items', { headers: admin, body: { menus: menu } });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      ...restError('rest_title_required', 'The title is required when using a custom menu item type.', 400),
      additional_errors: [
        restError('rest_url_required', 'The url is required when using a custom menu item type.', 400),
      ],
    });
    const post = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { type: 'post_type', object_id: 999999 },
    });
    expect(post.body).toEqual(restError('rest_post_invalid_id', 'Invalid post ID.', 400));
    const term = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { type: 'taxonomy', object_id: 999999 },
    });
    expect(term.body).toEqual(restError('rest_term_invalid_id', 'Invalid term ID.', 400));
    const archive = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { type: 'post_type_archive', object: 'nope' },
    });
    expect(archive.body).toEqual(restError('rest_post_invalid_type', 'Invalid post type.', 400));
    const unknownMenu = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { title: 'x', url: '/x', menus: 999999 },
    });
    expect(unknownMenu.body).toEqual(restError('invalid_menu_id', 'Invalid menu ID.', 400));
    const order = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { title: 'x', url: '/x', menu_order: 0 },
    });
    expect(order.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { menu_order: 'menu_order must be greater than or equal to 1' } },
    });
    const target = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { title: 'x', url: '/x', target: '_self' },
    });
    expect(target.body.data.params.target).toBe('target is not one of _blank and .');
    const url = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { title: 'x', url: 'javascript:alert(1)' },
    });
    expect(url.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): url',
      data: {
        status: 400,
        params: { url: 'Invalid URL.' },
        details: { url: { code: 'rest_invalid_url', message: 'Invalid URL.', data: null } },
      },
    });
    expect(await count()).toBe(before);
  });

  it('is read by contributors and up, written by administrators, deleted only with force', async () => {
    const anonymous = await rest(server, 'GET', '/cms/v2/menu-items');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(
      restError('rest_cannot_view', 'Sorry, you are not allowed to view menu items.', 401),
    );
    const sub = await rest(server, 'GET', '/cms/v2/menu-items', { headers: subscriber.auth });
    expect(sub.body).toEqual(
      restError('rest_cannot_view', 'Sorry, you are not allowed to view menu items.', 403),
    );
    const byEditor = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: editor.auth,
      body: { title: 'x', url: '/x' },
    });
    expect(byEditor.body).toEqual(
      restError('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.', 403),
    );
    const editContext = await rest(server, 'GET', '/cms/v2/menu-items', {
      headers: editor.auth,
      query: 'context=edit',
    });
    expect(editContext.body.code).toBe('rest_forbidden_context');

    const created = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { title: 'Tmp', url: '/tmp' },
    });
    const id = created.body.id;
    const updated = await rest(server, 'PATCH', `/cms/v2/menu-items/${id}`, {
      headers: admin,
      body: { title: 'Temp', xfn: ['me'] },
    });
    expect(updated.body).toMatchObject({ title: { raw: 'Temp' }, url: '/tmp', xfn: ['me'] });
    const noForce = await rest(server, 'DELETE', `/cms/v2/menu-items/${id}`, { headers: admin });
    expect(noForce.status).toBe(501);
    expect(noForce.body).toEqual(
      restError(
        'rest_trash_not_supported',
        "Menu items do not support trashing. Set 'force=true' to delete.",
        501,
      ),
    );
    const deleted = await rest(server, 'DELETE', `/cms/v2/menu-items/${id}`, {
      headers: admin,
      query: 'force=true',
    });
    expect(deleted.body.deleted).toBe(true);
    expect(deleted.body.previous).toMatchObject({ id, title: { rendered: 'Temp' } });
    expect(deleted.body.previous.title.raw).toBeUndefined();
    const after = await rest(server, 'GET', `/cms/v2/menu-items/${id}`, { headers: admin });
    expect(after.body).toEqual(restError('rest_post_invalid_id', 'Invalid post ID.', 404));
  });
});

describe('cms/v2 menu item autosaves', () => {
  it('keeps one autosave of the texts per user and leaves the item alone', async () => {
    const item = await rest(server, 'POST', '/cms/v2/menu-items', {
      headers: admin,
      body: { title: 'Blog', url: '/blog', menus: menu },
    });
    const route = `/cms/v2/menu-items/${item.body.id}/autosaves`;
    const saved = await rest(server, 'POST', route, { headers: admin, body: { title: 'Journal' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      parent: item.body.id,
      slug: `${item.body.id}-autosave-v1`,
      title: { raw: 'Journal', rendered: 'Journal' },
      preview_link: autosavePreview(server, item.body.id, 1),
    });
    expect(saved.body.content).toBeUndefined();
    const list = await rest(server, 'GET', route, { headers: admin });
    expect(list.body.map((a: { id: number }) => a.id)).toEqual([saved.body.id]);
    const one = await rest(server, 'GET', `${route}/${saved.body.id}`, { headers: admin });
    expect(one.body.title).toEqual({ rendered: 'Journal' });
    const after = await rest(server, 'GET', `/cms/v2/menu-items/${item.body.id}`, { headers: admin });
    expect(after.body.title).toEqual({ rendered: 'Blog' });
    const byEditor = await rest(server, 'POST', route, { headers: editor.auth, body: { title: 'x' } });
    expect(byEditor.status).toBe(403);
    expect(
      (await rest(server, 'GET', `/cms/v2/menu-items/${item.body.id}/revisions`, { headers: admin })).status,
    ).toBe(404);
  });
});

describe('menu items of deleted posts', () => {
  it('go with a force-deleted post; a trashed one leaves them invalid, still with its title', async () => {
    const make = async (title: string) =>
      (await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title, status: 'publish' } }))
        .body.id;
    const [gone, trashed] = [await make('Gone soon'), await make('Trashed soon')];
    const itemOf = async (objectId: number) =>
      (
        await rest(server, 'POST', '/cms/v2/menu-items', {
          headers: admin,
          body: { type: 'post_type', object_id: objectId },
        })
      ).body.id;
    const [goneItem, trashedItem] = [await itemOf(gone), await itemOf(trashed)];
    await rest(server, 'DELETE', `/cms/v2/posts/${gone}`, { headers: admin, query: 'force=true' });
    await rest(server, 'DELETE', `/cms/v2/posts/${trashed}`, { headers: admin });
    expect((await rest(server, 'GET', `/cms/v2/menu-items/${goneItem}`, { headers: admin })).status).toBe(
      404,
    );
    const invalid = await rest(server, 'GET', `/cms/v2/menu-items/${trashedItem}`, { headers: admin });
    expect(invalid.body).toMatchObject({ invalid: true, title: { rendered: 'Trashed soon' } });
  });
});
