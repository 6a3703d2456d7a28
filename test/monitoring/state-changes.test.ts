/**
 * How each writer moves a check on a real database, called directly: pings through the ping store
 * (their arguments checked once the check is found, as Healthchecks' ping view does), the down
 * detector (hc/api/tests/test_sendalerts.py, `handle_going_down`), pause and resume; and the flip each
 * records, by the one flip rule.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '../../src/auth/project.entity.js';
import { createProject } from '../../src/auth/project.service.js';
import { FixedClock } from '../../src/clock.js';
import type { DomainDeps } from '../../src/domain-deps.js';
import { detectDownChecks } from '../../src/jobs/down-detector.js';
import { Check } from '../../src/monitoring/checks/check.entity.js';
import { createCheck, pauseCheck, resumeCheck } from '../../src/monitoring/checks/check.service.js';
import { Flip } from '../../src/monitoring/flips/flip.entity.js';
import type { PingOutcome } from '../../src/monitoring/pings/ping-recorder.js';
import type { PingAction } from '../../src/monitoring/pings/ping-rules.js';
import { SqlPingStore } from '../../src/monitoring/pings/ping-store.js';
import type { IncomingPing } from '../../src/monitoring/pings/ping.service.js';
import { openTestDatabase, type TestDatabase } from '../helpers/server.js';

const START = new Date('2026-03-10T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const clock = new FixedClock(START);
let database: TestDatabase;
let store: SqlPingStore;
let project: Project;

const deps = (): DomainDeps => ({ em: database.orm.em.fork(), clock, settings: database.settings });

beforeAll(async () => {
  database = await openTestDatabase();
  store = new SqlPingStore(database.orm, clock);
  ({ project } = await createProject(deps(), 'State changes'));
});
afterAll(() => database.close());
// The down detector looks at every check: each test starts from none.
beforeEach(async () => {
  clock.set(START);
  await deps().em.nativeDelete(Check, {});
});

async function newCheck(fields: Partial<Check> = {}): Promise<string> {
  const { check } = await createCheck(deps(), project, { name: 'nightly' });
  if (Object.keys(fields).length) await deps().em.nativeUpdate(Check, { id: check.id }, fields);
  return check.uuid;
}

const stored = (uuid: string) => deps().em.findOneOrFail(Check, { uuid });
const flipsOf = async (uuid: string) =>
  (await deps().em.find(Flip, { check: { uuid } }, { orderBy: { id: 'asc' } })).map(
    ({ created, oldStatus, newStatus, reason, processed }) => ({
      created,
      oldStatus,
      newStatus,
      reason,
      processed,
    }),
  );

/** A ping to `uuid` with the action its URL gave, as the resolver passes it to the recorder. */
const ping = (uuid: string, action: PingAction, more: Partial<IncomingPing> = {}): IncomingPing => ({
  target: { uuid },
  action: () => action,
  exitStatus: null,
  rid: null,
  scheme: 'http',
  method: 'GET',
  remoteAddr: '127.0.0.1',
  userAgent: 'test',
  body: null,
  ...more,
});

const errorOf = (outcome: PingOutcome) =>
  'error' in outcome ? [outcome.error.code, outcome.error.message] : undefined;

describe('the arguments of a ping', () => {
  it('are checked once the check is found: an unknown check is not found, whatever its exit status', async () => {
    const outcomes = await store.commit([
      ping(UNKNOWN, 'fail', { exitStatus: 256 }),
      ping(UNKNOWN, 'success', { exitStatus: -1 }),
      ping(UNKNOWN, 'success', { rid: 'not-a-uuid' }),
    ]);
    expect(outcomes.map(errorOf)).toEqual(Array(3).fill(['NOT_FOUND', 'not found']));
  });

  it('refuse an exit status past 0–255 and a run id that is not a UUID, recording nothing of them', async () => {
    const uuid = await newCheck();
    const outcomes = await store.commit([
      ping(uuid, 'fail', { exitStatus: 256 }),
      ping(uuid, 'success', { exitStatus: -1 }),
      ping(uuid, 'start', { rid: '684e2e73-017e-465f-8149-d70b7c5aaa490' }),
      ping(uuid, 'fail', { exitStatus: 255 }),
    ]);
    expect(outcomes.map(errorOf)).toEqual([
      ['INVALID_URL', 'invalid url format'],
      ['INVALID_URL', 'invalid url format'],
      ['INVALID_UUID', 'invalid uuid format'],
      undefined,
    ]);
    expect(outcomes[3]).toEqual({ recorded: { created: false, n: 1, kind: 'fail' } });
    expect(await stored(uuid)).toMatchObject({ nPings: 1, status: 'down' });
  });

  it('take a run id in either case', async () => {
    const uuid = await newCheck();
    const [outcome] = await store.commit([
      ping(uuid, 'start', { rid: '04603D8B-EDF4-4E85-8F61-24BEDBCAAB59' }),
    ]);
    expect(outcome).toEqual({ recorded: { created: false, n: 1, kind: 'start' } });
  });
});

describe('flips recorded by pings', () => {
  it('new→up is kept processed, up→down and down→up wait for the notifier, at each ping’s time', async () => {
    const uuid = await newCheck();
    await store.commit([ping(uuid, 'success')]);
    clock.advance(MINUTE);
    await store.commit([ping(uuid, 'fail'), ping(uuid, 'fail')]);
    clock.advance(MINUTE);
    await store.commit([ping(uuid, 'log'), ping(uuid, 'success')]);
    expect(await flipsOf(uuid)).toEqual([
      { created: START, oldStatus: 'new', newStatus: 'up', reason: '', processed: START },
      {
        created: new Date(START.getTime() + MINUTE),
        oldStatus: 'up',
        newStatus: 'down',
        reason: 'fail',
        processed: null,
      },
      {
        created: new Date(START.getTime() + 2 * MINUTE),
        oldStatus: 'down',
        newStatus: 'up',
        reason: '',
        processed: null,
      },
    ]);
    expect(await stored(uuid)).toMatchObject({ status: 'up', nPings: 5 });
  });

  it('paused→up is kept processed; with manual resume a paused check stays paused', async () => {
    const resumed = await newCheck({ status: 'paused' });
    const manual = await newCheck({ status: 'paused', manualResume: true });
    await store.commit([ping(resumed, 'success'), ping(manual, 'success')]);
    expect(await flipsOf(resumed)).toEqual([
      { created: START, oldStatus: 'paused', newStatus: 'up', reason: '', processed: START },
    ]);
    expect(await flipsOf(manual)).toEqual([]);
    expect(await stored(manual)).toMatchObject({ status: 'paused', nPings: 1 });
  });
});

describe('the down detector (handle_going_down)', () => {
  it('leaves a check in its grace period up (test_it_handles_grace_period)', async () => {
    const uuid = await newCheck();
    await store.commit([ping(uuid, 'success')]);
    clock.advance(DAY + 30 * MINUTE);
    expect(await detectDownChecks(deps())).toBe(0);
    expect(await stored(uuid)).toMatchObject({ status: 'up' });
    expect(await flipsOf(uuid)).toHaveLength(1);
  });

  it('takes a check down at its deadline, with a flip for the notifier (test_it_creates_a_flip_when_check_goes_down)', async () => {
    const uuid = await newCheck();
    await store.commit([ping(uuid, 'success')]);
    const deadline = (await stored(uuid)).alertAfter!;
    expect(deadline).toEqual(new Date(START.getTime() + DAY + HOUR));
    clock.advance(2 * DAY);
    expect(await detectDownChecks(deps())).toBe(1);
    expect(await stored(uuid)).toMatchObject({ status: 'down', alertAfter: null, graceAt: null });
    expect((await flipsOf(uuid)).at(-1)).toEqual({
      created: deadline,
      oldStatus: 'up',
      newStatus: 'down',
      reason: 'timeout',
      processed: null,
    });
    expect(await detectDownChecks(deps())).toBe(0);
  });

  it('moves a deadline that came too early on, with no flip (test_it_updates_alert_after)', async () => {
    const uuid = await newCheck();
    await store.commit([ping(uuid, 'success')]);
    await deps().em.nativeUpdate(Check, { uuid }, { alertAfter: START });
    clock.advance(HOUR);
    expect(await detectDownChecks(deps())).toBe(0);
    expect(await stored(uuid)).toMatchObject({
      status: 'up',
      alertAfter: new Date(START.getTime() + DAY + HOUR),
    });
    expect(await flipsOf(uuid)).toHaveLength(1);
  });

  it('takes every check that fell due at once down in one round, more than a batch of them', async () => {
    const uuids = [];
    for (let i = 0; i < 230; i++) uuids.push(await newCheck());
    await store.commit(uuids.map((uuid) => ping(uuid, 'success')));
    clock.advance(2 * DAY);
    expect(await detectDownChecks(deps())).toBe(230);
    const down = await deps().em.count(Check, { uuid: { $in: uuids }, status: 'down' });
    expect(down).toBe(230);
    expect(await detectDownChecks(deps())).toBe(0);
  });

  it('takes a started run that never ended down from new, an hour after its start', async () => {
    const uuid = await newCheck();
    await store.commit([ping(uuid, 'start')]);
    clock.advance(2 * HOUR);
    expect(await detectDownChecks(deps())).toBe(1);
    expect(await flipsOf(uuid)).toEqual([
      {
        created: new Date(START.getTime() + HOUR),
        oldStatus: 'new',
        newStatus: 'down',
        reason: 'timeout',
        processed: null,
      },
    ]);
  });
});

describe('pause and resume', () => {
  it('record their flips processed: history only', async () => {
    const uuid = await newCheck();
    await store.commit([ping(uuid, 'fail')]);
    clock.advance(MINUTE);
    await pauseCheck(deps(), project, uuid);
    clock.advance(MINUTE);
    await resumeCheck(deps(), project, uuid);
    const [, paused, resumed] = await flipsOf(uuid);
    const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE);
    expect(paused).toEqual({
      created: at(1),
      oldStatus: 'down',
      newStatus: 'paused',
      reason: '',
      processed: at(1),
    });
    expect(resumed).toEqual({
      created: at(2),
      oldStatus: 'paused',
      newStatus: 'new',
      reason: '',
      processed: at(2),
    });
  });
});
