import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import type { CursorWindow, Page, PageWindow } from '../db/keyset.js';
import { badInput } from '../errors.js';

@ObjectType({ simpleResolvers: true, description: 'Where a page of a connection lies in the whole list.' })
export class PageInfo {
  @Field({ description: 'Items follow the page (when paging forward: exactly; backward: past `before`).' })
  hasNextPage!: boolean;
  @Field({ description: 'Items come before the page (forward: before `after`; backward: exactly).' })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The first item's cursor; null for an empty page." })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The last item's cursor: `after` for the next page." })
  endCursor!: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface ConnectionShape<T> {
  edges: Edge<T>[];
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

/**
 * A Relay connection type for `T`: `edges { cursor node }`, `nodes` (the same nodes without their
 * cursors), `totalCount` and `pageInfo`, as `<name>Connection` and `<name>Edge`.
 */
export function Connection<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`, { simpleResolvers: true, description: `A ${name} with its place in the list.` })
  class EdgeClass implements Edge<T> {
    @Field({ description: 'Where the node lies: `after` or `before` it pages on from there.' })
    cursor!: string;
    @Field(() => node, { description: 'The item.' })
    node!: T;
  }

  @ObjectType(`${name}Connection`, { simpleResolvers: true, description: `A page of ${name} items.` })
  class ConnectionClass implements ConnectionShape<T> {
    @Field(() => [EdgeClass], { description: "The page's items, each with its cursor." })
    edges!: EdgeClass[];
    @Field(() => [node], { description: 'The nodes of `edges`, for those who need no cursors.' })
    nodes!: T[];
    @Field(() => Int, { description: 'All matching items, not only this page.' })
    totalCount!: number;
    @Field(() => PageInfo, { description: 'Where the page lies in the whole list, and its cursors.' })
    pageInfo!: PageInfo;
  }
  return ConnectionClass;
}

/** The most items one page of a list holds (REST's `per_page` maximum too). */
export const LIST_PAGE_MAX = 100;

/** The Relay paging arguments: `first` after a cursor, or `last` before one (at most 100 but where told). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: 'The first this many items.' })
  first?: number | null;
  @Field(() => String, { nullable: true, description: 'The items after this cursor.' })
  after?: string | null;
  @Field(() => Int, { nullable: true, description: 'The last this many items.' })
  last?: number | null;
  @Field(() => String, { nullable: true, description: 'The items before this cursor.' })
  before?: string | null;
}

/** A page size as asked for: from 1 to `max`. */
export const pageSize = (name: string, value: number, max = LIST_PAGE_MAX) => {
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw badInput(`${name} must be between 1 and ${max}`);
  return value;
};

/** The window of a page by cursor: `first` (by default `defaultSize`) after `after`, or `last` before `before`. */
export function cursorWindow(
  { first, after, last, before }: PageArgs,
  defaultSize: number,
  max = LIST_PAGE_MAX,
): CursorWindow {
  if (first != null && last != null) throw badInput('give first or last, not both');
  if (after != null && before != null) throw badInput('give after or before, not both');
  if (last != null || before != null)
    return {
      limit: pageSize('last', last ?? first ?? defaultSize, max),
      backward: true,
      cursor: before ?? undefined,
    };
  return { limit: pageSize('first', first ?? defaultSize, max), backward: false, cursor: after ?? undefined };
}

/** The window the arguments ask for: by offset where one is given (the REST facades), else by cursor. */
export function pageWindow(
  args: PageArgs,
  offset: number | null | undefined,
  defaultSize: number,
): PageWindow {
  if (offset == null) return cursorWindow(args, defaultSize);
  if (offset < 0) throw badInput('offset must not be negative');
  if (args.after != null || args.before != null || args.last != null)
    throw badInput('offset pages take no cursor');
  return { limit: pageSize('first', args.first ?? defaultSize), offset };
}

/** A connection of a domain page: with cursors when it was read by cursor, else (offset pages) without. */
export function connectionOf<T>(page: Page<T>, window: PageWindow): ConnectionShape<T> {
  const { nodes, totalCount } = page;
  if (page.seek) {
    const { cursors, hasPreviousPage, hasNextPage } = page.seek;
    return {
      nodes,
      totalCount,
      edges: nodes.map((node, i) => ({ cursor: cursors[i], node })),
      pageInfo: {
        hasNextPage,
        hasPreviousPage,
        startCursor: cursors[0] ?? null,
        endCursor: cursors.at(-1) ?? null,
      },
    };
  }
  const offset = 'offset' in window ? window.offset : 0;
  return {
    nodes,
    totalCount,
    get edges(): Edge<T>[] {
      // Only the facades page by offset, and they ask for no cursors.
      throw new Error('a page read by offset has no cursors');
    },
    pageInfo: {
      hasNextPage: offset + window.limit < totalCount,
      hasPreviousPage: offset > 0,
      startCursor: null,
      endCursor: null,
    },
  };
}

type Key = readonly (string | number)[];

/** Compares two keys item by item: numbers as numbers, text by code point. */
function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length - b.length;
}

/**
 * A page of a list held in memory (a project's checks, a post's terms), ordered by the unique keys
 * `keyOf` gives (compared here, whatever order the items came in): a cursor holds its item's key, so
 * a page goes on right after that item, or after where it was when it is gone.
 */
export function paginate<T>(list: T[], keyOf: (item: T) => Key, window: CursorWindow): ConnectionShape<T> {
  const items = [...list].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const cursorOf = (item: T) => Buffer.from(JSON.stringify(keyOf(item))).toString('base64url');
  let boundary = window.backward ? items.length : 0;
  if (window.cursor !== undefined) {
    let key: unknown;
    try {
      key = JSON.parse(Buffer.from(window.cursor, 'base64url').toString());
    } catch {
      key = null;
    }
    const valid = Array.isArray(key) && key.every((part) => ['string', 'number'].includes(typeof part));
    if (!valid) throw badInput('the cursor is not one of this list', 'BAD_CURSOR');
    // The first item past the cursor's (forward), or the cursor's own place (backward).
    const past = items.findIndex((item) => compareKeys(keyOf(item), key as Key) > 0);
    const at = items.findIndex((item) => compareKeys(keyOf(item), key as Key) >= 0);
    boundary = window.backward ? (at < 0 ? items.length : at) : past < 0 ? items.length : past;
  }
  const [start, end] = window.backward
    ? [Math.max(0, boundary - window.limit), boundary]
    : [boundary, Math.min(items.length, boundary + window.limit)];
  const nodes = items.slice(start, end);
  return connectionOf(
    {
      nodes,
      totalCount: items.length,
      seek: { cursors: nodes.map(cursorOf), hasPreviousPage: start > 0, hasNextPage: end < items.length },
    },
    window,
  );
}
