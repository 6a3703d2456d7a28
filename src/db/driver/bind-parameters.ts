import { isRaw, JsonProperty, Utils } from '@mikro-orm/core';

/** How one dialect writes a bound parameter, converts a value for its driver and quotes a name. */
export interface Binding {
  /** `count`: the parameter is a LIMIT or OFFSET. */
  placeholder(position: number, count: boolean): string;
  value(value: unknown): unknown;
  identifier(name: string): string;
  /**
   * A long list (`in (?)` with an array) as one parameter: the subquery that yields its items from the
   * bound value, and that value — or null when the list's items do not allow it.
   */
  list(position: number, items: readonly unknown[]): { sql: string; value: unknown } | null;
}

/** Lists longer than this are bound as one parameter: databases cap the parameters of a statement. */
const INLINE_LIST_MAX = 500;

export interface BoundQuery {
  sql: string;
  parameters: unknown[];
}

/** The text before a LIMIT or OFFSET parameter (SQLite's binding writes those differently). */
const COUNT_CLAUSE = /\b(?:limit|offset)\s+$/i;

/**
 * MikroORM 7 hands its connection SQL with `?` placeholders and a parameter list, then formats the
 * values into the SQL text (`Platform.formatQuery`) and runs it with no parameters: a NUL in a value
 * ended the statement early, and every value was one quoting bug away from injection. This reads the
 * text the way formatQuery does — `??` an identifier, `\?` a literal question mark, a raw fragment
 * spliced in with its own parameters, an array as a comma-separated list, an object as JSON — but
 * leaves every value a bound parameter. A long array is one parameter that the dialect unpacks (see
 * Binding.list), so a list of 40,000 ids is no 40,000 parameters.
 */
export function bindParameters(sql: string, params: readonly unknown[], binding: Binding): BoundQuery {
  const parameters: unknown[] = [];
  return { sql: splice(sql, params, binding, parameters), parameters };
}

function splice(sql: string, params: readonly unknown[], binding: Binding, out: unknown[]): string {
  let text = '';
  let next = 0;
  let from = 0;
  for (let at = sql.indexOf('?'); at !== -1; at = sql.indexOf('?', from)) {
    if (sql[at - 1] === '\\') {
      text += sql.slice(from, at - 1) + '?';
      from = at + 1;
    } else if (sql[at + 1] === '?') {
      text += sql.slice(from, at) + binding.identifier(String(params[next++]));
      from = at + 2;
    } else {
      const count = COUNT_CLAUSE.test(sql.slice(Math.max(from, at - 8), at));
      text += sql.slice(from, at) + bind(params[next++], binding, out, count);
      from = at + 1;
    }
  }
  return text + sql.slice(from);
}

function bind(value: unknown, binding: Binding, out: unknown[], count = false): string {
  if (isRaw(value)) return splice(value.sql, value.params, binding, out);
  const json = (value as Record<symbol, unknown> | null)?.[JsonProperty] === true;
  if (Array.isArray(value) && !json) {
    const list = value.length > INLINE_LIST_MAX ? binding.list(out.length + 1, value) : null;
    if (!list) return value.map((item) => bind(item, binding, out)).join(', ');
    out.push(list.value);
    return list.sql;
  }
  out.push(binding.value(Utils.isPlainObject(value) || json ? JSON.stringify(value) : (value ?? null)));
  return binding.placeholder(out.length, count);
}
