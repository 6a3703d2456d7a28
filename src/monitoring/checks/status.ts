import type { Check } from './check.entity.js';
import { nextScheduled } from '../schedule/schedule.js';

/** The status clients see, as Healthchecks shows it: the stored status moved on by the clock. */
export type DisplayStatus = 'new' | 'up' | 'grace' | 'down' | 'paused';

const plusSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** When the next success ping is due, from the last one; null unless the stored status is up. */
export function expectedPing(check: Check): Date | null {
  if (check.status !== 'up' || !check.lastPing) return null;
  return check.kind === 'simple'
    ? plusSeconds(check.lastPing, check.timeout)
    : nextScheduled(check.kind, check.schedule, check.tz, check.lastPing);
}

/** `next_ping`: the expected ping, or the start of the running job when that comes first. */
export function nextPing(check: Check): Date | null {
  const expected = expectedPing(check);
  if (check.lastStart && check.status !== 'down') {
    return expected && expected < check.lastStart ? expected : check.lastStart;
  }
  return expected;
}

/** The moment the check goes down unless a ping comes: next_ping + grace. */
export function downDeadline(check: Check): Date | null {
  const next = nextPing(check);
  return next ? plusSeconds(next, check.grace) : null;
}

/**
 * The moments the monitor watches for, kept together wherever a check changes: when it goes down
 * unless pinged (`alertAfter`) and when its grace period begins (`graceAt`).
 */
export const deadlines = (check: Check): Pick<Check, 'alertAfter' | 'graceAt'> => ({
  alertAfter: downDeadline(check),
  graceAt: expectedPing(check),
});

export function displayStatus(check: Check, now: Date): DisplayStatus {
  if (check.lastStart && now >= plusSeconds(check.lastStart, check.grace)) return 'down';
  if (check.status !== 'up') return check.status;
  const expected = expectedPing(check);
  if (!expected) return 'up';
  if (now >= plusSeconds(expected, check.grace)) return 'down';
  return now >= expected ? 'grace' : 'up';
}

/**
 * API v1 reports a running job as the status `started` until its grace period is over, whatever the
 * stored status and the expected ping.
 */
export function displayStatusV1(check: Check, now: Date): DisplayStatus | 'started' {
  if (check.lastStart && now < plusSeconds(check.lastStart, check.grace)) return 'started';
  return displayStatus(check, now);
}
