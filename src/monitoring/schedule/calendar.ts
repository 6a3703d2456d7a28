/**
 * Calendar patterns matched against wall-clock time. Cron and OnCalendar expressions both compile to a
 * pattern; the search runs on "naive" times (wall-clock fields held as the UTC fields of a timestamp),
 * and `wall-clock.ts` maps the results onto real instants in a time zone.
 */
export type Naive = number;

/** A cron or OnCalendar expression that does not parse. */
export class ScheduleSyntaxError extends Error {}

export interface CalendarPattern {
  year(year: number): boolean;
  /** Month 1–12. */
  month(month: number): boolean;
  day(year: number, month: number, day: number): boolean;
  /** Ascending. */
  hours: readonly number[];
  minutes: readonly number[];
  seconds: readonly number[];
}

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Day of the week, 0 = Sunday. */
export const weekday = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const firstAtLeast = (values: readonly number[], minimum: number) => values.find((v) => v >= minimum);

/**
 * The first naive time at or after `from` (rounded up to a whole second) that matches, or null when
 * there is none up to the end of `lastYear`. Each step jumps to the start of the next candidate unit.
 */
export function nextNaive(pattern: CalendarPattern, from: Naive, lastYear: number): Naive | null {
  let t = new Date(Math.ceil(from / 1000) * 1000);
  for (;;) {
    const [y, m, d, h, mi, s] = [
      t.getUTCFullYear(),
      t.getUTCMonth(),
      t.getUTCDate(),
      t.getUTCHours(),
      t.getUTCMinutes(),
      t.getUTCSeconds(),
    ];
    if (y > lastYear) return null;
    if (!pattern.year(y)) {
      t = new Date(Date.UTC(y + 1, 0, 1));
    } else if (!pattern.month(m + 1)) {
      t = new Date(Date.UTC(y, m + 1, 1));
    } else if (!pattern.day(y, m + 1, d)) {
      t = new Date(Date.UTC(y, m, d + 1));
    } else {
      const hour = firstAtLeast(pattern.hours, h);
      const minute = hour === h ? firstAtLeast(pattern.minutes, mi) : pattern.minutes[0];
      const second = hour === h && minute === mi ? firstAtLeast(pattern.seconds, s) : pattern.seconds[0];
      if (hour === undefined) t = new Date(Date.UTC(y, m, d + 1));
      else if (minute === undefined) t = new Date(Date.UTC(y, m, d, hour + 1));
      else if (second === undefined) t = new Date(Date.UTC(y, m, d, hour, minute + 1));
      else return Date.UTC(y, m, d, hour, minute, second);
    }
  }
}
