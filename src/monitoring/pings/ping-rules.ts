import type { Check } from '../checks/check.entity.js';
import { statusFlip, type FlipRow } from '../flips/flip-rules.js';
import type { PingKind } from './ping.entity.js';
import { deadlines } from '../checks/status.js';

/** What the URL (or mail) asks for; `ign` is decided by the check's filters. */
export type PingSignal = 'success' | 'start' | 'fail' | 'log';
export type PingAction = PingSignal | 'ign';

/** Runs longer than this between start and completion get no duration. */
export const MAX_RUN_MS = 72 * 3600 * 1000;

/** The highest exit status a process reports. */
const MAX_EXIT_STATUS = 255;

/** An exit status a ping may carry: 0 (a success) to 255; the ping is refused with any other. */
export const isExitStatus = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_EXIT_STATUS;

/**
 * A ping URL's exit status (any run of digits) as GraphQL's 32-bit Int carries it: a number past the
 * range arrives as the first one past it, refused like the number it stands for.
 */
export const exitStatusArgument = (value: number) => Math.min(value, MAX_EXIT_STATUS + 1);

const keywords = (list: string) =>
  list
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

const mentions = (text: string, list: string) => keywords(list).some((word) => text.includes(word));

/** Keyword classification of a ping's text (HTTP body, or subject and body of a mail). */
export function keywordAction(check: Check, text: string): PingAction {
  if (mentions(text, check.failureKw)) return 'fail';
  if (mentions(text, check.successKw)) return 'success';
  if (mentions(text, check.startKw)) return 'start';
  return check.filterDefaultFail ? 'fail' : 'ign';
}

/** The action of an HTTP ping: exit status, `methods: "POST"`, then the body keywords. */
export function httpAction(
  check: Check,
  signal: PingSignal,
  exitStatus: number | null,
  method: string,
  body: Buffer | null,
): PingAction {
  if (check.methods === 'POST' && method !== 'POST') return 'ign';
  if (check.filterHttpBody) return keywordAction(check, body ? new TextDecoder().decode(body) : '');
  return exitStatus !== null && exitStatus > 0 ? 'fail' : signal;
}

export interface AppliedPing {
  kind: PingKind;
  n: number;
  flip: FlipRow | null;
}

/**
 * Moves the check by one ping received at `now`, as Healthchecks does: a start is remembered, a
 * success or a failure ends the run (with its duration) and sets the status, a paused check that
 * waits for a manual resume ignores pings.
 */
export function applyPing(check: Check, action: PingAction, now: Date, rid: string | null): AppliedPing {
  const effective = check.status === 'paused' && check.manualResume ? 'ign' : action;
  let flip: FlipRow | null = null;
  if (effective === 'start') {
    check.lastStart = now;
    check.lastStartRid = rid;
  } else if (effective === 'success' || effective === 'fail') {
    check.lastPing = now;
    check.lastDuration = null;
    if (check.lastStart) {
      if (check.lastStartRid === rid) {
        const duration = now.getTime() - check.lastStart.getTime();
        if (duration < MAX_RUN_MS) check.lastDuration = duration;
      }
      if (check.lastStartRid === rid || effective === 'fail' || rid === null) {
        check.lastStart = null;
        check.lastStartRid = null;
      }
    }
    const newStatus = effective === 'fail' ? 'down' : 'up';
    if (newStatus !== check.status) {
      flip = statusFlip(check.status, newStatus, effective === 'fail' ? 'fail' : '', now);
      check.status = newStatus;
    }
  }
  check.nPings += 1;
  Object.assign(check, deadlines(check));
  return { kind: effective === 'success' ? null : effective, n: check.nPings, flip };
}
