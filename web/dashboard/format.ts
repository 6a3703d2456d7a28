import type { Status } from './types.js';

const UNITS: [number, string][] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** A length of time in words, to the two largest units: "1 hour 5 minutes". */
export function duration(seconds: number): string {
  let left = Math.round(Math.abs(seconds));
  if (left === 0) return '0 seconds';
  const parts: string[] = [];
  for (const [size, unit] of UNITS) {
    const count = Math.floor(left / size);
    if (count > 0 && parts.length < 2) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
    left -= count * size;
  }
  return parts.join(' ');
}

/** A moment relative to now: "3 minutes ago", "in 5 minutes". */
export function relative(iso: string | null, now = Date.now()): string {
  if (!iso) return 'never';
  const seconds = (Date.parse(iso) - now) / 1000;
  if (Math.abs(seconds) < 5) return 'now';
  return seconds < 0 ? `${duration(seconds)} ago` : `in ${duration(seconds)}`;
}

/** A moment in full, in the browser's time zone (or the one given). */
export function fullDate(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone,
  }).format(new Date(iso));
}

export const STATUS_LABELS: Record<Status, string> = {
  NEW: 'New',
  UP: 'Up',
  GRACE: 'Late',
  DOWN: 'Down',
  PAUSED: 'Paused',
};

/** Most urgent first, for sorting by status. */
export const STATUS_ORDER: Record<Status, number> = { DOWN: 0, GRACE: 1, UP: 2, NEW: 3, PAUSED: 4 };

/** The tags of a check, from its space-separated field. */
export const tagsOf = (tags: string) => tags.split(' ').filter(Boolean);

/** A ping's body, from base64, as text (invalid UTF-8 shown with replacement characters). */
export function bodyText(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}
