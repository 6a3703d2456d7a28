import { DateTime } from 'luxon';
import { DomainError } from '../../errors.js';

/** `YYYY-MM-DD HH:MM:SS`, the stored wall-clock form. */
export type LocalDateTime = string;

const INPUT = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/** Whether a string is a date-time the reference's rest_parse_date() accepts (a date alone is not). */
export function isRestDateTime(value: string): boolean {
  const match = INPUT.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** The stored wall-clock form of an instant in a zone. */
export function toLocal(instant: Date, zone: string): LocalDateTime {
  return DateTime.fromJSDate(instant, { zone }).toFormat('yyyy-MM-dd HH:mm:ss');
}

/** The instant a wall-clock time in a zone stands for (a time in a DST gap moves forward). */
export function fromLocal(local: LocalDateTime, zone: string): Date {
  return DateTime.fromFormat(local, 'yyyy-MM-dd HH:mm:ss', { zone }).toJSDate();
}

/**
 * Reads a REST date-time as a wall-clock time in `zone`: a value with an offset is converted, one
 * without is taken as already local (or as UTC when `zone` is UTC, for the `*_gmt` fields).
 */
export function parseRestDate(value: string, zone: string): LocalDateTime {
  const match = isRestDateTime(value) ? INPUT.exec(value) : null;
  if (!match) throw new DomainError('INVALID_DATE', 'Invalid date.');
  const wall = `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6]}`;
  const offset = match[8];
  if (!offset) return wall;
  const iso = `${wall.replace(' ', 'T')}${offset === 'z' ? 'Z' : offset}`;
  return toLocal(DateTime.fromISO(iso, { setZone: true }).toJSDate(), zone);
}

/** The REST output form: `YYYY-MM-DDTHH:MM:SS`, no zone, no fraction. */
export const restDate = (local: LocalDateTime) => local.replace(' ', 'T');

/** The REST output form of a UTC instant (the `*_gmt` fields). */
export const restGmtDate = (instant: Date) => instant.toISOString().slice(0, 19);
