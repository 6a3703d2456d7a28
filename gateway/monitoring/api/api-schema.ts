import { isValidSchedule } from '../../../src/monitoring/schedule/schedule.js';
import { normaliseTimeZone } from '../../../src/time/time-zone.js';

/**
 * The JSON-schema keywords Healthchecks checks a request's fields with (its `hc/lib/jsonschema.py`),
 * and Portico's own: `nulFree`, `pattern` and the `schedule` format.
 */
export interface ApiSchema {
  /** `number` is an integer, as Python's `int`: a boolean counts (as 0 or 1), a fraction does not. */
  type?: 'string' | 'number' | 'boolean' | 'array';
  /** Refuses NUL in a string before its other keywords: PostgreSQL cannot store it in text. */
  nulFree?: true;
  maxLength?: number;
  pattern?: RegExp;
  /** `schedule`: a cron or OnCalendar expression; `timezone`: a zone name Portico knows. */
  format?: 'schedule' | 'timezone';
  minimum?: number;
  maximum?: number;
  items?: ApiSchema;
  enum?: readonly unknown[];
}

/** What is wrong with a string against its keywords, in the order and words of the reference. */
function stringProblem(value: string, schema: ApiSchema, name: string): string | null {
  if (schema.nulFree && value.includes('\u0000')) return `${name} contains a NUL character`;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return `${name} is too long`;
  if (schema.pattern && !schema.pattern.test(value)) return `${name} does not match pattern`;
  if (schema.format === 'schedule' && !isValidSchedule(value))
    return `${name} is not a valid cron or OnCalendar expression`;
  if (schema.format === 'timezone' && !normaliseTimeZone(value)) return `${name} is not a valid timezone`;
  return null;
}

/** What is wrong with a value against a schema, or null: the reference's first failed keyword. */
export function schemaProblem(value: unknown, schema: ApiSchema, name: string): string | null {
  switch (schema.type) {
    case 'string': {
      if (typeof value !== 'string') return `${name} is not a string`;
      const problem = stringProblem(value, schema, name);
      if (problem) return problem;
      break;
    }
    case 'number': {
      const number = typeof value === 'boolean' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number)) return `${name} is not a number`;
      if (schema.minimum !== undefined && number < schema.minimum) return `${name} is too small`;
      if (schema.maximum !== undefined && number > schema.maximum) return `${name} is too large`;
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return `${name} is not a boolean`;
      break;
    case 'array': {
      if (!Array.isArray(value)) return `${name} is not an array`;
      const items = schema.items;
      const problem =
        items && value.map((item) => schemaProblem(item, items, `an item in '${name}'`)).find(Boolean);
      if (problem) return problem;
      break;
    }
  }
  if (schema.enum && !schema.enum.includes(value)) return `${name} has unexpected value`;
  return null;
}
