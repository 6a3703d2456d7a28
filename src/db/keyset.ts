import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { badInput } from '../errors.js';
import type { ListCache } from './list-cache.js';
import type { EntityManager } from './orm.js';
import { countAndPage, countList, Sql, type Narrowed } from './sql.js';

export type Direction = 'asc' | 'desc';

interface OrderKey {
  expression: string;
  params: readonly unknown[];
  direction: Direction;
}

/**
 * A list's order as keys, each an expression with its direction, the last one unique (the id): the
 * values of its keys place a row in the order exactly, so a page can start right after a row that a
 * cursor names, wherever inserts and deletes have moved it. The keys are never null.
 */
export class Ordering {
  readonly keys: OrderKey[] = [];

  by(expression: string, direction: Direction, ...params: unknown[]): this {
    this.keys.push({ expression, params, direction });
    return this;
  }

  /** The ORDER BY list. */
  toSql(): Sql {
    const order = new Sql();
    for (const key of this.keys) order.add(`${key.expression} ${key.direction}`, ...key.params);
    return order;
  }

  /** The same keys, each the other way round: a page backward is a page forward in it. */
  reversed(): Ordering {
    const reversed = new Ordering();
    for (const key of this.keys)
      reversed.by(key.expression, key.direction === 'asc' ? 'desc' : 'asc', ...key.params);
    return reversed;
  }

  /** The keys' values as columns `<prefix>0`, `<prefix>1`… of a SELECT. */
  selected(prefix: string): Sql {
    const columns = new Sql();
    this.keys.forEach((key, i) => columns.add(`${key.expression} as ${prefix}${i}`, ...key.params));
    return columns;
  }

  /**
   * The rows after the one whose key values are `values` (and that row too when `inclusive`): the
   * first key further on, or equal and the second further on, and so on.
   */
  after(values: readonly unknown[], inclusive = false): Sql {
    const branches: string[] = [];
    const params: unknown[] = [];
    this.keys.forEach((key, i) => {
      const equal = this.keys.slice(0, i);
      branches.push(
        [
          ...equal.map((k) => `${k.expression} = ?`),
          `${key.expression} ${key.direction === 'asc' ? '>' : '<'} ?`,
        ].join(' and '),
      );
      equal.forEach((k, j) => params.push(...k.params, values[j]));
      params.push(...key.params, values[i]);
    });
    if (inclusive) {
      branches.push(this.keys.map((k) => `${k.expression} = ?`).join(' and '));
      this.keys.forEach((k, j) => params.push(...k.params, values[j]));
    }
    const condition = new Sql();
    condition.add(`(${branches.map((branch) => `(${branch})`).join(' or ')})`, ...params);
    return condition;
  }

  /** Names the order, so a cursor of another order (or another list) is refused, not misread. */
  signature(): string {
    const text = JSON.stringify(this.keys.map((key) => [key.expression, key.direction, key.params]));
    return createHash('sha256').update(text).digest('base64url').slice(0, 8);
  }
}

/** How many listed values `listedOrder` orders by: each is a parameter of the statement. */
const LISTED_ORDER_MAX = 500;

/**
 * `orderby=include` / `include_slugs`: the rows in the order their ids or slugs were listed — the
 * first LISTED_ORDER_MAX of them; rows listed further on follow them (the next key, the id, decides
 * among those), so a list of 40,000 ids is no 40,000 parameters.
 */
export function listedOrder(ordering: Ordering, column: string, values: readonly unknown[]): Ordering {
  const listed = values.slice(0, LISTED_ORDER_MAX);
  const position = `case ${column} ${listed.map((_, i) => `when ? then ${i}`).join(' ')} else ${listed.length} end`;
  return ordering.by(position, 'asc', ...listed);
}

/** A term or user list's ordering arguments. */
export interface DirectoryOrder {
  orderBy?: string;
  order?: 'asc' | 'desc';
  include?: readonly unknown[];
  slugs?: readonly unknown[];
}

/**
 * The order of a term or user list (`alias` is the table's): the listed ids or slugs for `include` /
 * `include_slugs`, else the chosen column (`name` by default, ascending); then the id.
 */
export function directoryOrder(
  filter: DirectoryOrder,
  alias: string,
  columns: Record<string, string>,
): Ordering {
  const ordering = new Ordering();
  if (filter.orderBy === 'include' && filter.include?.length)
    return listedOrder(ordering, `${alias}.id`, filter.include).by(`${alias}.id`, 'asc');
  if (filter.orderBy === 'include_slugs' && filter.slugs?.length)
    return listedOrder(ordering, `${alias}.slug`, filter.slugs).by(`${alias}.id`, 'asc');
  const direction = filter.order === 'desc' ? 'desc' : 'asc';
  return ordering
    .by(columns[filter.orderBy ?? 'name'] ?? columns.name, direction)
    .by(`${alias}.id`, direction);
}

const DATE = '$date';

/** What reads a list: its EntityManager, the lists' cache, and the site's secret that signs cursors. */
export interface ListReader {
  em: EntityManager;
  lists?: ListCache;
  settings: { secretKey: string };
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest().subarray(0, 16);

/**
 * A row's place in an order, as an opaque cursor: the order's signature and the row's key values,
 * signed with the site's secret, so a cursor can only hold values the database gave (a forged one
 * could compare a date column with text).
 */
export function encodeCursor(signature: string, values: readonly unknown[], secret: string): string {
  const json = values.map((value) => (value instanceof Date ? { [DATE]: value.toISOString() } : value));
  const payload = JSON.stringify([signature, ...json]);
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

/** The key values a cursor holds, or BAD_CURSOR when it is not one of this order's, signed here. */
export function decodeCursor(
  ordering: Ordering,
  signature: string,
  cursor: string,
  secret: string,
): unknown[] {
  const refused = () => badInput('the cursor is not one of this list', 'BAD_CURSOR');
  const [body, tag, ...rest] = cursor.length <= 8192 ? cursor.split('.') : [];
  if (!body || !tag || rest.length) throw refused();
  const payload = Buffer.from(body, 'base64url').toString('utf8');
  const given = Buffer.from(tag, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  const parsed: unknown = JSON.parse(payload);
  const valid =
    Array.isArray(parsed) && parsed[0] === signature && parsed.length === ordering.keys.length + 1;
  if (!valid) throw refused();
  return (parsed as unknown[])
    .slice(1)
    .map((value) =>
      value !== null && typeof value === 'object' ? new Date((value as Record<string, string>)[DATE]) : value,
    );
}

/** A page by cursor: `first` after a row, or `last` before one (or from either end without one). */
export interface CursorWindow {
  limit: number;
  backward: boolean;
  /** The cursor of the row the page starts after (forward) or ends before (backward). */
  cursor?: string;
}

/** A page of a list: by offset (what the REST facades ask for) or by cursor (the graph). */
export type PageWindow = { limit: number; offset: number } | CursorWindow;

export const byCursor = (window: PageWindow): window is CursorWindow => 'backward' in window;

/** A page of a list as a service gives it; read by cursor, with each node's cursor. */
export interface Page<T> {
  nodes: T[];
  /** All matching items, not only this page. */
  totalCount: number;
  seek?: { cursors: string[]; hasPreviousPage: boolean; hasNextPage: boolean };
}

/** A page of nothing: an edge whose parent has no items. */
export const EMPTY_PAGE: Page<never> = {
  nodes: [],
  totalCount: 0,
  seek: { cursors: [], hasPreviousPage: false, hasNextPage: false },
};

/** What a page by cursor found: its rows with their cursors, and whether rows lie beyond. */
export interface SeekPage {
  rows: Record<string, unknown>[];
  total: number;
  seek: NonNullable<Page<unknown>['seek']>;
}

const KEY = 'seek_k';

/** A row read with its order's key values as extra columns (and `extra` others): the row and its values. */
function keyedRow(order: Ordering, row: Record<string, unknown>, extra: readonly string[] = []) {
  const values = order.keys.map((_, i) => row[`${KEY}${i}`]);
  const plain = { ...row };
  order.keys.forEach((_, i) => delete plain[`${KEY}${i}`]);
  for (const name of extra) delete plain[name];
  return { plain, values };
}

/**
 * How many rows `from … where` has, and a page of them by cursor: `limit + 1` rows read from the
 * cursor on (one more tells whether the page is the last), and one probe the other way for a row
 * before it. `from` is the table with its alias, e.g. `terms t`, as countAndPage takes it.
 */
export async function countAndSeek(
  { em, lists, settings }: ListReader,
  from: string,
  where: Sql,
  ordering: Ordering,
  window: CursorWindow,
  narrowed?: Narrowed,
): Promise<SeekPage> {
  const total = await countList(em, from, where, lists, narrowed);
  const alias = from.split(' ').at(-1)!;
  const order = window.backward ? ordering.reversed() : ordering;
  const conditions = (extra?: Sql) => {
    const all = new Sql();
    all.append(where);
    if (extra) all.append(extra);
    return { sql: all.parts.length ? all.parts.join(' and ') : '1 = 1', params: all.params };
  };
  // Once a page: it hashes the order's keys and their parameters (an `include` list, say).
  const signature = ordering.signature();
  const position =
    window.cursor === undefined
      ? undefined
      : decodeCursor(ordering, signature, window.cursor, settings.secretKey);
  const page = conditions(position && order.after(position));
  const keys = order.selected(KEY);
  const orderBy = order.toSql();
  const read = await em.execute<Record<string, unknown>[]>(
    `select ${alias}.*, ${keys.parts.join(', ')} ` +
      `from ${from} where ${page.sql} order by ${orderBy.parts.join(', ')} limit ?`,
    [...keys.params, ...page.params, ...orderBy.params, window.limit + 1],
  );
  const more = read.length > window.limit;
  const rows = read.slice(0, window.limit).map((row) => keyedRow(order, row));
  let behind = false;
  if (position) {
    const probe = conditions(order.reversed().after(position, true));
    behind =
      (await em.execute(`select 1 as found from ${from} where ${probe.sql} limit 1`, probe.params)).length >
      0;
  }
  if (window.backward) rows.reverse();
  return {
    rows: rows.map((row) => row.plain),
    total,
    seek: {
      cursors: rows.map((row) => encodeCursor(signature, row.values, settings.secretKey)),
      hasPreviousPage: window.backward ? more : behind,
      hasNextPage: window.backward ? behind : more,
    },
  };
}

/** A page of `from … where` in `ordering`, by offset or by cursor as the window asks. */
export async function readPage(
  reader: ListReader,
  from: string,
  where: Sql,
  ordering: Ordering,
  window: PageWindow,
): Promise<{ rows: Record<string, unknown>[]; total: number; seek?: SeekPage['seek'] }> {
  if (byCursor(window)) return countAndSeek(reader, from, where, ordering, window);
  return countAndPage(reader.em, from, where, ordering.toSql(), window, reader.lists);
}

const PARENT = 'seek_parent';
const RANK = 'seek_rank';
const TOTAL = 'seek_total';

/**
 * The first page of many lists at once: the rows of `from … where` split by `partition` (a column,
 * e.g. `author_id`; a row joined to several parts is in each), each part's first `limit` rows in
 * `ordering` (its last ones, backward) with their cursors and its total — one statement for a page of
 * parents, where a page each would be one per parent. The cursors are the same as `countAndSeek`'s,
 * so a part's next page reads on from them.
 */
export async function firstPages(
  { em, settings }: ListReader,
  from: string,
  where: Sql,
  ordering: Ordering,
  partition: string,
  window: CursorWindow,
  /** The table whose rows are read, when `from` joins another (`posts join post_terms tp on …`). */
  alias = from.split(' ').at(-1)!,
): Promise<Map<unknown, SeekPage>> {
  if (window.cursor !== undefined) throw new Error('firstPages reads first pages: no cursor');
  const order = window.backward ? ordering.reversed() : ordering;
  const keys = order.selected(KEY);
  const orderBy = order.toSql();
  const conditions = where.parts.length ? where.parts.join(' and ') : '1 = 1';
  const over = `over (partition by ${partition} order by ${orderBy.parts.join(', ')})`;
  const read = await em.execute<Record<string, unknown>[]>(
    `select * from (select ${alias}.*, ${keys.parts.join(', ')}, ${partition} as ${PARENT}, ` +
      `row_number() ${over} as ${RANK}, count(*) over (partition by ${partition}) as ${TOTAL} ` +
      `from ${from} where ${conditions}) ranked where ${RANK} <= ? order by ${PARENT}, ${RANK}`,
    [...keys.params, ...orderBy.params, ...where.params, window.limit + 1],
  );
  const signature = ordering.signature();
  const pages = new Map<unknown, SeekPage>();
  for (const [parent, found] of Map.groupBy(read, (row) => row[PARENT])) {
    const more = found.length > window.limit;
    const rows = found.slice(0, window.limit).map((row) => keyedRow(order, row, [PARENT, RANK, TOTAL]));
    if (window.backward) rows.reverse();
    pages.set(parent, {
      rows: rows.map((row) => row.plain),
      total: Number(found[0][TOTAL]),
      seek: {
        cursors: rows.map((row) => encodeCursor(signature, row.values, settings.secretKey)),
        hasPreviousPage: window.backward && more,
        hasNextPage: !window.backward && more,
      },
    });
  }
  return pages;
}
