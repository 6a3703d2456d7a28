/** Writing posts through cms/v2: creation, the roles, revisions and trash, form bodies, bad requests. */
import { describe, expect, it } from 'vitest';
import { contentSite, rest } from '../helpers/content.js';
import { basicAuth } from '../helpers/server.js';

const {
  server,
  site,
  admin,
  enc,
  users: { author, contributor },
} = await contentSite({ author: 'alice', contributor: 'carl' });

describe('cms/v2 posts', () => {
  it('creates a post: 201, Location, the whole edit-context body', async () => {
    const res = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Hello & "World"', content: 'First line\n\nSecond -- line "quoted"', status: 'publish' },
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(res.headers.get('location')).toBe(enc(`/cms/v2/posts/${id}`));
    expect(res.headers.get('allow')).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private');
    const date = res.body.date as string;
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(res.body).toEqual({
      id,
      date,
      date_gmt: date,
      guid: { rendered: `${site}/?p=${id}`, raw: `${site}/?p=${id}` },
      modified: date,
      modified_gmt: date,
      password: '',
      slug: 'hello-world',
      status: 'publish',
      type: 'post',
      link: `${site}/?p=${id}`,
      title: { raw: 'Hello & "World"', rendered: 'Hello &#038; &#8220;World&#8221;' },
      content: {
        raw: 'First line\n\nSecond -- line "quoted"',
        rendered: '<p>First line</p>\n<p>Second &#8212; line &#8220;quoted&#8221;</p>\n',
        protected: false,
        block_version: 0,
      },
      excerpt: {
        raw: '',
        rendered: '<p>First line Second &#8212; line &#8220;quoted&#8221;</p>\n',
        protected: false,
      },
      author: 1,
      featured_media: 0,
      comment_status: 'open',
      ping_status: 'open',
      sticky: false,
      template: '',
      format: 'standard',
      meta: { footnotes: '' },
      categories: [1],
      tags: [],
      permalink_template: `${site}/?p=${id}`,
      generated_slug: 'hello-world',
      class_list: [
        `post-${id}`,
        'post',
        'type-post',
        'status-publish',
        'format-standard',
        'hentry',
        'category-uncategorized',
      ],
      _links: {
        self: [
          {
            href: enc(`/cms/v2/posts/${id}`),
            targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
          },
        ],
        collection: [{ href: enc('/cms/v2/posts') }],
        about: [{ href: enc('/cms/v2/types/post') }],
        author: [{ embeddable: true, href: enc('/cms/v2/users/1') }],
        replies: [{ embeddable: true, href: enc('/cms/v2/comments', `&post=${id}`) }],
        'version-history': [{ count: 0, href: enc(`/cms/v2/posts/${id}/revisions`) }],
        'wp:attachment': [{ href: `${enc('/cms/v2/media')}&parent=${id}` }],
        'wp:term': [
          { taxonomy: 'category', embeddable: true, href: `${enc('/cms/v2/categories')}&post=${id}` },
          { taxonomy: 'post_tag', embeddable: true, href: `${enc('/cms/v2/tags')}&post=${id}` },
        ],
        ...Object.fromEntries(
          [
            'publish',
            'unfiltered-html',
            'sticky',
            'assign-author',
            'create-categories',
            'assign-categories',
            'create-tags',
            'assign-tags',
          ].map((action) => [`wp:action-${action}`, [{ href: enc(`/cms/v2/posts/${id}`) }]]),
        ),
        curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
      },
    });
    // Key order matters to clients that iterate: the reference's, action links last before curies.
    expect(Object.keys(res.body._links)).toEqual([
      'self',
      'collection',
      'about',
      'author',
      'replies',
      'version-history',
      'wp:attachment',
      'wp:term',
      'wp:action-publish',
      'wp:action-unfiltered-html',
      'wp:action-sticky',
      'wp:action-assign-author',
      'wp:action-create-categories',
      'wp:action-assign-categories',
      'wp:action-create-tags',
      'wp:action-assign-tags',
      'curies',
    ]);

    // An author: publishes own posts and uses tags, but neither sticks, reassigns nor makes categories.
    const own = await rest(server, 'POST', '/cms/v2/posts', {
      headers: author.auth,
      body: { title: 'Mine' },
    });
    const actions = Object.keys(own.body._links).filter((rel) => rel.startsWith('wp:action-'));
    expect(actions).toEqual([
      'wp:action-publish',
      'wp:action-assign-categories',
      'wp:action-create-tags',
      'wp:action-assign-tags',
    ]);
    const viewed = await rest(server, 'GET', `/cms/v2/posts/${id}`);
    expect(Object.keys(viewed.body._links).some((rel) => rel.startsWith('wp:action-'))).toBe(false);
  });

  it('answers unknown routes, bad JSON and wrong credentials in the reference format', async () => {
    const none = await rest(server, 'GET', '/cms/v2/nothing');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
    const json = await rest(server, 'POST', '/cms/v2/posts', {
      headers: { ...admin, 'Content-Type': 'application/json' },
      raw: '{nope',
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
    });
    const wrong = await rest(server, 'GET', '/cms/v2/posts', {
      headers: { Authorization: basicAuth('admin', 'wrong') },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'incorrect_password',
      message: 'The provided password is an invalid application password.',
      data: { status: 401 },
    });
    const unknown = await rest(server, 'GET', '/cms/v2/posts', {
      headers: { Authorization: basicAuth('nobody', 'x') },
    });
    expect(unknown.body.code).toBe('invalid_username');
  });

  it('applies the roles: contributors write drafts only, anonymous callers nothing', async () => {
    const anonymous = await rest(server, 'POST', '/cms/v2/posts', { body: { title: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_cannot_create');
    const publish = await rest(server, 'POST', '/cms/v2/posts', {
      headers: contributor.auth,
      body: { title: 'x', status: 'publish' },
    });
    expect(publish.status).toBe(403);
    expect(publish.body).toEqual({
      code: 'rest_cannot_publish',
      message: 'Sorry, you are not allowed to publish posts in this post type.',
      data: { status: 403 },
    });
    const other = await rest(server, 'PUT', '/cms/v2/posts/1', {
      headers: author.auth,
      body: { title: 'mine now' },
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('rest_cannot_edit');
    const empty = await rest(server, 'POST', '/cms/v2/posts', { headers: contributor.auth, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      code: 'empty_content',
      message: 'Content, title, and excerpt are empty.',
      data: { status: 400 },
    });
  });

  it('keeps a revision per changing update, trashes, then deletes for good', async () => {
    const created = await rest(server, 'POST', '/cms/v2/posts', {
      headers: author.auth,
      body: { title: 'Rev', status: 'publish' },
    });
    const id = created.body.id;
    await rest(server, 'PUT', `/cms/v2/posts/${id}`, { headers: author.auth, body: { content: 'v2' } });
    await rest(server, 'PATCH', `/cms/v2/posts/${id}`, { headers: author.auth, body: { content: 'v2' } });
    const updated = await rest(server, 'POST', `/cms/v2/posts/${id}`, {
      headers: author.auth,
      body: { content: 'v3' },
    });
    expect(updated.body._links['version-history'][0].count).toBe(2);
    const revisions = await rest(server, 'GET', `/cms/v2/posts/${id}/revisions`, { headers: author.auth });
    expect(revisions.body.map((r: { content: { rendered: string } }) => r.content.rendered)).toEqual([
      '<p>v3</p>\n',
      '<p>v2</p>\n',
    ]);
    expect(updated.body._links['predecessor-version'][0].id).toBe(revisions.body[0].id);
    const trashed = await rest(server, 'DELETE', `/cms/v2/posts/${id}`, { headers: author.auth });
    expect(trashed.body).toMatchObject({ status: 'trash', slug: 'rev__trashed' });
    const again = await rest(server, 'DELETE', `/cms/v2/posts/${id}`, { headers: author.auth });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('rest_already_trashed');
    const gone = await rest(server, 'DELETE', `/cms/v2/posts/${id}`, { headers: admin, query: 'force=true' });
    expect(gone.body).toMatchObject({ deleted: true, previous: { id, status: 'trash' } });
    expect((await rest(server, 'GET', `/cms/v2/posts/${id}`, { headers: admin })).status).toBe(404);
  });

  it('reads form and multipart bodies, lists in bracket form included', async () => {
    const tags = [];
    for (const name of ['Form one', 'Form two'])
      tags.push((await rest(server, 'POST', '/cms/v2/tags', { headers: admin, body: { name } })).body.id);
    const url = `${server.url}/index.php?rest_route=${encodeURIComponent('/cms/v2/posts')}`;
    const form = new URLSearchParams({ title: 'Form post', status: 'publish' });
    for (const tag of tags) form.append('tags[]', String(tag));
    const viaForm = await fetch(url, { method: 'POST', headers: admin, body: form });
    expect(viaForm.status).toBe(201);
    expect(await viaForm.json()).toMatchObject({ title: { raw: 'Form post' }, status: 'publish', tags });

    const multipart = new FormData();
    multipart.append('title', 'Multipart post');
    multipart.append('status', 'draft');
    multipart.append('tags[]', String(tags[1]));
    const viaMultipart = await fetch(url, { method: 'POST', headers: admin, body: multipart });
    expect(viaMultipart.status).toBe(201);
    expect(await viaMultipart.json()).toMatchObject({
      title: { raw: 'Multipart post' },
      status: 'draft',
      tags: [tags[1]],
    });

    const invalid = await fetch(url, {
      method: 'POST',
      headers: admin,
      body: new URLSearchParams({ 'tags[]': 'x' }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { tags: expect.any(String) } },
    });
  });
  it('gives a draft the unique generated_slug publishing would give it', async () => {
    await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Roadmap', status: 'publish' },
    });
    const draft = await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title: 'Roadmap' } });
    expect(draft.body).toMatchObject({ slug: '', generated_slug: 'roadmap-2', status: 'draft' });
    const published = await rest(server, 'POST', `/cms/v2/posts/${draft.body.id}`, {
      headers: admin,
      body: { status: 'publish' },
    });
    expect(published.body).toMatchObject({ slug: 'roadmap-2', generated_slug: 'roadmap-2' });
  });
});
