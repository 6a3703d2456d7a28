/** Terms through their cms/v2 routes (categories, tags, a custom taxonomy's, menus). */
import { describe, expect, it } from 'vitest';
import { contentSite, CURIES, rest } from '../helpers/content.js';

const {
  server,
  site,
  admin,
  enc,
  users: { author, contributor, subscriber },
} = await contentSite({ author: 'alice', contributor: 'carl', subscriber: 'sam' });

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
    // Pattern categories are not public either, but the reference's terms controller shows them to anyone.
    const patterns = await rest(server, 'GET', '/cms/v2/wp_pattern_category');
    expect([patterns.status, patterns.body]).toEqual([200, []]);
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
