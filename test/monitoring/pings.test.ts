import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateProject } from '../../src/auth/project.service.js';
import { FixedClock } from '../../src/clock.js';
import { Flip } from '../../src/monitoring/flip.entity.js';
import { Ping } from '../../src/monitoring/ping.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { api, newChannel, newProject } from '../helpers/monitoring.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const clock = new FixedClock(new Date('2026-03-01T12:00:00.250Z'));
const RID = '6b0b8c1a-6d3b-4f2c-9a4e-1f1d2c3b4a59';
let server: TestServer;
let project: Awaited<ReturnType<typeof newProject>>;
let rw: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { PUBLIC_URL: 'http://hc.example', PING_BODY_LIMIT: '100' } });
  project = await newProject(server, 'Pings');
  rw = api(server, project.apiKey);
});
afterAll(() => server.stop());

async function ping(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}/ping/${path}`, init);
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function newCheck(fields: Record<string, unknown> = {}) {
  const res = await rw('POST', '/checks/', { name: 'check', ...fields });
  return res.json.uuid as string;
}

const check = async (uuid: string) => (await rw('GET', `/checks/${uuid}`)).json;
const pings = async (uuid: string) =>
  (await rw('GET', `/checks/${uuid}/pings/`)).json.pings as Record<string, unknown>[];

async function flips(uuid: string) {
  const em = domainDeps(server.runtime).em;
  const rows = await em.find(Flip, { check: { uuid } }, { orderBy: { id: 'asc' } });
  return rows.map(
    (f) => `${f.oldStatus}>${f.newStatus}${f.reason ? ` ${f.reason}` : ''}${f.processed ? ' quiet' : ''}`,
  );
}

describe('ping URLs', () => {
  it('answers OK as text/plain with CORS, no-cache and Ping-Body-Limit headers', async () => {
    const uuid = await newCheck();
    const res = await ping(uuid);
    expect(res).toMatchObject({ status: 200, text: 'OK' });
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('ping-body-limit')).toBe('100');
    expect(res.headers.get('cache-control')).toBe('max-age=0, no-cache, no-store, must-revalidate, private');
    expect((await ping(`${uuid}/`)).status).toBe(200);
    expect((await check(uuid)).n_pings).toBe(2);
  });

  it('records any method as received, HEAD included', async () => {
    const uuid = await newCheck();
    for (const method of ['GET', 'POST', 'PUT', 'HEAD', 'OPTIONS', 'DELETE']) {
      expect((await ping(uuid, { method })).status).toBe(200);
    }
    expect((await pings(uuid)).map((p) => p.method)).toEqual([
      'DELETE',
      'OPTIONS',
      'HEAD',
      'PUT',
      'POST',
      'GET',
    ]);
  });

  it.each([
    ['start', 'start'],
    ['fail', 'fail'],
    ['log', 'log'],
    ['0', 'success'],
    ['1', 'fail'],
    ['255', 'fail'],
  ])('/%s is recorded as %s', async (suffix, type) => {
    const uuid = await newCheck();
    expect((await ping(`${uuid}/${suffix}`)).text).toBe('OK');
    expect((await pings(uuid))[0].type).toBe(type);
  });

  it.each([
    ['an exit status above 255', (uuid: string) => `${uuid}/256`, 400, 'invalid url format'],
    ['a bad rid', (uuid: string) => `${uuid}?rid=not-a-uuid`, 400, 'invalid uuid format'],
    ['an unknown check', () => '00000000-0000-4000-8000-000000000000', 404, 'not found'],
    ['an uppercase UUID', (uuid: string) => uuid.toUpperCase(), 404, 'not found'],
    ['a UUID without dashes', (uuid: string) => uuid.replace(/-/g, ''), 404, 'not found'],
    ['a negative exit status', (uuid: string) => `${uuid}/-1`, 404, 'not found'],
    ['an unknown suffix', (uuid: string) => `${uuid}/later`, 404, 'not found'],
  ])('%s → %i %s, nothing recorded', async (_name, path, status, text) => {
    const uuid = await newCheck();
    const res = await ping(path(uuid));
    expect(res).toMatchObject({ status, text });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await check(uuid)).n_pings).toBe(0);
  });

  it('checks the exit status after the check exists (unknown check with /256 is 404)', async () => {
    expect((await ping('00000000-0000-4000-8000-000000000000/256')).status).toBe(404);
  });

  it('pings by ping key and slug, refusing uppercase slugs, ambiguity and trailing slashes', async () => {
    const uuid = await newCheck({ slug: 'nightly' });
    expect((await ping(`${project.pingKey}/nightly`)).text).toBe('OK');
    expect((await ping(`${project.pingKey}/nightly/fail`)).text).toBe('OK');
    expect((await check(uuid)).status).toBe('down');
    expect(await ping(`${project.pingKey}/nightly/`)).toMatchObject({ status: 404 });
    expect(await ping(`${project.pingKey}/Nightly`)).toMatchObject({
      status: 400,
      text: 'invalid url format',
    });
    expect(await ping(`${project.pingKey}/unknown`)).toMatchObject({ status: 404, text: 'not found' });
    await newCheck({ slug: 'twice' });
    await newCheck({ slug: 'twice' });
    expect(await ping(`${project.pingKey}/twice`)).toMatchObject({ status: 409, text: 'ambiguous slug' });
  });

  it('auto-provisions with ?create=1: 201 Created, all channels, then 200', async () => {
    const channel = await newChannel(server, project.id, 'ops');
    expect(await ping(`${project.pingKey}/fresh-job?create=1`)).toMatchObject({
      status: 201,
      text: 'Created',
    });
    const listed = (await rw('GET', '/checks/?slug=fresh-job')).json.checks as Record<string, unknown>[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: 'fresh-job',
      slug: 'fresh-job',
      status: 'up',
      n_pings: 1,
      timeout: 86400,
      grace: 3600,
    });
    expect(String(listed[0].channels).split(',')).toContain(channel);
    expect(await ping(`${project.pingKey}/fresh-job?create=1`)).toMatchObject({ status: 200, text: 'OK' });
    expect(await ping(`nosuchpingkey000000000/fresh-job?create=1`)).toMatchObject({ status: 404 });
  });

  it('keeps a body up to PING_BODY_LIMIT bytes and serves it back exactly', async () => {
    const uuid = await newCheck();
    const body = Buffer.from([0xff, 0x00, 0x41, ...Buffer.from('x'.repeat(200))]);
    expect((await ping(uuid, { method: 'POST', body })).status).toBe(200);
    const [listed] = await pings(uuid);
    expect(listed.body_url).toBe(`http://hc.example/api/v3/checks/${uuid}/pings/1/body`);
    const res = await rw('GET', `/checks/${uuid}/pings/1/body`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    const raw = Buffer.from(
      await (
        await fetch(`${server.url}/api/v3/checks/${uuid}/pings/1/body`, {
          headers: { 'X-Api-Key': project.apiKey },
        })
      ).arrayBuffer(),
    );
    expect(raw.equals(body.subarray(0, 100))).toBe(true);
  });

  it('refuses request bodies over the 2.5 MB cap with a clean 400', async () => {
    const uuid = await newCheck();
    const res = await ping(uuid, { method: 'POST', body: Buffer.alloc(3 * 1024 * 1024, 0x61) });
    expect(res).toMatchObject({ status: 400, text: 'request body too large' });
    expect((await check(uuid)).n_pings).toBe(0);
  });

  it('records the socket address (X-Forwarded-For is ignored without TRUST_PROXY) and cuts the user agent', async () => {
    const uuid = await newCheck();
    await ping(uuid, { headers: { 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'u'.repeat(300) } });
    const [listed] = await pings(uuid);
    expect(listed.remote_addr).toBe('127.0.0.1');
    expect(listed.scheme).toBe('http');
    expect(listed.ua).toBe('u'.repeat(200));
  });

  it('gives 200 concurrent pings to one check the numbers 1..200 without gaps or repeats', async () => {
    const uuid = await newCheck();
    const answers = await Promise.all(Array.from({ length: 200 }, () => ping(uuid)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await check(uuid)).n_pings).toBe(200);
    const ns = (await pings(uuid)).map((p) => p.n as number);
    expect(ns).toEqual(Array.from({ length: 100 }, (_, i) => 200 - i));
  });
});

describe('status by pings', () => {
  it('new → up (quiet) → down by fail (notifies) → up by success (notifies); no flip without a change', async () => {
    const uuid = await newCheck();
    await ping(uuid);
    expect((await check(uuid)).status).toBe('up');
    await ping(uuid);
    await ping(`${uuid}/fail`);
    expect((await check(uuid)).status).toBe('down');
    await ping(`${uuid}/fail`);
    await ping(uuid);
    expect(await flips(uuid)).toEqual(['new>up quiet', 'up>down fail', 'down>up']);
  });

  it('new → down by a failure notifies', async () => {
    const uuid = await newCheck();
    await ping(`${uuid}/3`);
    expect(await flips(uuid)).toEqual(['new>down fail']);
  });

  it('a paused check comes up quietly, or ignores pings with manual_resume', async () => {
    const quiet = await newCheck();
    await rw('POST', `/checks/${quiet}/pause`);
    await ping(quiet);
    expect((await check(quiet)).status).toBe('up');
    expect(await flips(quiet)).toEqual(['new>paused quiet', 'paused>up quiet']);

    const manual = await newCheck({ manual_resume: true });
    await rw('POST', `/checks/${manual}/pause`);
    await ping(`${manual}/fail`);
    expect((await check(manual)).status).toBe('paused');
    expect((await pings(manual))[0].type).toBe('ign');
  });

  it('log pings and start pings leave the status alone; start shows as started', async () => {
    const uuid = await newCheck();
    await ping(`${uuid}/log`);
    expect(await check(uuid)).toMatchObject({ status: 'new', n_pings: 1, last_ping: null });
    await ping(`${uuid}/start`);
    expect(await check(uuid)).toMatchObject({
      status: 'new',
      started: true,
      next_ping: '2026-03-01T12:00:00+00:00',
    });
  });

  it('API v1 shows a running job as the status "started"; v2 and v3 do not', async () => {
    const uuid = await newCheck();
    await ping(`${uuid}/start`);
    expect((await api(server, project.apiKey, 1)('GET', `/checks/${uuid}`)).json.status).toBe('started');
    expect((await api(server, project.apiKey, 2)('GET', `/checks/${uuid}`)).json.status).toBe('new');
  });

  it('measures runs by rid: a success with the start rid closes it with a duration', async () => {
    const uuid = await newCheck();
    clock.set('2026-03-01T13:00:00Z');
    await ping(`${uuid}/start?rid=${RID}`);
    clock.set('2026-03-01T13:00:42.500Z');
    await ping(`${uuid}?rid=00000000-0000-4000-8000-000000000001`);
    expect((await check(uuid)).started).toBe(true);
    clock.set('2026-03-01T13:01:30Z');
    await ping(`${uuid}?rid=${RID}`);
    expect(await check(uuid)).toMatchObject({ started: false, last_duration: 90 });
    const listed = await pings(uuid);
    expect(listed.map((p) => [p.type, p.duration])).toEqual([
      ['success', 90],
      ['success', undefined],
      ['start', undefined],
    ]);
    expect(listed[1]).toEqual({
      type: 'success',
      date: '2026-03-01T13:00:42.500000+00:00',
      n: 2,
      scheme: 'http',
      remote_addr: '127.0.0.1',
      method: 'GET',
      ua: 'node',
      rid: '00000000-0000-4000-8000-000000000001',
      body_url: null,
    });
    expect(Object.keys(listed[0])).toEqual([
      'type',
      'date',
      'n',
      'scheme',
      'remote_addr',
      'method',
      'ua',
      'rid',
      'body_url',
      'duration',
    ]);
  });

  it('methods "POST" ignores other methods', async () => {
    const uuid = await newCheck({ methods: 'POST' });
    await ping(uuid);
    expect((await check(uuid)).status).toBe('new');
    await ping(uuid, { method: 'POST' });
    expect((await check(uuid)).status).toBe('up');
  });

  it('classifies HTTP bodies by keywords, invalid UTF-8 included', async () => {
    const uuid = await newCheck({
      filter_http_body: true,
      success_kw: 'all good',
      failure_kw: 'ERROR, FATAL',
      start_kw: 'begin',
    });
    const send = (body: string | Buffer, suffix = '') => ping(`${uuid}${suffix}`, { method: 'POST', body });
    await send('begin');
    await send('FATAL: disk', '/0');
    await send('all good');
    await send('nothing to see');
    await send(Buffer.from([0xc3, 0x28, 0xff]));
    expect((await pings(uuid)).map((p) => p.type)).toEqual(['ign', 'ign', 'success', 'fail', 'start']);
  });
});

describe('ping log', () => {
  it('is for read-write keys only; unknown n and bodiless pings are 404', async () => {
    const uuid = await newCheck();
    await ping(uuid);
    const ro = api(server, project.apiKeyReadonly);
    expect((await ro('GET', `/checks/${uuid}/pings/`)).status).toBe(401);
    expect((await rw('GET', `/checks/${uuid}/pings/1/body`)).json).toEqual({ error: 'not found' });
    expect((await rw('GET', `/checks/${uuid}/pings/9/body`)).status).toBe(404);
    expect((await rw('POST', `/checks/${uuid}/pings/`)).status).toBe(405);
    const other = await newProject(server, 'Other');
    expect((await api(server, other.apiKey)('GET', `/checks/${uuid}/pings/`)).status).toBe(403);
  });
});

describe('ping log retention', () => {
  it('keeps ping_log_limit pings: older ones are pruned every 100 pings and their bodies are gone', async () => {
    const small = await newProject(server, 'Small log');
    await updateProject(domainDeps(server.runtime), small.id, { pingLogLimit: 10 });
    const own = api(server, small.apiKey);
    const uuid = (await own('POST', '/checks/', { name: 'busy' })).json.uuid as string;
    await ping(uuid, { method: 'POST', body: 'first body' });
    for (let i = 0; i < 99; i++) await ping(uuid);
    const listed = (await own('GET', `/checks/${uuid}/pings/`)).json.pings as { n: number }[];
    expect(listed.map((p) => p.n)).toEqual(Array.from({ length: 10 }, (_, i) => 100 - i));
    expect((await own('GET', `/checks/${uuid}/pings/1/body`)).status).toBe(404);
    const em = domainDeps(server.runtime).em;
    expect(await em.count(Ping, { check: { uuid } })).toBe(10);
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  it('takes the address and scheme from X-Forwarded-For and X-Forwarded-Proto', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const own = await newProject(proxied, 'Proxied');
      const client = api(proxied, own.apiKey);
      const uuid = (await client('POST', '/checks/', { name: 'p' })).json.uuid as string;
      await fetch(`${proxied.url}/ping/${uuid}`, {
        headers: { 'X-Forwarded-For': '203.0.113.9:4711, 10.0.0.1', 'X-Forwarded-Proto': 'https' },
      });
      const [listed] = (await client('GET', `/checks/${uuid}/pings/`)).json.pings as Record<
        string,
        unknown
      >[];
      expect(listed).toMatchObject({ remote_addr: '203.0.113.9', scheme: 'https' });
    } finally {
      await proxied.stop();
    }
  });
});

describe('expected pings of scheduled checks', () => {
  it('shows next_ping from the schedule in its time zone, and grace and down by the clock', async () => {
    clock.set('2026-04-01T10:30:00Z');
    const uuid = await newCheck({ schedule: '0 * * * *', tz: 'Asia/Kolkata', grace: 300 });
    await ping(uuid);
    // Kolkata is UTC+05:30: pinged at 16:00 local, the next full local hour is 17:00 = 11:30Z.
    expect(await check(uuid)).toMatchObject({ status: 'up', next_ping: '2026-04-01T11:30:00+00:00' });
    clock.set('2026-04-01T11:31:00Z');
    expect((await check(uuid)).status).toBe('grace');
    clock.set('2026-04-01T11:35:00Z');
    expect((await check(uuid)).status).toBe('down');
    const calendar = await newCheck({ schedule: 'Mon..Fri 09:00', tz: 'Europe/Riga', grace: 300 });
    await ping(calendar);
    // 2026-04-01 is a Wednesday; Riga is UTC+03:00 in summer.
    expect((await check(calendar)).next_ping).toBe('2026-04-02T06:00:00+00:00');
  });
});
