import { ClassType, Field, Int, ObjectType } from 'type-graphql';
import { badInput } from '../errors.js';

@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field()
  hasNextPage!: boolean;
  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

export interface ConnectionShape<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

/** A Relay-style connection type for `T` (`nodes`, `totalCount`, `pageInfo`). */
export function Connection<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Connection`, { simpleResolvers: true })
  class ConnectionClass implements ConnectionShape<T> {
    @Field(() => [node])
    nodes!: T[];
    @Field(() => Int, { description: 'All matching items, not only this page.' })
    totalCount!: number;
    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ConnectionClass;
}

const encode = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

/** One page of an ordered list; cursors are opaque offsets. */
export function paginate<T>(items: T[], first: number, after: string | null | undefined): ConnectionShape<T> {
  let start = 0;
  if (after) {
    const match = /^offset:(\d+)$/.exec(Buffer.from(after, 'base64url').toString());
    if (!match) throw badInput('after is not a valid cursor', 'BAD_CURSOR');
    start = Number(match[1]) + 1;
  }
  const nodes = items.slice(start, start + first);
  const last = start + nodes.length - 1;
  return {
    nodes,
    totalCount: items.length,
    pageInfo: { hasNextPage: last + 1 < items.length, endCursor: nodes.length ? encode(last) : null },
  };
}

/** The most items one page of a list holds (REST's `per_page` maximum too). */
export const LIST_PAGE_MAX = 100;

/** A page window of a GraphQL list: at most LIST_PAGE_MAX items. */
export function listWindow(first: number, offset: number) {
  if (first < 1 || first > LIST_PAGE_MAX) throw badInput(`first must be between 1 and ${LIST_PAGE_MAX}`);
  if (offset < 0) throw badInput('offset must not be negative');
  return { limit: first, offset };
}
