import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { previewNonce } from '../../src/content/posts/preview.js';
import { quadrantImage } from '../helpers/images.js';
import { adminAuth, contentUser, CURIES, rest, restError, restLink } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The WordPress behaviours existing clients still tripped over, one contract per point.

const clock = new FixedClock(new Date('2026-03-02T10:00:00Z'));
let server: TestServer;
let site: string;
let admin: Record<string, string>;
let author: { id: number; auth: Record<string, string> };

const enc = (route: string, extra = '') => restLink(server, route, extra);
const post = (route: string, body: unknown, headers = admin) =>
  rest(server, 'POST', route, { headers, body });
const invalidParam = (name: string, code: string, message: string) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: { status: 400, params: { [name]: message }, details: { [name]: { code, message, data: null } } },
});

beforeAll(async () => {
  server = await startTestServer({ clock });
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  author = await contentUser(server, 'ada', 'author');
});
afterAll(() => server.stop());

describe('index, links and headers', () => {
  it('gives gmt_offset as the option string', async () => {
    const index = await rest(server, 'GET', '/');
    expect(index.body.gmt_offset).toBe('0');
    expect(index.body.timezone_string).toBe('UTC');
  });

  it('sends the API root link with every response, paging links after it', async () => {
    for (const title of ['L1', 'L2', 'L3']) await post('/cms/v2/posts', { title, status: 'publish' });
    const root = `<${site}/index.php?rest_route=/>; rel="https://api.w.org/"`;
    const first = await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=1' });
    expect(first.headers.get('link')).toBe(
      `${root}, <${enc('/cms/v2/posts')}&per_page=1&page=2>; rel="next"`,
    );
    const middle = await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=1&page=2' });
    expect(middle.headers.get('link')).toBe(
      `${root}, <${enc('/cms/v2/posts')}&per_page=1&page=1>; rel="prev", <${enc('/cms/v2/posts')}&per_page=1&page=3>; rel="next"`,
    );
    expect((await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=100' })).headers.get('link')).toBe(
      root,
    );
  });

  it('links posts and pages to their replies, and attachments to the post they are attached to', async () => {
    const created = await post('/cms/v2/posts', { title: 'Linked', status: 'publish' });
    const id = created.body.id as number;
    expect(created.body._links.replies).toEqual([
      { embeddable: true, href: enc('/cms/v2/comments', `&post=${id}`) },
    ]);
    const page = await post('/cms/v2/pages', { title: 'A page', status: 'publish' });
    expect(page.body._links.replies).toEqual([
      { embeddable: true, href: enc('/cms/v2/comments', `&post=${page.body.id}`) },
    ]);
    // Portico keeps no comments: embedding finds nothing to embed, as for an item without comments.
    const embedded = await rest(server, 'GET', `/cms/v2/posts/${id}`, { query: '_embed=replies' });
    expect(embedded.body._embedded).toBeUndefined();

    const media = await rest(server, 'POST', '/cms/v2/media', {
      headers: {
        ...admin,
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="a.png"',
      },
      query: `post=${id}`,
      raw: await quadrantImage(16, 16, 'png'),
    });
    expect(media.status).toBe(201);
    const adminId = media.body.author as number;
    expect(media.body._links).toEqual({
      self: [
        {
          href: enc(`/cms/v2/media/${media.body.id}`),
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
        },
      ],
      collection: [{ href: enc('/cms/v2/media') }],
      about: [{ href: enc('/cms/v2/types/attachment') }],
      author: [{ embeddable: true, href: enc(`/cms/v2/users/${adminId}`) }],
      replies: [{ embeddable: true, href: enc('/cms/v2/comments', `&post=${media.body.id}`) }],
      'wp:attached-to': [{ href: enc(`/cms/v2/posts/${id}`), embeddable: true, post_type: 'post', id }],
      curies: CURIES,
    });
    const unattached = await rest(server, 'POST', '/cms/v2/media', {
      headers: {
        ...admin,
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="b.png"',
      },
      raw: await quadrantImage(16, 16, 'png'),
    });
    expect(unattached.body._links['wp:attached-to']).toBeUndefined();
  });

  it('gives empty meta and empty batch header maps as objects', async () => {
    const tag = await post('/cms/v2/tags', { name: 'Empty meta' });
    expect(tag.body.meta).toEqual({});
    expect(JSON.parse(tag.text).meta).not.toBeInstanceOf(Array);
    const missing = { method: 'POST', path: '/cms/v2/posts/99999999', body: { title: 'x' } };
    const normal = await post('/batch/v1', { requests: [missing] });
    expect(normal.status).toBe(207);
    expect(normal.body).toEqual({
      responses: [
        { body: restError('rest_post_invalid_id', 'Invalid post ID.', 404), status: 404, headers: {} },
      ],
    });
    const strict = await post('/batch/v1', {
      validation: 'require-all-validate',
      requests: [{ method: 'POST', path: '/cms/v2/posts', body: { status: 'nope' } }],
    });
    expect(strict.body.failed).toBe('validation');
    expect(strict.body.responses[0].headers).toEqual({});
    expect(strict.text).toContain('"headers":{}');
  });
});

describe('dates, revisions, autosaves', () => {
  it('keeps a draft floating when given back its shown date or null, and stamps the publish time', async () => {
    clock.set('2026-03-02T10:00:00Z');
    const draft = await post('/cms/v2/posts', { title: 'Floating' });
    const id = draft.body.id as number;
    expect(draft.body).toMatchObject({ date: '2026-03-02T10:00:00', date_gmt: '2026-03-02T10:00:00' });
    clock.set('2026-03-02T10:05:00Z');
    const sameDate = await post(`/cms/v2/posts/${id}`, { date: draft.body.date });
    // Still floating: its date follows the save.
    expect(sameDate.body).toMatchObject({ date: '2026-03-02T10:05:00', date_gmt: '2026-03-02T10:05:00' });
    clock.set('2026-03-02T10:10:00Z');
    const sameGmt = await post(`/cms/v2/posts/${id}`, { date_gmt: sameDate.body.date_gmt });
    expect(sameGmt.body).toMatchObject({ date: '2026-03-02T10:10:00' });
    clock.set('2026-03-02T10:15:00Z');
    await post(`/cms/v2/posts/${id}`, { date: null });
    clock.set('2026-03-03T09:00:00Z');
    const published = await post(`/cms/v2/posts/${id}`, { status: 'publish' });
    expect(published.body).toMatchObject({
      status: 'publish',
      date: '2026-03-03T09:00:00',
      date_gmt: '2026-03-03T09:00:00',
    });

    clock.set('2026-03-04T08:00:00Z');
    const dated = await post('/cms/v2/posts', { title: 'Dated', date: '2026-03-01T07:00:00' });
    clock.set('2026-03-05T08:00:00Z');
    const publishedDated = await post(`/cms/v2/posts/${dated.body.id}`, { status: 'publish' });
    expect(publishedDated.body).toMatchObject({
      date: '2026-03-01T07:00:00',
      date_gmt: '2026-03-01T07:00:00',
    });
  });

  it('refuses revision offsets and pages past the end with the reference errors', async () => {
    const created = await post('/cms/v2/posts', { title: 'R0', status: 'publish' });
    const id = created.body.id as number;
    for (const title of ['R1', 'R2']) await post(`/cms/v2/posts/${id}`, { title });
    const revisions = `/cms/v2/posts/${id}/revisions`;
    const total = Number(
      (await rest(server, 'GET', revisions, { headers: admin })).headers.get('x-wp-total'),
    );
    expect(total).toBe(2);
    for (const offset of [total, total + 1, 2147483647]) {
      const res = await rest(server, 'GET', revisions, { headers: admin, query: `offset=${offset}` });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        restError(
          'rest_revision_invalid_offset_number',
          'The offset number requested is larger than or equal to the number of available revisions.',
          400,
        ),
      );
    }
    const last = await rest(server, 'GET', revisions, { headers: admin, query: `offset=${total - 1}` });
    expect(last.body.map((revision: { title: { rendered: string } }) => revision.title.rendered)).toEqual([
      'R1',
    ]);
    const page = await rest(server, 'GET', revisions, { headers: admin, query: 'per_page=1&page=3' });
    expect(page.status).toBe(400);
    expect(page.body).toEqual(
      restError(
        'rest_revision_invalid_page_number',
        'The page number requested is larger than the number of pages available.',
        400,
      ),
    );
  });

  it("gives an autosave's preview link a preview_nonce for the caller and day", async () => {
    clock.set('2026-03-06T12:00:00Z');
    const created = await post('/cms/v2/posts', { title: 'Previewed', status: 'publish' }, author.auth);
    const id = created.body.id as number;
    const autosave = await post(`/cms/v2/posts/${id}/autosaves`, { title: 'Previewed, edited' }, author.auth);
    expect(autosave.status).toBe(200);
    const nonce = previewNonce(server.runtime.settings.secretKey, id, author.id, clock.now());
    expect(nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(autosave.body.preview_link).toBe(
      `${site}/?p=${id}&preview_id=${id}&preview_nonce=${nonce}&preview=true`,
    );
    const listed = await rest(server, 'GET', `/cms/v2/posts/${id}/autosaves`, {
      headers: author.auth,
      query: 'context=edit',
    });
    expect(listed.body[0].preview_link).toBe(autosave.body.preview_link);
    // Another user, or another day, gets another nonce.
    expect(previewNonce(server.runtime.settings.secretKey, id, author.id + 1, clock.now())).not.toBe(nonce);
    clock.advance(24 * 60 * 60 * 1000);
    const tomorrow = await rest(server, 'GET', `/cms/v2/posts/${id}/autosaves`, {
      headers: author.auth,
      query: 'context=edit',
    });
    expect(tomorrow.body[0].preview_link).not.toBe(autosave.body.preview_link);
  });
});

describe('menu items', () => {
  it('checks the menu, then the url and target, with the reference errors', async () => {
    const menu = await post('/cms/v2/menus', { name: 'Checks' });
    const create = (body: Record<string, unknown>) =>
      post('/cms/v2/menu-items', { title: 'Item', url: 'https://example.org/', ...body });
    const unknownMenu = await create({ menus: 99999999 });
    expect(unknownMenu.status).toBe(400);
    expect(unknownMenu.body).toEqual(restError('invalid_menu_id', 'Invalid menu ID.', 400));
    const badUrl = await create({ menus: menu.body.id, url: '^<>{}`' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual(invalidParam('url', 'rest_invalid_url', 'Invalid URL.'));
    const badTarget = await create({ menus: menu.body.id, target: '_self' });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body).toEqual(
      invalidParam('target', 'rest_not_in_enum', 'target is not one of _blank and .'),
    );
    const good = await create({ menus: menu.body.id, target: '_blank' });
    expect(good.status).toBe(201);
  });
});

describe('templates and template parts', () => {
  it('checks the author before the content when creating a template', async () => {
    const res = await post('/cms/v2/templates', { slug: 'authored', author: 99999999 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(restError('rest_invalid_author', 'Invalid author ID.', 400));
    const empty = await post('/cms/v2/templates', { slug: 'authored' });
    expect(empty.body).toEqual(restError('empty_content', 'Content, title, and excerpt are empty.', 400));
  });

  it('answers a customisation in edit context with its cms_id, which its revisions and autosaves name as parent', async () => {
    const route = '/cms/v2/templates/portico//home';
    const before = await rest(server, 'GET', route, { headers: admin });
    expect(before.body.cms_id).toBe(0);
    const custom = await rest(server, 'PUT', route, { headers: admin, body: { content: 'first' } });
    expect(custom.status).toBe(200);
    const cmsId = custom.body.cms_id as number;
    expect(cmsId).toBeGreaterThan(0);
    expect(custom.body).toMatchObject({
      content: { raw: 'first', block_version: 0 },
      source: 'custom',
      author: expect.any(Number),
    });
    expect(Object.keys(custom.body)).toContain('is_custom'); // edit-context only
    await rest(server, 'PUT', route, { headers: admin, body: { content: 'second' } });
    const revisions = await rest(server, 'GET', `${route}/revisions`, { headers: admin });
    expect(revisions.body.length).toBeGreaterThan(0);
    expect(revisions.body.map((r: { parent: number }) => r.parent)).toEqual(revisions.body.map(() => cmsId));
    const listed = await rest(server, 'GET', '/cms/v2/templates', {
      headers: admin,
      query: `cms_id=${cmsId}`,
    });
    expect(listed.body.map((t: { id: string }) => t.id)).toEqual(['portico//home']);

    const autosave = await post(`${route}/autosaves`, { content: 'draft of third' });
    expect(autosave.status).toBe(200);
    expect(autosave.body).toMatchObject({ status: 'inherit', parent: cmsId });
    expect(autosave.body._links.self).toEqual([{ href: enc(`${route}/autosaves/${autosave.body.cms_id}`) }]);
  });
});

describe('users and oEmbed', () => {
  it("refuses another user's edit context as a forbidden context", async () => {
    const adminId = (await rest(server, 'GET', '/cms/v2/users/me', { headers: admin })).body.id as number;
    const res = await rest(server, 'GET', `/cms/v2/users/${adminId}`, {
      headers: author.auth,
      query: 'context=edit',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(
      restError('rest_forbidden_context', 'Sorry, you are not allowed to list users.', 403),
    );
  });

  it('writes the embed HTML as escaped XML text', async () => {
    const created = await post('/cms/v2/posts', { title: 'Embedded "quoted"', status: 'publish' });
    const res = await fetch(
      `${server.url}/index.php?rest_route=${encodeURIComponent('/oembed/1.0/embed')}&url=${encodeURIComponent(created.body.link)}&format=xml`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/xml; charset=UTF-8');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0"?>\n<oembed><version>1.0</version>')).toBe(true);
    expect(xml).toContain('<html>&lt;blockquote class="wp-embedded-content" data-secret="');
    expect(xml).not.toContain('CDATA');
    expect(xml).not.toContain('&quot;');
  });
});
