// Templates of the built-in portico theme and the ones users make, and the template field of posts and
// pages: reads, customising, reverting, errors.
import { describe, expect, it } from 'vitest';
import { contentSite, CURIES, rest, restError, templateLinks } from '../helpers/content.js';
import { graphql } from '../helpers/server.js';

const {
  server,
  admin,
  enc,
  users: { editor, contributor },
} = await contentSite({ editor: 'eve', contributor: 'carl' });

describe('cms/v2 templates', () => {
  it('lists the theme files, reads one by either id form, and 404s unknown ids', async () => {
    const list = await rest(server, 'GET', '/cms/v2/templates', { headers: contributor.auth });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-wp-total')).toBeNull();
    // prettier-ignore
    expect(list.body.map((t: { slug: string }) => t.slug)).toEqual(['404', 'archive', 'front-page', 'home', 'index', 'page', 'search', 'single', 'singular']);
    const index = list.body.find((t: { slug: string }) => t.slug === 'index');
    expect(Object.keys(index)).toEqual([
      'id',
      'theme',
      'content',
      'slug',
      'source',
      'origin',
      'type',
      'description',
      'title',
      'status',
      'cms_id',
      'has_theme_file',
      'is_custom',
      'author',
      'modified',
      'date',
      'author_text',
      'original_source',
      '_links',
    ]);
    expect(index).toMatchObject({
      id: 'portico//index',
      theme: 'portico',
      slug: 'index',
      source: 'theme',
      origin: null,
      type: 'wp_template',
      description: 'Used as a fallback template for all pages when a more specific template is not defined.',
      title: { raw: 'Index', rendered: 'Index' },
      status: 'publish',
      cms_id: 0,
      has_theme_file: true,
      is_custom: false,
      author: 0,
      modified: null,
      date: null,
      author_text: 'Portico',
      original_source: 'theme',
      _links: templateLinks(server, 'templates', 'portico//index', 'wp_template'),
    });
    expect(Object.keys(index.content)).toEqual(['raw']);

    const edit = await rest(server, 'GET', '/cms/v2/templates/portico/index', {
      headers: admin,
      query: 'context=edit',
    });
    const self = enc('/cms/v2/templates/portico//index');
    expect(edit.body).toEqual({
      ...index,
      content: { raw: index.content.raw, block_version: 1 },
      _links: {
        ...index._links,
        'wp:action-publish': [{ href: self }],
        'wp:action-unfiltered-html': [{ href: self }],
        curies: CURIES,
      },
    });
    const encoded = await rest(server, 'GET', '/cms/v2/templates/portico%2F%2Findex', { headers: admin });
    expect(encoded.body.id).toBe('portico//index');
    const embed = await rest(server, 'GET', '/cms/v2/templates/portico//index', {
      headers: admin,
      query: 'context=embed',
    });
    expect(embed.body.content).toBeUndefined();
    expect(embed.body.modified).toBeUndefined();
    expect(embed.body.title).toEqual({ raw: 'Index', rendered: 'Index' });

    const missing = await rest(server, 'GET', '/cms/v2/templates/portico//nope', { headers: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(
      restError('rest_template_not_found', 'No templates exist with that id.', 404),
    );
    expect((await rest(server, 'GET', '/cms/v2/templates/other//index', { headers: admin })).status).toBe(
      404,
    );
  });

  it('customises a theme file into a stored copy, then reverts it with source=theme', async () => {
    const markup = '<!-- wp:paragraph --><p>Custom</p><!-- /wp:paragraph -->';
    const custom = await rest(server, 'POST', '/cms/v2/templates/portico//home', {
      headers: admin,
      body: { content: markup },
    });
    expect(custom.status).toBe(200);
    expect(custom.body).toMatchObject({
      id: 'portico//home',
      content: { raw: markup, block_version: 1 },
      source: 'custom',
      origin: 'theme',
      has_theme_file: true,
      title: { raw: 'Blog Home' },
      author_text: 'Portico',
      original_source: 'theme',
    });
    const cmsId = custom.body.cms_id as number;
    expect(cmsId).toBeGreaterThan(0);
    expect(custom.body.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(custom.body._links['version-history']).toEqual([
      { count: 0, href: enc('/cms/v2/templates/portico//home/revisions') },
    ]);
    const again = await rest(server, 'POST', '/cms/v2/templates/portico//home', {
      headers: admin,
      body: { title: 'Home (custom)' },
    });
    expect(again.body._links['version-history'][0].count).toBe(1);
    expect(again.body._links['predecessor-version'][0].id).toBeGreaterThan(cmsId);
    const list = await rest(server, 'GET', '/cms/v2/templates', { headers: admin });
    expect(list.body[0]).toMatchObject({ slug: 'home', source: 'custom' });
    expect(list.body.filter((t: { slug: string }) => t.slug === 'home')).toHaveLength(1);
    const byId = await rest(server, 'GET', '/cms/v2/templates', { headers: admin, query: `cms_id=${cmsId}` });
    expect(byId.body.map((t: { id: string }) => t.id)).toEqual(['portico//home']);

    const reverted = await rest(server, 'POST', '/cms/v2/templates/portico//home', {
      headers: admin,
      body: { source: 'theme' },
    });
    expect(reverted.body).toMatchObject({ source: 'theme', cms_id: 0, origin: null });
    expect(
      (await rest(server, 'GET', '/cms/v2/templates', { headers: admin, query: `cms_id=${cmsId}` })).body,
    ).toEqual([]);
  });

  it('creates user templates (answered in the requested context), trashes and deletes them', async () => {
    const created = await rest(server, 'POST', '/cms/v2/templates', {
      headers: admin,
      body: {
        slug: 'landing',
        title: 'Landing',
        content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
      },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(enc('/cms/v2/templates/portico//landing'));
    expect(created.body).toMatchObject({
      id: 'portico//landing',
      content: { raw: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' },
      source: 'custom',
      origin: null,
      has_theme_file: false,
      is_custom: true,
      status: 'publish',
      author_text: 'admin',
      original_source: 'user',
    });
    expect(created.body.content.block_version).toBeUndefined();
    const twin = await rest(server, 'POST', '/cms/v2/templates', {
      headers: admin,
      body: { slug: 'landing', title: 'Landing again' },
    });
    expect(twin.body.id).toBe('portico//landing-2');
    await rest(server, 'DELETE', '/cms/v2/templates/portico//landing-2', {
      headers: admin,
      query: 'force=true',
    });
    const forPages = await rest(server, 'GET', '/cms/v2/templates', {
      headers: admin,
      query: 'post_type=page',
    });
    expect(forPages.body.map((t: { slug: string }) => t.slug)).toEqual(['landing']);

    const trashed = await rest(server, 'DELETE', '/cms/v2/templates/portico//landing', { headers: admin });
    expect(trashed.status).toBe(200);
    expect(trashed.body).toMatchObject({ id: 'portico//landing', status: 'trash' });
    expect((await rest(server, 'GET', '/cms/v2/templates/portico//landing', { headers: admin })).status).toBe(
      404,
    );

    await rest(server, 'POST', '/cms/v2/templates', {
      headers: admin,
      body: { slug: 'gone', title: 'Gone' },
    });
    const deleted = await rest(server, 'DELETE', '/cms/v2/templates/portico//gone', {
      headers: admin,
      query: 'force=true',
    });
    expect(deleted.body).toMatchObject({
      deleted: true,
      previous: { id: 'portico//gone', title: { raw: 'Gone' } },
    });
    const file = await rest(server, 'DELETE', '/cms/v2/templates/portico//index', { headers: admin });
    expect(file.body).toEqual(
      restError('rest_invalid_template', "Templates based on theme files can't be removed.", 400),
    );
  });

  it('refuses bad input and callers without the right, writing nothing', async () => {
    const before = (await rest(server, 'GET', '/cms/v2/templates', { headers: admin })).body.length;
    const empty = await rest(server, 'POST', '/cms/v2/templates', {
      headers: admin,
      body: { slug: 'blank' },
    });
    expect(empty.body).toEqual(restError('empty_content', 'Content, title, and excerpt are empty.', 400));
    const noSlug = await rest(server, 'POST', '/cms/v2/templates', { headers: admin, body: { title: 'x' } });
    expect(noSlug.body).toEqual({
      ...restError('rest_missing_callback_param', 'Missing parameter(s): slug', 400),
      data: { status: 400, params: ['slug'] },
    });
    const pattern = await rest(server, 'POST', '/cms/v2/templates', {
      headers: admin,
      body: { slug: '@@', title: 'x' },
    });
    expect(pattern.body.data.details.slug).toEqual({
      code: 'rest_invalid_pattern',
      message: 'slug does not match pattern [a-zA-Z0-9_\\%-]+.',
      data: null,
    });
    const anonymous = await rest(server, 'GET', '/cms/v2/templates');
    expect(anonymous.body).toEqual(
      restError(
        'rest_cannot_manage_templates',
        'Sorry, you are not allowed to access the templates on this site.',
        401,
      ),
    );
    const byEditor = await rest(server, 'POST', '/cms/v2/templates', {
      headers: editor.auth,
      body: { slug: 'x', title: 'x' },
    });
    expect(byEditor.body).toEqual(
      restError(
        'rest_cannot_manage_templates',
        'Sorry, you are not allowed to access the templates on this site.',
        403,
      ),
    );
    const editorUpdate = await rest(server, 'POST', '/cms/v2/templates/portico//index', {
      headers: editor.auth,
      body: { title: 'x' },
    });
    expect(editorUpdate.status).toBe(403);
    expect((await rest(server, 'GET', '/cms/v2/templates', { headers: admin })).body).toHaveLength(before);
  });

  it('looks templates up through the hierarchy', async () => {
    const lookup = async (query: string) =>
      (await rest(server, 'GET', '/cms/v2/templates/lookup', { headers: contributor.auth, query })).body;
    expect((await lookup('slug=single-post-hello-world')).id).toBe('portico//single');
    expect((await lookup('slug=page-about&template_prefix=page')).id).toBe('portico//page');
    expect((await lookup('slug=category-news')).id).toBe('portico//archive');
    expect((await lookup('slug=front-page')).id).toBe('portico//front-page');
    expect((await lookup('slug=unknown-thing')).id).toBe('portico//index');
    expect((await lookup('slug=anything&is_custom=true')).id).toBe('portico//page');
    const missing = await rest(server, 'GET', '/cms/v2/templates/lookup', { headers: admin });
    expect(missing.body).toEqual({
      ...restError('rest_missing_callback_param', 'Missing parameter(s): slug', 400),
      data: { status: 400, params: ['slug'] },
    });
    const gql = await graphql(server.url, '{ templateLookup(slug: "search") { templateId source } }', {
      headers: admin,
    });
    expect(gql.body.data).toEqual({ templateLookup: { templateId: 'portico//search', source: 'theme' } });
  });
});

describe('the template field of posts and pages', () => {
  it('accepts the user-created templates (and "" or the current one) and refuses others', async () => {
    await rest(server, 'POST', '/cms/v2/templates', {
      headers: admin,
      body: { slug: 'wide', title: 'Wide' },
    });
    const page = await rest(server, 'POST', '/cms/v2/pages', {
      headers: admin,
      body: { title: 'Wide page', template: 'wide' },
    });
    expect(page.status).toBe(201);
    expect(page.body.template).toBe('wide');
    const unknown = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'x', template: 'narrow' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): template',
      data: {
        status: 400,
        params: { template: 'template is not one of wide.' },
        details: {
          template: { code: 'rest_invalid_param', message: 'template is not one of wide.', data: null },
        },
      },
    });
    const cleared = await rest(server, 'POST', `/cms/v2/pages/${page.body.id}`, {
      headers: admin,
      body: { template: '' },
    });
    expect(cleared.body.template).toBe('');
  });
});
