/** What cms/v2 says about itself: the site and namespace indexes, OPTIONS and the item schemas. */
import { describe, expect, it } from 'vitest';
import { contentSite, rest } from '../helpers/content.js';

const { server, site, admin, enc } = await contentSite({});

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
