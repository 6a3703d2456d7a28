import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { badgeSignature } from '../../src/monitoring/badges/badge.service.js';
import { api, newProject } from '../helpers/monitoring.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const clock = new FixedClock(new Date('2026-03-01T12:00:00.500Z'));
let server: TestServer;
let project: Awaited<ReturnType<typeof newProject>>;
let rw: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startTestServer({
    clock,
    env: { PUBLIC_URL: 'http://hc.example', SECRET_KEY: 'badge-secret-key-123' },
  });
  project = await newProject(server, 'Flips');
  rw = api(server, project.apiKey);
});
afterAll(() => server.stop());

describe('flips', () => {
  let uuid = '';
  let uniqueKey = '';

  beforeAll(async () => {
    const created = await rw('POST', '/checks/', { name: 'f' });
    uuid = created.json.uuid as string;
    uniqueKey = (await api(server, project.apiKeyReadonly)('GET', `/checks/${uuid}`)).json
      .unique_key as string;
    clock.set('2026-03-01T12:10:00Z');
    await rw('POST', `/checks/${uuid}/pause`);
    clock.set('2026-03-01T12:20:00Z');
    await rw('POST', `/checks/${uuid}/resume`);
    clock.set('2026-03-01T12:30:00Z');
  });

  it('lists flips newest first as a bare array in v3 (pause and resume flips show up 0)', async () => {
    const res = await rw('GET', `/checks/${uuid}/flips/`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { timestamp: '2026-03-01T12:20:00+00:00', up: 0 },
      { timestamp: '2026-03-01T12:10:00+00:00', up: 0 },
    ]);
    const ro = api(server, project.apiKeyReadonly);
    expect((await ro('GET', `/checks/${uniqueKey}/flips/`)).json).toEqual(res.json);
  });

  it('keeps the {"flips": […]} wrapper in v1 and v2', async () => {
    for (const version of [1, 2]) {
      const res = await api(server, project.apiKey, version)('GET', `/checks/${uuid}/flips/`);
      expect(res.json).toEqual({
        flips: [
          { timestamp: '2026-03-01T12:20:00+00:00', up: 0 },
          { timestamp: '2026-03-01T12:10:00+00:00', up: 0 },
        ],
      });
    }
  });

  it('filters by start, end and seconds', async () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    const times = async (query: string) =>
      ((await rw('GET', `/checks/${uuid}/flips/${query}`)).json as unknown as { timestamp: string }[]).map(
        (flip) => flip.timestamp,
      );
    expect(await times(`?start=${at('2026-03-01T12:15:00Z')}`)).toEqual(['2026-03-01T12:20:00+00:00']);
    expect(await times(`?end=${at('2026-03-01T12:20:00Z')}`)).toEqual(['2026-03-01T12:10:00+00:00']);
    expect(await times('?seconds=900')).toEqual(['2026-03-01T12:20:00+00:00']);
    expect(await times('?seconds=0')).toHaveLength(2);
  });

  it.each(['?start=abc', '?end=-1', '?seconds=31536001', '?start=10000000001', '?seconds=1.5'])(
    'refuses %s with 400 invalid query, after 404 and 403',
    async (query) => {
      expect(await rw('GET', `/checks/${uuid}/flips/${query}`)).toMatchObject({
        status: 400,
        json: { error: 'invalid query' },
      });
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(await rw('GET', `/checks/${unknown}/flips/${query}`)).toMatchObject({ status: 404 });
      const stranger = api(server, (await newProject(server, 'Stranger')).apiKey);
      expect(await stranger('GET', `/checks/${uuid}/flips/${query}`)).toMatchObject({
        status: 403,
        json: { error: 'forbidden' },
      });
    },
  );
});

describe('badges', () => {
  it('signs badge URLs as the reference does', () => {
    expect(badgeSignature('alice', '---', 'foo')).toBe('HLoyq8dX');
    expect(badgeSignature('alice', '---', '*')).toBe('6SKpySaJ');
  });

  it('lists badge URLs for every tag and *, for both key kinds', async () => {
    const tagged = await newProject(server, 'Badges');
    const client = api(server, tagged.apiKey);
    await client('POST', '/checks/', { tags: 'web db@dc1' });
    await client('POST', '/checks/', { tags: 'web' });
    const res = await api(server, tagged.apiKeyReadonly)('GET', '/badges/');
    expect(res.status).toBe(200);
    const key = tagged.badgeKey;
    const sig = (tag: string) => badgeSignature(key, 'badge-secret-key-123', tag);
    const urls = (tag: string, path: string) => ({
      svg: `http://hc.example/badge/${key}/${sig(tag)}-2${path}.svg`,
      svg3: `http://hc.example/badge/${key}/${sig(tag)}${path}.svg`,
      json: `http://hc.example/badge/${key}/${sig(tag)}-2${path}.json`,
      json3: `http://hc.example/badge/${key}/${sig(tag)}${path}.json`,
      shields: `http://hc.example/badge/${key}/${sig(tag)}-2${path}.shields`,
      shields3: `http://hc.example/badge/${key}/${sig(tag)}${path}.shields`,
    });
    expect(res.json).toEqual({
      badges: { 'db@dc1': urls('db@dc1', '/db%2540dc1'), web: urls('web', '/web'), '*': urls('*', '') },
    });
    const other = await api(server, project.apiKey)('GET', '/badges/');
    expect(Object.keys(other.json.badges as object)).toEqual(['*']);
  });
});

describe('API v1 and v2', () => {
  it('derive the slug from the name (an explicit slug wins); v3 never does', async () => {
    const v1 = api(server, project.apiKey, 1);
    const v2 = api(server, project.apiKey, 2);
    const created = await v2('POST', '/checks/', { name: 'Nightly Backup: DB #1 – Ünïcode' });
    expect(created.status).toBe(201);
    expect(created.json.slug).toBe('nightly-backup-db-1-unicode');
    expect(created.json.update_url).toBe(`http://hc.example/api/v2/checks/${created.json.uuid}`);
    const explicit = await v1('POST', '/checks/', { name: 'Some Name', slug: 'given' });
    expect(explicit.json.slug).toBe('given');
    const renamed = await v1('POST', `/checks/${explicit.json.uuid}`, { name: '  -Renamed_ ' });
    expect(renamed.json.slug).toBe('renamed');
    const v3 = await rw('POST', '/checks/', { name: 'No Slug' });
    expect(v3.json.slug).toBe('');
  });

  it('v1 lists checks with v1 URLs', async () => {
    const v1 = api(server, project.apiKey, 1);
    const { json } = await v1('GET', '/checks/');
    const checks = json.checks as Record<string, string>[];
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) expect(check.update_url).toMatch(/^http:\/\/hc\.example\/api\/v1\/checks\//);
  });
});
