import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjects, rotateProjectKeys } from '../../src/auth/project.service.js';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { api, healthchecksImport, newChannel, newProject } from '../helpers/monitoring.js';
import { startTestServer } from '../helpers/server.js';

// A project copied from one Portico into another through the Management API that Healthchecks and
// Portico share.
const [source, target] = await Promise.all([startTestServer(), startTestServer()]);
afterAll(() => Promise.all([source.stop(), target.stop()]));
const importHealthchecks = healthchecksImport(target);
let sourceProjectId: string;
let sourceKey: string;
let sourceReadonlyKey: string;
let sourcePingKey: string;
const uuids: Record<string, string> = {};

/** What a check is, apart from the addresses that name the server it is on. */
const portable = (check: Record<string, unknown>) => {
  const { ping_url: _ping, update_url: _update, pause_url: _pause, resume_url: _resume, badge_url: _badge, channels: _channels, ...rest } = check; // prettier-ignore
  return rest;
};

beforeAll(async () => {
  const project = await newProject(source, 'Backups');
  sourceProjectId = project.id;
  sourceKey = project.apiKey;
  sourceReadonlyKey = project.apiKeyReadonly;
  sourcePingKey = project.pingKey;
  const call = api(source, sourceKey);
  await newChannel(source, project.id, 'Ops mail', ChannelKind.EMAIL, 'ops@example.com');
  await newChannel(source, project.id, 'Deploy hook', ChannelKind.WEBHOOK, 'https://hooks.example.com/x');
  const nightly = await call('POST', '/checks/', {
    name: 'Nightly backup',
    slug: 'nightly-backup',
    tags: 'prod db',
    desc: 'pg_dump to the bucket',
    timeout: 86400,
    grace: 3600,
    methods: 'POST',
    success_kw: 'OK',
    failure_kw: 'ERROR',
    filter_body: true,
    channels: '*',
  });
  const cron = await call('POST', '/checks/', {
    name: 'Cron sync',
    // Once a year: a run cannot fall between the ping and the status check (every 5 minutes did, and the check read 'grace').
    schedule: '30 2 1 1 *',
    tz: 'Europe/Riga',
    grace: 60,
    manual_resume: true,
  });
  const paused = await call('POST', '/checks/', { name: 'Old job', timeout: 60 });
  uuids.nightly = String(nightly.json.uuid);
  uuids.cron = String(cron.json.uuid);
  uuids.paused = String(paused.json.uuid);
  const ping = (path: string, body?: string) =>
    fetch(`${source.url}/ping/${path}`, { method: 'POST', body, headers: { 'User-Agent': 'cron/1.0' } });
  await ping(`${uuids.nightly}/start`);
  await ping(uuids.nightly, 'backup OK\n42 MB');
  await ping(`${uuids.nightly}/fail`, 'disk full');
  await ping(uuids.nightly, 'backup OK again');
  await ping(uuids.cron);
  await call('POST', `/checks/${uuids.paused}/pause`);
});

describe('import healthchecks', () => {
  let projectId: string;
  let targetCall: ReturnType<typeof api>;

  it('copies a project through the Management API: checks with their UUIDs, state and history', async () => {
    const run = await importHealthchecks(source.url, sourceKey, '--history', '--ping-key', sourcePingKey);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    projectId = summary.project.id;
    const sourceHost = new URL(source.url).host;
    expect(summary).toEqual({
      // Made by the import: its keys are shown, this once.
      project: {
        id: projectId,
        name: `Healthchecks at ${sourceHost}`,
        created: true,
        api_key: expect.stringMatching(/^pcw_/),
        api_key_readonly: expect.stringMatching(/^pcr_/),
        ping_key: sourcePingKey,
        badge_key: expect.any(String),
      },
      checks: { created: 3, updated: 0, unchanged: 0, failed: 0 },
      pings: 5,
      flips: 5,
      integrations: [
        expect.objectContaining({ name: 'Ops mail', kind: 'email', checks: [uuids.nightly] }),
        expect.objectContaining({ name: 'Deploy hook', kind: 'webhook', checks: [uuids.nightly] }),
      ],
      failures: [],
      warnings: [],
    });
    expect(summary.integrations[0].command).toBe(
      `npm run -s cli -- channel create --project ${projectId} --kind email --name "Ops mail" --value <an e-mail address>`,
    );

    targetCall = api(target, summary.project.api_key);
    const sourceCall = api(source, sourceKey);
    const [before, after] = await Promise.all([sourceCall('GET', '/checks/'), targetCall('GET', '/checks/')]);
    const checks = (response: typeof before) =>
      (response.json.checks as Record<string, unknown>[]).map(portable);
    expect(checks(after)).toEqual(checks(before));
    expect(checks(after).map((check) => check.status)).toEqual(['up', 'up', 'paused']);

    for (const uuid of [uuids.nightly, uuids.cron]) {
      const [sourcePings, targetPings] = await Promise.all([
        sourceCall('GET', `/checks/${uuid}/pings/`),
        targetCall('GET', `/checks/${uuid}/pings/`),
      ]);
      const pings = (response: typeof before) =>
        (response.json.pings as Record<string, unknown>[]).map(({ body_url, ...ping }) => ({
          ...ping,
          body: body_url !== null,
        }));
      expect(pings(targetPings)).toEqual(pings(sourcePings));
      const [sourceFlips, targetFlips] = await Promise.all([
        sourceCall('GET', `/checks/${uuid}/flips/`),
        targetCall('GET', `/checks/${uuid}/flips/`),
      ]);
      expect(targetFlips.json).toEqual(sourceFlips.json);
    }
    const body = await targetCall('GET', `/checks/${uuids.nightly}/pings/2/body`);
    expect(body.text).toBe('backup OK\n42 MB');
  });

  it('keeps the ping URLs working: by UUID and, with the ping key, by slug', async () => {
    const byUuid = await fetch(`${target.url}/ping/${uuids.nightly}`, { method: 'POST', body: 'backup OK' });
    expect([byUuid.status, await byUuid.text()]).toEqual([200, 'OK']);
    const bySlug = await fetch(`${target.url}/ping/${sourcePingKey}/nightly-backup`);
    expect([bySlug.status, await bySlug.text()]).toEqual([200, 'OK']);
    const check = await targetCall('GET', `/checks/${uuids.nightly}`);
    expect(check.json.n_pings).toBe(6);
  });

  it('changes nothing when run again, and keeps what Portico has received since', async () => {
    const again = await importHealthchecks(source.url, sourceKey, '--history', '--ping-key', sourcePingKey);
    expect(again.code).toBe(0);
    const summary = JSON.parse(again.stdout);
    expect(summary.project).toEqual({
      id: projectId,
      name: `Healthchecks at ${new URL(source.url).host}`,
      created: false,
    });
    expect(summary).toMatchObject({
      checks: { created: 0, updated: 0, unchanged: 3, failed: 0 },
      pings: 0,
      flips: 0,
    });
    const check = await targetCall('GET', `/checks/${uuids.nightly}`);
    expect(check.json.n_pings).toBe(6);
  });

  it('finds its project by its checks, whatever key the source gives now', async () => {
    ({ apiKey: sourceKey, apiKeyReadonly: sourceReadonlyKey } = await rotateProjectKeys(
      domainDeps(source.runtime),
      sourceProjectId,
    ));
    const run = await importHealthchecks(source.url, sourceKey);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      project: { id: projectId, created: false },
      checks: { created: 0, updated: 0, unchanged: 3, failed: 0 },
    });
  });

  it('brings another project of the same host into a project of its own', async () => {
    const reports = await newProject(source, 'Reports');
    const weekly = await api(source, reports.apiKey)('POST', '/checks/', { name: 'Weekly', timeout: 604800 });
    const run = await importHealthchecks(source.url, reports.apiKey, '--name', 'Reports');
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({
      project: { name: 'Reports', created: true },
      checks: { created: 1, updated: 0, unchanged: 0, failed: 0 },
    });
    expect(summary.project.id).not.toBe(projectId);
    const listed = await api(target, summary.project.api_key)('GET', '/checks/');
    expect((listed.json.checks as { uuid: string }[]).map((check) => check.uuid)).toEqual([weekly.json.uuid]);
    expect(((await targetCall('GET', '/checks/')).json.checks as unknown[]).length).toBe(3);
  });

  it('says which checks another project holds and exits 1, with the summary', async () => {
    const other = await newProject(target, 'Other');
    const run = await importHealthchecks(source.url, sourceKey, '--project', other.id);
    expect(run.code).toBe(1);
    const holder = `project ${projectId} ("Healthchecks at ${new URL(source.url).host}") in this database`;
    const why = (uuid: string) =>
      `check ${uuid} belongs to ${holder}: import into that project with --project ${projectId}`;
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({
      project: { id: other.id, name: 'Other', created: false },
      checks: { created: 0, updated: 0, unchanged: 0, failed: 3 },
      failures: [uuids.nightly, uuids.cron, uuids.paused].map((uuid) => ({ check: uuid, error: why(uuid) })),
      error: `3 of 3 checks were not imported: ${why(uuids.nightly)} (and 2 more: see failures)`,
    });
    expect(run.stderr).toBe(`error: ${summary.error}\n`);
    expect(((await api(target, other.apiKey)('GET', '/checks/')).json.checks as unknown[]).length).toBe(0);
  });

  it('stops with a clear error when the source cannot be read, writing nothing', async () => {
    const projects = async () => (await listProjects(domainDeps(target.runtime))).length;
    const before = await projects();
    const wrongKey = await importHealthchecks(source.url, 'x'.repeat(32));
    expect(wrongKey.code).toBe(1);
    expect(JSON.parse(wrongKey.stdout)).toEqual({
      error: `${source.url}/api/v3/checks/ refused the API key (401); a read-write key is needed`,
    });
    const readOnly = await importHealthchecks(source.url, sourceReadonlyKey);
    expect(JSON.parse(readOnly.stdout)).toEqual({
      error: 'the source lists checks without their UUID: the API key must be a read-write key',
    });
    const notAUrl = await importHealthchecks('nowhere', sourceKey);
    expect(JSON.parse(notAUrl.stdout)).toEqual({ error: 'not a URL: nowhere' });
    const notJson = await importHealthchecks(`${source.url}/index.php?x=`, sourceKey);
    expect(notJson.code).toBe(1);
    expect(await projects()).toBe(before);
  });
});
