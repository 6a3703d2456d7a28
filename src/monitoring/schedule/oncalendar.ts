import { ScheduleSyntaxError, daysInMonth, nextNaive, weekday, type CalendarPattern } from './calendar.js';
import { normaliseTimeZone } from '../../time/time-zone.js';
import { nextRealInstant } from './wall-clock.js';

/**
 * systemd OnCalendar expressions (systemd.time(7)), as the reference evaluates them: one expression
 * per line, `[weekdays] [date] [time] [time zone]`, matched in real time (a repeated local time matches
 * twice, a skipped one never).
 */

const LAST_YEAR = 2200;
const STEP = 1000;

const SPECIALS: Readonly<Record<string, string>> = {
  minutely: '*-*-* *:*:00',
  hourly: '*-*-* *:00:00',
  daily: '*-*-* 00:00:00',
  weekly: 'Mon *-*-* 00:00:00',
  monthly: '*-*-01 00:00:00',
  yearly: '*-01-01 00:00:00',
  annually: '*-01-01 00:00:00',
  quarterly: '*-01,04,07,10-01 00:00:00',
  semiannually: '*-01,07-01 00:00:00',
};

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

interface Component {
  min: number;
  max: number;
  /** Turns a written number into its value (two-digit years). */
  value?: (text: string) => number;
  /** `a/step` counts down to the minimum (days from the end: `~07/1` is the last seven days). */
  stepsDown?: boolean;
}

const YEAR: Component = {
  min: 1970,
  max: LAST_YEAR,
  value: (text) => Number(text) + (text.length > 2 ? 0 : Number(text) >= 70 ? 1900 : 2000),
};
const MONTH: Component = { min: 1, max: 12 };
const DAY: Component = { min: 1, max: 31 };
/** Days counted from the end of the month (`~1` is the last day). */
const DAY_FROM_END: Component = { min: 1, max: 28, stepsDown: true };
const HOUR: Component = { min: 0, max: 23 };
const MINUTE: Component = { min: 0, max: 59 };

const fail = (text: string): never => {
  throw new ScheduleSyntaxError(`cannot parse "${text}"`);
};

/** A comma list of `*`, `a`, `a..b`, each optionally `/step` (`a/step` runs on to the end). */
function component(text: string, c: Component): number[] {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const match = /^(?:(\*)|(\d+)(?:\.\.(\d+))?)(?:\/(\d+))?$/.exec(item) ?? fail(text);
    const [, star, from, to, stepText] = match;
    const read = (t: string) => {
      const v = c.value ? c.value(t) : Number(t);
      return v >= c.min && v <= c.max ? v : fail(text);
    };
    const step = stepText ? Number(stepText) : 1;
    if (step < 1) fail(text);
    if (stepText && !star && !to && c.stepsDown) {
      for (let v = read(from); v >= c.min; v -= step) values.add(v);
      continue;
    }
    const start = star ? c.min : read(from);
    const end = star || (stepText && !to) ? c.max : to ? read(to) : start;
    if (end < start) fail(text);
    for (let v = start; v <= end; v += step) values.add(v);
  }
  return [...values].sort((a, b) => a - b);
}

function weekdays(text: string): Set<number> {
  const day = (name: string) => {
    const lower = name.toLowerCase();
    const index = WEEKDAYS.findIndex((full) => full === lower || full.slice(0, 3) === lower);
    return index >= 0 ? index : fail(text);
  };
  const days = new Set<number>();
  for (const item of text.split(',')) {
    const [from, to, ...rest] = item.split(/\.\.|-/);
    if (rest.length) fail(text);
    // Monday first: Sunday closes a range.
    const [start, end] = [from, to ?? from].map((name) => (day(name) + 6) % 7);
    if (end < start) fail(text);
    for (let d = start; d <= end; d++) days.add((d + 1) % 7);
  }
  return days;
}

function datePattern(text: string, days: Set<number>): Pick<CalendarPattern, 'year' | 'month' | 'day'> {
  const fromEnd = text.includes('~');
  const split = fromEnd ? text.indexOf('~') : text.lastIndexOf('-');
  if (split <= 0 || text.indexOf('~', split + 1) >= 0) fail(text);
  const [head, dayText] = [text.slice(0, split), text.slice(split + 1)];
  const parts = head.split('-');
  if (parts.length > 2) fail(text);
  const [yearText, monthText] = parts.length === 2 ? parts : ['*', parts[0]];
  const years = new Set(component(yearText, YEAR));
  const months = new Set(component(monthText, MONTH));
  const dayValues = new Set(component(dayText, fromEnd ? DAY_FROM_END : DAY));
  return {
    year: (y) => years.has(y),
    month: (m) => months.has(m),
    day: (y, m, d) => days.has(weekday(y, m, d)) && dayValues.has(fromEnd ? daysInMonth(y, m) - d + 1 : d),
  };
}

function timePattern(text: string): Pick<CalendarPattern, 'hours' | 'minutes' | 'seconds'> {
  const parts = text.split(':');
  if (parts.length < 2 || parts.length > 3) fail(text);
  const [hours, minutes, seconds = '00'] = parts;
  return {
    hours: component(hours, HOUR),
    minutes: component(minutes, MINUTE),
    seconds: component(seconds, MINUTE),
  };
}

interface OnCalendarLine {
  pattern: CalendarPattern;
  tz: string;
}

function parseLine(line: string, defaultTz: string): OnCalendarLine {
  const tokens = line.trim().split(/\s+/).filter(Boolean);
  const lastZone = tokens.length > 1 ? normaliseTimeZone(tokens[tokens.length - 1]) : null;
  if (lastZone) tokens.pop();
  const expanded = tokens.length === 1 && SPECIALS[tokens[0].toLowerCase()];
  if (expanded) tokens.splice(0, 1, ...expanded.split(' '));
  const hasWeekdays = tokens.length > 0 && /^[a-z]/i.test(tokens[0]);
  const days = hasWeekdays ? weekdays(tokens.shift()!) : new Set([0, 1, 2, 3, 4, 5, 6]);
  if (tokens.length > 2 || (tokens.length === 0 && !hasWeekdays)) fail(line);
  const time = tokens.length && tokens[tokens.length - 1].includes(':') ? tokens.pop()! : '00:00:00';
  const date = tokens.pop() ?? '*-*-*';
  if (tokens.length) fail(line);
  return { pattern: { ...datePattern(date, days), ...timePattern(time) }, tz: lastZone ?? defaultTz };
}

function parseOnCalendar(expression: string, tz: string): OnCalendarLine[] {
  return expression
    .trim()
    .split('\n')
    .map((line) => parseLine(line, tz));
}

/** The first match strictly after `after` of any line, or null when none comes before 2200. */
export function nextOnCalendarMatch(expression: string, tz: string, after: Date): Date | null {
  let best: number | null = null;
  for (const { pattern, tz: lineTz } of parseOnCalendar(expression, tz)) {
    const next = nextRealInstant(
      (from) => nextNaive(pattern, from, LAST_YEAR),
      lineTz,
      after.getTime(),
      STEP,
    );
    if (next !== null && (best === null || next < best)) best = next;
  }
  return best === null ? null : new Date(best);
}
