import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqliteDatabase } from '../../src/db/orm.js';
import { ON_POSTGRES } from '../helpers/database.js';
import { api } from '../helpers/monitoring.js';
import { ROOT } from '../helpers/server.js';
import { all, fuzzTarget, route } from './fuzz-target.js';
import {
  JSON_VALUES,
  MALFORMED_BODIES,
  MEGABYTE,
  nested,
  queryForms,
  RawJson,
  WRONG_METHODS,
} from './fuzz-values.js';

// Every route family is sent malformed JSON, wrong types for every field, NUL, lone surrogates and
// 1 MB strings, numbers out of any range, bad ids and wrong methods. Nothing may answer
// 5xx or take 5 s, the database must stay intact, and data made before the fuzz must not change.
const { server, auth, project, log, send, json, pathsOf, snapshot, before } = await fuzzTarget();

describe('fuzzing every route family', () => {
  it('cms/v2: every argument of every endpoint with hostile values, malformed bodies and wrong methods', async () => {
    const index = JSON.parse(
      await (await fetch(`${server.url}/index.php?rest_route=/`, { headers: auth })).text(),
    ) as {
      routes: Record<string, { endpoints: { methods: string[]; args: Record<string, { type?: string }> }[] }>;
    };
    const jobs: (() => Promise<unknown>)[] = [];
    for (const [pattern, { endpoints }] of Object.entries(index.routes)) {
      if (pattern === '/batch/v1') continue;
      const [path, ...missing] = pathsOf(pattern);
      for (const other of missing) jobs.push(() => send('GET', route(other), { headers: auth }));
      for (const method of WRONG_METHODS) jobs.push(() => send(method, route(path), { headers: auth }));
      jobs.push(() =>
        send('GET', route(path, '_method=NOPE&_fields[]=a&_embed=%00&_jsonp=x%00'), { headers: auth }),
      );
      for (const { methods, args } of endpoints) {
        const method = methods.find((m) => m !== 'PUT' && m !== 'PATCH') ?? methods[0];
        const write = method !== 'GET' && method !== 'DELETE';
        const names = Object.keys(args);
        for (const name of names) {
          if (write)
            for (const value of JSON_VALUES) jobs.push(() => json(method, route(path), { [name]: value }));
          else
            for (const form of queryForms(name))
              jobs.push(() => send(method, route(path, form), { headers: auth }));
        }
        if (!write) continue;
        const strings = Object.fromEntries(names.map((name) => [name, MEGABYTE]));
        jobs.push(() => json(method, route(path), strings));
        jobs.push(() =>
          json(method, route(path), Object.fromEntries(names.map((name) => [name, nested(5000)]))),
        );
        for (const { type, body } of MALFORMED_BODIES)
          jobs.push(() => send(method, route(path), { headers: auth, body, type }));
        // The same as anonymous and with a method override, without credentials.
        jobs.push(() => json(method, route(path, '_method=DELETE'), { title: 'a\u0000' }, {}));
      }
    }
    await all(jobs);
  }, 600_000);

  it('batch/v1: malformed envelopes and sub-requests', async () => {
    const path = route('/batch/v1');
    const bodies: unknown[] = [
      {},
      { requests: 'x' },
      { requests: {} },
      { requests: Array.from({ length: 26 }, () => ({ path: '/cms/v2/posts' })) },
      {
        requests: [
          { path: 5 },
          { path: '/cms/v2/posts', method: 'GETX' },
          { path: '\u0000' },
          { path: '/batch/v1', body: { requests: [] } },
        ],
      },
      { requests: [{ path: '/cms/v2/posts', method: 'POST', body: { title: '\ud800', status: [] } }] },
      {
        validation: 'require-all',
        requests: [
          {
            path: '/cms/v2/posts',
            method: 'POST',
            body: { title: 'x', author: new RawJson('99999999999999999999') },
          },
          { path: '/cms/v2/tags', method: 'POST', body: nested(5000) },
        ],
      },
      {
        requests: [
          {
            path: '/cms/v2/posts?include=99999999999999999999999',
            method: 'POST',
            headers: { x: ['\u0000'] },
          },
        ],
      },
      ...JSON_VALUES.map((value) => ({ requests: [{ path: '/cms/v2/posts', method: 'POST', body: value }] })),
      ...JSON_VALUES.map((value) => ({ requests: value, validation: value })),
    ];
    await all([
      ...bodies.map((body) => () => json('POST', path, body)),
      ...MALFORMED_BODIES.map(
        ({ type, body }) =>
          () =>
            send('POST', path, { headers: auth, body, type }),
      ),
      ...WRONG_METHODS.map((method) => () => send(method, path, { headers: auth })),
    ]);
  });

  it('oEmbed: hostile URLs and sizes', async () => {
    const jobs = [];
    for (const endpoint of ['/oembed/1.0/embed', '/oembed/1.0/proxy'])
      for (const query of [
        'url=%00',
        'url=%ED%A0%80',
        `url=${encodeURIComponent(server.url + '/?p=99999999999999999999999')}`,
        'url=http://127.0.0.1:1/x',
        'url=http://[::1]/&format=xml',
        'url=javascript:alert(1)',
        'url=x&maxwidth=1e309&maxheight=-1',
        'url[]=1&format[]=xml',
        `url=${'a'.repeat(8000)}`,
      ])
        jobs.push(() => send('GET', route(endpoint, query), { headers: auth }));
    await all(jobs);
  });

  it('Management API v1-v3: every check field, every route, ids, queries and methods', async () => {
    const key = { 'X-Api-Key': project.apiKey };
    const rw = api(server, project.apiKey);
    const target = (await rw('POST', '/checks/', { name: 'fuzz', tags: 'a b' })).json as { uuid: string };
    const fields = [
      'channels',
      'desc',
      'failure_kw',
      'filter_subject',
      'filter_body',
      'filter_http_body',
      'filter_default_fail',
      'grace',
      'manual_resume',
      'methods',
      'name',
      'schedule',
      'slug',
      'start_kw',
      'subject',
      'subject_fail',
      'success_kw',
      'tags',
      'timeout',
      'tz',
      'unique',
      'api_key',
    ];
    const jobs: (() => Promise<unknown>)[] = [];
    for (const version of [1, 2, 3]) {
      const base = `/api/v${version}`;
      const check = `${base}/checks/${target.uuid}`;
      for (const field of fields)
        for (const value of JSON_VALUES) {
          jobs.push(() => json('POST', `${base}/checks/`, { [field]: value }, key));
          if (version === 3) jobs.push(() => json('POST', check, { [field]: value }, key));
        }
      jobs.push(() =>
        json(
          'POST',
          `${base}/checks/`,
          Object.fromEntries(fields.map((f) => [f, MEGABYTE.slice(0, 200_000)])),
          key,
        ),
      );
      jobs.push(() => json('POST', `${base}/checks/`, { unique: nested(5000) }, key));
      for (const { type, body } of MALFORMED_BODIES) {
        jobs.push(() => send('POST', `${base}/checks/`, { headers: key, body, type }));
        jobs.push(() => send('POST', check, { headers: key, body, type }));
      }
      for (const form of [...queryForms('tag'), ...queryForms('slug')])
        jobs.push(() => send('GET', `${base}/checks/?${form}`, { headers: key }));
      for (const form of [...queryForms('start'), ...queryForms('end'), ...queryForms('seconds')])
        jobs.push(() => send('GET', `${check}/flips/?${form}`, { headers: key }));
      const ids = [
        target.uuid,
        '00000000-0000-0000-0000-000000000000',
        'A'.repeat(40),
        target.uuid.toUpperCase(),
        '%00',
        'x'.repeat(5000),
      ];
      for (const id of ids)
        for (const suffix of [
          '',
          '/pause',
          '/resume',
          '/pings/',
          '/pings/1/body',
          '/pings/999999999/body',
          '/pings/0/body',
          '/flips/',
        ])
          for (const method of ['GET', 'POST', 'DELETE', 'PUT', 'HEAD', 'OPTIONS'])
            jobs.push(() => send(method, `${base}/checks/${id}${suffix}`, { headers: key }));
      for (const path of ['/channels/', '/badges/', '/status/', '/checks', '/nope'])
        for (const method of ['GET', 'POST', 'DELETE', 'TRACE'])
          jobs.push(() => send(method, `${base}${path}`, { headers: key }));
      for (const header of ['', '%00', 'x'.repeat(32), '\u00e9'.repeat(16), project.apiKeyReadonly])
        jobs.push(() =>
          send('POST', `${base}/checks/`, {
            headers: { 'X-Api-Key': encodeURI(header) },
            body: '{"name":"x"}',
            type: 'application/json',
          }),
        );
    }
    await all(jobs);
  }, 600_000);

  it('pings and badges: hostile paths, queries, bodies and methods', async () => {
    const uuid = (await api(server, project.apiKey)('POST', '/checks/', { name: 'pinged' })).json
      .uuid as string;
    const jobs: (() => Promise<unknown>)[] = [];
    const paths = [
      `/ping/${uuid}`,
      `/ping/${uuid}/start?rid=%00`,
      `/ping/${uuid}/fail?rid=${'x'.repeat(5000)}`,
      `/ping/${uuid}/99999999999999999999999`,
      `/ping/${uuid}/256`,
      `/ping/${uuid}/-1`,
      `/ping/${uuid}/log?rid=%ED%A0%80`,
      `/ping/${project.pingKey}/new-slug?create=1`,
      `/ping/${project.pingKey}/UPPER?create=1`,
      `/ping/${project.pingKey}/${'s'.repeat(200)}?create=1`,
      `/ping/${project.pingKey}/%00?create=1`,
      `/ping/${project.pingKey}/%C3%A9?create=%00`,
      `/ping/${'k'.repeat(22)}/x`,
      '/ping/not-a-uuid',
      `/badge/${project.badgeKey}/%00/%00.svg`,
      `/badge/${project.badgeKey}/${'s'.repeat(5000)}.json`,
      `/badge/%00/x-2/${'t'.repeat(3000)}.shields`,
      '/b/2/00000000-0000-0000-0000-000000000000.svg',
      '/b/999999999/00000000-0000-0000-0000-000000000000.json',
    ];
    const bodies: (string | Uint8Array | undefined)[] = [
      undefined,
      'a\u0000b',
      new Uint8Array([0xff, 0xfe, 0x00, 0xd8]),
      MEGABYTE,
      'x'.repeat(3 * 1024 * 1024),
    ];
    for (const path of paths)
      for (const method of ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'TRACE'])
        for (const body of method === 'POST' ? bodies : [undefined])
          jobs.push(() => send(method, path, { body, type: 'text/plain' }));
    await all(jobs);
  });

  it('GraphQL: every operation the gateway runs with hostile variables, and malformed requests', async () => {
    const jobs: (() => Promise<unknown>)[] = [];
    const gql = (body: unknown, headers = auth) => json('POST', '/graphql', body, headers);
    for (const file of globSync('gateway/**/*.graphql', { cwd: ROOT })) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, name, variables] of text.matchAll(/(?:query|mutation)\s+(\w+)\s*(?:\(([^)]*)\))?/g)) {
        const names = [...(variables ?? '').matchAll(/\$(\w+)/g)].map((m) => m[1]);
        for (const variable of names)
          for (const value of JSON_VALUES)
            jobs.push(() => gql({ query: text, operationName: name, variables: { [variable]: value } }));
        jobs.push(() => gql({ query: text, operationName: name }));
        jobs.push(() => gql({ query: text, operationName: name, variables: 'x' }));
      }
    }
    const aliases = (count: number) =>
      `{${Array.from({ length: count }, (_, i) => `a${i}:__typename`).join(' ')}}`;
    for (const body of [
      { query: 'query($n: Int!){posts(first:$n){totalCount}}', variables: { n: 'x' } },
      { query: 'query($n: Int!){posts(first:$n){totalCount}}', variables: {} },
      `{"query":"query($n: Int!){posts(first:$n){totalCount}}","variables":{"n":1e309}}`,
      { query: aliases(10_000) },
      { query: aliases(50_000) },
      { query: `{${'posts(first:1){nodes{'.repeat(200)}id${'}}'.repeat(200)}}` },
      { query: 'x'.repeat(900_000) },
      { query: 5 },
      { query: '{ viewer { authenticated } }', variables: nested(5000) },
      { query: '{ __typename }', operationName: ['x'] },
      { query: '\u0000{ __typename }' },
      { query: '{ post(id: 99999999999999999999999) { id } }' },
      [{ query: '{ __typename }' }, { query: '{ __typename }' }],
    ])
      jobs.push(() => gql(body));
    for (const { type, body } of MALFORMED_BODIES)
      jobs.push(() => send('POST', '/graphql', { headers: auth, body, type }));
    for (const query of [
      'query=%00',
      'query=%7B__typename%7D&variables=%7B',
      `query=${'%7B'.repeat(3000)}`,
      'query=mutation%7BdeleteCheck(id:%22x%22)%7Bname%7D%7D',
    ])
      jobs.push(() => send('GET', `/graphql?${query}`, { headers: { ...auth, Accept: 'application/json' } }));
    await all(jobs);
  }, 600_000);

  it('answered no request with a 5xx or after 5 s, and left the database intact and the sentinels unchanged', async () => {
    console.info(`fuzz: ${log.sent} requests sent, ${log.failures.length} failures`);
    expect(log.failures).toEqual([]);
    // SQLite checks its file; PostgreSQL guards its own pages (and has no such pragma).
    if (!ON_POSTGRES)
      expect((await sqliteDatabase(server.runtime.orm)).pragma('integrity_check', { simple: true })).toBe(
        'ok',
      );
    expect(await snapshot()).toEqual(before);
    expect(log.sent).toBeGreaterThan(10_000);
  });
});
