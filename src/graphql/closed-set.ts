import { registerEnumType } from 'type-graphql';

/**
 * A stored value as a GraphQL member name: `auto-draft` → `AUTO_DRAFT`, `post_tag` → `POST_TAG`, and
 * the empty value → `NONE`.
 */
export const memberName = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_') || 'NONE';

/**
 * A closed set of stored values as a GraphQL enum, each member described: the graph names a member
 * (`AUTO_DRAFT`), the resolvers and the facades see the stored value (`auto-draft`). Returns the
 * object `@Field(() => …)` takes.
 */
export function closedSet<const V extends string>(
  name: string,
  description: string,
  members: Record<V, string>,
): Record<string, V> {
  const values = Object.keys(members) as V[];
  const set = Object.fromEntries(values.map((value) => [memberName(value), value]));
  registerEnumType(set, {
    name,
    description,
    valuesConfig: Object.fromEntries(
      values.map((value) => [memberName(value), { description: members[value] }]),
    ),
  });
  return set;
}

export const OrderDirection = closedSet('OrderDirection', 'Which way a list runs.', {
  asc: 'Ascending: smallest, earliest or A first.',
  desc: 'Descending: largest, latest or Z first.',
});
