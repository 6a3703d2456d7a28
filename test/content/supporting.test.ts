import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, CURIES, rest, restLink } from '../helpers/content.js';
import { basicAuth, graphql, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let site: string;
let admin: Record<string, string>;
let author: { id: number; auth: Record<string, string> };
let contributor: { id: number; auth: Record<string, string> };
let subscriber: { id: number; auth: Record<string, string> };

const enc = (route: string, extra = '') => restLink(server, route, extra);

beforeAll(async () => {
  server = await startTestServer();
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  author = await contentUser(server, 'alice', 'author');
  contributor = await contentUser(server, 'carl', 'contributor');
  subscriber = await contentUser(server, 'sam', 'subscriber');
});
afterAll(() => server.stop());

describe('cms/v2 term routes', () => {
  it('creates a category: 201, Location, whole body, Allow; and lists it with its count', async () => {
    const res = await rest(server, 'POST', '/cms/v2/categories', {
      headers: admin,
      body: { name: 'Team News', description: 'About us' },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(res.headers.get('location')).toBe(enc(`/cms/v2/categories/${id}`));
    expect(res.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.body).toEqual({
      id,
      count: 0,
      description: 'About us',
      link: `${site}/?cat=${id}`,
      name: 'Team News',
      slug: 'team-news',
      taxonomy: 'category',
      parent: 0,
      meta: {},
      _links: {
        self: [{ href: enc(`/cms/v2/categories/${id}`) }],
        collection: [{ href: enc('/cms/v2/categories') }],
        about: [{ href: enc('/cms/v2/taxonomies/category') }],
        'wp:post_type': [{ href: enc('/cms/v2/posts', `&categories=${id}`) }],
        curies: CURIES,
      },
    });
    const child = await rest(server, 'POST', '/cms/v2/categories', {
      headers: admin,
      body: { name: 'Sub', parent: id },
    });
    expect(child.body._links.up).toEqual([{ embeddable: true, href: enc(`/cms/v2/categories/${id}`) }]);

    await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Filed', status: 'publish', categories: [id] },
    });
    const list = await rest(server, 'GET', '/cms/v2/categories', { query: `include=${id}` });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-wp-total')).toBe('1');
    expect(list.headers.get('allow')).toBe('GET');
    expect(list.body.map((t: { count: number }) => t.count)).toEqual([1]);

    const embed = await rest(server, 'GET', `/cms/v2/categories/${id}`, { query: 'context=embed' });
    expect(embed.body).toEqual({
      id,
      link: `${site}/?cat=${id}`,
      name: 'Team News',
      slug: 'team-news',
      taxonomy: 'category',
      _links: expect.any(Object),
    });
  });

  it('applies the reference rules: duplicates, parents, permissions, force-only delete', async () => {
    const dup = await rest(server, 'POST', '/cms/v2/tags', { headers: admin, body: { name: 'dup' } });
    expect(dup.status).toBe(201);
    expect(
      await rest(server, 'POST', '/cms/v2/tags', { headers: admin, body: { name: 'dup' } }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'term_exists',
        message: 'A term with the name provided already exists in this taxonomy.',
        data: { status: 400, term_id: dup.body.id },
      },
    });
    expect((await rest(server, 'POST', '/cms/v2/tags', { headers: admin, body: {} })).body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): name',
      data: { status: 400, params: ['name'] },
    });
    expect(
      (await rest(server, 'POST', '/cms/v2/categories', { headers: admin, body: { name: 'x', parent: 999 } }))
        .body,
    ).toEqual({ code: 'rest_term_invalid', message: 'Parent term does not exist.', data: { status: 400 } });
    expect((await rest(server, 'GET', '/cms/v2/tags/999')).body).toEqual({
      code: 'rest_term_invalid',
      message: 'Term does not exist.',
      data: { status: 404 },
    });

    // Contributors may add tags (assign_terms) but not categories (edit_terms).
    expect(
      (await rest(server, 'POST', '/cms/v2/tags', { headers: contributor.auth, body: { name: 'c-tag' } }))
        .status,
    ).toBe(201);
    expect(
      (
        await rest(server, 'POST', '/cms/v2/categories', {
          headers: contributor.auth,
          body: { name: 'c-cat' },
        })
      ).body,
    ).toEqual({
      code: 'rest_cannot_create',
      message: 'Sorry, you are not allowed to create terms in this taxonomy.',
      data: { status: 403 },
    });
    expect((await rest(server, 'POST', '/cms/v2/tags', { body: { name: 'anon' } })).status).toBe(401);
    expect((await rest(server, 'GET', '/cms/v2/tags', { query: 'context=edit' })).body.code).toBe(
      'rest_forbidden_context',
    );

    const id = dup.body.id as number;
    expect((await rest(server, 'DELETE', `/cms/v2/tags/${id}`, { headers: author.auth })).body).toEqual({
      code: 'rest_cannot_delete',
      message: 'Sorry, you are not allowed to delete this term.',
      data: { status: 403 },
    });
    expect((await rest(server, 'DELETE', `/cms/v2/tags/${id}`, { headers: admin })).body).toEqual({
      code: 'rest_trash_not_supported',
      message: "Terms do not support trashing. Set 'force=true' to delete.",
      data: { status: 501 },
    });
    const deleted = await rest(server, 'DELETE', `/cms/v2/tags/${id}`, {
      headers: admin,
      query: 'force=true',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      deleted: true,
      previous: { id, name: 'dup', taxonomy: 'post_tag' },
    });
    expect(
      (await rest(server, 'DELETE', '/cms/v2/categories/1', { headers: admin, query: 'force=true' })).status,
    ).toBe(403);
  });

  it('updates a term and checks the post filter', async () => {
    const tag = await rest(server, 'POST', '/cms/v2/league', { headers: admin, body: { name: 'East' } });
    const updated = await rest(server, 'PUT', `/cms/v2/league/${tag.body.id}`, {
      headers: admin,
      body: { name: 'East Division', slug: 'east-div' },
    });
    expect(updated.body).toMatchObject({
      name: 'East Division',
      slug: 'east-div',
      link: `${site}/?league=east-div`,
    });
    const req = await rest(server, 'POST', '/cms/v2/requirement', {
      headers: admin,
      body: { title: 'R', status: 'draft', league: [tag.body.id] },
    });
    const forPost = await rest(server, 'GET', '/cms/v2/league', {
      headers: admin,
      query: `post=${req.body.id}`,
    });
    expect(forPost.body.map((t: { id: number }) => t.id)).toEqual([tag.body.id]);
    expect((await rest(server, 'GET', '/cms/v2/league', { query: `post=${req.body.id}` })).status).toBe(401);
    expect((await rest(server, 'GET', '/cms/v2/league', { query: 'post=99999' })).body).toEqual({
      code: 'rest_post_invalid_id',
      message: 'Invalid post ID.',
      data: { status: 400 },
    });
  });

  it('serves menus to editors of content only, in the menu shape', async () => {
    expect((await rest(server, 'GET', '/cms/v2/menus')).body).toEqual({
      code: 'rest_cannot_view',
      message: 'Sorry, you are not allowed to view menus.',
      data: { status: 401 },
    });
    expect((await rest(server, 'GET', '/cms/v2/menus', { headers: subscriber.auth })).status).toBe(403);
    const menu = await rest(server, 'POST', '/cms/v2/menus', {
      headers: admin,
      body: { name: 'Main', auto_add: true },
    });
    expect(menu.status).toBe(201);
    expect(menu.body).toEqual({
      id: menu.body.id,
      description: '',
      name: 'Main',
      slug: 'main',
      meta: {},
      locations: [],
      auto_add: true,
      _links: {
        self: [{ href: enc(`/cms/v2/menus/${menu.body.id}`) }],
        collection: [{ href: enc('/cms/v2/menus') }],
        about: [{ href: enc('/cms/v2/taxonomies/nav_menu') }],
        'wp:post_type': [{ href: enc('/cms/v2/menu-items', `&menus=${menu.body.id}`) }],
        curies: CURIES,
      },
    });
    expect((await rest(server, 'GET', '/cms/v2/menus', { headers: contributor.auth })).body).toHaveLength(1);
    expect(
      (await rest(server, 'POST', '/cms/v2/menus', { headers: author.auth, body: { name: 'Mine' } })).body
        .code,
    ).toBe('rest_cannot_create');
  });
});

describe('cms/v2 users', () => {
  it('shows published authors to everyone, in view context', async () => {
    expect((await rest(server, 'GET', '/cms/v2/users')).body.map((u: { id: number }) => u.id)).toEqual([1]);
    const res = await rest(server, 'GET', '/cms/v2/users/1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 1,
      name: 'admin',
      url: '',
      description: '',
      link: `${site}/?author=1`,
      slug: 'admin',
      avatar_urls: {
        24: expect.stringMatching(/^https:\/\/secure\.gravatar\.com\/avatar\/[0-9a-f]{64}\?s=24&d=mm&r=g$/),
        48: expect.stringMatching(/\?s=48&d=mm&r=g$/),
        96: expect.stringMatching(/\?s=96&d=mm&r=g$/),
      },
      meta: {},
      _links: {
        self: [{ href: enc('/cms/v2/users/1') }],
        collection: [{ href: enc('/cms/v2/users') }],
      },
    });
    expect((await rest(server, 'GET', `/cms/v2/users/${author.id}`)).body).toEqual({
      code: 'rest_user_cannot_view',
      message: 'Sorry, you are not allowed to list users.',
      data: { status: 401 },
    });
    expect((await rest(server, 'GET', '/cms/v2/users/999')).body).toEqual({
      code: 'rest_user_invalid_id',
      message: 'Invalid user ID.',
      data: { status: 404 },
    });
    expect((await rest(server, 'GET', '/cms/v2/users', { query: 'context=edit' })).status).toBe(401);
    expect((await rest(server, 'GET', '/cms/v2/users', { query: 'roles=author' })).body.code).toBe(
      'rest_user_cannot_view',
    );
  });

  it('answers /users/me, with the edit context for oneself', async () => {
    expect((await rest(server, 'GET', '/cms/v2/users/me')).body).toEqual({
      code: 'rest_not_logged_in',
      message: 'You are not currently logged in.',
      data: { status: 401 },
    });
    const me = await rest(server, 'GET', '/cms/v2/users/me', { headers: author.auth, query: 'context=edit' });
    expect(me.status).toBe(200);
    expect(Object.keys(me.body)).toEqual([
      'id',
      'username',
      'name',
      'first_name',
      'last_name',
      'email',
      'url',
      'description',
      'link',
      'locale',
      'nickname',
      'slug',
      'registered_date',
      'roles',
      'capabilities',
      'extra_capabilities',
      'avatar_urls',
      'meta',
      '_links',
    ]);
    expect(me.body).toMatchObject({
      id: author.id,
      username: 'alice',
      email: 'alice@example.test',
      nickname: 'alice',
      locale: 'en_US',
      roles: ['author'],
      extra_capabilities: { author: true },
    });
    expect(me.body.registered_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
    expect(me.body.capabilities).toMatchObject({ publish_posts: true, author: true });
    expect(me.body.capabilities.edit_others_posts).toBeUndefined();
    // Administrators list everyone (list_users), ordered by name.
    const all = await rest(server, 'GET', '/cms/v2/users', {
      headers: admin,
      query: 'context=edit&orderby=id',
    });
    expect(all.body.map((u: { username: string }) => u.username)).toEqual(['admin', 'alice', 'carl', 'sam']);
    // Private fields stay private over GraphQL too.
    const gql = await graphql(
      server.url,
      `
        {
          user(id: 1) {
            displayName
            login
            email
            role
          }
        }
      `,
      {
        headers: author.auth,
      },
    );
    expect(gql.body.data).toEqual({ user: { displayName: 'admin', login: null, email: null, role: null } });
  });
});

describe('cms/v2 application passwords', () => {
  it('creates, introspects, renames and revokes passwords; the new one works at once', async () => {
    const created = await rest(server, 'POST', '/cms/v2/users/me/application-passwords', {
      headers: author.auth,
      body: { name: 'CI', app_id: '0b2c1d4e-1111-4222-8333-444455556666' },
    });
    expect(created.status).toBe(201);
    const uuid = created.body.uuid as string;
    const self = enc(`/cms/v2/users/${author.id}/application-passwords/${uuid}`);
    expect(created.headers.get('location')).toBe(self);
    expect(created.body).toEqual({
      uuid,
      app_id: '0b2c1d4e-1111-4222-8333-444455556666',
      name: 'CI',
      password: expect.stringMatching(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/),
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
      last_used: null,
      last_ip: null,
      _links: { self: [{ href: self }] },
    });
    const auth = { Authorization: basicAuth('alice', created.body.password) };
    const introspect = await rest(server, 'GET', '/cms/v2/users/me/application-passwords/introspect', {
      headers: auth,
    });
    expect(introspect.body).toMatchObject({ uuid, name: 'CI', last_ip: '127.0.0.1' });

    expect(
      (
        await rest(server, 'POST', '/cms/v2/users/me/application-passwords', {
          headers: auth,
          body: { name: 'CI' },
        })
      ).body,
    ).toEqual({
      code: 'application_password_duplicate_name',
      message: 'Each application name should be unique.',
      data: { status: 409 },
    });
    expect(
      (
        await rest(server, 'POST', '/cms/v2/users/me/application-passwords', {
          headers: auth,
          body: { name: 'x', app_id: 'nope' },
        })
      ).body.data.params,
    ).toEqual({ app_id: 'app_id is not a valid UUID.' });

    const renamed = await rest(server, 'PUT', `/cms/v2/users/${author.id}/application-passwords/${uuid}`, {
      headers: auth,
      body: { name: 'CI 2' },
    });
    expect(renamed.body).toMatchObject({ uuid, name: 'CI 2' });

    // Another user's passwords: only administrators (edit_users).
    expect(
      (
        await rest(server, 'GET', `/cms/v2/users/${author.id}/application-passwords`, {
          headers: contributor.auth,
        })
      ).body,
    ).toEqual({
      code: 'rest_cannot_list_application_passwords',
      message: 'Sorry, you are not allowed to list application passwords for this user.',
      data: { status: 403 },
    });
    const adminList = await rest(server, 'GET', `/cms/v2/users/${author.id}/application-passwords`, {
      headers: admin,
    });
    expect(adminList.body.map((p: { name: string }) => p.name)).toEqual(['tests', 'CI 2']);
    expect(
      (
        await rest(server, 'GET', `/cms/v2/users/${author.id}/application-passwords/introspect`, {
          headers: admin,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await rest(server, 'GET', `/cms/v2/users/me/application-passwords/${'0'.repeat(8)}`, {
          headers: auth,
        })
      ).body,
    ).toEqual({
      code: 'rest_application_password_not_found',
      message: 'Application password not found.',
      data: { status: 404 },
    });

    const revoked = await rest(server, 'DELETE', `/cms/v2/users/me/application-passwords/${uuid}`, {
      headers: auth,
    });
    expect(revoked.body).toMatchObject({ deleted: true, previous: { uuid, name: 'CI 2' } });
    expect((await rest(server, 'GET', '/cms/v2/users/me', { headers: auth })).body.code).toBe(
      'incorrect_password',
    );
    expect(
      (await rest(server, 'DELETE', '/cms/v2/users/me/application-passwords', { headers: author.auth })).body,
    ).toEqual({ deleted: true, count: 1 });
  });
});

describe('cms/v2 types, taxonomies and statuses', () => {
  it('describes the post types', async () => {
    const res = await rest(server, 'GET', '/cms/v2/types');
    expect(Object.keys(res.body)).toEqual([
      'post',
      'page',
      'attachment',
      'wp_block',
      'wp_navigation',
      'requirement',
    ]);
    expect(res.body.requirement).toEqual({
      description: '',
      hierarchical: false,
      has_archive: false,
      name: 'Requirements',
      slug: 'requirement',
      icon: null,
      taxonomies: ['league'],
      rest_base: 'requirement',
      rest_namespace: 'cms/v2',
      template: [],
      template_lock: false,
      _links: {
        collection: [{ href: enc('/cms/v2/types') }],
        'wp:items': [{ href: enc('/cms/v2/requirement') }],
        curies: CURIES,
      },
    });
    expect((await rest(server, 'GET', '/cms/v2/types/nope')).body).toEqual({
      code: 'rest_type_invalid',
      message: 'Invalid post type.',
      data: { status: 404 },
    });
    expect((await rest(server, 'GET', '/cms/v2/types/page', { query: 'context=edit' })).status).toBe(401);
    const edit = await rest(server, 'GET', '/cms/v2/types/page', { headers: admin, query: 'context=edit' });
    expect(edit.body.capabilities).toMatchObject({ edit_posts: 'edit_pages', create_posts: 'edit_pages' });
    expect(edit.body.supports).toMatchObject({ 'page-attributes': true });
  });

  it('describes taxonomies, filtered by type', async () => {
    const all = await rest(server, 'GET', '/cms/v2/taxonomies');
    expect(Object.keys(all.body)).toEqual([
      'category',
      'post_tag',
      'nav_menu',
      'wp_pattern_category',
      'league',
    ]);
    const forRequirement = await rest(server, 'GET', '/cms/v2/taxonomies', { query: 'type=requirement' });
    expect(forRequirement.body).toEqual({
      league: {
        name: 'Leagues',
        slug: 'league',
        description: '',
        types: ['requirement'],
        hierarchical: false,
        rest_base: 'league',
        rest_namespace: 'cms/v2',
        _links: {
          collection: [{ href: enc('/cms/v2/taxonomies') }],
          'wp:items': [{ href: enc('/cms/v2/league') }],
          curies: CURIES,
        },
      },
    });
    expect((await rest(server, 'GET', '/cms/v2/taxonomies', { query: 'type=nope' })).text).toBe('{}');
    expect((await rest(server, 'GET', '/cms/v2/taxonomies/nope')).body.code).toBe('rest_taxonomy_invalid');
  });

  it('shows public statuses to everyone and the rest to editors of content', async () => {
    const anon = await rest(server, 'GET', '/cms/v2/statuses');
    expect(anon.body).toEqual({
      publish: {
        name: 'Published',
        public: true,
        queryable: true,
        slug: 'publish',
        date_floating: false,
        _links: { archives: [{ href: enc('/cms/v2/posts') }] },
      },
    });
    const editor = await rest(server, 'GET', '/cms/v2/statuses', { headers: contributor.auth });
    expect(Object.keys(editor.body)).toEqual([
      'publish',
      'future',
      'draft',
      'pending',
      'private',
      'trash',
      'ext-disabled',
    ]);
    expect((await rest(server, 'GET', '/cms/v2/statuses/draft')).body).toEqual({
      code: 'rest_cannot_read_status',
      message: 'Cannot view status.',
      data: { status: 401 },
    });
    expect(
      (
        await rest(server, 'GET', '/cms/v2/statuses/draft', {
          headers: contributor.auth,
          query: 'context=edit',
        })
      ).body,
    ).toEqual({
      name: 'Draft',
      private: false,
      protected: true,
      public: false,
      queryable: false,
      show_in_list: true,
      slug: 'draft',
      date_floating: true,
      _links: { archives: [{ href: enc('/cms/v2/posts', '&status=draft') }] },
    });
  });
});

describe('cms/v2 discovery', () => {
  it('serves the site index with namespaces, authentication and every route with its args', async () => {
    const res = await rest(server, 'GET', '/');
    expect(res.status).toBe(200);
    const { routes, ...rest_ } = res.body;
    expect(rest_).toEqual({
      name: 'Portico',
      description: '',
      url: site,
      home: site,
      gmt_offset: '0',
      timezone_string: 'UTC',
      page_for_posts: 0,
      page_on_front: 0,
      show_on_front: 'posts',
      namespaces: ['oembed/1.0', 'updater/v1', 'cms/v2', 'cms-site-health/v1', 'cms-block-editor/v1'],
      authentication: {
        'application-passwords': { endpoints: { authorization: `${site}/cms-admin/authorize-application` } },
      },
      site_logo: 0,
      site_icon: 0,
      site_icon_url: '',
      _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
    });
    expect(Object.keys(routes).slice(0, 7)).toEqual([
      '/',
      '/oembed/1.0',
      '/oembed/1.0/embed',
      '/oembed/1.0/proxy',
      '/updater/v1',
      '/updater/v1/test',
      '/cms/v2',
    ]);
    expect(routes['/oembed/1.0/embed'].endpoints[0].args).toEqual({
      url: {
        description: 'The URL of the resource for which to fetch oEmbed data.',
        type: 'string',
        format: 'uri',
        required: true,
      },
      format: { default: 'json', required: false },
      maxwidth: { default: 600, required: false },
    });
    expect(routes['/']).toEqual({
      namespace: '',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
      _links: { self: [{ href: enc('/') }] },
    });
    const item = routes['/cms/v2/posts/(?P<id>[\\d]+)'];
    expect(item.methods).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    expect(item._links).toBeUndefined();
    expect(item.endpoints[2]).toEqual({
      methods: ['DELETE'],
      allow_batch: { v1: true },
      args: {
        id: { description: 'Unique identifier for the post.', type: 'integer', required: false },
        force: { type: 'boolean', default: false, required: false },
      },
    });
    expect(routes['/cms/v2/posts'].endpoints[0].args.per_page).toEqual({
      description: 'Maximum number of items to be returned in result set.',
      type: 'integer',
      default: 10,
      minimum: 1,
      maximum: 100,
      required: false,
    });
    for (const route of ['/cms/v2/users/me', '/cms/v2/categories', '/cms/v2/league', '/cms/v2/statuses'])
      expect(routes[route]).toBeDefined();
    expect((await rest(server, 'GET', '/', { query: '_fields=name,namespaces' })).body).toEqual({
      name: 'Portico',
      namespaces: ['oembed/1.0', 'updater/v1', 'cms/v2', 'cms-site-health/v1', 'cms-block-editor/v1'],
    });
  });

  it('serves namespace indexes, the updater test route, and 404 for unknown namespaces', async () => {
    const ns = await rest(server, 'GET', '/cms/v2');
    expect(ns.body.namespace).toBe('cms/v2');
    expect(ns.body._links).toEqual({ up: [{ href: `${site}/index.php?rest_route=/` }] });
    expect(Object.keys(ns.body.routes)[0]).toBe('/cms/v2');
    expect(ns.body.routes['/cms/v2'].endpoints[0].args).toEqual({
      namespace: { default: 'cms/v2', required: false },
      context: { default: 'view', required: false },
    });
    expect(
      Object.values(ns.body.routes).every((r) => (r as { namespace: string }).namespace === 'cms/v2'),
    ).toBe(true);
    const updater = await rest(server, 'GET', '/updater/v1');
    expect(Object.keys(updater.body.routes)).toEqual(['/updater/v1', '/updater/v1/test']);
    expect((await rest(server, 'GET', '/updater/v1/test')).body).toBe('Connected to Updater!');
    expect((await rest(server, 'GET', '/oembed/1.0')).status).toBe(200);
    expect((await rest(server, 'GET', '/cms/v3')).body.code).toBe('rest_no_route');
  });

  it('answers OPTIONS with the route entry and what the caller may do', async () => {
    const post = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Options', status: 'publish' },
    });
    const anon = await rest(server, 'OPTIONS', `/cms/v2/posts/${post.body.id}`);
    expect(anon.status).toBe(200);
    expect(anon.headers.get('allow')).toBe('GET');
    expect(anon.body).toMatchObject({
      namespace: 'cms/v2',
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    });
    const owner = await rest(server, 'OPTIONS', `/cms/v2/posts/${post.body.id}`, { headers: admin });
    expect(owner.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
    const missing = await rest(server, 'OPTIONS', '/cms/v2/posts/99999');
    expect(missing.status).toBe(200);
    expect(missing.headers.get('allow')).toBeNull();
    const preflight = await rest(server, 'OPTIONS', '/cms/v2/posts', {
      headers: { Origin: 'https://app.example' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('allow')).toBe('GET');
    expect((await rest(server, 'OPTIONS', '/cms/v2/nothing')).body.code).toBe('rest_no_route');
  });

  it('shows the item schema on OPTIONS and with ?context=help: one description for fields and writes', async () => {
    const options = await rest(server, 'OPTIONS', '/cms/v2/posts/1');
    expect(Object.keys(options.body)).toEqual(['namespace', 'methods', 'endpoints', 'schema']);
    const schema = options.body.schema;
    expect(Object.keys(schema)).toEqual(['$schema', 'title', 'type', 'properties', 'links']);
    expect(schema).toMatchObject({
      $schema: 'http://json-schema.org/draft-04/schema#',
      title: 'post',
      type: 'object',
    });
    // prettier-ignore
    expect(Object.keys(schema.properties)).toEqual(['date', 'date_gmt', 'guid', 'id', 'link', 'modified', 'modified_gmt', 'slug', 'status', 'type', 'password', 'permalink_template', 'generated_slug', 'class_list', 'title', 'content', 'author', 'excerpt', 'featured_media', 'comment_status', 'ping_status', 'format', 'meta', 'sticky', 'template', 'categories', 'tags']);
    const title = {
      description: 'The title for the post.',
      type: 'object',
      context: ['view', 'edit', 'embed'],
      properties: {
        raw: {
          description: 'Title for the post, as it exists in the database.',
          type: 'string',
          context: ['edit'],
        },
        rendered: {
          description: 'HTML title for the post, transformed for display.',
          type: 'string',
          context: ['view', 'edit', 'embed'],
          readonly: true,
        },
      },
    };
    expect(schema.properties.title).toEqual(title);
    expect(schema.properties.modified).toEqual({
      description: "The date the post was last modified, in the site's timezone.",
      type: 'string',
      format: 'date-time',
      context: ['view', 'edit'],
      readonly: true,
    });
    expect(schema.properties.status.enum).toEqual([
      'publish',
      'future',
      'draft',
      'pending',
      'private',
      'ext-disabled',
    ]);
    expect(schema.links.map((link: { rel: string }) => link.rel.replace('https://api.w.org/', ''))).toEqual([
      'action-publish',
      'action-unfiltered-html',
      'action-sticky',
      'action-assign-author',
      'action-assign-categories',
      'action-create-categories',
      'action-assign-tags',
      'action-create-tags',
    ]);
    expect(schema.links[0]).toEqual({
      rel: 'https://api.w.org/action-publish',
      title: 'The current user can publish this post.',
      href: enc('/cms/v2/posts/{id}'),
      targetSchema: {
        type: 'object',
        properties: { status: { type: 'string', enum: ['publish', 'future'] } },
      },
    });

    // Write arguments are the schema's writable properties: read-only ones are not arguments.
    const create = options.body.endpoints[1].args;
    expect(create.title).toEqual({ ...title, context: undefined, required: false });
    expect(Object.keys(create)).not.toContain('modified');
    expect(Object.keys(create)).toContain('sticky');

    // Pages always have an excerpt (the reference fixes their schema) but no sticky or format.
    const page = (await rest(server, 'OPTIONS', '/cms/v2/pages')).body.schema;
    expect(page.title).toBe('page');
    expect(Object.keys(page.properties)).toEqual(
      expect.arrayContaining(['parent', 'excerpt', 'menu_order', 'comment_status']),
    );
    expect(page.properties.sticky).toBeUndefined();
    expect(page.properties.format).toBeUndefined();
    expect((await rest(server, 'OPTIONS', '/cms/v2/requirement')).body.schema.properties.league).toEqual({
      description: 'The terms assigned to the post in the league taxonomy.',
      type: 'array',
      items: { type: 'integer' },
      context: ['view', 'edit'],
    });

    const revision = (await rest(server, 'OPTIONS', '/cms/v2/posts/1/revisions')).body.schema;
    expect(revision.title).toBe('post-revision');
    // prettier-ignore
    expect(Object.keys(revision.properties)).toEqual(['author', 'date', 'date_gmt', 'guid', 'id', 'modified', 'modified_gmt', 'parent', 'slug', 'title', 'content', 'excerpt', 'meta']);
    const autosave = (await rest(server, 'OPTIONS', '/cms/v2/posts/1/autosaves')).body.schema;
    expect(Object.keys(autosave.properties).at(-1)).toBe('preview_link');

    const menu = (await rest(server, 'OPTIONS', '/cms/v2/menus')).body;
    expect(Object.keys(menu.schema.properties)).toEqual([
      'id',
      'description',
      'name',
      'slug',
      'meta',
      'locations',
      'auto_add',
    ]);
    expect(menu.endpoints[1].args.name).toEqual({
      description: 'HTML title for the term.',
      type: 'string',
      required: true,
    });
    expect(Object.keys(menu.endpoints[1].args)).toEqual(['description', 'name', 'slug', 'meta', 'auto_add']);

    // The index shows schemas only for ?context=help.
    const plain = (await rest(server, 'GET', '/cms/v2')).body.routes;
    expect(plain['/cms/v2/posts'].schema).toBeUndefined();
    const help = (await rest(server, 'GET', '/cms/v2', { query: 'context=help' })).body.routes;
    expect(Object.keys(help['/cms/v2/posts'])).toEqual([
      'namespace',
      'methods',
      'endpoints',
      'schema',
      '_links',
    ]);
    expect(help['/cms/v2/posts'].schema).toEqual(schema);
    expect(help['/cms/v2/users/me'].schema.title).toBe('user');
    expect(help['/cms/v2'].schema).toBeUndefined();
    const site = (await rest(server, 'GET', '/', { query: 'context=help' })).body.routes;
    expect(site['/cms/v2/statuses'].schema.title).toBe('status');
  });

  it('serializes exactly the properties the schema shows in each context', async () => {
    const post = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Schema', content: 'Body', status: 'publish' },
    });
    const term = await rest(server, 'POST', '/cms/v2/tags', { headers: admin, body: { name: 'Schema tag' } });
    const cases: [string, string][] = [
      [`/cms/v2/posts/${post.body.id}`, `/cms/v2/posts/${post.body.id}`],
      [`/cms/v2/tags/${term.body.id}`, '/cms/v2/tags'],
      ['/cms/v2/users/1', '/cms/v2/users'],
      ['/cms/v2/types/post', '/cms/v2/types'],
      ['/cms/v2/taxonomies/category', '/cms/v2/taxonomies'],
      ['/cms/v2/statuses/publish', '/cms/v2/statuses'],
    ];
    for (const [item, route] of cases) {
      const { properties } = (await rest(server, 'OPTIONS', route)).body.schema;
      for (const context of ['view', 'embed', 'edit']) {
        const body = (await rest(server, 'GET', item, { query: `context=${context}`, headers: admin })).body;
        const shown = Object.keys(properties).filter((name) =>
          (properties[name].context as string[]).includes(context),
        );
        expect([
          item,
          context,
          Object.keys(body)
            .filter((k) => k !== '_links')
            .sort(),
        ]).toEqual([item, context, shown.sort()]);
      }
    }
  });
});
