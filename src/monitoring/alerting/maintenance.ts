import { nextScheduled, scheduleKind } from '../schedule/schedule.js';
import type { MaintenanceWindow } from './maintenance-window.entity.js';

/** What a window needs to say when it is on. */
export type WindowTimes = Pick<
  MaintenanceWindow,
  'startsAt' | 'endsAt' | 'schedule' | 'duration' | 'tz' | 'snooze'
>;

/** Whether a window of the check's project covers the check: its own, one of its tags', the project's. */
export function covers(
  window: Pick<MaintenanceWindow, 'check' | 'tag'>,
  check: { id: number; tags: string },
) {
  if (window.check) return window.check.id === check.id;
  if (window.tag !== null) return check.tags.split(' ').includes(window.tag);
  return true;
}

/**
 * When the occurrence of the window that covers `at` ends, or null when none does. Occurrences are
 * half-open: one that ends at `at` no longer covers it. A recurring window's occurrence covering `at`
 * is the first start after `at - duration`, if it is not after `at`.
 */
export function occurrenceEnd(window: WindowTimes, at: Date): Date | null {
  if (window.schedule && window.duration) {
    const length = window.duration * 1000;
    const start = nextScheduled(
      scheduleKind(window.schedule),
      window.schedule,
      window.tz,
      new Date(at.getTime() - length),
    );
    return start && start <= at ? new Date(start.getTime() + length) : null;
  }
  if (!window.startsAt || !window.endsAt) return null;
  return window.startsAt <= at && at < window.endsAt ? window.endsAt : null;
}

/** Windows that follow each other without a gap chain into one maintenance; at most this many links. */
const CHAIN = 50;

/**
 * The maintenance covering `at` from the windows given (those that cover the check): when it ends,
 * windows that overlap or touch taken as one, and whether it is only snoozes. Null when none is on.
 */
export function maintenanceAt(windows: WindowTimes[], at: Date): { until: Date; snooze: boolean } | null {
  let until: Date | null = null;
  let snooze = true;
  let moment = at;
  for (let link = 0; link < CHAIN; link++) {
    const on = windows.flatMap((window) => {
      const end = occurrenceEnd(window, moment);
      return end ? [{ window, end }] : [];
    });
    if (!on.length) break;
    snooze &&= on.every(({ window }) => window.snooze);
    until = new Date(Math.max(...on.map(({ end }) => end.getTime())));
    moment = until;
  }
  return until ? { until, snooze } : null;
}
