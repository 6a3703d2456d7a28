import DataLoader from 'dataloader';

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
