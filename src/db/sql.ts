import type { EntityManager } from './orm.js';
import type { ListCache } from './list-cache.js';

/**
 * The list statements: each service adds its conditions and order as SQL text with `?` parameters
 * beside it, and countAndPage runs them with `em.execute`, through the connection's own binding and
 * fault handling (driver/bound-connection.ts, faults.ts): a long `in (?)` list is one parameter, so a
 * list of 40,000 ids stays under the databases' caps on parameters. Not Kysely
 * (`em.getKysely()`): its queries run through its own executor, past both, and what these statements
 * need — FTS5 `match`, a CROSS JOIN that fixes SQLite's join order, `case` orders of listed values,
 * window functions and row values for deep pages — would be raw `sql` fragments in it anyway.
 */

/** SQL text built in parts with its parameters beside it. */
export class Sql {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(text: string, ...params: unknown[]) {
    this.parts.push(text);
    for (const param of params) this.params.push(param); // no spread: a list may be long
  }

  /**
   * Some column contains the text, ignoring case (`like '%text%'`, wildcards escaped); negated: none
   * of them does.
   */
  contains(columns: readonly string[], text: string, negate = false) {
    const tests = columns.map((c) => `${negate ? 'not ' : ''}${likeTest(c)}`);
    this.add(`(${tests.join(negate ? ' and ' : ' or ')})`, ...columns.map(() => likeEscape(text)));
  }

  /** Adds another's parts and parameters after these. */
  append(other: Sql) {
    for (const part of other.parts) this.parts.push(part);
    for (const param of other.params) this.params.push(param);
  }

  /** `column in (…)`, or `not in` when negated; an empty list matches nothing (or, negated, all). */
  in(column: string, values: readonly unknown[], negate = false) {
    if (!values.length) this.add(negate ? '1 = 1' : '1 = 0');
    // One array parameter: bound as a list of parameters, or as one when it is long (bind-parameters.ts).
    else this.add(`${column} ${negate ? 'not in' : 'in'} (?)`, values);
  }
}

/**
 * `column like ?` ignoring case, as the reference's MySQL collation compares: the same on SQLite
 * (whose LIKE ignores ASCII case only) and PostgreSQL (whose LIKE ignores none), with `\` escaping.
 */
export const likeTest = (column: string) => `lower(${column}) like lower(?) escape '\\'`;

export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** A `like … escape '\'` pattern that finds the text anywhere. */
export const likeEscape = (text: string) => `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** An order deep pages can seek in: one not-null column, then the id, both in `direction`. */
export interface SeekOrder {
  column: string;
  direction: 'asc' | 'desc';
}

/** Rows between two seek anchors: a deep page steps over at most this many. */
const SEEK_EVERY = 1000;

/**
 * A list's rows reached through an index that lists candidate rows (a text index): `from`, the FROM
 * clause that joins them to the table; `base`, the list's conditions but those the index narrows by.
 */
export interface Narrowed {
  from: Sql;
  base: Sql;
}

/** The list cache, unless inside a transaction, whose own writes the change token may not show. */
const usableCache = (em: EntityManager, lists?: ListCache) =>
  lists && !em.isInTransaction() ? lists : undefined;

/** How many rows `source … where conditions` has (kept in `cache` until the content changes). */
async function countMatches(
  em: EntityManager,
  source: string,
  conditions: Sql,
  params: unknown[],
  cache?: ListCache,
) {
  const condition = conditions.parts.length ? conditions.parts.join(' and ') : '1 = 1';
  const sql = `select count(*) as total from ${source} where ${condition}`;
  const count = async () => Number((await em.execute<{ total: number }[]>(sql, params))[0].total);
  return { sql, condition, total: cache ? await cache.total(sql, params, count) : await count() };
}

/** How many rows a list has: through the index's candidates when it is narrowed, as countAndPage counts. */
export async function countList(
  em: EntityManager,
  from: string,
  where: Sql,
  lists?: ListCache,
  narrowed?: Narrowed,
): Promise<number> {
  const source = narrowed ? narrowed.from.parts.join(' ') : from;
  const params = narrowed ? [...narrowed.from.params, ...where.params] : where.params;
  return (await countMatches(em, source, where, params, usableCache(em, lists))).total;
}

/**
 * How many rows `from … where` has, and the page of them in `order` (not read past the end). `from` is
 * the table with its alias, e.g. `terms t`. With `lists`, the count is kept until the content changes
 * (not inside a transaction, whose own writes the token may not show); and a page past SEEK_EVERY rows
 * in a `seek` order starts from the sort key of the nearest row numbered a multiple of SEEK_EVERY
 * (kept likewise), so it steps over fewer than SEEK_EVERY rows rather than over its whole offset.
 *
 * With `narrowed`, what reads every match (the count, the seek keys) reads the index's candidates. A
 * page does too when that reads fewer rows than walking the order: the walk reads about (offset +
 * limit) × base rows ÷ matches before it has the page (many matches are dense in the order; a few
 * are not), the index about twice the matches (each fetched, tested, then sorted).
 */
export async function countAndPage(
  em: EntityManager,
  from: string,
  where: Sql,
  order: Sql,
  window: { limit: number; offset: number },
  lists?: ListCache,
  seek?: SeekOrder,
  narrowed?: Narrowed,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const cache = usableCache(em, lists);
  const counted = (source: string, conditions: Sql, params: unknown[]) =>
    countMatches(em, source, conditions, params, cache);
  const all = narrowed ? narrowed.from.parts.join(' ') : from;
  const allParams = narrowed ? [...narrowed.from.params, ...where.params] : where.params;
  const { sql, condition, total } = await counted(all, where, allParams);
  if (total <= window.offset) return { rows: [], total };
  const alias = from.split(' ').at(-1)!;
  const orderBy = order.parts.join(', ');
  let page = { from, params: where.params, condition, offset: window.offset };
  if (cache && seek && window.offset >= SEEK_EVERY) {
    const key = `${alias}.${seek.column}`;
    const anchors = await cache.anchors(`${sql} order by ${orderBy}`, allParams, () =>
      em.execute<{ k: unknown; id: number }[]>(
        `select k, id from (select ${key} as k, ${alias}.id as id, row_number() over (order by ${orderBy}) as n ` +
          `from ${all} where ${condition}) ranked where n % ${SEEK_EVERY} = 0 order by n`,
        [...order.params, ...allParams],
      ),
    );
    const passed = Math.min(Math.floor(window.offset / SEEK_EVERY), anchors.length);
    if (passed > 0) {
      const { k, id } = anchors[passed - 1];
      page = {
        ...page,
        condition: `${condition} and (${key}, ${alias}.id) ${seek.direction === 'desc' ? '<' : '>'} (?, ?)`,
        params: [...page.params, k, id],
        offset: window.offset - passed * SEEK_EVERY,
      };
    }
  }
  if (narrowed) {
    const base = await counted(from, narrowed.base, narrowed.base.params);
    const walked = ((page.offset + window.limit) * base.total) / total;
    if (2 * total < walked) page = { ...page, from: all, params: [...narrowed.from.params, ...page.params] };
  }
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${alias}.* from ${page.from} where ${page.condition} order by ${orderBy} limit ? offset ?`,
    [...page.params, ...order.params, window.limit, page.offset],
  );
  return { rows, total };
}
