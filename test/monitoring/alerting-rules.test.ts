import { describe, expect, it } from 'vitest';
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
} from '../helpers/alerting.js';

// Escalation, reminders, thresholds, dependencies and slow runs: each alone and together, asserted on
// what the loopback receiver got and on the check's log, on a clock the test moves.
const site = alertingSite('2026-07-01T08:00:00Z');

async function rules(uuid: string, input: Record<string, unknown>) {
  const body = await gql(
    site,
    'mutation ($id: ID!, $input: AlertRulesInput!) { setAlertRules(check: $id, input: $input) { name } }',
    {
      id: uuid,
      input,
    },
  );
  expect(body.errors).toBeUndefined();
}

async function route(uuid: string, channel: 'A' | 'B' | 'C', input: Record<string, unknown>) {
  const body = await gql(
    site,
    'mutation ($id: ID!, $channel: ID!, $input: AlertRouteInput!) { setAlertRoute(check: $id, channel: $channel, input: $input) { name } }',
    { id: uuid, channel: site.channels[channel], input },
  );
  expect(body.errors).toBeUndefined();
}

async function depends(uuid: string, parents: string[]) {
  return gql(
    site,
    'mutation ($id: ID!, $on: [ID!]!) { setCheckDependencies(check: $id, dependsOn: $on) { name } }',
    {
      id: uuid,
      on: parents,
    },
  );
}

/** A check of a day's period (nothing goes down by time unless the test says so), pinged up. */
async function upCheck(name: string, channels: string, fields: object = {}) {
  const uuid = await newCheck(site, name, channels, { timeout: 86400, ...fields });
  await ping(site, uuid);
  clearReceived(site);
  return uuid;
}

describe('escalation', () => {
  it('tells each step when its delay has passed, cancels the steps recovery came before, and tells of recovery who was told', async () => {
    const uuid = await upCheck('payments', 'A,B');
    await route(uuid, 'B', { delay: 15 * 60 });
    await ping(site, uuid, '/fail');
    expect(received(site)).toEqual(['A/down']);
    await after(site, 10 * MINUTE);
    expect(received(site)).toEqual(['A/down']);
    await ping(site, uuid);
    await after(site, 10 * MINUTE);
    expect(received(site)).toEqual(['A/down', 'A/up']);
    expect((await log(site, uuid)).slice(-4)).toMatchObject([
      { event: 'DOWN', state: 'SENT', channel: { name: 'A' } },
      { event: 'DOWN', state: 'DROPPED', reason: 'RECOVERED', channel: { name: 'B' } },
      { event: 'UP', state: 'SENT', channel: { name: 'A' } },
      { event: 'UP', state: 'DROPPED', reason: 'UNANNOUNCED', channel: { name: 'B' } },
    ]);
    // A longer fall reaches the second step; recovery then tells both.
    clearReceived(site);
    await ping(site, uuid, '/fail');
    await after(site, 16 * MINUTE);
    expect(received(site)).toEqual(['A/down', 'B/down']);
    await ping(site, uuid);
    expect(received(site).slice(2).sort()).toEqual(['A/up', 'B/up']);
  });
});

describe('reminders', () => {
  it('repeat while down, at most as many times as set, and stop at recovery', async () => {
    const uuid = await upCheck('queue', 'A');
    await rules(uuid, { remindEvery: 600, remindMax: 3 });
    await ping(site, uuid, '/fail');
    await after(site, 10 * MINUTE);
    await after(site, 10 * MINUTE);
    expect(received(site)).toEqual(['A/down', 'A/down', 'A/down']);
    expect((await log(site, uuid)).at(-2)).toMatchObject({
      event: 'REMINDER',
      step: 2,
      note: 'Still down: reminder 2 of 3.',
    });
    await ping(site, uuid);
    await after(site, 30 * MINUTE);
    expect(received(site)).toEqual(['A/down', 'A/down', 'A/down', 'A/up']);
    expect((await log(site, uuid)).find((n) => n.step === 3)).toMatchObject({
      state: 'DROPPED',
      reason: 'RECOVERED',
    });
  });

  it('follow a channel’s own interval over the check’s', async () => {
    const uuid = await upCheck('mail', 'A,B');
    await rules(uuid, { remindEvery: 3600, remindMax: 1 });
    await route(uuid, 'B', { remindEvery: 300, remindMax: 2 });
    await ping(site, uuid, '/fail');
    expect(received(site).sort()).toEqual(['A/down', 'B/down']);
    await after(site, 5 * MINUTE);
    await after(site, 5 * MINUTE);
    expect(received(site).slice(2)).toEqual(['B/down', 'B/down']);
    await after(site, 50 * MINUTE);
    expect(received(site).slice(4)).toEqual(['A/down']);
    await ping(site, uuid);
  });
});

describe('thresholds', () => {
  it('tell of a fall only after enough failures in a row; a success starts the count again', async () => {
    const uuid = await upCheck('sync', 'A');
    await rules(uuid, { failThreshold: 3 });
    await ping(site, uuid, '/fail');
    await ping(site, uuid, '/fail');
    await after(site, MINUTE);
    expect(received(site)).toEqual([]);
    expect((await log(site, uuid)).at(-1)).toMatchObject({
      event: 'DOWN',
      state: 'HELD',
      reason: 'THRESHOLD',
    });
    // A success resets: the fall was never told, nor is the recovery.
    await ping(site, uuid);
    await ping(site, uuid, '/fail');
    await ping(site, uuid, '/fail');
    await after(site, MINUTE);
    expect(received(site)).toEqual([]);
    await ping(site, uuid, '/fail');
    await after(site, MINUTE);
    expect(received(site)).toEqual(['A/down']);
    await ping(site, uuid);
    expect(received(site)).toEqual(['A/down', 'A/up']);
  });

  it('count the expected pings missed since a fall by time, or the time down', async () => {
    const missed = await newCheck(site, 'hourly', 'A', { timeout: 3600, grace: 60 });
    const slowToAlert = await newCheck(site, 'daily', 'B', { timeout: 3600, grace: 60 });
    await ping(site, missed);
    await ping(site, slowToAlert);
    await rules(missed, { failThreshold: 2 });
    await rules(slowToAlert, { downDelay: 2 * 3600 });
    clearReceived(site);
    // Down at 61 minutes: the first miss. The next expected ping an hour later is the second.
    await after(site, 62 * MINUTE);
    expect(received(site)).toEqual([]);
    await after(site, 60 * MINUTE);
    expect(received(site)).toEqual(['A/down']);
    await after(site, 60 * MINUTE);
    expect(received(site)).toEqual(['A/down', 'B/down']);
    await ping(site, missed);
    await ping(site, slowToAlert);
  });
});

describe('dependencies', () => {
  it('suppress a dependent’s fall while what it depends on is down, and release it if it is still down', async () => {
    const router = await upCheck('router', 'A');
    const backup = await upCheck('offsite backup', 'B');
    const web = await upCheck('web', 'C');
    expect((await depends(backup, [router])).errors).toBeUndefined();
    expect((await depends(web, [router])).errors).toBeUndefined();
    await ping(site, router, '/fail');
    await ping(site, backup, '/fail');
    await ping(site, web, '/fail');
    expect(received(site)).toEqual(['A/down']);
    expect((await log(site, backup)).at(-1)).toMatchObject({
      state: 'SUPPRESSED',
      reason: 'DEPENDENCY',
      note: 'router is down',
    });
    // web recovers first: nothing to tell of it.
    await ping(site, web);
    await ping(site, router);
    await after(site, MINUTE);
    // Delivered side by side: in either order.
    expect(received(site).sort()).toEqual(['A/down', 'A/up', 'B/down']);
    expect((await log(site, backup)).at(-1)?.note).toMatch(
      /^Down since 2026-07-01 \d\d:\d\d UTC, while a check it depends on was down\.$/,
    );
    expect((await log(site, web)).slice(-2)).toMatchObject([
      { event: 'DOWN', state: 'DROPPED', reason: 'RECOVERED' },
      { event: 'UP', state: 'DROPPED', reason: 'UNANNOUNCED' },
    ]);
  });

  it('refuse a cycle and a check depending on itself', async () => {
    const a = await upCheck('a', '');
    const b = await upCheck('b', '');
    expect((await depends(b, [a])).errors).toBeUndefined();
    const cycle = await depends(a, [b]);
    expect(cycle.errors?.[0]).toMatchObject({
      message: 'b already depends on this check: a cycle',
      extensions: { code: 'DEPENDENCY_CYCLE' },
    });
    expect((await depends(a, [a])).errors?.[0]?.extensions).toMatchObject({ code: 'DEPENDENCY_CYCLE' });
  });
});
