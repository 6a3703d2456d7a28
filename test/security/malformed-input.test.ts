import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest, restError } from '../helpers/content.js';
import { api, newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

// Malformed requests that were all answered 500, each pinned to the answer it gets now.

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = adminAuth(server);
});
afterAll(() => server.stop());

const raw = (route: string, body: string, query = '') =>
  rest(server, 'POST', route, {
    headers: { ...admin, 'Content-Type': 'application/json' },
    raw: body,
    query,
  });
const outOfBounds = (param: string, name = param) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${param}`,
  data: {
    status: 400,
    params: { [param]: `${name} must be between -2147483648 (inclusive) and 2147483647 (inclusive)` },
    details: {
      [param]: {
        code: 'rest_out_of_bounds',
        message: `${name} must be between -2147483648 (inclusive) and 2147483647 (inclusive)`,
        data: null,
      },
    },
  },
});
const invalidJson = (code: number, message: string) => ({
  code: 'rest_invalid_json',
  message: 'Invalid JSON body passed.',
  data: { status: 400, json_error_code: code, json_error_message: message },
});

describe('NUL characters', () => {
  it('are refused in Management API text fields with a field error, and match nothing in filters', async () => {
    const project = await newProject(server, 'Nul');
    const rw = api(server, project.apiKey);
    for (const field of ['name', 'tags', 'desc', 'subject', 'slug', 'schedule'])
      expect((await rw('POST', '/checks/', `{"${field}": "a\\u0000b"}`)).json, field).toEqual({
        error: `json validation error: ${field} contains a NUL character`,
      });
    expect((await rw('GET', '/checks/?tag=%00')).json).toEqual({ checks: [] });
    expect((await rw('GET', '/checks/?slug=%00')).json).toEqual({ checks: [] });
    const channel = await graphql(
      server.url,
      'mutation { createChannel(kind: EMAIL, name: "a\\u0000", value: "a@example.org") { id } }',
      {
        headers: { 'X-Api-Key': project.apiKey },
      },
    );
    expect(channel.body.errors?.[0]).toMatchObject({
      message: 'a channel name must not contain a NUL character',
      extensions: { code: 'INVALID_CHANNEL' },
    });
  });

  it('are dropped from every cms/v2 value, as kses drops them', async () => {
    const res = await raw(
      '/cms/v2/posts',
      '{"title":"x\\u0000y","content":"<p>a\\u0000b</p>","slug":"s\\u0000t","status":"publish"}',
    );
    expect(res.status).toBe(201);
    expect([res.body.title.raw, res.body.content.raw, res.body.slug]).toEqual(['xy', '<p>ab</p>', 'st']);
    const list = await rest(server, 'GET', '/cms/v2/posts', { query: 'slug=%00&search=%00' });
    expect(list.status).toBe(200);
  });
});

describe('malformed JSON bodies', () => {
  it('answer rest_invalid_json with the reason and code PHP gives', async () => {
    expect((await raw('/cms/v2/posts', '{"title":"x","slug":"\\ud800x"}')).body).toEqual(
      invalidJson(10, 'Single unpaired UTF-16 surrogate in unicode escape'),
    );
    expect((await raw('/cms/v2/posts', `${'['.repeat(513)}${']'.repeat(513)}`)).body).toEqual(
      invalidJson(1, 'Maximum stack depth exceeded'),
    );
    const badUtf8 = await rest(server, 'POST', '/cms/v2/posts', {
      headers: { ...admin, 'Content-Type': 'application/json' },
      raw: new Uint8Array([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    });
    expect(badUtf8.body).toEqual(invalidJson(5, 'Malformed UTF-8 characters, possibly incorrectly encoded'));
    expect((await raw('/cms/v2/posts', '{"title":')).body).toEqual(invalidJson(4, 'Syntax error'));
  });

  it('answer "could not parse request body" on the Management API', async () => {
    const project = await newProject(server, 'Json');
    const rw = api(server, project.apiKey);
    for (const body of ['{"name":"\\ud800"}', `{"unique":${'['.repeat(600)}${']'.repeat(600)}}`])
      expect(await rw('POST', '/checks/', body).then((r) => [r.status, r.json])).toEqual([
        400,
        { error: 'could not parse request body' },
      ]);
  });
});

describe('integers GraphQL cannot hold', () => {
  it('are refused as out of bounds, naming the argument', async () => {
    expect(
      (await rest(server, 'GET', '/cms/v2/posts', { query: 'include=99999999999999999999999' })).body,
    ).toEqual(outOfBounds('include', 'include[0]'));
    expect((await raw('/cms/v2/pages', '{"title":"p","menu_order":-9223372036854775809}')).body).toEqual(
      outOfBounds('menu_order'),
    );
    expect((await raw('/cms/v2/menu-items', '{"title":"m","menus":9223372036854775808}')).body).toEqual(
      outOfBounds('menus'),
    );
  });

  it('name no item in a path (the item route answers its own 404)', async () => {
    expect(
      (await rest(server, 'GET', '/cms/v2/posts/9007199254740993/revisions', { headers: admin })).body,
    ).toEqual(restError('rest_post_invalid_parent', 'Invalid post parent ID.', 404));
    expect((await rest(server, 'GET', '/cms/v2/posts/99999999999999999999999')).body).toEqual(
      restError('rest_post_invalid_id', 'Invalid post ID.', 404),
    );
  });

  it('and parameters a route does not declare are not read at all', async () => {
    expect((await rest(server, 'GET', '/cms/v2/league', { query: 'parent=-1' })).status).toBe(200);
    const league = await raw('/cms/v2/league', '{"name":"L","parent":"x"}');
    expect([league.status, league.body.name]).toEqual([201, 'L']);
    const template = await raw('/cms/v2/templates/portico//index', '{"source":-1,"title":"Index"}');
    expect([template.status, template.body.source]).toEqual([200, 'custom']);
  });
});

describe('GraphQL', () => {
  const query = 'query($n: Int!){ posts(first: $n) { totalCount } }';
  const post = (body: string) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    }).then(async (res) => [res.status, await res.json()]);

  it("answers variables of the wrong type with GraphQL's own coercion message (400 BAD_USER_INPUT)", async () => {
    const wrong = (value: string) => post(`{"query":${JSON.stringify(query)},"variables":{"n":${value}}}`);
    const coercion = (message: string) => [
      400,
      { errors: [{ message, locations: [{ line: 1, column: 7 }], extensions: { code: 'BAD_USER_INPUT' } }] },
    ];
    expect(await wrong('"x"')).toEqual(
      coercion('Variable "$n" got invalid value "x"; Int cannot represent non-integer value: "x"'),
    );
    expect(await wrong('1e309')).toEqual(
      coercion('Variable "$n" got invalid value Infinity; Int cannot represent non-integer value: Infinity'),
    );
    expect(await post(`{"query":${JSON.stringify(query)},"variables":{}}`)).toEqual(
      coercion('Variable "$n" of required type "Int!" was not provided.'),
    );
  });

  it('refuses 10,000 aliases as too complex, like 6,000', async () => {
    const aliases = (count: number) =>
      `{${Array.from({ length: count }, (_, i) => `a${i}:__typename`).join(' ')}}`;
    for (const count of [6000, 10_000]) {
      const res = await graphql(server.url, aliases(count));
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    }
  });

  it('refuses bodies with unpaired surrogates', async () => {
    expect(await post('{"query":"{ __typename }","variables":{"a":"\\udfff"}}')).toEqual([
      400,
      {
        errors: [
          {
            message: 'request body is not valid JSON: Single unpaired UTF-16 surrogate in unicode escape',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      },
    ]);
  });
});
