import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { adminAuth, autosavePreview, contentUser, rest, restLink } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Revisions and autosaves of posts, each answer asserted whole.
let server: TestServer;
let site: string;
let admin: Record<string, string>;
let author: { id: number; auth: Record<string, string> };
let editor: { id: number; auth: Record<string, string> };
let contributor: { id: number; auth: Record<string, string> };
const clock = new FixedClock(new Date('2026-05-04T10:00:00Z'));

const enc = (route: string) => restLink(server, route);
const parentLink = (id: number) => ({ parent: [{ href: enc(`/cms/v2/posts/${id}`) }] });

beforeAll(async () => {
  server = await startTestServer({ clock });
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  author = await contentUser(server, 'alice', 'author');
  editor = await contentUser(server, 'eve', 'editor');
  contributor = await contentUser(server, 'carl', 'contributor');
});
afterAll(() => server.stop());

async function publishedPost(title: string) {
  const created = await rest(server, 'POST', '/cms/v2/posts', {
    headers: author.auth,
    body: { title, content: 'One', status: 'publish' },
  });
  return created.body.id as number;
}

describe('cms/v2 revisions', () => {
  it('keeps the new state of each changing update; lists, reads and deletes it (force only)', async () => {
    const id = await publishedPost('First');
    clock.advance(60_000);
    const updated = await rest(server, 'POST', `/cms/v2/posts/${id}`, {
      headers: author.auth,
      body: { title: 'Second' },
    });
    const list = await rest(server, 'GET', `/cms/v2/posts/${id}/revisions`, { headers: author.auth });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-wp-total')).toBe('1');
    expect(list.headers.get('x-wp-totalpages')).toBe('1');
    expect(list.headers.get('allow')).toBe('GET');
    const revisionId = list.body[0].id as number;
    const at = '2026-05-04T10:01:00';
    expect(list.body).toEqual([
      {
        author: author.id,
        date: at,
        date_gmt: at,
        id: revisionId,
        modified: at,
        modified_gmt: at,
        parent: id,
        slug: `${id}-revision-v1`,
        guid: { rendered: `${site}/?p=${revisionId}` },
        title: { rendered: 'Second' },
        content: { rendered: '<p>One</p>\n' },
        excerpt: { rendered: '<p>One</p>\n' },
        meta: { footnotes: '' },
        _links: parentLink(id),
      },
    ]);
    expect(updated.body._links['version-history']).toEqual([
      { count: 1, href: enc(`/cms/v2/posts/${id}/revisions`) },
    ]);
    expect(updated.body._links['predecessor-version']).toEqual([
      { id: revisionId, href: enc(`/cms/v2/posts/${id}/revisions/${revisionId}`) },
    ]);

    const edit = await rest(server, 'GET', `/cms/v2/posts/${id}/revisions/${revisionId}`, {
      headers: author.auth,
      query: 'context=edit',
    });
    expect(edit.headers.get('allow')).toBe('GET, DELETE');
    expect(edit.body).toEqual({
      ...list.body[0],
      guid: { rendered: `${site}/?p=${revisionId}`, raw: `${site}/?p=${revisionId}` },
      title: { raw: 'Second', rendered: 'Second' },
      content: { raw: 'One', rendered: '<p>One</p>\n' },
      excerpt: { raw: '', rendered: '<p>One</p>\n' },
    });
    const embed = await rest(server, 'GET', `/cms/v2/posts/${id}/revisions/${revisionId}`, {
      headers: author.auth,
      query: 'context=embed',
    });
    expect(embed.body).toEqual({
      author: author.id,
      date: at,
      id: revisionId,
      parent: id,
      slug: `${id}-revision-v1`,
      title: { rendered: 'Second' },
      excerpt: { rendered: '<p>One</p>\n' },
      _links: parentLink(id),
    });

    const route = `/cms/v2/posts/${id}/revisions/${revisionId}`;
    const contributorDelete = await rest(server, 'DELETE', route, {
      headers: contributor.auth,
      query: 'force=true',
    });
    expect(contributorDelete.status).toBe(403);
    expect(contributorDelete.body).toEqual({
      code: 'rest_cannot_delete',
      message: 'Sorry, you are not allowed to delete revisions of this post.',
      data: { status: 403 },
    });
    const noForce = await rest(server, 'DELETE', route, { headers: admin });
    expect(noForce.status).toBe(501);
    expect(noForce.body).toEqual({
      code: 'rest_trash_not_supported',
      message: "Revisions do not support trashing. Set 'force=true' to delete.",
      data: { status: 501 },
    });
    const deleted = await rest(server, 'DELETE', route, { headers: admin, query: 'force=true' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, previous: list.body[0] });
    expect((await rest(server, 'GET', route, { headers: admin })).status).toBe(404);
  });
});

describe('cms/v2 autosaves', () => {
  it("keeps one autosave per user of someone else's post and leaves the post alone", async () => {
    const id = await publishedPost('Shared');
    const route = `/cms/v2/posts/${id}/autosaves`;
    const first = await rest(server, 'POST', route, { headers: editor.auth, body: { content: 'Eve draft' } });
    expect(first.status).toBe(200);
    const autosaveId = first.body.id as number;
    const at = first.body.date as string;
    const body = {
      author: editor.id,
      date: at,
      date_gmt: at,
      id: autosaveId,
      modified: at,
      modified_gmt: at,
      parent: id,
      slug: `${id}-autosave-v1`,
      guid: { rendered: `${site}/?p=${autosaveId}`, raw: `${site}/?p=${autosaveId}` },
      title: { raw: 'Shared', rendered: 'Shared' },
      content: { raw: 'Eve draft', rendered: '<p>Eve draft</p>\n' },
      excerpt: { raw: '', rendered: '<p>Eve draft</p>\n' },
      meta: { footnotes: '' },
      preview_link: autosavePreview(server, id, editor.id, clock.now()),
      _links: parentLink(id),
    };
    expect(first.body).toEqual(body);

    // The same user's next autosave overwrites the first; an unchanged one answers it as it is.
    const second = await rest(server, 'POST', route, {
      headers: editor.auth,
      body: { content: 'Eve again' },
    });
    expect(second.body.id).toBe(autosaveId);
    expect(second.body.content.raw).toBe('Eve again');
    const same = await rest(server, 'POST', route, { headers: editor.auth, body: { content: 'Eve again' } });
    expect(same.body).toEqual(second.body);
    const theirs = await rest(server, 'POST', route, { headers: admin, body: { title: 'Admin idea' } });
    expect(theirs.body.id).not.toBe(autosaveId);

    const post = await rest(server, 'GET', `/cms/v2/posts/${id}`, { headers: admin, query: 'context=edit' });
    expect(post.body.content.raw).toBe('One');
    expect(post.body.title.raw).toBe('Shared');

    const list = await rest(server, 'GET', route, { headers: editor.auth });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-wp-total')).toBeNull();
    expect(list.body.map((item: { author: number }) => item.author).sort()).toEqual([1, editor.id].sort());
    const mine = list.body.find((item: { author: number }) => item.author === editor.id);
    expect(mine).toEqual({
      ...body,
      guid: { rendered: `${site}/?p=${autosaveId}` },
      title: { rendered: 'Shared' },
      content: { rendered: '<p>Eve again</p>\n' },
      excerpt: { rendered: '<p>Eve again</p>\n' },
      preview_link: undefined,
    });
    const one = await rest(server, 'GET', `${route}/${autosaveId}`, { headers: editor.auth });
    expect(one.body).toEqual(mine);
  });

  it('updates the caller’s own draft in place, without a revision', async () => {
    const draft = await rest(server, 'POST', '/cms/v2/posts', {
      headers: author.auth,
      body: { title: 'Mine' },
    });
    const id = draft.body.id as number;
    const saved = await rest(server, 'POST', `/cms/v2/posts/${id}/autosaves`, {
      headers: author.auth,
      body: { content: 'In place' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      author: author.id,
      date: null,
      date_gmt: null,
      id,
      modified: draft.body.modified,
      modified_gmt: draft.body.modified_gmt,
      parent: 0,
      slug: '',
      guid: { rendered: `${site}/?p=${id}`, raw: `${site}/?p=${id}` },
      title: { raw: 'Mine', rendered: 'Mine' },
      content: { raw: 'In place', rendered: '<p>In place</p>\n' },
      excerpt: { raw: '', rendered: '<p>In place</p>\n' },
      meta: { footnotes: '' },
      preview_link: `${site}/?p=${id}&preview=true`,
      _links: parentLink(id),
    });
    const post = await rest(server, 'GET', `/cms/v2/posts/${id}`, {
      headers: author.auth,
      query: 'context=edit',
    });
    expect(post.body.content.raw).toBe('In place');
    expect(post.body.status).toBe('draft');
    expect(post.body._links['version-history'][0].count).toBe(0);
  });

  it('refuses callers who may not edit the post and bad arguments, writing nothing', async () => {
    const id = await publishedPost('Guarded');
    const route = `/cms/v2/posts/${id}/autosaves`;
    const anonymous = await rest(server, 'POST', route, { body: { content: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('rest_cannot_edit');
    const other = await rest(server, 'POST', route, { headers: contributor.auth, body: { content: 'x' } });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('rest_cannot_edit');
    const bad = await rest(server, 'POST', route, {
      headers: editor.auth,
      body: { status: 'gone', content: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): status',
      data: {
        status: 400,
        params: {
          status: 'status is not one of publish, future, draft, pending, private, and ext-disabled.',
        },
        details: {
          status: {
            code: 'rest_not_in_enum',
            message: 'status is not one of publish, future, draft, pending, private, and ext-disabled.',
            data: null,
          },
        },
      },
    });
    const unknown = await rest(server, 'POST', '/cms/v2/posts/99999/autosaves', {
      headers: editor.auth,
      body: { content: 'x' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('rest_post_invalid_id');
    expect((await rest(server, 'GET', route, { headers: editor.auth })).body).toEqual([]);
  });
});
