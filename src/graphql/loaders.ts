import DataLoader from 'dataloader';
import { EMPTY_PAGE, type Page } from '../db/keyset.js';

/**
 * The request's DataLoader for `key`, created on first use: batches the lookups one GraphQL
 * execution makes for many parents into one query.
 */
export function loaderOf<K, V>(
  context: { loaders: Map<string, unknown> },
  key: string,
  batch: (keys: readonly K[]) => Promise<V[]>,
): DataLoader<K, V> {
  let loader = context.loaders.get(key) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(batch);
    context.loaders.set(key, loader);
  }
  return loader;
}

/**
 * A parent's first page of a nested connection, read with those of every parent of the request
 * asking the same (`asked`: the edge's arguments) by one call of `read`, which answers the pages it
 * found by parent; a parent it found nothing for has an empty page.
 */
export function firstPageOf<T>(
  context: { loaders: Map<string, unknown> },
  edge: string,
  asked: unknown,
  parent: number,
  read: (parents: readonly number[]) => Promise<Map<unknown, Page<T>>>,
): Promise<Page<T>> {
  return loaderOf(context, `${edge}:${JSON.stringify(asked)}`, async (parents: readonly number[]) => {
    const pages = await read(parents);
    return parents.map((each) => pages.get(each) ?? EMPTY_PAGE);
  }).load(parent);
}
