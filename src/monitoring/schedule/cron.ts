import { ScheduleSyntaxError, daysInMonth, nextNaive, weekday, type CalendarPattern } from './calendar.js';
import { naiveOf, nextRealInstant, nextWallClockInstant } from './wall-clock.js';

/**
 * Cron as the reference evaluates it (cronsim): Debian/Vixie cron plus `L`, `LW`, `<dow>L` and
 * `<dow>#<n>`. cron-parser cannot express `LW`, Vixie's day rule or Debian's DST handling, so the
 * grammar is implemented here.
 */

interface Field {
  min: number;
  max: number;
  names?: readonly string[];
}

const MINUTE: Field = { min: 0, max: 59 };
const HOUR: Field = { min: 0, max: 23 };
const DAY_OF_MONTH: Field = { min: 1, max: 31 };
const MONTH: Field = {
  min: 1,
  max: 12,
  names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
};
const DAY_OF_WEEK: Field = { min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] };

/** The reference gives up after 50 years without a match. */
const HORIZON_YEARS = 50;
const STEP = 60_000;

function number(text: string, field: Field): number {
  const named = field.names?.indexOf(text) ?? -1;
  const value = named >= 0 ? named + field.min : /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= field.min && value <= field.max)) throw new ScheduleSyntaxError(`bad value: ${text}`);
  return field === DAY_OF_WEEK && value === 7 ? 0 : value;
}

/** `*`, `a`, `a-b`, each optionally `/step` (`a/step` runs to the field's maximum). */
function range(term: string, field: Field): number[] {
  const [span, stepText, ...rest] = term.split('/');
  const step = stepText === undefined ? 1 : number(stepText, { min: 1, max: field.max });
  if (rest.length) throw new ScheduleSyntaxError(`bad step: ${term}`);
  let [start, end] = [field.min, field.max];
  if (span !== '*') {
    const [from, to, ...more] = span.split('-');
    if (more.length) throw new ScheduleSyntaxError(`bad range: ${term}`);
    start = number(from, field);
    end = to !== undefined ? number(to, field) : stepText !== undefined ? field.max : start;
    // `5-7` in the day-of-week field ends on Sunday written as 7.
    if (to !== undefined && field === DAY_OF_WEEK && end === 0) end = 7;
    if (end < start) throw new ScheduleSyntaxError(`bad range: ${term}`);
  }
  const values: number[] = [];
  for (let v = start; v <= end; v += step) values.push(field === DAY_OF_WEEK && v === 7 ? 0 : v);
  return values;
}

const set = (text: string, field: Field) => new Set(text.split(',').flatMap((term) => range(term, field)));

function dayOfMonthMatcher(text: string) {
  const days = new Set<number>();
  let last = false;
  let lastWeekday = false;
  for (const term of text.split(',')) {
    if (term === 'L') last = true;
    else if (term === 'LW') lastWeekday = true;
    else range(term, DAY_OF_MONTH).forEach((d) => days.add(d));
  }
  const lastWeekdayOf = (y: number, m: number) => {
    const end = daysInMonth(y, m);
    const shift = [2, 0, 0, 0, 0, 0, 1][weekday(y, m, end)];
    return end - shift;
  };
  return {
    days,
    matches: (y: number, m: number, d: number) =>
      days.has(d) || (last && d === daysInMonth(y, m)) || (lastWeekday && d === lastWeekdayOf(y, m)),
  };
}

function dayOfWeekMatcher(text: string) {
  const days = new Set<number>();
  const lastOfMonth = new Set<number>();
  const nth: [number, number][] = [];
  for (const term of text.split(',')) {
    const hash = /^(\w+)#(\d+)$/.exec(term);
    const last = /^(\w+)L$/.exec(term);
    if (hash) nth.push([number(hash[1], DAY_OF_WEEK), number(hash[2], { min: 1, max: 5 })]);
    else if (last) lastOfMonth.add(number(last[1], DAY_OF_WEEK));
    else range(term, DAY_OF_WEEK).forEach((d) => days.add(d));
  }
  return (y: number, m: number, d: number) => {
    const wd = weekday(y, m, d);
    return (
      days.has(wd) ||
      (lastOfMonth.has(wd) && d + 7 > daysInMonth(y, m)) ||
      nth.some(([w, n]) => w === wd && Math.ceil(d / 7) === n)
    );
  };
}

interface Cron {
  pattern: CalendarPattern;
  /** Minute and hour are fixed values (no leading star): Debian runs these on wall-clock time. */
  wallClock: boolean;
}

function parseCron(expression: string): Cron {
  const fields = expression.trim().toUpperCase().split(/\s+/);
  if (fields.length !== 5) throw new ScheduleSyntaxError('cron needs five fields');
  const [minuteText, hourText, domText, monthText, dowText] = fields;
  const months = set(monthText, MONTH);
  const dom = dayOfMonthMatcher(domText);
  const dow = dayOfWeekMatcher(dowText);
  const longest = Math.max(...[...months].map((m) => daysInMonth(2000, m)));
  if (dom.days.size && Math.min(...dom.days) > longest)
    throw new ScheduleSyntaxError('no such day in these months');
  // Vixie cron: a field starting with a star makes the day fields AND-ed, otherwise either matches.
  const both = domText.startsWith('*') || dowText.startsWith('*');
  const sorted = (text: string, field: Field) => [...set(text, field)].sort((a, b) => a - b);
  return {
    pattern: {
      year: () => true,
      month: (m) => months.has(m),
      day: (y, m, d) => (both ? dom.matches(y, m, d) && dow(y, m, d) : dom.matches(y, m, d) || dow(y, m, d)),
      hours: sorted(hourText, HOUR),
      minutes: sorted(minuteText, MINUTE),
      seconds: [0],
    },
    wallClock: !minuteText.startsWith('*') && !hourText.startsWith('*'),
  };
}

/** The first match strictly after `after` in the zone, or null within the reference's horizon. */
export function nextCronMatch(expression: string, tz: string, after: Date): Date | null {
  const { pattern, wallClock } = parseCron(expression);
  const lastYear = new Date(naiveOf(tz, after.getTime())).getUTCFullYear() + HORIZON_YEARS;
  const search = (from: number) => nextNaive(pattern, from, lastYear);
  const next = (wallClock ? nextWallClockInstant : nextRealInstant)(search, tz, after.getTime(), STEP);
  return next === null ? null : new Date(next);
}
