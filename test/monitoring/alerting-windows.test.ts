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
  round,
} from '../helpers/alerting.js';

// Maintenance windows and snoozes hold notifications, never statuses: what the receivers got and
// what the check's log says, on a clock the test moves forward.
const site = alertingSite('2026-06-01T08:00:00Z');

const WINDOW = `mutation ($input: MaintenanceWindowInput!) { createMaintenanceWindow(input: $input) {
  id name scope tag snooze startsAt endsAt schedule duration tz activeUntil nextStart check { name } } }`;

async function window(input: Record<string, unknown>) {
  const body = await gql(site, WINDOW, { input });
  expect(body.errors).toBeUndefined();
  return (body.data as { createMaintenanceWindow: Record<string, unknown> }).createMaintenanceWindow;
}

const status = async (uuid: string) =>
  (
    (await gql(site, 'query ($id: ID) { check(id: $id) { status } }', { id: uuid })).data as {
      check: { status: string };
    }
  ).check.status;

describe('maintenance windows', () => {
  it('hold a fall during a check’s window and tell of it once when the window ends', async () => {
    const uuid = await newCheck(site, 'backup', 'A');
    await ping(site, uuid);
    const made = await window({
      name: 'Sunday migration',
      check: uuid,
      startsAt: '2026-06-01T08:00:00Z',
      endsAt: '2026-06-01T08:30:00Z',
    });
    expect(made).toMatchObject({
      name: 'Sunday migration',
      scope: 'CHECK',
      snooze: false,
      activeUntil: '2026-06-01T08:30:00.000Z',
      nextStart: '2026-06-01T08:00:00.000Z',
      check: { name: 'backup' },
    });
    clearReceived(site);
    await ping(site, uuid, '/fail');
    // The status moves as always; the notice waits.
    expect(await status(uuid)).toBe('DOWN');
    expect(received(site)).toEqual([]);
    expect((await log(site, uuid)).at(-1)).toMatchObject({
      event: 'DOWN',
      state: 'HELD',
      reason: 'MAINTENANCE',
    });
    await after(site, 29 * MINUTE);
    expect(received(site)).toEqual([]);
    await after(site, 2 * MINUTE);
    expect(received(site)).toEqual(['A/down']);
    expect((await log(site, uuid)).at(-1)).toMatchObject({
      event: 'DOWN',
      state: 'SENT',
      reason: 'MAINTENANCE',
      note: 'Down since 2026-06-01 08:00 UTC, during maintenance.',
    });
    await after(site, 10 * MINUTE);
    expect(received(site)).toEqual(['A/down']);
  });

  it('tell nothing of a fall that recovered within the window, up or down', async () => {
    site.clock.set('2026-06-01T10:00:00Z');
    // A day's period: no ping missed within the test.
    const uuid = await newCheck(site, 'flaky', 'A', { timeout: 86400 });
    await ping(site, uuid);
    await window({ check: uuid, startsAt: '2026-06-01T10:00:00Z', endsAt: '2026-06-01T11:00:00Z' });
    clearReceived(site);
    await ping(site, uuid, '/fail');
    await after(site, 5 * MINUTE);
    await ping(site, uuid);
    await after(site, 60 * MINUTE);
    expect(received(site)).toEqual([]);
    const notices = await log(site, uuid);
    expect(notices.slice(-2)).toMatchObject([
      { event: 'DOWN', state: 'DROPPED', reason: 'RECOVERED' },
      { event: 'UP', state: 'DROPPED', reason: 'UNANNOUNCED' },
    ]);
  });

  it('recur by a cron expression in a time zone, for the checks of a tag', async () => {
    // 02:00 in Riga (UTC+3 in summer) is 23:00 UTC; each occurrence lasts an hour.
    const made = await window({ tag: 'nightly', schedule: '0 2 * * *', tz: 'Europe/Riga', duration: 3600 });
    expect(made).toMatchObject({
      scope: 'TAG',
      tag: 'nightly',
      activeUntil: null,
      nextStart: '2026-06-01T23:00:00.000Z',
    });
    const nightly = await newCheck(site, 'nightly job', 'A', { tags: 'nightly db' });
    const other = await newCheck(site, 'web', 'B', { tags: 'web' });
    await ping(site, nightly);
    await ping(site, other);
    site.clock.set('2026-06-01T23:10:00Z');
    clearReceived(site);
    await ping(site, nightly, '/fail');
    await ping(site, other, '/fail');
    expect(received(site)).toEqual(['B/down']);
    await after(site, 49 * MINUTE);
    expect(received(site)).toEqual(['B/down']);
    await after(site, 2 * MINUTE);
    expect(received(site)).toEqual(['B/down', 'A/down']);
    // The note tells the time as the check's time zone shows it.
    expect((await log(site, nightly)).at(-1)?.note).toBe(
      'Down since 2026-06-01 23:10 UTC, during maintenance.',
    );
  });

  it('cover a whole project; deleting a window judges what it held at once', async () => {
    site.clock.set('2026-06-02T09:00:00Z');
    const uuid = await newCheck(site, 'api', 'C');
    await ping(site, uuid);
    const made = await window({ startsAt: '2026-06-02T09:00:00Z', endsAt: '2026-06-02T12:00:00Z' });
    expect(made).toMatchObject({ scope: 'PROJECT', check: null, tag: null });
    clearReceived(site);
    await ping(site, uuid, '/fail');
    expect(received(site)).toEqual([]);
    const deleted = await gql(site, 'mutation ($id: ID!) { deleteMaintenanceWindow(id: $id) { name } }', {
      id: made.id,
    });
    expect(deleted.errors).toBeUndefined();
    await round(site);
    expect(received(site)).toEqual(['C/down']);
  });
});

describe('snoozes', () => {
  it('hold a check’s notices until the snooze ends, or until it is lifted', async () => {
    site.clock.set('2026-06-03T08:00:00Z');
    const uuid = await newCheck(site, 'report', 'A');
    await ping(site, uuid);
    const snoozed = await gql(
      site,
      'mutation ($id: ID!) { snoozeCheck(id: $id, seconds: 3600) { snooze endsAt } }',
      {
        id: uuid,
      },
    );
    expect(snoozed.data).toEqual({ snoozeCheck: { snooze: true, endsAt: '2026-06-03T09:00:00.000Z' } });
    const state = await gql(site, 'query ($id: ID) { check(id: $id) { maintenance { until snooze } } }', {
      id: uuid,
    });
    expect(state.data).toEqual({
      check: { maintenance: { until: '2026-06-03T09:00:00.000Z', snooze: true } },
    });
    clearReceived(site);
    await ping(site, uuid, '/fail');
    expect((await log(site, uuid)).at(-1)).toMatchObject({ state: 'HELD', reason: 'SNOOZE' });
    await gql(site, 'mutation ($id: ID!) { unsnoozeCheck(id: $id) { name } }', { id: uuid });
    await round(site);
    expect(received(site)).toEqual(['A/down']);
    expect((await log(site, uuid)).at(-1)?.note).toBe('Down since 2026-06-03 08:00 UTC, while snoozed.');
  });
});
