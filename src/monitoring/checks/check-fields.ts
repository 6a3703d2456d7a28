import { badInput } from '../../errors.js';
import { normaliseTimeZone } from '../../time/time-zone.js';
import { isValidSchedule } from '../schedule/schedule.js';

/** The fields an owner writes on a check (GraphQL's CheckInput), and `unique` of a create. */
export interface CheckFields {
  channels?: string;
  desc?: string;
  failureKw?: string;
  filterSubject?: boolean;
  filterBody?: boolean;
  filterHttpBody?: boolean;
  filterDefaultFail?: boolean;
  grace?: number;
  manualResume?: boolean;
  methods?: string;
  name?: string;
  schedule?: string;
  slug?: string;
  startKw?: string;
  subject?: string;
  subjectFail?: string;
  successKw?: string;
  tags?: string;
  timeout?: number;
  tz?: string;
  unique?: UniqueField[];
}

/** The fields whose values `unique` may match an existing check by. */
export const UNIQUE_FIELDS = ['name', 'slug', 'tags', 'timeout', 'grace'] as const;
export type UniqueField = (typeof UNIQUE_FIELDS)[number];

/** The longest texts a check keeps, in characters (its columns' lengths). */
export const NAME_MAX = 100;
export const TAGS_MAX = 500;
export const SCHEDULE_MAX = 100;
export const KEYWORDS_MAX = 200;
/** A slug's characters. */
export const SLUG_PATTERN = /^[a-z0-9-_]*$/;
/** A timeout or grace time: a minute to a year, in seconds. */
export const SECONDS_MIN = 60;
export const SECONDS_MAX = 31536000;
/** The methods a check may accept pings by: any, or only POST. */
export const METHODS = ['', 'POST'] as const;

type Rule =
  | { type: 'string'; max?: number; pattern?: RegExp }
  | { type: 'boolean' }
  | { type: 'seconds' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'schedule' }
  | { type: 'tz' }
  | { type: 'unique' };

const RULES: [keyof CheckFields, Rule][] = [
  ['channels', { type: 'string' }],
  ['desc', { type: 'string' }],
  ['failureKw', { type: 'string', max: KEYWORDS_MAX }],
  ['filterSubject', { type: 'boolean' }],
  ['filterBody', { type: 'boolean' }],
  ['filterHttpBody', { type: 'boolean' }],
  ['filterDefaultFail', { type: 'boolean' }],
  ['grace', { type: 'seconds' }],
  ['manualResume', { type: 'boolean' }],
  ['methods', { type: 'enum', values: METHODS }],
  ['name', { type: 'string', max: NAME_MAX }],
  ['schedule', { type: 'schedule' }],
  ['slug', { type: 'string', max: NAME_MAX, pattern: SLUG_PATTERN }],
  ['startKw', { type: 'string', max: KEYWORDS_MAX }],
  ['subject', { type: 'string', max: KEYWORDS_MAX }],
  ['subjectFail', { type: 'string', max: KEYWORDS_MAX }],
  ['successKw', { type: 'string', max: KEYWORDS_MAX }],
  ['tags', { type: 'string', max: TAGS_MAX }],
  ['timeout', { type: 'seconds' }],
  ['tz', { type: 'tz' }],
  ['unique', { type: 'unique' }],
];

/** The names of the fields a check's owner writes (`unique` aside). */
export const CHECK_FIELD_NAMES = RULES.map(([field]) => field).filter((field) => field !== 'unique');

const invalid = (problem: string) => badInput(problem, 'INVALID_CHECK_FIELD');

/** The problem with one value, or null. GraphQL gives typed values; an import's may not be. */
function problemWith(field: string, rule: Rule, value: unknown): string | null {
  switch (rule.type) {
    case 'string':
    case 'schedule':
      if (typeof value !== 'string') return `${field} is not a string`;
      // PostgreSQL cannot store NUL in text.
      if (value.includes('\u0000')) return `${field} contains a NUL character`;
      if (rule.type === 'schedule') {
        if (value.length > SCHEDULE_MAX) return `${field} is too long`;
        return isValidSchedule(value) ? null : `${field} is not a valid cron or OnCalendar expression`;
      }
      if (rule.max !== undefined && value.length > rule.max) return `${field} is too long`;
      if (rule.pattern && !rule.pattern.test(value)) return `${field} does not match pattern`;
      return null;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${field} is not a boolean`;
    case 'seconds':
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${field} is not a number`;
      if (value < SECONDS_MIN) return `${field} is too small`;
      if (value > SECONDS_MAX) return `${field} is too large`;
      return null;
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value)
        ? null
        : `${field} has unexpected value`;
    case 'tz':
      if (typeof value !== 'string') return `${field} is not a string`;
      return normaliseTimeZone(value) ? null : `${field} is not a valid timezone`;
    case 'unique':
      if (!Array.isArray(value)) return `${field} is not an array`;
      return value.every((item) => (UNIQUE_FIELDS as readonly unknown[]).includes(item))
        ? null
        : `an item in '${field}' has unexpected value`;
  }
}

/**
 * Validates a check's fields, named as CheckFields names them: every rule of a field, fields in a
 * fixed order, only the first problem reported, other keys ignored, `null` never taken for an omitted
 * value. Returns the fields with time zones normalised.
 */
export function validateCheckFields(raw: Record<string, unknown>): CheckFields {
  const fields: Record<string, unknown> = {};
  for (const [field, rule] of RULES) {
    if (raw[field] === undefined) continue;
    const problem = problemWith(field, rule, raw[field]);
    if (problem) throw invalid(problem);
    fields[field] = rule.type === 'tz' ? normaliseTimeZone(raw[field] as string) : raw[field];
  }
  return fields as CheckFields;
}

/** The check fields among named values (a GraphQL input, a command's options); null counts as omitted. */
export function checkFieldsOf(values: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of CHECK_FIELD_NAMES) {
    const value = values[field];
    if (value !== undefined && value !== null) fields[field] = value;
  }
  return fields;
}
