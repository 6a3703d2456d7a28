/**
 * The status rules called directly (status.ts): the status shown at a moment, the next expected ping
 * and when a check goes down, case by case as Healthchecks pins `Check.get_status`,
 * `Check.going_down_after` and `next_ping` in hc/api/tests/test_check_model.py and
 * test_check_going_down_after.py.
 */
import { describe, expect, it } from 'vitest';
import { Check, type StoredStatus } from '../../src/monitoring/checks/check.entity.js';
import {
  deadlines,
  displayStatus,
  displayStatusV1,
  downDeadline,
  expectedPing,
  nextPing,
} from '../../src/monitoring/checks/status.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** A check with the reference's defaults (simple, a day's timeout, an hour's grace), `fields` on top. */
const checkWith = (fields: Partial<Check> = {}) => Object.assign(new Check(), fields);

describe('the status shown (get_status)', () => {
  it.each([
    ['a new check', {}, 'new'], // test_get_status_handles_new_check
    ['an up check in its grace period', { status: 'up', lastPing: ago(DAY + 30 * MINUTE) }, 'grace'],
    ['a paused check', { status: 'paused', lastPing: ago(DAY + 30 * MINUTE) }, 'paused'],
    ['an up check past its grace period', { status: 'up', lastPing: ago(2 * DAY) }, 'down'],
    ['a down check pinged a minute ago', { status: 'down', lastPing: ago(MINUTE) }, 'down'],
    ['an up check pinged a minute ago', { status: 'up', lastPing: ago(MINUTE) }, 'up'],
  ] as const)('%s is %s', (_name, fields, status) => {
    expect(displayStatus(checkWith(fields), NOW)).toBe(status);
  });

  it('turns grace at the expected ping and down at its end, to the millisecond', () => {
    const check = checkWith({ status: 'up', lastPing: ago(DAY) });
    expect(displayStatus(check, ago(1))).toBe('up');
    expect(displayStatus(check, NOW)).toBe('grace');
    expect(displayStatus(check, later(HOUR - 1))).toBe('grace');
    expect(displayStatus(check, later(HOUR))).toBe('down');
  });

  const at = (iso: string) => new Date(iso);
  const midnightly = (fields: Partial<Check>) =>
    checkWith({ status: 'up', lastPing: at('2000-01-01T00:00:00Z'), ...fields });

  it.each([
    ['cron', { kind: 'cron', schedule: '0 0 * * *' }], // test_status_works_with_cron_syntax
    ['OnCalendar', { kind: 'oncalendar', schedule: '00:00' }], // test_status_works_with_oncalendar_syntax
  ] as const)('follows a %s schedule: up, then grace at the run, then down an hour on', (_name, fields) => {
    const check = midnightly(fields);
    expect(displayStatus(check, at('2000-01-01T23:59:00Z'))).toBe('up');
    expect(displayStatus(check, at('2000-01-02T00:00:00Z'))).toBe('grace');
    expect(displayStatus(check, at('2000-01-02T01:00:00Z'))).toBe('down');
  });

  it('reads a schedule in its time zone (test_status_works_with_timezone)', () => {
    const check = midnightly({ kind: 'cron', schedule: '0 10 * * *', tz: 'Australia/Brisbane' });
    expect(displayStatus(check, at('2000-01-01T23:59:00Z'))).toBe('up');
    expect(displayStatus(check, at('2000-01-02T00:00:00Z'))).toBe('grace');
    expect(displayStatus(check, at('2000-01-02T01:00:00Z'))).toBe('down');
  });

  it('stays up when the schedule has no run left (test_status_handles_stopiteration)', () => {
    const check = checkWith({
      kind: 'oncalendar',
      schedule: '2019-01-01',
      status: 'up',
      lastPing: at('2020-01-01T00:00:00Z'),
    });
    expect(displayStatus(check, at('2020-01-01T01:00:00Z'))).toBe('up');
    expect(deadlines(check)).toEqual({ alertAfter: null, graceAt: null });
  });

  it('counts real hours when the clocks go back (test_get_status_handles_autumn_dst_transition)', () => {
    const check = checkWith({
      kind: 'cron',
      schedule: '15 * * * *',
      grace: 300,
      tz: 'Europe/Riga',
      status: 'up',
      lastPing: at('2023-10-29T00:55:00Z'),
    });
    expect(expectedPing(check)).toEqual(at('2023-10-29T01:15:00Z'));
    expect(displayStatus(check, at('2023-10-29T01:05:00Z'))).toBe('up');
  });
});

describe('a running job (last_start)', () => {
  const STORED: StoredStatus[] = ['new', 'paused', 'up', 'down'];

  it('shows as started in API v1 from any stored status (test_get_status_handles_started)', () => {
    for (const status of STORED) {
      const check = checkWith({ status, lastPing: ago(2 * HOUR), lastStart: ago(5 * MINUTE) });
      expect(displayStatusV1(check, NOW)).toBe('started');
    }
  });

  it('shows as started in API v1 even when its expected ping is overdue', () => {
    const check = checkWith({ status: 'up', lastPing: ago(2 * DAY), lastStart: ago(5 * MINUTE) });
    expect(displayStatus(check, NOW)).toBe('down');
    expect(displayStatusV1(check, NOW)).toBe('started');
  });

  it('leaves an up check up otherwise (test_get_status_handles_up_then_started)', () => {
    const check = checkWith({ status: 'up', lastPing: ago(2 * HOUR), lastStart: ago(5 * MINUTE) });
    expect(displayStatus(check, NOW)).toBe('up');
  });

  it.each([
    ['down', { status: 'down', lastPing: ago(2 * DAY) }], // test_get_status_handles_down_then_started_and_expired
    ['up', { status: 'up', lastPing: ago(3 * HOUR) }], // test_get_status_handles_up_then_started_and_expired
    ['paused', { status: 'paused' }], // test_get_status_handles_paused_then_started_and_expired
    ['new', {}], // test_get_status_handles_started_and_mia
  ] as const)('is down once its grace period passed, from %s', (_name, fields) => {
    const check = checkWith({ ...fields, lastStart: ago(2 * HOUR) });
    expect(displayStatus(check, NOW)).toBe('down');
    expect(displayStatusV1(check, NOW)).toBe('down');
  });

  it('is started until the very end of its grace period, then down', () => {
    const check = checkWith({ lastStart: ago(HOUR - 1) });
    expect(displayStatusV1(check, NOW)).toBe('started');
    expect(displayStatusV1(check, later(1))).toBe('down');
  });
});

describe('when the next ping is due and when the check goes down (next_ping, going_down_after)', () => {
  it.each([
    ['a new check: never', {}, null], // test_it_handles_new_check
    ['a paused check: never', { status: 'paused', lastPing: ago(2 * DAY) }, null], // test_it_handles_paused_check
    ['an up check: a day and an hour after its ping', { status: 'up', lastPing: ago(HOUR) }, later(DAY)],
    [
      'a paused, then started check: an hour after the start',
      { status: 'paused', lastStart: ago(2 * DAY) },
      ago(2 * DAY - HOUR),
    ],
    ['a down check: never again', { status: 'down', lastPing: ago(HOUR) }, null], // test_it_handles_down
    ['a down, then started check: never again', { status: 'down', lastStart: ago(10 * MINUTE) }, null],
  ] as const)('%s', (_name, fields, deadline) => {
    expect(downDeadline(checkWith(fields))).toEqual(deadline);
  });

  it('expects the next cron run after the last ping (test_next_ping_with_cron_syntax)', () => {
    const check = checkWith({
      kind: 'cron',
      schedule: '0 * * * *',
      status: 'up',
      lastPing: new Date('2000-01-01T00:00:00Z'),
    });
    expect(nextPing(check)).toEqual(new Date('2000-01-01T01:00:00Z'));
  });

  it('expects the running job’s start when that comes first, and the ping otherwise', () => {
    const started = checkWith({ status: 'up', lastPing: ago(HOUR), lastStart: ago(MINUTE) });
    expect(nextPing(started)).toEqual(ago(MINUTE));
    expect(expectedPing(started)).toEqual(later(DAY - HOUR));
    const due = checkWith({ status: 'up', lastPing: ago(DAY + 10 * MINUTE), lastStart: ago(MINUTE) });
    expect(nextPing(due)).toEqual(ago(10 * MINUTE));
  });

  it('keeps the monitor’s two moments together: grace begins at the expected ping', () => {
    const check = checkWith({ status: 'up', lastPing: ago(HOUR), lastStart: ago(MINUTE) });
    expect(deadlines(check)).toEqual({ graceAt: later(DAY - HOUR), alertAfter: later(HOUR - MINUTE) });
  });
});
