import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest, restError } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// The reference's errors for posts and their revisions, each with its whole body.
let server: TestServer;
let admin: Record<string, string>;
let author: { id: number; auth: Record<string, string> };
let contributor: { id: number; auth: Record<string, string> };
let adminPost: number;
let otherPost: number;
let revisionOfOther: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
  author = await contentUser(server, 'alice', 'author');
  contributor = await contentUser(server, 'carl', 'contributor');
  const create = async (title: string) =>
    (await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title, status: 'publish' } })).body
      .id as number;
  adminPost = await create('Admin post');
  otherPost = await create('Other post');
  await rest(server, 'POST', `/cms/v2/posts/${otherPost}`, {
    headers: admin,
    body: { title: 'Other, edited' },
  });
  revisionOfOther = (await rest(server, 'GET', `/cms/v2/posts/${otherPost}/revisions`, { headers: admin }))
    .body[0].id;
});
afterAll(() => server.stop());

describe('cms/v2 error rows', () => {
  it.each([
    [
      'an author writing as someone else',
      () => ({ headers: author.auth, body: { title: 'Mine?', author: 1 } }),
      403,
      restError('rest_cannot_edit_others', 'Sorry, you are not allowed to create posts as this user.', 403),
    ],
    [
      'an unknown author',
      () => ({ headers: admin, body: { title: 'Whose?', author: 9999 } }),
      400,
      restError('rest_invalid_author', 'Invalid author ID.', 400),
    ],
    [
      'a contributor making a post sticky (neither publish_posts nor edit_others_posts)',
      () => ({ headers: contributor.auth, body: { title: 'Pin me', sticky: true } }),
      403,
      restError('rest_cannot_assign_sticky', 'Sorry, you are not allowed to make posts sticky.', 403),
    ],
    [
      'an empty post',
      () => ({ headers: admin, body: { status: 'draft' } }),
      400,
      restError('empty_content', 'Content, title, and excerpt are empty.', 400),
    ],
  ])('refuses %s on create, writing nothing', async (_, request, status, body) => {
    const before = (
      await rest(server, 'GET', '/cms/v2/posts', { headers: admin, query: 'status=any' })
    ).headers.get('x-wp-total');
    const res = await rest(server, 'POST', '/cms/v2/posts', request());
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
    const after = (
      await rest(server, 'GET', '/cms/v2/posts', { headers: admin, query: 'status=any' })
    ).headers.get('x-wp-total');
    expect(after).toBe(before);
  });

  it('refuses revision reads that do not fit: no right, wrong parent, unknown parent, no autosave', async () => {
    const forbidden = await rest(server, 'GET', `/cms/v2/posts/${adminPost}/revisions`, {
      headers: author.auth,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual(
      restError('rest_cannot_read', 'Sorry, you are not allowed to view revisions of this post.', 403),
    );

    const mismatch = await rest(server, 'GET', `/cms/v2/posts/${adminPost}/revisions/${revisionOfOther}`, {
      headers: admin,
    });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body).toEqual(
      restError(
        'rest_revision_parent_id_mismatch',
        `The revision does not belong to the specified parent with id of "${adminPost}"`,
        404,
      ),
    );

    const unknown = await rest(server, 'GET', '/cms/v2/posts/9999/revisions', { headers: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(restError('rest_post_invalid_parent', 'Invalid post parent ID.', 404));

    const noAutosave = await rest(server, 'GET', `/cms/v2/posts/${otherPost}/autosaves/${revisionOfOther}`, {
      headers: admin,
    });
    expect(noAutosave.status).toBe(404);
    expect(noAutosave.body).toEqual(
      restError('rest_post_no_autosave', 'There is no autosave revision for this post.', 404),
    );
  });

  it('refuses revision pages and offsets past the end', async () => {
    const route = `/cms/v2/posts/${otherPost}/revisions`;
    const page = await rest(server, 'GET', route, { headers: admin, query: 'per_page=1&page=5' });
    expect(page.status).toBe(400);
    expect(page.body).toEqual(
      restError(
        'rest_revision_invalid_page_number',
        'The page number requested is larger than the number of pages available.',
        400,
      ),
    );
    const offset = await rest(server, 'GET', route, { headers: admin, query: 'per_page=1&offset=5' });
    expect(offset.status).toBe(400);
    expect(offset.body).toEqual(
      restError(
        'rest_revision_invalid_offset_number',
        'The offset number requested is larger than or equal to the number of available revisions.',
        400,
      ),
    );
  });

  it('refuses orderings that need another argument', async () => {
    const include = await rest(server, 'GET', '/cms/v2/posts', { query: 'orderby=include' });
    expect(include.status).toBe(400);
    expect(include.body).toEqual(
      restError(
        'rest_orderby_include_missing_include',
        'You need to define an include parameter to order by include.',
        400,
      ),
    );
    const relevance = await rest(server, 'GET', '/cms/v2/posts', { query: 'orderby=relevance' });
    expect(relevance.status).toBe(400);
    expect(relevance.body).toEqual(
      restError(
        'rest_no_search_term_defined',
        'You need to define a search term to order by relevance.',
        400,
      ),
    );
  });
});
