import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstance, type RunningInstance } from '../../src/app/instance.js';
import { loadConfig } from '../../src/config.js';
import {
  after,
  alertingSite,
  clearReceived,
  gql,
  log,
  MINUTE,
  newCheck,
  ping,
  received,
  round,
} from '../helpers/alerting.js';

// Rules together, slow runs, and two monitors (two instances of the server on one database) that
// must deliver each notice once.
const site = alertingSite('2026-08-01T08:00:00Z');
let second: RunningInstance;

beforeAll(async () => {
  second = await startInstance(loadConfig(site.server.env), { clock: site.clock });
});
afterAll(() => second?.close());

const ok = async (query: string, variables: Record<string, unknown>) => {
  const body = await gql(site, query, variables);
  expect(body.errors).toBeUndefined();
  return body.data as Record<string, unknown>;
};

/** A check pinged up, with a year's period: the days the test moves through miss no ping. */
async function upCheck(name: string, channels: string, fields: object = {}) {
  const uuid = await newCheck(site, name, channels, { timeout: 31_536_000, ...fields });
  await ping(site, uuid);
  clearReceived(site);
  return uuid;
}

describe('rules together', () => {
  it('a window that begins during an escalation holds the next step until it ends', async () => {
    const uuid = await upCheck('orders', 'A,B');
    await ok(
      'mutation ($id: ID!, $ch: ID!) { setAlertRoute(check: $id, channel: $ch, input: { delay: 900 }) { name } }',
      { id: uuid, ch: site.channels.B },
    );
    await ping(site, uuid, '/fail');
    site.clock.advance(5 * MINUTE);
    await ok('mutation ($input: MaintenanceWindowInput!) { createMaintenanceWindow(input: $input) { id } }', {
      input: { check: uuid, startsAt: '2026-08-01T08:05:00Z', endsAt: '2026-08-01T08:30:00Z' },
    });
    await after(site, 11 * MINUTE);
    expect(received(site)).toEqual(['A/down']);
    expect((await log(site, uuid)).at(-1)).toMatchObject({
      channel: { name: 'B' },
      state: 'HELD',
      reason: 'MAINTENANCE',
    });
    await after(site, 15 * MINUTE);
    expect(received(site)).toEqual(['A/down', 'B/down']);
    expect((await log(site, uuid)).at(-1)?.note).toBe('Down since 2026-08-01 08:00 UTC, during maintenance.');
    await ping(site, uuid);
  });

  it('a dependency that recovers inside a window: the dependent still down is told once, when the window ends', async () => {
    site.clock.set('2026-08-01T10:00:00Z');
    const router = await upCheck('core router', 'A');
    const nas = await upCheck('nas', 'B');
    await ok(
      'mutation ($id: ID!, $on: [ID!]!) { setCheckDependencies(check: $id, dependsOn: $on) { name } }',
      {
        id: nas,
        on: [router],
      },
    );
    await ok('mutation ($input: MaintenanceWindowInput!) { createMaintenanceWindow(input: $input) { id } }', {
      input: { startsAt: '2026-08-01T10:00:00Z', endsAt: '2026-08-01T10:30:00Z' },
    });
    await ping(site, router, '/fail');
    await ping(site, nas, '/fail');
    await after(site, 10 * MINUTE);
    await ping(site, router);
    await after(site, 21 * MINUTE);
    expect(received(site)).toEqual(['B/down']);
    expect((await log(site, router)).slice(-2)).toMatchObject([
      { event: 'DOWN', state: 'DROPPED', reason: 'RECOVERED' },
      { event: 'UP', state: 'DROPPED', reason: 'UNANNOUNCED' },
    ]);
    await ping(site, nas);
    expect(received(site)).toEqual(['B/down', 'B/up']);
  });
});

describe('slow runs', () => {
  it('tell the channels that opt in of a run over the maximum, and keep run times for the trends', async () => {
    site.clock.set('2026-08-02T08:00:00Z');
    // An hour's grace: a started run goes down only after it (as in Healthchecks).
    const uuid = await upCheck('export', 'A,B', { grace: 3600 });
    await ok('mutation ($id: ID!) { setAlertRules(check: $id, input: { maxRunTime: 60 }) { name } }', {
      id: uuid,
    });
    await ok(
      'mutation ($id: ID!, $ch: ID!) { setAlertRoute(check: $id, channel: $ch, input: { slow: true }) { name } }',
      { id: uuid, ch: site.channels.A },
    );
    for (const seconds of [30, 45, 125]) {
      await ping(site, uuid, '/start');
      await after(site, seconds * 1000);
      await ping(site, uuid);
    }
    expect(received(site)).toEqual(['A/slow']);
    const notice = (await log(site, uuid)).at(-1);
    expect(notice).toMatchObject({
      event: 'SLOW',
      state: 'SENT',
      channel: { name: 'A' },
      note: 'The run took 2 minutes, 5 seconds, over its maximum of 1 minute, 0 seconds.',
    });
    const trend = await ok(
      'query ($id: ID) { check(id: $id) { runTimes(days: 7) { days runs slow p50 p90 max } } }',
      {
        id: uuid,
      },
    );
    expect(trend).toEqual({
      check: { runTimes: { days: 7, runs: 3, slow: 1, p50: 45_000, p90: 125_000, max: 125_000 } },
    });
  });

  it('refuse slow runs for incident integrations', async () => {
    const body = await gql(
      site,
      'mutation { createChannel(kind: PD, name: "pager", value: "0123456789abcdef0123456789abcdef", assignToAllChecks: false) { id } }',
    );
    const pager = (body.data as { createChannel: { id: string } } | undefined)?.createChannel.id;
    expect(pager).toBeDefined();
    const uuid = await upCheck('etl', '');
    const refused = await gql(
      site,
      'mutation ($id: ID!, $ch: ID!) { setAlertRoute(check: $id, channel: $ch, input: { slow: true }) { name } }',
      { id: uuid, ch: pager },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_ALERT_RULE' });
  });
});

describe('two monitors on one database', () => {
  it('deliver each notice once: falls, steps, reminders, maintenance, thresholds, dependencies, slow runs', async () => {
    site.clock.set('2026-08-03T08:00:00Z');
    const set = (query: string, variables: Record<string, unknown>) => ok(`mutation ${query}`, variables);
    const rules = (id: string, input: string) =>
      set(`($id: ID!) { setAlertRules(check: $id, input: ${input}) { name } }`, { id });
    const route = (id: string, channel: string, input: string) =>
      set(`($id: ID!, $ch: ID!) { setAlertRoute(check: $id, channel: $ch, input: ${input}) { name } }`, {
        id,
        ch: channel,
      });
    const uuids: string[] = [];
    for (let i = 0; i < 6; i++) uuids.push(await upCheck(`twin ${i}`, 'A,B'));
    for (const uuid of uuids) {
      await rules(uuid, '{ remindEvery: 600, remindMax: 1 }');
      await route(uuid, site.channels.B, '{ delay: 300 }');
    }
    await set('($input: MaintenanceWindowInput!) { createMaintenanceWindow(input: $input) { id } }', {
      input: { check: uuids[0], startsAt: '2026-08-03T08:00:00Z', endsAt: '2026-08-03T08:20:00Z' },
    });
    // On channel C: a threshold of two failures, a dependency pair, a slow run.
    const threshold = await upCheck('twin threshold', 'C');
    await rules(threshold, '{ failThreshold: 2 }');
    const parent = await upCheck('twin parent', 'C');
    const child = await upCheck('twin child', 'C');
    await set('($id: ID!, $on: [ID!]!) { setCheckDependencies(check: $id, dependsOn: $on) { name } }', {
      id: child,
      on: [parent],
    });
    const slow = await upCheck('twin slow', 'C', { grace: 3600 });
    await rules(slow, '{ maxRunTime: 60 }');
    await route(slow, site.channels.C, '{ slow: true }');
    clearReceived(site);

    const both = [site.server.runtime, second.runtime];
    const hit = (uuid: string, suffix = '') =>
      fetch(`${site.server.url}/ping/${uuid}${suffix}`).then((res) => res.text());
    for (const uuid of [...uuids, threshold, parent, child]) await hit(uuid, '/fail');
    await hit(slow, '/start');
    await round(site, both);
    for (let minute = 1; minute <= 25; minute++) {
      site.clock.advance(MINUTE);
      if (minute === 2) await hit(slow);
      if (minute === 3) await hit(threshold, '/fail');
      if (minute === 10) await hit(parent);
      await round(site, both);
    }
    // Five checks: A at once, B after 5 minutes, each a reminder 10 minutes after; the check in
    // maintenance: A and B once at its end, their reminders 10 minutes later (after the test's end).
    // On C: the threshold's fall once, the parent's fall and recovery, the child's fall once released,
    // the slow run.
    const got = received(site);
    const count = (path: string) => got.filter((each) => each === path).length;
    expect([count('A/down'), count('B/down')]).toEqual([5 * 2 + 1, 5 * 2 + 1]);
    expect([count('C/down'), count('C/up'), count('C/slow')]).toEqual([3, 1, 1]);
    const logs = await Promise.all([...uuids, threshold, parent, child, slow].map((uuid) => log(site, uuid)));
    expect(logs.flat().filter((n) => n.state === 'SENT')).toHaveLength(got.length);
  });
});
