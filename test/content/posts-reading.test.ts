/** Reading posts through cms/v2: lists and their arguments, pages, envelopes, lookups by slug. */
import { describe, expect, it } from 'vitest';
import { contentSite, contentUser, rest } from '../helpers/content.js';
import { graphql } from '../helpers/server.js';

const { server, site, admin, enc } = await contentSite({});
// Post 1, the administrator's: the one published post when the first test lists.
await rest(server, 'POST', '/cms/v2/posts', {
  headers: admin,
  body: { title: 'Hello & "World"', status: 'publish' },
});

describe('cms/v2 posts', () => {
  it('lists for anonymous callers with the standard headers and honest totals', async () => {
    await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title: 'Secret draft' } });
    const res = await rest(server, 'GET', '/cms/v2/posts', { query: '_fields=id,title,status' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('link')).toBe(`<${site}/index.php?rest_route=/>; rel="https://api.w.org/"`);
    expect(res.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link');
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.headers.get('cache-control')).toBeNull();
    expect(res.headers.get('x-wp-total')).toBe('1');
    expect(res.headers.get('x-wp-totalpages')).toBe('1');
    expect(res.body).toEqual([
      { id: 1, title: { rendered: 'Hello &#038; &#8220;World&#8221;' }, status: 'publish' },
    ]);
  });

  it('reaches the same route by /?rest_route= and /cms-json/, case-insensitively, with a trailing slash', async () => {
    const a = await fetch(`${server.url}/?rest_route=/CMS/V2/POSTS/`);
    const b = await fetch(`${server.url}/cms-json/cms/v2/posts`);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
  });

  it('paginates with prev/next links and refuses pages past the end', async () => {
    for (const title of ['Two', 'Three'])
      await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title, status: 'publish' } });
    const res = await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=1&page=2&_fields=id' });
    expect(res.headers.get('x-wp-total')).toBe('3');
    expect(res.headers.get('x-wp-totalpages')).toBe('3');
    expect(res.headers.get('link')).toBe(
      `<${site}/index.php?rest_route=/>; rel="https://api.w.org/", ` +
        `<${enc('/cms/v2/posts')}&per_page=1&page=1>; rel="prev", <${enc('/cms/v2/posts')}&per_page=1&page=3>; rel="next"`,
    );
    const past = await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=1&page=9' });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it('reports every invalid argument with params and details', async () => {
    const res = await rest(server, 'GET', '/cms/v2/posts', { query: 'page=0&per_page=101&context=nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): context, page, per_page',
      data: {
        status: 400,
        params: {
          context: 'context is not one of view, embed, and edit.',
          page: 'page must be greater than or equal to 1',
          per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
        },
        details: {
          context: {
            code: 'rest_not_in_enum',
            message: 'context is not one of view, embed, and edit.',
            data: null,
          },
          page: {
            code: 'rest_out_of_bounds',
            message: 'page must be greater than or equal to 1',
            data: null,
          },
          per_page: {
            code: 'rest_out_of_bounds',
            message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
            data: null,
          },
        },
      },
    });
    const type = await rest(server, 'GET', '/cms/v2/posts', { query: 'per_page=3.5&author=abc' });
    expect(type.body.data.params).toEqual({
      per_page: 'per_page is not of type integer.',
      author: 'author[0] is not of type integer.',
    });
  });

  it('forbids other statuses and the edit context to anonymous callers (401)', async () => {
    const status = await rest(server, 'GET', '/cms/v2/posts', { query: 'status=draft' });
    expect(status.status).toBe(400);
    expect(status.body.data.details.status).toEqual({
      code: 'rest_forbidden_status',
      message: 'Status is forbidden.',
      data: { status: 401 },
    });
    const edit = await rest(server, 'GET', '/cms/v2/posts', { query: 'context=edit' });
    expect(edit.status).toBe(401);
    expect(edit.body).toEqual({
      code: 'rest_forbidden_context',
      message: 'Sorry, you are not allowed to edit posts in this post type.',
      data: { status: 401 },
    });
    const draft = await rest(server, 'GET', '/cms/v2/posts/2');
    expect(draft.status).toBe(401);
    expect(draft.body.code).toBe('rest_forbidden');
  });

  it('applies _envelope, _jsonp and method override', async () => {
    const envelope = await rest(server, 'GET', '/cms/v2/posts/999', { query: '_envelope=1' });
    expect(envelope.status).toBe(200);
    expect(envelope.body).toEqual({
      body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
      status: 404,
      headers: {},
    });
    const jsonp = await rest(server, 'GET', '/cms/v2/posts', { query: '_jsonp=cb&_fields=id&per_page=1' });
    expect(jsonp.headers.get('content-type')).toBe('application/javascript; charset=UTF-8');
    expect(jsonp.text).toMatch(/^\/\*\*\/cb\(\[\{"id":\d+\}\]\)$/);
    const bad = await rest(server, 'GET', '/cms/v2/posts', { query: '_jsonp=a(b' });
    expect(bad.body).toEqual({ code: 'rest_callback_invalid', message: 'Invalid JSONP callback function.' });
    const draft = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'To delete' },
    });
    const override = await rest(server, 'GET', `/cms/v2/posts/${draft.body.id}`, {
      headers: admin,
      query: '_method=DELETE',
    });
    expect(override.body.status).toBe('trash');
  });

  it('looks an item up by slug in GraphQL: the published one, drafts only for those who may read them', async () => {
    const published = await rest(server, 'POST', '/cms/v2/pages', {
      headers: admin,
      body: { title: 'About us', status: 'publish' },
    });
    const draft = await rest(server, 'POST', '/cms/v2/pages', {
      headers: admin,
      body: { title: 'Secret plan', slug: 'secret-plan', status: 'draft' },
    });
    const lookup = (slug: string, headers: Record<string, string> = {}) =>
      graphql(
        server.url,
        'query($slug: String!) { post(type: PAGE, slug: $slug) { id: databaseId title { rendered } } }',
        {
          variables: { slug },
          headers,
        },
      );
    expect((await lookup('about-us')).body.data).toEqual({
      post: { id: published.body.id, title: { rendered: 'About us' } },
    });
    expect((await lookup('secret-plan', admin)).body.data).toEqual({
      post: { id: draft.body.id, title: { rendered: 'Secret plan' } },
    });
    const hidden = await lookup('secret-plan');
    expect(hidden.body.errors?.[0]).toMatchObject({ message: 'Invalid post ID.' });
    const both = await graphql(server.url, '{ post(type: PAGE, id: 1, slug: "x") { id } }');
    expect(both.body.errors?.[0].message).toBe('give exactly one of id and slug');
  });

  it('puts sticky posts first with ignore_sticky=false, and filters by format', async () => {
    const writer = await contentUser(server, 'stella', 'author');
    const ids: number[] = [];
    for (const [i, extra] of [{ sticky: true }, { format: 'aside' }, {}].entries()) {
      const res = await rest(server, 'POST', '/cms/v2/posts', {
        headers: admin,
        body: {
          title: `S${i}`,
          status: 'publish',
          author: writer.id,
          date: `2026-01-0${i + 1}T10:00:00`,
          ...extra,
        },
      });
      ids.push(res.body.id);
    }
    const list = async (query: string) => {
      const res = await rest(server, 'GET', '/cms/v2/posts', {
        query: `author=${writer.id}&_fields=id&${query}`,
      });
      return { ids: res.body.map((post: { id: number }) => post.id), total: res.headers.get('x-wp-total') };
    };
    expect(await list('')).toEqual({ ids: [ids[2], ids[1], ids[0]], total: '3' });
    expect(await list('ignore_sticky=false')).toEqual({ ids: [ids[0], ids[2], ids[1]], total: '3' });
    // The sticky post joins the first page even when it would be on a later one; later pages are as they were.
    expect(await list('ignore_sticky=false&per_page=1')).toEqual({ ids: [ids[0], ids[2]], total: '3' });
    expect(await list('ignore_sticky=false&per_page=1&page=2')).toEqual({ ids: [ids[1]], total: '3' });
    expect(await list(`ignore_sticky=false&include=${ids.join(',')}`)).toEqual({
      ids: [ids[2], ids[1], ids[0]],
      total: '3',
    });
    // Sticky posts come site-wide (an author filter does not stop them); a search is not the home listing.
    const elsewhere = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Elsewhere', status: 'publish', sticky: true, date: '2026-01-05T10:00:00' },
    });
    expect(await list('ignore_sticky=false')).toEqual({
      ids: [elsewhere.body.id, ids[0], ids[2], ids[1]],
      total: '3',
    });
    expect(await list('ignore_sticky=false&search=S')).toEqual({ ids: [ids[2], ids[1], ids[0]], total: '3' });
    await rest(server, 'DELETE', `/cms/v2/posts/${elsewhere.body.id}`, {
      headers: admin,
      query: 'force=true',
    });

    expect(await list('format=aside')).toEqual({ ids: [ids[1]], total: '1' });
    expect(await list('format[]=standard')).toEqual({ ids: [ids[2], ids[0]], total: '2' });
    const invalid = await rest(server, 'GET', '/cms/v2/posts', { query: 'format=novel' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.params).toEqual({
      format:
        'format[0] is not one of standard, aside, chat, gallery, link, image, quote, status, video, and audio.',
    });
  });
});

describe('cms/v2 list arguments from the errata', () => {
  it('names any bad status status[0] and matches search_semantics=exact word by word against titles', async () => {
    const bad = await rest(server, 'GET', '/cms/v2/posts', {
      headers: admin,
      query: 'status=publish,draft,bogus',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.status).toBe(
      'status[0] is not one of publish, future, draft, pending, private, trash, auto-draft, inherit, request-pending, request-confirmed, request-failed, request-completed, ec, trustee, loc, ext-disabled, and any.',
    );
    for (const title of ['Exactly', 'Exactly this'])
      await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title, status: 'publish' } });
    const titles = async (query: string) =>
      (await rest(server, 'GET', '/cms/v2/posts', { query })).body.map(
        (p: { title: { rendered: string } }) => p.title.rendered,
      );
    expect(await titles('search=Exactly&search_semantics=exact')).toEqual(['Exactly']);
    expect(await titles('search=Exactly%20this&search_semantics=exact')).toEqual([]);
    expect((await titles('search=Exactly')).sort()).toEqual(['Exactly', 'Exactly this']);
  });
});
