import type { CheckKind } from '../checks/check.entity.js';
import { ScheduleSyntaxError } from './calendar.js';
import { nextCronMatch } from './cron.js';
import { nextOnCalendarMatch } from './oncalendar.js';

/** The reference's detection: one line of exactly five whitespace-separated fields is cron. */
export function scheduleKind(schedule: string): Exclude<CheckKind, 'simple'> {
  const trimmed = schedule.trim();
  return !trimmed.includes('\n') && trimmed.split(/\s+/).length === 5 ? 'cron' : 'oncalendar';
}

/** Valid when it parses and matches at least once after 2000-01-01T00:00Z (the reference's test). */
export function isValidSchedule(schedule: string): boolean {
  try {
    return nextScheduled(scheduleKind(schedule), schedule, 'UTC', new Date('2000-01-01T00:00:00Z')) !== null;
  } catch (error) {
    if (error instanceof ScheduleSyntaxError) return false;
    throw error;
  }
}

/** The first time strictly after `after` (whole seconds) that the schedule expects a ping. */
export function nextScheduled(kind: CheckKind, schedule: string, tz: string, after: Date): Date | null {
  const from = new Date(Math.floor(after.getTime() / 1000) * 1000);
  if (kind === 'cron') return nextCronMatch(schedule, tz, from);
  return kind === 'oncalendar' ? nextOnCalendarMatch(schedule, tz, from) : null;
}
