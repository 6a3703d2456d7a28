import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest, restError, restLink } from '../helpers/content.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// POST /batch/v1: sub-requests through the same REST server, 207 with one envelope each.
let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
});
afterAll(() => server.stop());

const batch = (body: unknown, headers = admin) => rest(server, 'POST', '/batch/v1', { headers, body });
const total = async () =>
  (await rest(server, 'GET', '/cms/v2/posts', { headers: admin, query: 'status=any' })).headers.get(
    'x-wp-total',
  );

describe('POST /batch/v1', () => {
  it('runs every request in order and answers each in place (normal validation)', async () => {
    const res = await batch({
      requests: [
        { path: '/cms/v2/posts', body: { title: 'One', status: 'publish' } },
        { path: '/cms/v2/posts?_fields=id,title', body: { title: 'Two' } },
        { method: 'DELETE', path: '/cms/v2/posts/99999' },
        { path: '/cms/v2/templates', body: { slug: 'x', title: 'x' } },
        { path: 'http://user@:80' },
        { path: '/batch/v1', body: { requests: [] } },
        { path: '/cms/v2/nothing' },
      ],
    });
    expect(res.status).toBe(207);
    const [one, two, missing, templates, unparsable, nested, unknown] = res.body.responses;
    expect(one.status).toBe(201);
    const id = one.body.id as number;
    expect(one.headers).toEqual({
      Location: restLink(server, `/cms/v2/posts/${id}`),
      Allow: 'GET, POST, PUT, PATCH, DELETE',
    });
    expect(one.body).toMatchObject({ id, title: { raw: 'One', rendered: 'One' }, status: 'publish' });
    expect(one.body._links.self[0].href).toBe(restLink(server, `/cms/v2/posts/${id}`));
    expect(two.status).toBe(201);
    expect(two.body).toEqual({ id: id + 1, title: { raw: 'Two', rendered: 'Two' } });
    expect(missing).toEqual({
      body: restError('rest_post_invalid_id', 'Invalid post ID.', 404),
      status: 404,
      headers: {},
    });
    const notBatchable = {
      body: restError('rest_batch_not_allowed', 'The requested route does not support batch requests.', 400),
      status: 400,
      headers: {},
    };
    expect(templates).toEqual(notBatchable);
    expect(nested).toEqual(notBatchable);
    expect(unparsable).toEqual({
      body: restError('parse_path_failed', 'Could not parse the path.', 400),
      status: 400,
      headers: {},
    });
    expect(unknown.body.code).toBe('rest_no_route');
    const created = await rest(server, 'GET', `/cms/v2/posts/${id + 1}`, {
      headers: admin,
      query: 'context=edit',
    });
    expect(created.body.status).toBe('draft');
  });

  it('runs nothing when one request fails validation (require-all-validate)', async () => {
    const before = await total();
    const res = await batch({
      validation: 'require-all-validate',
      requests: [
        { path: '/cms/v2/posts', body: { title: 'Kept back' } },
        { path: '/cms/v2/posts', body: { title: 'Bad', status: 'gone' } },
      ],
    });
    expect(res.status).toBe(207);
    expect(res.body).toEqual({
      failed: 'validation',
      responses: [
        null,
        {
          body: {
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
          },
          status: 400,
          headers: {},
        },
      ],
    });
    expect(await total()).toBe(before);
    const ok = await batch({
      validation: 'require-all-validate',
      requests: [
        { path: '/cms/v2/posts', body: { title: 'A' } },
        { path: '/cms/v2/pages', body: { title: 'B' } },
      ],
    });
    expect(ok.body.responses.map((r: { status: number }) => r.status)).toEqual([201, 201]);
  });

  it('refuses a bad batch as a whole (400), and runs items anonymously as 401s', async () => {
    const many = await batch({ requests: Array.from({ length: 26 }, () => ({ path: '/cms/v2/posts' })) });
    expect(many.status).toBe(400);
    expect(many.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): requests',
      data: {
        status: 400,
        params: { requests: 'requests must contain at most 25 items.' },
        details: {
          requests: {
            code: 'rest_too_many_items',
            message: 'requests must contain at most 25 items.',
            data: null,
          },
        },
      },
    });
    const none = await batch({});
    expect(none.body).toEqual({
      ...restError('rest_missing_callback_param', 'Missing parameter(s): requests', 400),
      data: { status: 400, params: ['requests'] },
    });
    const noPath = await batch({ requests: [{ body: {} }] });
    expect(noPath.body.data.params.requests).toBe('path is a required property of requests[0].');
    expect(noPath.body.data.details.requests.code).toBe('rest_property_required');
    const get = await batch({ requests: [{ method: 'GET', path: '/cms/v2/posts' }] });
    expect(get.body.data.params.requests).toBe(
      'requests[0][method] is not one of POST, PUT, PATCH, and DELETE.',
    );
    expect((await rest(server, 'GET', '/batch/v1')).body.code).toBe('rest_no_route');

    const anonymous = await batch({ requests: [{ path: '/cms/v2/posts', body: { title: 'x' } }] }, {});
    expect(anonymous.status).toBe(207);
    expect(anonymous.body.responses[0]).toEqual({
      body: restError('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.', 401),
      status: 401,
      headers: {},
    });
  });
});
