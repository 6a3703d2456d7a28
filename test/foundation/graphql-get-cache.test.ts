import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Anonymous reads a CDN can keep: a GET query answers with an ETag that a write of content changes,
 * and a revalidation that still matches is a 304; automatic persisted queries let the GET name the
 * query by its hash.
 */

let server: TestServer;
// A GET must not be a "simple" request (Apollo's CSRF prevention): this header makes it preflighted.
const PREFLIGHT = { 'apollo-require-preflight': 'true' };
const QUERY = '{ posts(first: 5) { totalCount nodes { title { rendered } } } }';
const hash = createHash('sha256').update(QUERY).digest('hex');
const persisted = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });

const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql?${new URLSearchParams(params)}`, { headers: { ...PREFLIGHT, ...headers } });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('GET /graphql for anonymous reads', () => {
  it('answers with an ETag, revalidates with a 304, and moves the ETag with a write', async () => {
    const first = await get({ query: QUERY });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      data: { posts: { totalCount: 0, nodes: [] } },
      extensions: expect.any(Object),
    });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('vary')).toContain('Authorization');

    const again = await get({ query: QUERY }, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    await rest(server, 'POST', '/cms/v2/posts', {
      headers: adminAuth(server),
      body: { title: 'News', status: 'publish' },
    });
    const changed = await get({ query: QUERY }, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(
      ((await changed.json()) as { data: { posts: { totalCount: number } } }).data.posts.totalCount,
    ).toBe(1);
  });

  it('marks nothing cacheable for a caller with credentials, an error, or a field writes do not move', async () => {
    const authenticated = await get({ query: QUERY }, adminAuth(server));
    expect(authenticated.status).toBe(200);
    expect(authenticated.headers.get('etag')).toBeNull();
    const failed = await get({ query: '{ post(type: POST, id: 999) { id } }' });
    expect(failed.headers.get('etag')).toBeNull();
    const health = await get({ query: '{ health }' });
    expect(health.status).toBe(200);
    expect(health.headers.get('etag')).toBeNull();
    const forged = await get({ query: '{ health }' }, { 'if-none-match': '"x"' });
    expect(forged.status).toBe(200);
  });

  it('runs a persisted query by its hash once it was sent with it', async () => {
    const unknown = await get({ extensions: persisted });
    expect(
      ((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code,
    ).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, extensions: JSON.parse(persisted) }),
    });
    expect(registered.status).toBe(200);
    const byHash = await get({ extensions: persisted });
    expect(byHash.status).toBe(200);
    expect(((await byHash.json()) as { data: { posts: { totalCount: number } } }).data.posts.totalCount).toBe(
      1,
    );
    expect(byHash.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
  });
});
