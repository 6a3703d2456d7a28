import type { DomainDeps } from '../context.js';
import type { TermNode } from './term.types.js';

/** The terms of each post, in one query for all of them (ordered by taxonomy, then name). */
export async function termsOfPosts(deps: DomainDeps, postIds: readonly number[]): Promise<TermNode[][]> {
  if (!postIds.length) return [];
  const rows = await deps.em.execute<(TermNode & { post_id: number; parent_id: number })[]>(
    `select pt.post_id, t.id, t.taxonomy, t.name, t.slug, t.parent_id from post_terms pt join terms t on t.id = pt.term_id where pt.post_id in (${postIds.map(() => '?').join(', ')}) order by t.taxonomy, t.name, t.id`,
    [...postIds],
  );
  const byPost = new Map<number, TermNode[]>();
  for (const row of rows) {
    const list = byPost.get(Number(row.post_id)) ?? [];
    list.push({
      id: Number(row.id),
      taxonomy: row.taxonomy,
      name: row.name,
      slug: row.slug,
      parent: Number(row.parent_id),
    });
    byPost.set(Number(row.post_id), list);
  }
  return postIds.map((id) => byPost.get(id) ?? []);
}
