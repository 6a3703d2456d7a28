import { describe, expect, it } from 'vitest';
import { api, checksApiServer } from '../helpers/monitoring.js';

// The Management API's keys (read-write, read-only, another project's) and its HTTP manners.
const { server, rw, ro, other } = await checksApiServer();

describe('authentication', () => {
  it.each([
    ['no key', undefined, 'missing api key'],
    ['a short key', 'abc', 'missing api key'],
    ['an empty header', '', 'missing api key'],
    ['a wrong 32-char key', 'pcw_' + 'a'.repeat(28), 'wrong api key'],
  ])('%s → 401', async (_what, key, error) => {
    for (const [method, path] of [
      ['GET', '/checks/'],
      ['POST', '/checks/'],
      ['GET', '/channels/'],
    ]) {
      const res = await api(server, key)(method, path);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('gives read-only keys the read endpoints with unique_key instead of URLs, and 401 on the others', async () => {
    const created = await rw('POST', '/checks/', { name: 'ro-visible', tags: 'ro' });
    const uuid = created.json.uuid as string;
    const list = await ro('GET', '/checks/?tag=ro');
    expect(list.status).toBe(200);
    const [check] = list.json.checks as Record<string, unknown>[];
    const { uuid: _u, ping_url, update_url, pause_url, resume_url, channels, ...kept } = created.json;
    void [ping_url, update_url, pause_url, resume_url, channels];
    const { timeout, ...beforeTimeout } = kept;
    expect(check).toEqual({ ...beforeTimeout, unique_key: expect.stringMatching(/^[0-9a-f]{40}$/), timeout });
    expect(Object.keys(check)).toHaveLength(24);
    const byKey = await ro('GET', `/checks/${check.unique_key}`);
    expect(byKey.json).toEqual(check);
    expect((await ro('GET', `/checks/${uuid}`)).json).toEqual(check);
    for (const [method, path] of [
      ['POST', '/checks/'],
      ['POST', `/checks/${uuid}`],
      ['DELETE', `/checks/${uuid}`],
      ['POST', `/checks/${uuid}/pause`],
      ['POST', `/checks/${uuid}/resume`],
      ['GET', '/channels/'],
    ]) {
      const res = await ro(method, path, method === 'POST' ? {} : undefined);
      expect([method, path, res.status, res.json]).toEqual([method, path, 401, { error: 'wrong api key' }]);
    }
  });

  it('computes unique_key from the UUID as the reference does', async () => {
    const { uniqueKey } = await import('../../src/monitoring/checks/unique-key.js');
    expect(uniqueKey('31365bce-8da9-4729-8ff3-aaa71d56b712')).toBe(
      'a6c7b0a8a66bed0df66abfdab3c77736861703ee',
    );
    expect(uniqueKey('803f680d-e89b-492b-82ef-2be7b774a92d')).toBe(
      '124f983e0e3dcaeba921cfcef46efd084576e783',
    );
  });

  it("never reveals or changes another project's check: 403 after the 404 check", async () => {
    const created = await rw('POST', '/checks/', { name: 'mine' });
    const uuid = created.json.uuid as string;
    for (const [method, path] of [
      ['GET', `/checks/${uuid}`],
      ['POST', `/checks/${uuid}`],
      ['DELETE', `/checks/${uuid}`],
      ['POST', `/checks/${uuid}/pause`],
      ['POST', `/checks/${uuid}/resume`],
    ]) {
      const res = await other(method, path, method === 'POST' ? { name: 'stolen' } : undefined);
      expect([method, path, res.status, res.json]).toEqual([method, path, 403, { error: 'forbidden' }]);
    }
    expect((await rw('GET', `/checks/${uuid}`)).json.name).toBe('mine');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await other('GET', `/checks/${unknown}`)).toMatchObject({
      status: 404,
      json: { error: 'not found' },
    });
    expect(await other('POST', `/checks/${unknown}`, { name: 5 })).toMatchObject({ status: 404 });
    expect(await other('POST', `/checks/${uuid}`, { name: 5 })).toMatchObject({ status: 403 });
    const list = await other('GET', '/checks/');
    expect((list.json.checks as { name: string }[]).map((c) => c.name)).not.toContain('mine');
  });
});

describe('HTTP details', () => {
  it('answers OPTIONS with 204 and CORS, wrong methods (HEAD included) with 405 JSON', async () => {
    const options = await fetch(`${server.url}/api/v3/checks/`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(Object.fromEntries([...options.headers].filter(([k]) => k.startsWith('access-control')))).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'X-Api-Key',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-max-age': '600',
    });
    for (const [method, path] of [
      ['PUT', '/checks/'],
      ['DELETE', '/checks/'],
      ['PATCH', `/checks/00000000-0000-4000-8000-000000000000`],
      ['GET', `/checks/00000000-0000-4000-8000-000000000000/pause`],
      ['POST', `/checks/${'a'.repeat(40)}`],
      ['POST', '/channels/'],
    ]) {
      const res = await rw(method, path);
      expect([method, path, res.status, res.json]).toEqual([
        method,
        path,
        405,
        { error: 'method not allowed' },
      ]);
    }
    const head = await fetch(`${server.url}/api/v3/checks/`, { method: 'HEAD' });
    expect(head.status).toBe(405);
  });

  it('redirects /checks to /checks/ and 404s malformed ids and trailing slashes', async () => {
    const res = await rw('GET', '/checks');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/api/v3/checks/');
    for (const path of [
      '/checks/not-a-uuid',
      '/checks/00000000-0000-4000-8000-00000000000A',
      '/checks/00000000-0000-4000-8000-000000000000/',
    ]) {
      expect((await rw('GET', path)).status).toBe(404);
    }
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await rw('POST', '/checks/', JSON.stringify({ desc: 'x'.repeat(3_000_000) }));
    expect(res).toMatchObject({ status: 413, json: { error: 'request body too large' } });
  });
});
