import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

const clock = new FixedClock(new Date('2026-05-01T08:00:00Z'));
let server: TestServer;
let keys: Awaited<ReturnType<typeof newProject>>;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { PUBLIC_URL: 'http://hc.example' } });
  keys = await newProject(server, 'GraphQL');
});
afterAll(() => server.stop());

const as = (key: string) => (query: string, variables?: Record<string, unknown>) =>
  graphql(server.url, query, { variables, headers: { 'X-Api-Key': key } });

describe('monitoring over GraphQL', () => {
  it('accepts webhook values as a URL or as JSON with a url and a body template, nothing else', async () => {
    const rw = as(keys.apiKey);
    const create = (value: string) =>
      rw('mutation ($v: String!) { createChannel(kind: WEBHOOK, name: "t", value: $v) { value } }', {
        v: value,
      });
    const templated = JSON.stringify({ url: 'https://example.com/$STATUS', body: '$NAME is $STATUS' });
    expect((await create(templated)).body.data?.createChannel).toEqual({ value: templated });
    for (const bad of ['ftp://example.com', '{"body": "x"}', '{not json', 'example.com']) {
      const res = await create(bad);
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'the value of webhook channels must be an http(s) URL or {"url": …, "body": …}',
        extensions: { code: 'INVALID_CHANNEL' },
      });
    }
  });

  it('creates channels and checks, pages through checks, and reads flips', async () => {
    const rw = as(keys.apiKey);
    const channel = await rw(
      'mutation { createChannel(kind: WEBHOOK, name: "hook", value: "https://example.com/h") { id name kind value } }',
    );
    expect(channel.body.data?.createChannel).toMatchObject({
      name: 'hook',
      kind: 'WEBHOOK',
      value: 'https://example.com/h',
    });
    for (const name of ['a', 'b', 'c']) {
      const created = await rw(
        'mutation($input: CheckInput!) { createCheck(input: $input, unique: [NAME]) { created check { name status channels { nodes { name } } pingUrl } } }',
        { input: { name, tags: 'gql', timeout: 300, channels: 'hook' } },
      );
      expect(created.body.data?.createCheck).toMatchObject({
        created: true,
        check: {
          name,
          status: 'NEW',
          channels: { nodes: [{ name: 'hook' }] },
          pingUrl: expect.stringMatching(/^http:\/\/hc\.example\/ping\//),
        },
      });
    }
    const page1 = await rw(
      '{ checks(tag: ["gql"], first: 2) { totalCount nodes { name } pageInfo { hasNextPage endCursor } } }',
    );
    const first = page1.body.data?.checks as {
      totalCount: number;
      nodes: { name: string }[];
      pageInfo: { endCursor: string };
    };
    expect(first).toMatchObject({
      totalCount: 3,
      nodes: [{ name: 'a' }, { name: 'b' }],
      pageInfo: { hasNextPage: true },
    });
    const page2 = await rw(
      'query($after: String) { checks(tag: ["gql"], first: 2, after: $after) { nodes { name } pageInfo { hasNextPage } } }',
      {
        after: first.pageInfo.endCursor,
      },
    );
    expect(page2.body.data?.checks).toEqual({ nodes: [{ name: 'c' }], pageInfo: { hasNextPage: false } });
  });

  it('validates input by the REST facade’s rules, naming the fields as GraphQL does', async () => {
    const { body } = await as(keys.apiKey)('mutation { createCheck(input: { timeout: 5 }) { created } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'timeout is too small',
      extensions: { code: 'INVALID_CHECK_FIELD' },
    });
    const long = await as(keys.apiKey)(
      'mutation($kw: String!) { createCheck(input: { failureKw: $kw }) { created } }',
      {
        kw: 'x'.repeat(201),
      },
    );
    expect(long.body.errors?.[0]).toMatchObject({
      message: 'failureKw is too long',
      extensions: { code: 'INVALID_CHECK_FIELD' },
    });
  });

  it('lets read-only keys read but never write, and hides ping URLs and channels from them', async () => {
    const ro = as(keys.apiKeyReadonly);
    const list = await ro('{ checks { nodes { name pingUrl channels { nodes { id } } uniqueKey } } }');
    const nodes = (list.body.data?.checks as { nodes: Record<string, unknown>[] }).nodes;
    expect(nodes[0]).toMatchObject({
      pingUrl: null,
      channels: null,
      uniqueKey: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    const write = await ro('mutation { createCheck(input: { name: "x" }) { created } }');
    expect(write.body.errors?.[0]).toMatchObject({
      message: 'wrong api key',
      extensions: { code: 'WRONG_API_KEY' },
    });
    const channels = await ro('{ channels { nodes { id } } }');
    expect(channels.body.errors?.[0].extensions?.code).toBe('WRONG_API_KEY');
  });

  it("keeps one project's checks and channels from another's keys", async () => {
    const mine = await as(keys.apiKey)('{ checks { nodes { id } } channels { nodes { id } } }');
    const { id } = (mine.body.data?.checks as { nodes: { id: string }[] }).nodes[0];
    const channelId = (mine.body.data?.channels as { nodes: { id: string }[] }).nodes[0].id;
    const stranger = as((await newProject(server, 'Stranger')).apiKey);
    expect((await stranger('{ checks { totalCount } }')).body.data).toEqual({ checks: { totalCount: 0 } });
    const read = await stranger('query($id: ID) { check(id: $id) { name } }', { id });
    expect(read.body.errors?.[0]).toMatchObject({ message: 'forbidden', extensions: { code: 'FORBIDDEN' } });
    const del = await stranger('mutation($id: ID!) { deleteChannel(id: $id) { id } }', { id: channelId });
    expect(del.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(server.url, '{ checks { totalCount } }');
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: 'missing api key' });
  });

  it('links a check to its project, a project to its checks and channels, a channel to its checks', async () => {
    const query = `{
      checks(tag: ["gql"]) { totalCount nodes { project { name } } }
      project { checks(first: 1) { totalCount nodes { name } } channels { nodes { name checks { nodes { name } } } } }
    }`;
    const mine = await as(keys.apiKey)(query);
    expect(mine.body.errors).toBeUndefined();
    const data = mine.body.data as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(data.checks.nodes.map((check: { project: { name: string } }) => check.project.name)).toEqual(
      Array(data.checks.totalCount).fill('GraphQL'),
    );
    expect(data.project.checks.nodes).toHaveLength(1);
    const hook = data.project.channels.nodes.find((channel: { name: string }) => channel.name === 'hook');
    expect(hook.checks.nodes.map((check: { name: string }) => check.name)).toEqual(['a', 'b', 'c']);
    // A read-only key sees the project's checks, but not its channels.
    const ro = await as(keys.apiKeyReadonly)('{ project { checks { totalCount } channels { totalCount } } }');
    expect(ro.body.data).toMatchObject({
      project: { checks: { totalCount: data.project.checks.totalCount }, channels: null },
    });
  });

  it('records a ping with its body as base64 bytes, and refuses a body that is not base64', async () => {
    const rw = as(keys.apiKey);
    const created = await rw(
      'mutation($input: CheckInput!) { createCheck(input: $input) { check { id uuid } } }',
      { input: { name: 'with body', timeout: 300 } },
    );
    const { id, uuid } = (created.body.data?.createCheck as { check: { id: string; uuid: string } }).check;
    // The ping URL's UUID is the secret a ping carries; reading back takes the check's global id.
    const ping = (body: unknown) =>
      graphql(server.url, 'mutation ($input: RecordPingInput!) { recordPing(input: $input) { n } }', {
        variables: { input: { uuid, body } },
      });
    // "abcd" is valid hex as well: it is read as base64 all the same (3 bytes).
    for (const body of ['aGVsbG8gd29ybGQ=', 'abcd']) expect((await ping(body)).body.errors).toBeUndefined();
    const read = await rw('query ($id: ID!) { check(id: $id) { pings { nodes { n bodyBase64 } } } }', { id });
    expect((read.body.data?.check as { pings: { nodes: unknown } }).pings.nodes).toEqual([
      { n: 2, bodyBase64: 'abcd' },
      { n: 1, bodyBase64: 'aGVsbG8gd29ybGQ=' },
    ]);
    for (const bad of ['not base64!', 'abc', 42]) {
      const refused = await ping(bad);
      expect(refused.body.errors?.[0].extensions?.code, String(bad)).toBe('BAD_USER_INPUT');
    }
  });
});
