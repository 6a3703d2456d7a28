import { badInput } from '../errors.js';
import { normaliseTimeZone } from '../time/time-zone.js';
import { isValidSchedule } from './schedule/schedule.js';

/** The writable check fields (API names), in the order the reference validates them. */
export interface CheckFields {
  channels?: string;
  desc?: string;
  failure_kw?: string;
  filter_subject?: boolean;
  filter_body?: boolean;
  filter_http_body?: boolean;
  filter_default_fail?: boolean;
  grace?: number;
  manual_resume?: boolean;
  methods?: string;
  name?: string;
  schedule?: string;
  slug?: string;
  start_kw?: string;
  subject?: string;
  subject_fail?: string;
  success_kw?: string;
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
  ['failure_kw', { type: 'string', max: KEYWORDS_MAX }],
  ['filter_subject', { type: 'boolean' }],
  ['filter_body', { type: 'boolean' }],
  ['filter_http_body', { type: 'boolean' }],
  ['filter_default_fail', { type: 'boolean' }],
  ['grace', { type: 'seconds' }],
  ['manual_resume', { type: 'boolean' }],
  ['methods', { type: 'enum', values: METHODS }],
  ['name', { type: 'string', max: NAME_MAX }],
  ['schedule', { type: 'schedule' }],
  ['slug', { type: 'string', max: NAME_MAX, pattern: SLUG_PATTERN }],
  ['start_kw', { type: 'string', max: KEYWORDS_MAX }],
  ['subject', { type: 'string', max: KEYWORDS_MAX }],
  ['subject_fail', { type: 'string', max: KEYWORDS_MAX }],
  ['success_kw', { type: 'string', max: KEYWORDS_MAX }],
  ['tags', { type: 'string', max: TAGS_MAX }],
  ['timeout', { type: 'seconds' }],
  ['tz', { type: 'tz' }],
  ['unique', { type: 'unique' }],
];

const invalid = (problem: string) => badInput(problem, 'INVALID_CHECK_FIELD');

/** The problem with one value, or null. Values from GraphQL arrive typed; JSON values may not. */
function problemWith(field: string, rule: Rule, value: unknown): string | null {
  switch (rule.type) {
    case 'string':
    case 'schedule':
      if (typeof value !== 'string') return `${field} is not a string`;
      // PostgreSQL (the reference's database too) cannot store NUL in text.
      if (value.includes('\u0000')) return `${field} contains a NUL character`;
      if (rule.type === 'schedule') {
        if (value.length > SCHEDULE_MAX) return `${field} is too long`;
        return isValidSchedule(value) ? null : 'schedule is not a valid cron or OnCalendar expression';
      }
      if (rule.max !== undefined && value.length > rule.max) return `${field} is too long`;
      if (rule.pattern && !rule.pattern.test(value)) return `${field} does not match pattern`;
      return null;
    case 'boolean':
      return typeof value === 'boolean' ? null : `${field} is not a boolean`;
    case 'seconds': {
      // As in the reference (Python), a JSON boolean counts as the integer 0 or 1.
      const seconds = typeof value === 'boolean' ? Number(value) : value;
      if (typeof seconds !== 'number' || !Number.isInteger(seconds)) return `${field} is not a number`;
      if (seconds < SECONDS_MIN) return `${field} is too small`;
      if (seconds > SECONDS_MAX) return `${field} is too large`;
      return null;
    }
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value)
        ? null
        : `${field} has unexpected value`;
    case 'tz':
      if (typeof value !== 'string') return `${field} is not a string`;
      return normaliseTimeZone(value) ? null : 'tz is not a valid timezone';
    case 'unique':
      if (!Array.isArray(value)) return `${field} is not an array`;
      return value.every((item) => (UNIQUE_FIELDS as readonly unknown[]).includes(item))
        ? null
        : `an item in '${field}' has unexpected value`;
  }
}

/**
 * Validates check fields as the reference does: every rule of a field, fields in its declaration
 * order, only the first problem reported, unknown keys ignored, `null` never accepted. Returns the
 * known fields with booleans-as-seconds converted and time zones normalised.
 */
export function validateCheckFields(raw: Record<string, unknown>): CheckFields {
  const fields: Record<string, unknown> = {};
  for (const [field, rule] of RULES) {
    if (!(field in raw) || raw[field] === undefined) continue;
    const problem = problemWith(field, rule, raw[field]);
    if (problem) throw invalid(problem);
    const value = raw[field];
    fields[field] =
      rule.type === 'seconds'
        ? Number(value)
        : rule.type === 'tz'
          ? normaliseTimeZone(value as string)
          : value;
  }
  return fields as CheckFields;
}

/** GraphQL input names (camelCase) of the API fields: the one mapping between the two spellings. */
export const GRAPHQL_FIELD_NAMES: Readonly<Record<Exclude<keyof CheckFields, 'unique'>, string>> = {
  channels: 'channels',
  desc: 'desc',
  failure_kw: 'failureKw',
  filter_subject: 'filterSubject',
  filter_body: 'filterBody',
  filter_http_body: 'filterHttpBody',
  filter_default_fail: 'filterDefaultFail',
  grace: 'grace',
  manual_resume: 'manualResume',
  methods: 'methods',
  name: 'name',
  schedule: 'schedule',
  slug: 'slug',
  start_kw: 'startKw',
  subject: 'subject',
  subject_fail: 'subjectFail',
  success_kw: 'successKw',
  tags: 'tags',
  timeout: 'timeout',
  tz: 'tz',
};

/** The API-named fields among camelCase-named values (a GraphQL input, CLI options); null counts as omitted. */
export function fieldsOfCamelCase(values: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [api, camelCase] of Object.entries(GRAPHQL_FIELD_NAMES)) {
    const value = values[camelCase];
    if (value !== undefined && value !== null) fields[api] = value;
  }
  return fields;
}
