import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, CURIES, rest, restLink } from '../helpers/content.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

// Patterns (wp_block) and navigation (wp_navigation): their routes, capabilities and markup.
let server: TestServer;
let site: string;
let admin: Record<string, string>;
let editor: { id: number; auth: Record<string, string> };
let author: { id: number; auth: Record<string, string> };
let contributor: { id: number; auth: Record<string, string> };
let subscriber: { id: number; auth: Record<string, string> };

const enc = (route: string, extra = '') => restLink(server, route, extra);

beforeAll(async () => {
  server = await startTestServer();
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  editor = await contentUser(server, 'eve', 'editor');
  author = await contentUser(server, 'alice', 'author');
  contributor = await contentUser(server, 'carl', 'contributor');
  subscriber = await contentUser(server, 'sam', 'subscriber');
});
afterAll(() => server.stop());

const MARKUP = '<!-- wp:paragraph --><p>Buy now</p><!-- /wp:paragraph -->';

describe('cms/v2 blocks (patterns)', () => {
  it('creates a pattern: raw-only title and content, sync status top-level, no permalink fields', async () => {
    const res = await rest(server, 'POST', '/cms/v2/blocks', {
      headers: author.auth,
      body: {
        title: 'Call to action',
        content: MARKUP,
        status: 'publish',
        meta: { wp_pattern_sync_status: 'unsynced' },
      },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    const date = res.body.date as string;
    expect(res.headers.get('location')).toBe(enc(`/cms/v2/blocks/${id}`));
    const self = enc(`/cms/v2/blocks/${id}`);
    const common = {
      id,
      date,
      date_gmt: date,
      guid: { rendered: `${site}/?post_type=wp_block&p=${id}`, raw: `${site}/?post_type=wp_block&p=${id}` },
      modified: date,
      modified_gmt: date,
      password: '',
      slug: 'call-to-action',
      status: 'publish',
      type: 'wp_block',
      link: `${site}/?post_type=wp_block&p=${id}`,
      title: { raw: 'Call to action' },
      content: { raw: MARKUP, protected: false, block_version: 1 },
      excerpt: { raw: '', rendered: '<p>Buy now</p>\n', protected: false },
      template: '',
      meta: { footnotes: '' },
      wp_pattern_category: [],
      wp_pattern_sync_status: 'unsynced',
    };
    const links = {
      self: [{ href: self, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] } }],
      collection: [{ href: enc('/cms/v2/blocks') }],
      about: [{ href: enc('/cms/v2/types/wp_block') }],
      'version-history': [{ count: 0, href: enc(`/cms/v2/blocks/${id}/revisions`) }],
      'wp:attachment': [{ href: enc('/cms/v2/media', `&parent=${id}`) }],
      'wp:term': [
        {
          taxonomy: 'wp_pattern_category',
          embeddable: true,
          href: enc('/cms/v2/wp_pattern_category', `&post=${id}`),
        },
      ],
    };
    expect(res.body).toEqual({
      ...common,
      _links: {
        ...links,
        'wp:action-publish': [{ href: self }],
        'wp:action-create-wp_pattern_category': [{ href: self }],
        'wp:action-assign-wp_pattern_category': [{ href: self }],
        curies: CURIES,
      },
    });

    // Another author reads it in view context: the raw markup is what a pattern is.
    const view = await rest(server, 'GET', `/cms/v2/blocks/${id}`, { headers: contributor.auth });
    expect(view.status).toBe(200);
    expect(view.headers.get('link')).toBe(`<${site}/index.php?rest_route=/>; rel="https://api.w.org/"`);
    const { password: _password, ...viewFields } = common;
    expect(view.body).toEqual({
      ...viewFields,
      guid: { rendered: common.guid.rendered },
      content: { raw: MARKUP, protected: false },
      excerpt: { rendered: '<p>Buy now</p>\n', protected: false },
      _links: {
        ...links,
        self: [{ href: self, targetHints: { allow: ['GET'] } }],
        curies: CURIES,
      },
    });
  });

  it('is read by contributors and up only; created by authors and up', async () => {
    const created = await rest(server, 'POST', '/cms/v2/blocks', {
      headers: editor.auth,
      body: { title: 'Footer note', content: MARKUP, status: 'publish' },
    });
    expect(created.status).toBe(201);
    expect(created.body.wp_pattern_sync_status).toBe('');
    const anonymous = await rest(server, 'GET', `/cms/v2/blocks/${created.body.id}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
    expect(
      (await rest(server, 'GET', `/cms/v2/blocks/${created.body.id}`, { headers: subscriber.auth })).status,
    ).toBe(403);
    const anonymousList = await rest(server, 'GET', '/cms/v2/blocks');
    expect(anonymousList.body).toEqual([]);
    expect(anonymousList.headers.get('x-wp-total')).toBe('0');
    const contributorList = await rest(server, 'GET', '/cms/v2/blocks', { headers: contributor.auth });
    expect(contributorList.body.map((b: { slug: string }) => b.slug)).toContain('footer-note');
    const byContributor = await rest(server, 'POST', '/cms/v2/blocks', {
      headers: contributor.auth,
      body: { title: 'Mine', content: MARKUP },
    });
    expect(byContributor.status).toBe(403);
    expect(byContributor.body.code).toBe('rest_cannot_create');
  });

  it('refuses an unknown sync status as the reference does (not wrapped), writing nothing', async () => {
    const before = await rest(server, 'GET', '/cms/v2/blocks', { headers: admin, query: 'status=any' });
    const bad = await rest(server, 'POST', '/cms/v2/blocks', {
      headers: author.auth,
      body: { title: 'Bad', content: MARKUP, meta: { wp_pattern_sync_status: 'synced' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'rest_not_in_enum',
      message: 'meta.wp_pattern_sync_status is not one of partial and unsynced.',
      data: { status: 400 },
    });
    const number = await rest(server, 'POST', '/cms/v2/blocks', {
      headers: author.auth,
      body: { title: 'Bad', content: MARKUP, meta: { wp_pattern_sync_status: 5 } },
    });
    expect(number.body).toEqual({
      code: 'rest_invalid_type',
      message: 'meta.wp_pattern_sync_status is not of type string.',
      data: { status: 400 },
    });
    const after = await rest(server, 'GET', '/cms/v2/blocks', { headers: admin, query: 'status=any' });
    expect(after.headers.get('x-wp-total')).toBe(before.headers.get('x-wp-total'));
  });

  it('keeps revisions, trashes, and is listed in GraphQL', async () => {
    const created = await rest(server, 'POST', '/cms/v2/blocks', {
      headers: author.auth,
      body: { title: 'Versioned', content: MARKUP, status: 'publish' },
    });
    const id = created.body.id;
    await rest(server, 'POST', `/cms/v2/blocks/${id}`, {
      headers: author.auth,
      body: { content: `${MARKUP}\n` },
    });
    const revisions = await rest(server, 'GET', `/cms/v2/blocks/${id}/revisions`, { headers: author.auth });
    expect(revisions.body).toHaveLength(1);
    // A pattern's revision shows its texts raw and rendered, even in view (the reference's revision
    // controller does not drop what the pattern controller drops).
    expect(revisions.body[0].title).toEqual({ raw: 'Versioned', rendered: 'Versioned' });
    expect(revisions.body[0].content).toEqual({
      raw: `${MARKUP}\n`,
      rendered: expect.stringContaining('wp-block-paragraph'),
    });
    const trashed = await rest(server, 'DELETE', `/cms/v2/blocks/${id}`, { headers: author.auth });
    expect(trashed.body.status).toBe('trash');
    const gql = await graphql(
      server.url,
      '{ blocks(first: 100) { totalCount nodes { slug title { raw } } } }',
      {
        headers: author.auth,
      },
    );
    expect(gql.body.data?.blocks).toMatchObject({
      nodes: expect.arrayContaining([{ slug: 'call-to-action', title: { raw: 'Call to action' } }]),
    });
  });
});

describe('cms/v2 navigation', () => {
  const LINKS =
    '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->\n<!-- wp:navigation-link {"label":"About & us","url":"/about"} /-->';
  const RENDERED =
    '<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/"><span class="wp-block-navigation-item__label">Home</span></a></li>\n' +
    '<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/about"><span class="wp-block-navigation-item__label">About &amp; us</span></a></li>';

  it('is written by administrators only and read by anyone once published, markup rendered', async () => {
    const byEditor = await rest(server, 'POST', '/cms/v2/navigation', {
      headers: editor.auth,
      body: { title: 'Main', content: LINKS, status: 'publish' },
    });
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.code).toBe('rest_cannot_create');
    const created = await rest(server, 'POST', '/cms/v2/navigation', {
      headers: admin,
      body: { title: 'Main', content: LINKS, status: 'publish' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body.content).toEqual({
      raw: LINKS,
      rendered: RENDERED,
      protected: false,
      block_version: 1,
    });
    expect(Object.keys(created.body)).toEqual([
      'id',
      'date',
      'date_gmt',
      'guid',
      'modified',
      'modified_gmt',
      'password',
      'slug',
      'status',
      'type',
      'link',
      'title',
      'content',
      'template',
      '_links',
    ]);

    const anonymous = await rest(server, 'GET', `/cms/v2/navigation/${id}`);
    expect(anonymous.status).toBe(200);
    const { password: _p, ...view } = created.body;
    expect(anonymous.body).toEqual({
      ...view,
      guid: { rendered: created.body.guid.rendered },
      title: { rendered: 'Main' },
      content: { rendered: RENDERED, protected: false },
      _links: {
        ...created.body._links,
        self: [{ href: enc(`/cms/v2/navigation/${id}`), targetHints: { allow: ['GET'] } }],
        'wp:action-publish': undefined,
        'wp:action-unfiltered-html': undefined,
      },
    });
    // Embeds carry the status and the raw markup (the reference's navigation schema).
    const embed = await rest(server, 'GET', `/cms/v2/navigation/${id}`, { query: 'context=embed' });
    expect(embed.body).toEqual({
      id,
      date: created.body.date,
      slug: 'main',
      status: 'publish',
      type: 'wp_navigation',
      link: `${site}/?post_type=wp_navigation&p=${id}`,
      title: { raw: 'Main', rendered: 'Main' },
      content: { raw: LINKS, rendered: RENDERED, protected: false, block_version: 1 },
      _links: anonymous.body._links,
    });
  });

  it('keeps drafts and edit context to administrators', async () => {
    const draft = await rest(server, 'POST', '/cms/v2/navigation', {
      headers: admin,
      body: { title: 'Draft nav', content: LINKS },
    });
    expect(draft.body.status).toBe('draft');
    expect((await rest(server, 'GET', `/cms/v2/navigation/${draft.body.id}`)).status).toBe(401);
    const editorEdit = await rest(server, 'GET', '/cms/v2/navigation', {
      headers: editor.auth,
      query: 'context=edit',
    });
    expect(editorEdit.status).toBe(403);
    expect(editorEdit.body.code).toBe('rest_forbidden_context');
    const editorUpdate = await rest(server, 'POST', `/cms/v2/navigation/${draft.body.id}`, {
      headers: editor.auth,
      body: { title: 'x' },
    });
    expect(editorUpdate.status).toBe(403);
    expect(editorUpdate.body.code).toBe('rest_cannot_edit');
    const list = await rest(server, 'GET', '/cms/v2/navigation');
    expect(list.body.map((n: { slug: string }) => n.slug)).toEqual(['main']);
  });

  it('renders markup nested thousands of blocks deep, as the reference does, without a 500', async () => {
    const depth = 5000;
    const submenus = (inner: string) =>
      Array.from({ length: depth }, (_, i) => `<!-- wp:navigation-submenu {"label":"L${i}"} -->`).join('') +
      inner +
      '<!-- /wp:navigation-submenu -->'.repeat(depth);
    const leaf = '<!-- wp:navigation-link {"label":"Leaf","url":"https://example.test/leaf"} /-->';
    const created = await rest(server, 'POST', '/cms/v2/navigation', {
      headers: admin,
      body: { title: 'Deep', content: submenus(leaf), status: 'publish' },
    });
    expect(created.status).toBe(201);
    const leafItem =
      '<li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" ' +
      'href="https://example.test/leaf"><span class="wp-block-navigation-item__label">Leaf</span></a></li>';
    expect(created.body.content.rendered).toBe(leafItem);
    const read = await rest(server, 'GET', `/cms/v2/navigation/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.content.rendered).toBe(created.body.content.rendered);

    // A post by an author (its HTML sanitised) nested as deep: groups of divs around one paragraph.
    const groups =
      '<!-- wp:group --><div class="wp-block-group">'.repeat(depth) +
      '<!-- wp:paragraph --><p>Deep</p><!-- /wp:paragraph -->' +
      '</div><!-- /wp:group -->'.repeat(depth);
    const post = await rest(server, 'POST', '/cms/v2/posts', {
      headers: author.auth,
      body: { title: 'Deep', content: groups, status: 'publish' },
    });
    expect(post.status).toBe(201);
    expect(post.body.content.rendered).toContain('<p class="wp-block-paragraph">Deep</p>');
  });
});
