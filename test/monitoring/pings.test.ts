import { describe, expect, it } from 'vitest';
import { updateProject } from '../../src/auth/project.service.js';
import { Ping } from '../../src/monitoring/pings/ping.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { api, newChannel, newProject, pingServer } from '../helpers/monitoring.js';
import { startTestServer } from '../helpers/server.js';

// The ping URLs, what they record, and the ping log.
const { server, project, rw, ping, newCheck, check, pings } = await pingServer();

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
