import { isRestDateTime } from '../../../src/content/posts/post-dates.js';
import { listPhrase } from '../../../src/content/content-errors.js';
import { RestError } from './rest-error.js';

/** A REST request's `context`: which view of an item it asks for. */
export type RestContext = 'view' | 'embed' | 'edit';

/** The JSON-schema subset the reference uses for route arguments (and shows in the index). */
export interface ArgSchema {
  description?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  /** draft-04 style: the bound itself is out of range. */
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  format?: 'date-time' | 'uri' | 'uuid' | 'email' | 'ip';
  items?: ArgSchema;
  properties?: Record<string, ArgSchema>;
  additionalProperties?: boolean;
  oneOf?: ArgSchema[];
  title?: string;
  uniqueItems?: boolean;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  /** Unanchored, as the reference matches it. */
  pattern?: string;
  /** Only on top-level arguments (and item schema properties). */
  required?: boolean;
  /** Item schema annotations, kept on nested properties as the reference shows them. */
  context?: readonly RestContext[];
  readonly?: boolean;
  /** The handler reads the value itself; no validation (the reference's null validate_callback). */
  unchecked?: true;
  /** Items are checked one by one as if each were first (errors name `param[0]`). */
  itemsAsFirst?: true;
  /** null passes unchecked (the reference's validators that skip null: the settings' "delete"). */
  nullable?: true;
}

export type Args = Record<string, ArgSchema>;

interface Invalid {
  code: string;
  message: string;
  data: unknown;
}

class Violation extends Error {
  constructor(readonly invalid: Invalid) {
    super(invalid.message);
  }
}

const fail = (code: string, message: string, data: unknown = null): never => {
  throw new Violation({ code, message, data });
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/** Every integer the API stores is a 32-bit signed number (GraphQL's Int): ids, orders, counts. */
export const INT_MIN = -(2 ** 31);
export const INT_MAX = 2 ** 31 - 1;

function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value)) {
    const n = Number(value);
    return Number.isInteger(n) ? n : undefined;
  }
  return undefined;
}

function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).toLowerCase();
  if (['true', '1'].includes(text) && (typeof value === 'string' || value === 1)) return true;
  if (['false', '0', ''].includes(text) && (typeof value === 'string' || value === 0)) return false;
  return undefined;
}

/** Strings become lists (`a,b c`), PHP-style objects with numeric keys become arrays. */
function asArray(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value === '' ? [] : value.split(/[\s,]+/).filter((s) => s !== '');
  if (value && typeof value === 'object' && Object.keys(value).every((k) => /^\d+$/.test(k)))
    return Object.values(value);
  return undefined;
}

function typeOf(value: unknown, type: string): { ok: boolean; value?: unknown } {
  switch (type) {
    case 'integer': {
      const n = asInteger(value);
      return { ok: n !== undefined, value: n };
    }
    case 'number': {
      const n =
        typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value)) ? Number(value) : NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false };
    }
    case 'boolean': {
      const b = asBoolean(value);
      return { ok: b !== undefined, value: b };
    }
    case 'string':
      return { ok: typeof value === 'string', value };
    case 'array': {
      const list = asArray(value);
      return { ok: list !== undefined, value: list };
    }
    case 'object':
      if (value === '') return { ok: true, value: {} };
      return { ok: !!value && typeof value === 'object' && !Array.isArray(value), value };
    case 'null':
      return { ok: value === null, value: null };
  }
  return { ok: true, value };
}

/** A value against `oneOf`: the first option it satisfies, or the reference's explanation of why none. */
function coerceOneOf(value: unknown, schema: ArgSchema & { oneOf: ArgSchema[] }, param: string): unknown {
  const { oneOf, ...own } = schema;
  for (const option of oneOf) {
    let matched: unknown;
    try {
      matched = coerce(value, { type: own.type, ...option }, param);
    } catch (error) {
      if (!(error instanceof Violation)) throw error;
      continue;
    }
    // The value matched one option; the schema's own keywords (required properties …) still apply.
    return own.properties ? coerce(matched, own, param) : matched;
  }
  // Like the reference, explain the failure with the first option whose type fits the value.
  const position = firstMatchingType(value, oneOf);
  let reason = '';
  try {
    coerce(value, oneOf[position], param);
  } catch (error) {
    reason = (error as Violation).message;
  }
  const title = oneOf[position].title;
  return fail('rest_no_matching_schema', `${param} is not a valid ${title}. Reason: ${reason}`, { position });
}

/** The string keywords: `format` (date-time, uuid), `minLength`, `pattern`. */
function checkString(out: string, schema: ArgSchema, param: string): void {
  if (schema.format === 'date-time' && !isRestDateTime(out)) fail('rest_invalid_date', 'Invalid date.');
  if (schema.format === 'uuid' && !UUID.test(out)) fail('rest_invalid_uuid', `${param} is not a valid UUID.`);
  if (schema.minLength !== undefined && out.length < schema.minLength)
    fail(
      'rest_too_short',
      `${param} must be at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'} long.`,
    );
  if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(out))
    fail('rest_invalid_pattern', `${param} does not match pattern ${schema.pattern}.`);
}

/** The array keywords — `minItems`, `maxItems`, `uniqueItems` — with each item coerced by `items`. */
function coerceArray(out: unknown[], schema: ArgSchema, param: string): unknown[] {
  if (schema.minItems !== undefined && out.length < schema.minItems)
    fail(
      'rest_too_few_items',
      `${param} must contain at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}.`,
    );
  if (schema.maxItems !== undefined && out.length > schema.maxItems)
    fail(
      'rest_too_many_items',
      `${param} must contain at most ${schema.maxItems} item${schema.maxItems === 1 ? '' : 's'}.`,
    );
  const items = schema.items;
  const result = items
    ? out.map((item, i) => coerce(item, items, `${param}[${schema.itemsAsFirst ? 0 : i}]`))
    : out;
  if (schema.uniqueItems && new Set(result.map((v) => JSON.stringify(v))).size !== result.length)
    fail('rest_duplicate_items', `${param} has duplicate items.`);
  return result;
}

/** An object against `properties`: required ones present, each coerced, defaults filled in. */
function coerceObject(
  out: Record<string, unknown>,
  schema: ArgSchema & { properties: Record<string, ArgSchema> },
  param: string,
): Record<string, unknown> {
  for (const [key, property] of Object.entries(schema.properties))
    if (property.required && out[key] === undefined)
      fail('rest_property_required', `${key} is a required property of ${param}.`);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(out)) {
    const property = schema.properties[key];
    if (!property) {
      if (schema.additionalProperties === false)
        fail('rest_additional_properties_forbidden', `${key} is not a valid property of Object.`);
      result[key] = item;
    } else result[key] = coerce(item, property, `${param}[${key}]`);
  }
  for (const [key, property] of Object.entries(schema.properties))
    if (result[key] === undefined && property.default !== undefined) result[key] = property.default;
  return result;
}

/** Validates and coerces one value (the reference's validate-then-sanitize from schema). */
export function coerce(value: unknown, schema: ArgSchema, param: string): unknown {
  if (schema.oneOf) return coerceOneOf(value, { ...schema, oneOf: schema.oneOf }, param);
  let out = value;
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
  if (types.length) {
    const match = types.map((t) => typeOf(value, t)).find((r) => r.ok);
    if (!match) return fail('rest_invalid_type', `${param} is not of type ${types.join(',')}.`, { param });
    out = match.value;
  }
  if (schema.enum && !schema.enum.includes(out)) {
    return fail(
      'rest_not_in_enum',
      schema.enum.length === 1
        ? `${param} is not ${listPhrase(schema.enum)}.`
        : `${param} is not one of ${listPhrase(schema.enum)}.`,
    );
  }
  if (typeof out === 'number') checkBounds(out, schema, param);
  if (typeof out === 'number' && types.includes('integer') && (out < INT_MIN || out > INT_MAX))
    checkBounds(out, { minimum: INT_MIN, maximum: INT_MAX }, param);
  if (typeof out === 'string') checkString(out, schema, param);
  if (Array.isArray(out)) return coerceArray(out, schema, param);
  if (out && typeof out === 'object' && schema.properties)
    return coerceObject(out as Record<string, unknown>, { ...schema, properties: schema.properties }, param);
  return out;
}

/**
 * A value checked as the reference checks a registered meta value when it writes it: coerced, or
 * refused with the schema's own error (not wrapped in `rest_invalid_param`).
 */
export function checkedValue(value: unknown, schema: ArgSchema, param: string): unknown {
  try {
    return coerce(value, schema, param);
  } catch (error) {
    if (!(error instanceof Violation)) throw error;
    throw new RestError(error.invalid.code, error.invalid.message, 400);
  }
}

function firstMatchingType(value: unknown, options: ArgSchema[]): number {
  const index = options.findIndex((option) =>
    ([] as string[]).concat(option.type ?? []).some((t) => typeOf(value, t).ok),
  );
  return index < 0 ? 0 : index;
}

function checkBounds(n: number, schema: ArgSchema, param: string) {
  const { minimum: min, maximum: max, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = schema;
  const below = min !== undefined && (exMin ? n <= min : n < min);
  const above = max !== undefined && (exMax ? n >= max : n > max);
  const bound = (exclusive?: boolean) => (exclusive ? 'exclusive' : 'inclusive');
  if (min !== undefined && max !== undefined && (below || above))
    fail(
      'rest_out_of_bounds',
      `${param} must be between ${min} (${bound(exMin)}) and ${max} (${bound(exMax)})`,
    );
  if (below) fail('rest_out_of_bounds', `${param} must be greater than ${exMin ? '' : 'or equal to '}${min}`);
  if (above) fail('rest_out_of_bounds', `${param} must be less than ${exMax ? '' : 'or equal to '}${max}`);
}

/**
 * Checks a request's parameters against a route's arguments in the reference's order — missing
 * required ones first, then every invalid one (listed in argument order) — and returns them coerced,
 * with defaults filled in, beside the path's own parameters. Parameters the route does not declare
 * are left out: a handler never reads a value nobody checked.
 */
export function validateArgs(
  args: Args,
  params: Record<string, unknown>,
  path: Record<string, string> = {},
): Record<string, unknown> {
  const given = { ...params, ...path };
  const missing = Object.entries(args)
    .filter(([name, schema]) => schema.required && given[name] === undefined)
    .map(([name]) => name);
  if (missing.length)
    throw new RestError('rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, 400, {
      params: missing,
    });
  const out: Record<string, unknown> = { ...path };
  const invalid: Record<string, string> = {};
  const details: Record<string, Invalid> = {};
  for (const [name, schema] of Object.entries(args)) {
    if (given[name] === undefined) {
      if (schema.default !== undefined) out[name] = schema.default;
      continue;
    }
    if (schema.unchecked || (schema.nullable && given[name] === null)) {
      out[name] = given[name];
      continue;
    }
    try {
      out[name] = coerce(given[name], schema, name);
    } catch (error) {
      if (!(error instanceof Violation)) throw error;
      invalid[name] = error.invalid.message;
      details[name] = error.invalid;
    }
  }
  if (Object.keys(invalid).length)
    throw new RestError(
      'rest_invalid_param',
      `Invalid parameter(s): ${Object.keys(invalid).join(', ')}`,
      400,
      {
        params: invalid,
        details,
      },
    );
  return out;
}
