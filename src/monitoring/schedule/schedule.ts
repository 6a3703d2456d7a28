import type { CheckKind } from '../check.entity.js';
import { isValidCron, nextCronMatch } from './cron.js';
import { isValidOnCalendar, nextOnCalendarMatch } from './oncalendar.js';

/** The reference's detection: one line of exactly five whitespace-separated fields is cron. */
export function scheduleKind(schedule: string): Exclude<CheckKind, 'simple'> {
  const trimmed = schedule.trim();
  return !trimmed.includes('\n') && trimmed.split(/\s+/).length === 5 ? 'cron' : 'oncalendar';
}

export function isValidSchedule(schedule: string): boolean {
  return scheduleKind(schedule) === 'cron' ? isValidCron(schedule) : isValidOnCalendar(schedule);
}

/** The first time strictly after `after` (whole seconds) that the schedule expects a ping. */
export function nextScheduled(kind: CheckKind, schedule: string, tz: string, after: Date): Date | null {
  const from = new Date(Math.floor(after.getTime() / 1000) * 1000);
  if (kind === 'cron') return nextCronMatch(schedule, tz, from);
  return kind === 'oncalendar' ? nextOnCalendarMatch(schedule, tz, from) : null;
}
