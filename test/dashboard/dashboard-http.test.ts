import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/auth/user.service.js';
import { FixedClock } from '../../src/clock.js';
import { domainDeps } from '../../src/runtime.js';
import * as operations from '../../web/dashboard/operations.js';
import { newProject } from '../helpers/monitoring.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

const PASSWORD = 'correct horse battery';
const clock = new FixedClock(new Date('2026-03-01T00:00:00Z'));
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ clock });
  await createUser(domainDeps(server.runtime), {
    login: 'ada',
    email: 'ada@example.test',
    role: 'subscriber',
    password: PASSWORD,
  });
  const res = await fetch(`${server.url}/accounts/login/`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ login: 'ada', password: PASSWORD }),
  });
  cookie = res.headers.getSetCookie()[0].split(';')[0];
});
afterAll(() => server.stop());

describe("the dashboard's page and assets", () => {
  it('sends a signed-out browser to the sign-in form, to come back to the same page', async () => {
    const res = await fetch(`${server.url}/checks/6a5ab56c-a0b6-4b5a-9a8d-1b2c3d4e5f60/details/`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      '/accounts/login/?next=%2Fchecks%2F6a5ab56c-a0b6-4b5a-9a8d-1b2c3d4e5f60%2Fdetails%2F',
    );
  });

  it('serves a signed-in user a page that loads only its own fingerprinted script and style', async () => {
    const res = await fetch(`${server.url}/projects/`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe');
    const html = await res.text();
    expect(html).not.toMatch(/<script>|<style|\sstyle=|\son[a-z]+=/);
    expect(html).toMatch(/<meta name="portico-nonce" content="[0-9a-f]{10}">/);
    const script = /src="\/assets\/(dashboard-[0-9a-f]{12}\.js)"/.exec(html)![1];
    const style = /href="\/assets\/(dashboard-[0-9a-f]{12}\.css)"/.exec(html)![1];

    const asset = await fetch(`${server.url}/assets/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const plain = await (
      await fetch(`${server.url}/assets/${script}`, { headers: { 'accept-encoding': 'identity' } })
    ).arrayBuffer();
    expect((await fetch(`${server.url}/assets/${style}`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    // The budget for the monitoring pages' JavaScript: 150 KB gzipped.
    const gzipped = readFileSync(`dist/web/${script}.gz`);
    expect(gunzipSync(gzipped).equals(Buffer.from(plain))).toBe(true);
    expect(gzipped.length).toBeLessThan(150 * 1024);
    for (const name of ['manifest.json', '..%2Fpackage.json', 'dashboard.js'])
      expect((await fetch(`${server.url}/assets/${name}`)).status).toBe(404);
  });

  it('runs only operations the public schema validates', () => {
    const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));
    const documents = Object.entries(operations).filter(([name]) => name !== 'CHECK_ROW');
    expect(documents.length).toBeGreaterThan(10);
    for (const [name, document] of documents)
      expect(validate(schema, parse(document)).map(String), name).toEqual([]);
  });
});

describe('what the dashboard reads beside a check', () => {
  it('previews the next runs of a schedule in its time zone, and refuses a bad one', async () => {
    const query = `query($s: String!, $tz: String!) { schedulePreview(schedule: $s, tz: $tz, count: 3) }`;
    const { body } = await graphql(server.url, query, { variables: { s: '0 9 * * 1', tz: 'Europe/Paris' } });
    // 2026-03-01 is a Sunday; Paris is UTC+1 until the end of March, UTC+2 after.
    expect(body.data).toEqual({
      schedulePreview: ['2026-03-02T08:00:00.000Z', '2026-03-09T08:00:00.000Z', '2026-03-16T08:00:00.000Z'],
    });
    const bad = await graphql(server.url, query, { variables: { s: '61 * * * *', tz: 'UTC' } });
    expect(bad.body.errors?.[0].message).toBe('schedule is not a valid cron or OnCalendar expression');
    const zone = await graphql(server.url, query, { variables: { s: '0 9 * * 1', tz: 'Mars/Olympus' } });
    expect(zone.body.errors?.[0].message).toBe('tz is not a valid timezone');
  });

  it("gives a check's uptime over a period from its flips", async () => {
    const project = await newProject(server, 'Uptime');
    const gql = (query: string, variables: Record<string, unknown> = {}) =>
      graphql(server.url, query, { headers: { 'X-Api-Key': project.apiKey }, variables }).then(
        ({ body }) => body,
      );
    const created = await gql(
      `mutation { createCheck(input: { name: "u", timeout: 3600, grace: 3600 }) { check { uuid } } }`,
    );
    const { uuid } = (created.data!.createCheck as { check: { uuid: string } }).check;
    const deps = domainDeps(server.runtime);
    const { Check } = await import('../../src/monitoring/checks/check.entity.js');
    const { Flip } = await import('../../src/monitoring/flips/flip.entity.js');
    const check = await deps.em.findOneOrFail(Check, { uuid });
    check.createdAt = new Date('2026-02-01T00:00:00Z');
    // Down for six hours on 2026-02-25, and down again since 2026-02-28T18:00.
    for (const [at, oldStatus, newStatus] of [
      ['2026-02-02T00:00:00Z', 'new', 'up'],
      ['2026-02-25T00:00:00Z', 'up', 'down'],
      ['2026-02-25T06:00:00Z', 'down', 'up'],
      ['2026-02-28T18:00:00Z', 'up', 'down'],
    ])
      deps.em.create(Flip, { check, created: new Date(at), oldStatus, newStatus, reason: '' });
    await deps.em.flush();
    const read = await gql(
      `query($id: ID!) { check(id: $id) { week: uptime(days: 7) { ratio downSeconds outages } quarter: uptime(days: 90) { ratio downSeconds outages } } }`,
      { id: uuid },
    );
    const { week, quarter } = read.data!.check as Record<
      string,
      { ratio: number; downSeconds: number; outages: number }
    >;
    expect(week).toEqual({ ratio: 1 - 12 / (7 * 24), downSeconds: 12 * 3600, outages: 2 });
    // Ninety days reach back before its creation: counted from 2026-02-01 (28 days).
    expect(quarter.downSeconds).toBe(12 * 3600);
    expect(quarter.ratio).toBeCloseTo(1 - 12 / (28 * 24), 10);
    const refused = await gql(`query($id: ID!) { check(id: $id) { uptime(days: 0) { ratio } } }`, {
      id: uuid,
    });
    expect(refused.errors?.[0].message).toBe('days must be 1 to 366');
  });
});
