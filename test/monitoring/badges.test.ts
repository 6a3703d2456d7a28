import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { api, newProject } from '../helpers/monitoring.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const clock = new FixedClock(new Date('2026-06-01T10:00:00Z'));
let server: TestServer;
let rw: ReturnType<typeof api>;
let badges: Record<string, Record<string, string>>;
const checkBadgeKeys: Record<string, string> = {};

/** Stack-based well-formedness check of the SVG's XML (no parser dependency needed for this). */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && xml.startsWith('<svg xmlns="http://www.w3.org/2000/svg"');
}

async function get(url: string, init?: RequestInit) {
  const res = await fetch(url.replace('http://hc.example', server.url), init);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: { PUBLIC_URL: 'http://hc.example', MASTER_BADGE_LABEL: 'All' },
  });
  const project = await newProject(server, 'Badges');
  rw = api(server, project.apiKey);
  for (const [name, tags] of [
    ['db-main', 'db'],
    ['db-replica', 'db web'],
    ['front', 'web'],
  ]) {
    const created = await rw('POST', '/checks/', { name, tags, timeout: 60, grace: 60 });
    checkBadgeKeys[name] = /\/b\/2\/([0-9a-f-]+)\.svg$/.exec(created.json.badge_url as string)![1];
    await fetch(`${server.url}/ping/${created.json.uuid}`);
  }
  clock.advance(30_000);
  const replica = (await rw('GET', '/checks/?tag=db&tag=web')).json.checks as { uuid: string }[];
  await fetch(`${server.url}/ping/${replica[0].uuid}`);
  clock.advance(59_000); // db-main and front are in their grace period now, db-replica is up
  const front = (await rw('GET', '/checks/?slug=')).json.checks as { name: string; uuid: string }[];
  await fetch(`${server.url}/ping/${front.find((c) => c.name === 'front')!.uuid}/fail`);
  badges = (await rw('GET', '/badges/')).json.badges as typeof badges;
});
afterAll(() => server.stop());

describe('badges', () => {
  it('evaluates tags: late only with three states, down wins, counts in JSON', async () => {
    expect(JSON.parse((await get(badges.db.json3)).text)).toEqual({
      status: 'late',
      total: 2,
      grace: 1,
      down: 0,
    });
    expect(JSON.parse((await get(badges.db.json)).text)).toEqual({
      status: 'up',
      total: 2,
      grace: 1,
      down: 0,
    });
    expect(JSON.parse((await get(badges.web.json3)).text)).toEqual({
      status: 'down',
      total: 2,
      grace: 0,
      down: 1,
    });
    expect(JSON.parse((await get(badges['*'].json3)).text)).toEqual({
      status: 'down',
      total: 3,
      grace: 1,
      down: 1,
    });
    expect(JSON.parse((await get(badges.db.shields3)).text)).toEqual({
      schemaVersion: 1,
      label: 'db',
      message: 'late',
      color: 'important',
    });
    expect(JSON.parse((await get(badges['*'].shields)).text)).toMatchObject({
      label: 'All',
      color: 'critical',
    });
  });

  it('draws a well-formed SVG with the reference widths, colours and headers', async () => {
    const res = await get(badges.db.svg3);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(wellFormed(res.text)).toBe(true);
    // "db" is 7 + 7 + 10 = 24 wide, "late" 3 + 7 + 5 + 7 + 10 = 32.
    expect(res.text).toContain('width="56" height="20"');
    expect(res.text).toContain('<rect x="24" width="32" height="20" fill="#fe7d37"/>');
    expect(res.text).toContain('<text x="12" y="14">db</text>');
    expect(res.text).toContain('<text x="40" y="14">late</text>');
    expect((await get(badges.web.svg)).text).toContain('fill="#e05d44"');
  });

  it('serves per-check badges by the check badge key, with 2 or 3 states', async () => {
    const key = checkBadgeKeys['db-main'];
    expect(JSON.parse((await get(`${server.url}/b/3/${key}.json`)).text)).toEqual({
      status: 'late',
      total: 1,
      grace: 1,
      down: 0,
    });
    expect(JSON.parse((await get(`${server.url}/b/2/${key}.json`)).text).status).toBe('up');
    expect(JSON.parse((await get(`${server.url}/b/3/${key}.shields`)).text).label).toBe('db-main');
  });

  it('answers 404 for wrong signatures, keys, formats; 405 and 204 for other methods', async () => {
    const wrongSignature = badges.db.svg3.replace(/\/([A-Za-z0-9_-]{8})\/db\.svg$/, '/AAAAAAAA/db.svg');
    expect((await get(wrongSignature)).status).toBe(404);
    expect((await get(badges.db.svg3.replace('/db.svg', '/web.svg'))).status).toBe(404);
    expect((await get(badges.db.svg3.replace('.svg', '.png'))).status).toBe(404);
    expect((await get(`${server.url}/b/3/00000000-0000-4000-8000-000000000000.svg`)).status).toBe(404);
    expect((await get(badges.db.svg3, { method: 'POST' })).status).toBe(405);
    expect((await get(badges.db.svg3, { method: 'OPTIONS' })).status).toBe(204);
  });
});
