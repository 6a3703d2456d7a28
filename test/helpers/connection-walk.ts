import { expect } from 'vitest';
import { graphql } from './server.js';

/** A connection to walk: the field with its arguments (but the paging ones), and who reads it. */
export interface WalkedList {
  field: string;
  headers: () => Record<string, string>;
  /** Adds an item to the list (between two pages of the walk); none for a fixed registry. */
  insert?: (n: number) => Promise<unknown>;
  /** The node's field that tells items apart: `id` for nodes. */
  key?: string;
}

export interface Page {
  edges: { cursor: string; node: { key: string } }[];
  nodes: { key: string }[];
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

/** One page of a list, with its edges, nodes and pageInfo checked against each other. */
export async function page(url: string, list: WalkedList, paging: string): Promise<Page> {
  const [name, args = ''] = list.field.split(/\((.*)\)$/s);
  const all = [args, paging].filter(Boolean).join(', ');
  const key = `key: ${list.key ?? 'id'}`;
  const query = `{ list: ${name}(${all}) {
    edges { cursor node { ${key} } } nodes { ${key} } totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
  const { body } = await graphql(url, query, { headers: list.headers() });
  expect(body.errors, query).toBeUndefined();
  const result = (body.data as { list: Page }).list;
  expect(result.nodes).toEqual(result.edges.map((edge) => edge.node));
  expect(result.pageInfo.startCursor).toBe(result.edges[0]?.cursor ?? null);
  expect(result.pageInfo.endCursor).toBe(result.edges.at(-1)?.cursor ?? null);
  return result;
}

/** Every key of the list, read one page of two at a time in `direction`, adding an item after the first page. */
async function walk(url: string, list: WalkedList, direction: 'forward' | 'backward', insert: number) {
  const keys: string[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 50; n++) {
    const paging: string =
      direction === 'forward'
        ? `first: 2${cursor ? `, after: "${cursor}"` : ''}`
        : `last: 2${cursor ? `, before: "${cursor}"` : ''}`;
    const result = await page(url, list, paging);
    const more = direction === 'forward' ? result.pageInfo.hasNextPage : result.pageInfo.hasPreviousPage;
    const behind = direction === 'forward' ? result.pageInfo.hasPreviousPage : result.pageInfo.hasNextPage;
    expect(behind, `page ${n} ${direction}`).toBe(n > 0);
    const found = result.nodes.map((node) => node.key);
    keys.push(...(direction === 'forward' ? found : found.reverse()));
    if (n === 0) await list.insert?.(insert);
    if (!more) return keys;
    cursor = direction === 'forward' ? result.pageInfo.endCursor : result.pageInfo.startCursor;
  }
  throw new Error('the list did not end');
}

/**
 * Walks a list of at least `least` items forward and backward by pages of two, an item added after
 * the first page: every item there before and still there is read once, in the list's order.
 */
export async function expectPagesJoinUp(url: string, list: WalkedList, least = 5) {
  const before = await page(url, list, 'first: 100');
  const known = before.nodes.map((node) => node.key);
  expect(known.length).toBeGreaterThanOrEqual(least);
  expect(before.totalCount).toBe(known.length);

  for (const [direction, insert] of [
    ['forward', 1],
    ['backward', 2],
  ] as const) {
    const keys = await walk(url, list, direction, insert);
    expect(new Set(keys).size, `${direction}: no repeats`).toBe(keys.length);
    const now = (await page(url, list, 'first: 100')).nodes.map((node) => node.key);
    const expected = direction === 'forward' ? now : [...now].reverse();
    expect(
      keys.filter((key) => known.includes(key)),
      direction,
    ).toEqual(expected.filter((key) => known.includes(key)));
    known.splice(0, known.length, ...now);
  }
}
