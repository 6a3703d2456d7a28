import { escapeHtml } from '../../escape-html.js';

/** The wording Healthchecks' messages use (hc/lib/date.py, Django's humanize), so alerts read alike. */

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** The units both formats count in, largest first, with their seconds. */
const UNITS = [
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
] as const;

/** "1 day 2 hours", "2 weeks" (whole weeks only, else days): a check's period. */
export function formatDuration(seconds: number): string {
  let rest = Math.floor(seconds);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    if (unit === 'week' && rest % size !== 0) continue;
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(plural(count, unit));
  }
  return parts.join(' ');
}

/** "1 hour, 30 minutes": the two largest units, for "The downtime lasted …". */
export function formatDurationForSentence(seconds: number): string {
  const total = Math.floor(seconds);
  const [days, hours, mins, secs] = [
    Math.floor(total / 86_400),
    Math.floor(total / 3600) % 24,
    Math.floor(total / 60) % 60,
    total % 60,
  ];
  if (days) return `${plural(days, 'day')}, ${plural(hours, 'hour')}`;
  if (hours) return `${plural(hours, 'hour')}, ${plural(mins, 'minute')}`;
  if (mins) return `${plural(mins, 'minute')}, ${plural(secs, 'second')}`;
  return plural(secs, 'second');
}

/** Django's timesince (depth 2, adjacent units) for a day or more. */
function timesince(then: Date, now: Date): string {
  let months = (now.getUTCFullYear() - then.getUTCFullYear()) * 12 + now.getUTCMonth() - then.getUTCMonth();
  const pivotAt = (m: number) => {
    const pivot = new Date(then);
    pivot.setUTCMonth(then.getUTCMonth() + m);
    return pivot;
  };
  if (months > 0 && pivotAt(months) > now) months--;
  let rest = Math.floor((now.getTime() - pivotAt(months).getTime()) / 1000);
  const chunks: [number, string][] = [
    [Math.floor(months / 12), 'year'],
    [months % 12, 'month'],
  ];
  for (const [unit, size] of UNITS) {
    chunks.push([Math.floor(rest / size), unit]);
    rest %= size;
  }
  const first = chunks.findIndex(([count]) => count > 0);
  if (first < 0) return '0 minutes';
  const words = [plural(chunks[first][0], chunks[first][1])];
  const next = chunks[first + 1];
  if (next && next[0] > 0) words.push(plural(next[0], next[1]));
  return words.join(', ');
}

/** Django's naturaltime for a past moment: "now", "a minute ago", "10 minutes ago", "2 days, 3 hours ago". */
export function naturalTime(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds >= 86_400) return `${timesince(then, now)} ago`;
  if (seconds === 0) return 'now';
  if (seconds < 60) return seconds === 1 ? 'a second ago' : `${seconds} seconds ago`;
  if (seconds < 3600) {
    const minutes = Math.floor(seconds / 60);
    return minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`;
  }
  const hours = Math.floor(seconds / 3600);
  return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
}

/** Django's escape filter: what Healthchecks' templates do to every value not marked safe. */
export const djangoEscape = (text: string) => escapeHtml(text).replaceAll('&#39;', '&#x27;');
