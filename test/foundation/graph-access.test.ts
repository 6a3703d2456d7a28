import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest } from '../helpers/content.js';
import { newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Access per field: what only some callers may read (an item's raw texts and password, a user's
 * private fields, a check's ping URL) is an error at that field's path for the others — the rest of
 * the answer stands — and the same field is plain data for those who may. The REST facades read
 * the same fields as empty, as their wire formats show them (their snapshots hold that).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let server: TestServer;
let admin: Record<string, string>;
let author: Record<string, string>;
let postId: number;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
  const post = await rest(server, 'POST', '/cms/v2/posts', {
    headers: admin,
    body: {
      title: 'Open',
      content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
      status: 'publish',
    },
  });
  postId = post.body.id;
  adminId = post.body.author;
  author = (await contentUser(server, 'ann', 'author')).auth;
});

afterAll(async () => {
  await server?.stop();
});

const ask = async (query: string, headers: Record<string, string>, variables = {}) =>
  (await graphql(server.url, query, { headers, variables })).body as Json;

const POST = `query ($id: Int!) {
  post(type: POST, id: $id) { title { raw rendered } content { raw rendered } password status }
}`;

describe('withheld fields', () => {
  it('answers an editor the raw texts and the password, without errors', async () => {
    const body = await ask(POST, admin, { id: postId });
    expect(body.errors).toBeUndefined();
    expect(body.data.post).toMatchObject({
      title: { raw: 'Open', rendered: 'Open' },
      content: { raw: expect.stringContaining('wp:paragraph') },
      password: '',
      status: 'PUBLISH',
    });
  });

  it('gives other callers an error at each withheld path and the rest of the item', async () => {
    for (const headers of [{}, author]) {
      const body = await ask(POST, headers, { id: postId });
      expect(body.data.post).toEqual({
        title: { raw: null, rendered: 'Open' },
        content: { raw: null, rendered: '<p class="wp-block-paragraph">Hi</p>' },
        password: null,
        status: 'PUBLISH',
      });
      const errors = body.errors.map((error: { path: unknown[]; extensions: { code: string } }) => [
        error.path.join('.'),
        error.extensions.code,
      ]);
      expect(errors.sort()).toEqual([
        ['post.content.raw', 'FORBIDDEN'],
        ['post.password', 'FORBIDDEN'],
        ['post.title.raw', 'FORBIDDEN'],
      ]);
      expect(body.errors[0].message).toMatch(/is readable only by those who may edit the item\.$/);
    }
  });

  it("withholds a user's private fields from other users, not from the user", async () => {
    const query = `query ($id: Int!) { user(id: $id) { name: displayName email } }`;
    const other = await ask(query, author, { id: adminId });
    expect(other.data.user).toEqual({ name: expect.any(String), email: null });
    expect(other.errors).toMatchObject([{ path: ['user', 'email'], extensions: { code: 'FORBIDDEN' } }]);
    expect(other.errors[0].message).toBe(
      'User.email is readable only by the user and those who may list users.',
    );
    const own = await ask(query, admin, { id: adminId });
    expect(own.errors).toBeUndefined();
    expect(own.data.user.email).toContain('@');
  });

  it("withholds a check's ping URL from a read-only key", async () => {
    const project = await newProject(server, 'Access');
    const created = await fetch(`${server.url}/api/v3/checks/`, {
      method: 'POST',
      headers: { 'X-Api-Key': project.apiKey },
      body: JSON.stringify({ name: 'nightly' }),
    });
    expect(created.status).toBe(201);
    const query = '{ checks { nodes { name pingUrl } } }';
    const readOnly = await ask(query, { 'X-Api-Key': project.apiKeyReadonly });
    expect(readOnly.data.checks.nodes).toEqual([{ name: 'nightly', pingUrl: null }]);
    expect(readOnly.errors).toMatchObject([
      { path: ['checks', 'nodes', 0, 'pingUrl'], extensions: { code: 'FORBIDDEN' } },
    ]);
    const readWrite = await ask(query, { 'X-Api-Key': project.apiKey });
    expect(readWrite.errors).toBeUndefined();
    expect(readWrite.data.checks.nodes[0].pingUrl).toMatch(/\/ping\/[0-9a-f-]{36}$/);
  });
});
