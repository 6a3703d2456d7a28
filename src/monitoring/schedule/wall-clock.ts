import { IANAZone } from 'luxon';
import type { Naive } from './calendar.js';

/** Finds the first matching naive time at or after `from`, or null. */
export type NaiveSearch = (from: Naive) => Naive | null;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** No DST shift is longer (Antarctica/Troll's is two hours). */
const MAX_SHIFT = 3 * HOUR;

const offset = (tz: string, instant: number) => IANAZone.create(tz).offset(instant) * MINUTE;

export const naiveOf = (tz: string, instant: number): Naive => instant + offset(tz, instant);

/** True when the UTC offset changes within MAX_SHIFT of the instant. */
const nearShift = (tz: string, instant: number) =>
  offset(tz, instant - MAX_SHIFT) !== offset(tz, instant + MAX_SHIFT);

/** The instants showing `naive` on the clock: none inside a spring-forward gap, two in a repeated hour. */
function instantsOf(tz: string, naive: Naive): number[] {
  const found = new Set<number>();
  for (const probe of [naive - DAY, naive + DAY]) {
    const candidate = naive - offset(tz, probe);
    if (naiveOf(tz, candidate) === naive) found.add(candidate);
  }
  return [...found].sort((a, b) => a - b);
}

/** For a naive time inside a spring-forward gap: the instant of the jump (bisected to the second). */
function gapEnd(tz: string, naive: Naive): number {
  const after = offset(tz, naive + DAY);
  let lo = naive - after;
  let hi = naive - offset(tz, naive - DAY);
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offset(tz, mid) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}

const firstNaiveAfter = (tz: string, instant: number, step: number) =>
  Math.floor(naiveOf(tz, instant) / step) * step + step;

/**
 * The first instant after `after` whose wall-clock time matches, stepping through real time: a repeated
 * hour matches twice and a skipped one never. `step` is the resolution (a minute for cron).
 */
export function nextRealInstant(search: NaiveSearch, tz: string, after: number, step: number): number | null {
  // Inside a repeated hour the next instants may show earlier wall-clock times.
  let from = firstNaiveAfter(tz, after, step) - (nearShift(tz, after) ? MAX_SHIFT : 0);
  let best: number | null = null;
  for (let naive = search(from); naive !== null; naive = search(from)) {
    if (best !== null && (!nearShift(tz, best) || naive > naiveOf(tz, best) + MAX_SHIFT)) break;
    for (const instant of instantsOf(tz, naive)) {
      if (instant > after && (best === null || instant < best)) best = instant;
    }
    from = naive + step;
  }
  return best;
}

/**
 * The first instant after `after` for a schedule of fixed wall-clock times, as Debian cron runs them:
 * a time in a spring-forward gap fires when the clock jumps, a time in a repeated hour fires once.
 */
export function nextWallClockInstant(
  search: NaiveSearch,
  tz: string,
  after: number,
  step: number,
): number | null {
  for (let naive = search(firstNaiveAfter(tz, after, step)); naive !== null; naive = search(naive + step)) {
    const instant = instantsOf(tz, naive)[0] ?? gapEnd(tz, naive);
    if (instant > after) return instant;
  }
  return null;
}
