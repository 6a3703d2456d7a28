import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjects, rotateProjectKeys } from '../../src/auth/project.service.js';
import { domainDeps } from '../../src/runtime.js';
import { api, healthchecksImport } from '../helpers/monitoring.js';
import { runCli, spawnCli, startTestServer } from '../helpers/server.js';

// Healthchecks' own answers, recorded, and sources that break Portico's rules, imported.

/** 256 MB of zeros in ~250 kB of gzip. */
const BOMB = gzipSync(Buffer.alloc(256 * 1024 * 1024));

const target = await startTestServer();
afterAll(() => target.stop());
const importHealthchecks = healthchecksImport(target);

/** Recorded Healthchecks answers (its documented v3 shapes), served from loopback. */
describe('import healthchecks from Healthchecks itself', () => {
  let server: Server;
  let url: string;
  let failPingsOf: string | null = null;
  /** A hostile source: the checks list, or each ping body, a gzip bomb. */
  let bomb: 'list' | 'bodies' | null = null;
  const UUID = ['5ee6b4c3-6f2b-4b91-9b1e-0a9d2c1b7a11', '7a0e8d0a-2f55-4d0c-8f7e-3c1b2a9d6e22'];
  const checks = [
    {
      name: 'Backups', slug: 'backups', tags: 'prod www', desc: 'Runs /usr/bin/backup.sh', grace: 900,
      n_pings: 1, status: 'up', started: false, last_ping: '2026-11-26T12:00:00+00:00',
      next_ping: '2026-11-27T12:00:00+00:00', manual_resume: false, methods: '', subject: '', subject_fail: '',
      start_kw: '', success_kw: '', failure_kw: '', filter_subject: false, filter_body: false,
      badge_url: 'https://healthchecks.io/b/2/abc.svg', uuid: UUID[0],
      ping_url: `https://hc-ping.com/${UUID[0]}`, update_url: `https://healthchecks.io/api/v3/checks/${UUID[0]}`,
      pause_url: `https://healthchecks.io/api/v3/checks/${UUID[0]}/pause`,
      resume_url: `https://healthchecks.io/api/v3/checks/${UUID[0]}/resume`,
      channels: '4ec5a071-2d08-4baa-898a-eb4eb3cd6941', timeout: 86400,
    },
    {
      name: 'Weekly report', slug: 'weekly-report', tags: '', desc: '', grace: 3600, n_pings: 0,
      status: 'new', started: false, last_ping: null, next_ping: null, manual_resume: false, methods: '',
      subject: '', subject_fail: '', start_kw: '', success_kw: '', failure_kw: '', filter_subject: false,
      filter_body: false, badge_url: 'https://healthchecks.io/b/2/def.svg', uuid: UUID[1],
      ping_url: `https://hc-ping.com/${UUID[1]}`, update_url: `https://healthchecks.io/api/v3/checks/${UUID[1]}`,
      pause_url: `https://healthchecks.io/api/v3/checks/${UUID[1]}/pause`,
      resume_url: `https://healthchecks.io/api/v3/checks/${UUID[1]}/resume`,
      channels: '', schedule: '0 9 * * 1', tz: 'Europe/Paris',
    },
  ]; // prettier-ignore

  beforeAll(async () => {
    server = createServer((req, res) => {
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers['x-api-key'] !== 'hcw_recorded_key_0123456789abcd')
        return json(401, { error: 'wrong api key' });
      const path = req.url ?? '';
      const bombed = (kind: typeof bomb) =>
        bomb === kind && res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(BOMB);
      if (path === '/api/v3/checks/') return bombed('list') || json(200, { checks });
      if (path === '/api/v3/channels/')
        return json(200, {
          channels: [{ id: '4ec5a071-2d08-4baa-898a-eb4eb3cd6941', name: 'Ops Slack', kind: 'slack' }],
        });
      if (path === `/api/v3/checks/${UUID[0]}/pings/1/body`) return res.writeHead(200).end('done: 12 files');
      if (path === `/api/v3/checks/${UUID[0]}/pings/2/body`) return bombed('bodies');
      const pings = /^\/api\/v3\/checks\/([^/]+)\/pings\/$/.exec(path);
      if (pings && pings[1] === failPingsOf) return res.writeHead(502).end('Bad Gateway');
      if (pings)
        return json(200, {
          pings: pings[1] === UUID[0]
            ? [{ type: 'success', date: '2026-11-26T12:00:00.123000+00:00', n: 1, scheme: 'https', remote_addr: '192.0.2.1', method: 'GET', ua: 'curl/8.0', rid: null, body_url: 'http://127.0.0.2:9/elsewhere' },
               ...(bomb === 'bodies' ? [{ type: 'log', date: '2026-11-26T13:00:00+00:00', n: 2, scheme: 'https', remote_addr: null, method: 'POST', ua: '', rid: null, body_url: 'x' }] : [])]
            : [],
        }); // prettier-ignore
      if (/\/flips\/$/.test(path))
        return json(200, {
          flips: path.includes(UUID[0]) ? [{ timestamp: '2026-11-26T12:00:00+00:00', up: 1 }] : [],
        });
      json(404, { error: 'not found' });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  it('imports its checks; a source that fails half-way is finished by running again', async () => {
    failPingsOf = UUID[1];
    const broken = await importHealthchecks(url, 'hcw_recorded_key_0123456789abcd', '--history');
    expect(broken.code).toBe(1);
    // What came in before is said, with the keys of the project it made.
    const made = JSON.parse(broken.stdout);
    expect(made).toMatchObject({
      project: { created: true, api_key: expect.stringMatching(/^pcw_/) },
      checks: { created: 1, updated: 0, unchanged: 0, failed: 0 },
      error: `${url}/api/v3/checks/${UUID[1]}/pings/ answered 502 (the import stopped after 1 of 2 checks: run it again to finish it)`,
    });

    failPingsOf = null;
    const run = await importHealthchecks(url, 'hcw_recorded_key_0123456789abcd', '--history');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({
      project: { id: made.project.id, name: `Healthchecks at ${new URL(url).host}`, created: false },
      checks: { created: 1, updated: 0, unchanged: 1, failed: 0 },
      pings: 0,
      flips: 0,
      integrations: [
        {
          name: 'Ops Slack',
          kind: 'slack',
          checks: [UUID[0]],
          command: `npm run -s cli -- channel create --project ${summary.project.id} --kind slack --name "Ops Slack" --value <an http(s) URL>`,
        },
      ],
    });
    const apiKey = made.project.api_key;
    const listed = await api(target, apiKey)('GET', '/checks/');
    const byName = Object.fromEntries(
      (listed.json.checks as Record<string, unknown>[]).map((check) => [check.name, check]),
    );
    expect(byName.Backups).toMatchObject({
      uuid: UUID[0], slug: 'backups', tags: 'prod www', desc: 'Runs /usr/bin/backup.sh', grace: 900,
      n_pings: 1, last_ping: '2026-11-26T12:00:00+00:00', timeout: 86400,
    }); // prettier-ignore
    expect(byName['Weekly report']).toMatchObject({
      uuid: UUID[1], status: 'new', schedule: '0 9 * * 1', tz: 'Europe/Paris', last_ping: null,
    }); // prettier-ignore
    const pings = await api(target, apiKey)('GET', `/checks/${UUID[0]}/pings/`);
    expect(pings.json.pings).toEqual([
      expect.objectContaining({
        type: 'success',
        date: '2026-11-26T12:00:00.123000+00:00',
        n: 1,
        ua: 'curl/8.0',
      }),
    ]);
  });

  /** The CLI's import with its peak resident memory (VmHWM, sampled until it exits). */
  async function measuredImport() {
    const { child, result } = spawnCli(
      [
        'import',
        'healthchecks',
        '--url',
        url,
        '--api-key',
        'hcw_recorded_key_0123456789abcd',
        '--history',
        '--json',
      ],
      target.env,
    );
    let peakKb = 0;
    const sampler = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // exited
      }
    }, 10);
    const run = await result.finally(() => clearInterval(sampler));
    return { ...run, peakMb: peakKb / 1024 };
  }

  it('stops reading a gzip bomb at its decoded cap, and keeps only the first PING_BODY_LIMIT of each body', async () => {
    bomb = 'list';
    const list = await measuredImport();
    expect(list.code).toBe(1);
    expect(JSON.parse(list.stdout)).toEqual({
      error: `${url}/api/v3/checks/ could not be read: response too large`,
    });
    bomb = 'bodies';
    const bodies = await measuredImport().finally(() => (bomb = null));
    expect(JSON.parse(bodies.stdout)).toMatchObject({ failures: [] });
    expect(bodies.code).toBe(0);
    // The 256 MB each bomb holds never were in memory (the CLI itself takes 100–150 MB).
    expect(list.peakMb).toBeLessThan(300);
    expect(bodies.peakMb).toBeLessThan(300);
    console.log(
      `gzip bombs: peak RSS ${list.peakMb.toFixed(0)} MB (list), ${bodies.peakMb.toFixed(0)} MB (bodies)`,
    );
    const projectId = JSON.parse(bodies.stdout).project.id as string;
    const { apiKey } = await rotateProjectKeys(domainDeps(target.runtime), projectId);
    const body = await fetch(`${target.url}/api/v3/checks/${UUID[0]}/pings/2/body`, {
      headers: { 'X-Api-Key': apiKey },
    });
    expect(Buffer.from(await body.arrayBuffer())).toEqual(
      Buffer.alloc(target.runtime.settings.pingBodyLimit),
    );
  });
});

/** A source whose values break Portico's rules (numbers out of range, times that cannot be, unknown sets). */
describe('import healthchecks: values the rules refuse', () => {
  let server: Server;
  let url: string;
  const BAD = 'a1b2c3d4-0000-4000-8000-000000000001';
  const BIG = 'a1b2c3d4-0000-4000-8000-000000000002';
  // Raw JSON: 1e309 is a number to JSON, Infinity to JavaScript.
  const answers: Record<string, string> = {
    '/api/v3/checks/': `{"checks": [
      {"uuid": "${BAD}", "name": "bad", "timeout": 3600, "grace": 60, "n_pings": 1e309, "status": "foo",
       "last_ping": "+275760-09-13T00:00:00Z", "last_duration": 1e309},
      {"uuid": "${BIG}", "name": "big", "timeout": 3600, "grace": 60, "n_pings": 3e9, "status": "up",
       "last_ping": "2026-11-26T12:00:00+00:00", "last_duration": 12.5},
      {"uuid": "../../x", "name": "traversal"}]}`,
    '/api/v3/channels/': '{"channels": []}',
    [`/api/v3/checks/${BAD}/pings/`]: `{"pings": [
      {"type": "success", "date": "2026-11-26T12:00:00+00:00", "n": 2147483653, "scheme": "https", "method": "GET", "ua": ""},
      {"type": "weird", "date": "2026-11-26T12:00:00+00:00", "n": 4, "scheme": "https", "method": "GET", "ua": ""},
      {"type": "success", "date": "2026-13-45T25:61:61", "n": 5, "scheme": "https", "method": "GET", "ua": ""},
      {"type": "fail", "date": "2026-11-26T12:00:00+00:00", "n": 7, "scheme": "https", "method": "GET", "ua": "",
       "exitstatus": 300, "remote_addr": "<script>", "rid": "nope"}]}`,
    [`/api/v3/checks/${BAD}/flips/`]:
      '{"flips": [{"timestamp": "+275760-09-13T00:00:00Z", "up": 1}, {"timestamp": "2026-11-26T11:00:00+00:00", "up": 7}]}',
    [`/api/v3/checks/${BIG}/pings/`]: '{"pings": []}',
    [`/api/v3/checks/${BIG}/flips/`]: '{"flips": []}',
    // A source none of whose checks Portico can take.
    '/refused/api/v3/checks/': '{"checks": [{"uuid": "../../x", "name": "traversal"}]}',
    '/refused/api/v3/channels/': '{"channels": []}',
  };
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(req.url ?? '');
      const answer = answers[req.url ?? ''];
      res.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json' }).end(answer ?? '{}');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  it('stores none of them, says which, and the checks keep answering and taking pings', async () => {
    const run = await importHealthchecks(url, 'hcw_recorded_key_0123456789abcd', '--history');
    expect(run.code, run.stdout).toBe(1);
    const summary = JSON.parse(run.stdout);
    expect(summary.checks).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 1 });
    expect(summary.failures).toEqual([{ check: '../../x', error: 'not a check UUID: ../../x' }]);
    expect(summary.error).toBe('1 of 3 checks were not imported: not a check UUID: ../../x');
    expect(summary.warnings).toEqual([
      `check ${BAD}: last_ping "+275760-09-13T00:00:00Z" is not a time up to now: not imported`,
      `check ${BAD}: last_duration null is not a number of seconds up to 2147483: not imported`,
      `check ${BAD}: status "foo" is not one of new, up, grace, started, down, paused: not imported`,
      `check ${BAD}: n_pings null is not a count up to 2147483647: not imported`,
      `check ${BAD}: 1 not imported: ping n 2147483653 is not a ping number`,
      `check ${BAD}: 1 not imported: ping type "weird" is not a ping type`,
      `check ${BAD}: 1 not imported: ping date "2026-13-45T25:61:61" is not a time up to now`,
      `check ${BAD}: 1 not imported: flip timestamp "+275760-09-13T00:00:00Z" is not a time up to now`,
      `check ${BAD}: 1 not imported: flip up 7 is not 0 or 1`,
      `check ${BIG}: n_pings 3000000000 is not a count up to 2147483647: not imported`,
    ]);
    // The history of a check without a real UUID was never asked for.
    expect(asked.filter((path) => path.includes('..'))).toEqual([]);

    const call = api(target, summary.project.api_key);
    const listed = await call('GET', '/checks/');
    expect(listed.status).toBe(200);
    const byName = Object.fromEntries(
      (listed.json.checks as Record<string, unknown>[]).map((c) => [c.name, c]),
    );
    expect(byName.bad).toMatchObject({ status: 'new', last_ping: null, n_pings: 7 });
    expect(byName.big).toMatchObject({
      n_pings: 0,
      last_duration: 12,
      last_ping: '2026-11-26T12:00:00+00:00',
    });
    const ping = await fetch(`${target.url}/ping/${BAD}`);
    expect([ping.status, await ping.text()]).toEqual([200, 'OK']);
    const log = await call('GET', `/checks/${BAD}/pings/`);
    expect(log.status).toBe(200);
    expect((log.json.pings as Record<string, unknown>[]).map((p) => [p.n, p.type])).toEqual([
      [8, 'success'],
      [7, 'fail'],
    ]);
    expect((log.json.pings as Record<string, unknown>[])[1]).toMatchObject({ remote_addr: null, rid: null });
    expect((await call('GET', `/checks/${BAD}`)).status).toBe(200);
  });

  it('makes no project when none of its checks can be imported', async () => {
    const projects = async () => (await listProjects(domainDeps(target.runtime))).length;
    const before = await projects();
    const run = await runCli(
      ['import', 'healthchecks', '--url', `${url}/refused`, '--api-key', 'hcw_recorded_key_0123456789abcd'],
      target.env,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^no project made: no check could be imported\nchecks: 0 created, 0 updated, 0 unchanged, 1 failed\n/,
    );
    expect(run.stderr).toBe('error: 1 of 1 checks were not imported: not a check UUID: ../../x\n');
    expect(await projects()).toBe(before);
  });
});
