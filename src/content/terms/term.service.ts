import type { QueryResult } from '@mikro-orm/core';
import { readRows } from '../../db/read-rows.js';
import { directoryOrder, readPage, type PageWindow } from '../../db/keyset.js';
import { Sql } from '../../db/sql.js';
import type { EntityManager } from '../../db/orm.js';
import type { User } from '../../auth/user.entity.js';
import type { DomainDeps } from '../../domain-deps.js';
import { TERM_COUNT } from '../../db/derived-data.js';
import { DomainError } from '../../errors.js';
import { can } from '../../auth/roles.js';
import { canReadPost } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { Post } from '../posts/post.entity.js';
import type { ContentDeps, Page } from '../posts/post.service.js';
import { POST_TYPES, type Taxonomy } from '../content-model/post-type-registry.js';
import { Term } from './term.entity.js';

export interface TermFilter {
  search?: string;
  include?: number[];
  exclude?: number[];
  slugs?: string[];
  parent?: number;
  /** Only the terms of this item. */
  post?: number;
  hideEmpty?: boolean;
  /** Taxonomies listed with the first, as one list (the site search's); each must be readable. */
  otherTaxonomies?: readonly Taxonomy[];
  orderBy?: 'id' | 'include' | 'name' | 'slug' | 'include_slugs' | 'term_group' | 'description' | 'count';
  order?: 'asc' | 'desc';
}

/** The terms of each post, in one query for all of them (ordered by taxonomy, then name). */
export async function termsOfPosts(deps: DomainDeps, postIds: readonly number[]): Promise<Term[][]> {
  if (!postIds.length) return [];
  const rows = await deps.em.execute<Record<string, unknown>[]>(
    `select pt.post_id, t.* from post_terms pt join terms t on t.id = pt.term_id where pt.post_id in (${postIds.map(() => '?').join(', ')}) order by t.taxonomy, t.name, t.id`,
    [...postIds],
  );
  const terms = readRows(deps.em, Term, rows);
  const byPost = new Map<number, Term[]>();
  rows.forEach((row, index) => {
    const postId = Number(row.post_id);
    const list = byPost.get(postId) ?? [];
    list.push(terms[index]);
    byPost.set(postId, list);
  });
  return postIds.map((id) => byPost.get(id) ?? []);
}

/**
 * Terms by id (null for each one gone), or each term's children: for the edges between terms, one
 * query for a whole page of them. A term's parent and children are of its taxonomy, readable with it.
 */
export async function termsRelated(
  deps: DomainDeps,
  ids: readonly number[],
  relation: 'self' | 'children',
): Promise<Term[][]> {
  if (!ids.length) return [];
  const column = relation === 'self' ? 'id' : 'parent_id';
  const rows = await deps.em.execute<Record<string, unknown>[]>(
    `select * from terms where ${column} in (${ids.map(() => '?').join(', ')}) order by id`,
    [...ids],
  );
  const terms = readRows(deps.em, Term, rows);
  const byKey = Map.groupBy(terms, (term) => (relation === 'self' ? term.id : term.parentId));
  return ids.map((id) => byKey.get(id) ?? []);
}

/** How many published items carry each term (the reference's term count, stored). */
export async function termCounts(deps: DomainDeps, termIds: readonly number[]): Promise<number[]> {
  if (!termIds.length) return [];
  const rows = await deps.em.execute<{ id: number; count: number }[]>(
    `select t.id, t.count from terms t where t.id in (${termIds.map(() => '?').join(', ')})`,
    [...termIds],
  );
  const counts = new Map(rows.map((row) => [Number(row.id), Number(row.count)]));
  return termIds.map((id) => counts.get(id) ?? 0);
}

/**
 * Sets each term's stored count to what it is (`content recount`): a repair, since the database's
 * triggers keep the counts on every write; for one made with them off. Returns how many terms there
 * are and how many had a wrong count.
 */
export async function recountTerms(deps: DomainDeps): Promise<{ count: number; corrected: number }> {
  return deps.em.transactional(async (em) => {
    const [{ n }] = await em.execute<{ n: number | string }[]>('select count(*) as n from terms');
    const { affectedRows } = await em.execute<QueryResult>(
      `update terms set count = ${TERM_COUNT} where count != ${TERM_COUNT}`,
      [],
      'run',
    );
    return { count: Number(n), corrected: affectedRows };
  });
}

/**
 * Menus are for those who may edit content or the theme (the reference's menus controller). Every other
 * taxonomy the API shows is readable by anyone, a non-public one (pattern categories) included.
 */
function checkReadable(user: User | null, taxonomy: Taxonomy, message: string) {
  if (taxonomy.name !== 'nav_menu' || can(user, 'edit_posts') || can(user, taxonomy.caps.manage)) return;
  throw notAllowed(user, 'CANNOT_VIEW', message);
}

const viewMenusMessage = 'Sorry, you are not allowed to view menus.';

/** The `post` filter: the item must exist, carry this taxonomy and be readable by the caller. */
function checkPostFilter(deps: ContentDeps, taxonomy: Taxonomy, post: Post | null) {
  const type = post ? POST_TYPES[post.type] : undefined;
  if (!post || !type) throw new DomainError('POST_INVALID_ID', 'Invalid post ID.', 400);
  if (!taxonomy.objectTypes.includes(post.type) || !canReadPost(deps.user, type, post))
    throw notAllowed(
      deps.user,
      'FORBIDDEN_CONTEXT',
      'Sorry, you are not allowed to view terms for this post.',
    );
}

const ORDER_COLUMNS: Record<string, string> = {
  id: 't.id',
  name: 't.name',
  slug: 't.slug',
  term_group: 't.name',
  description: 't.description',
  count: 't.count',
};

/** A page of a taxonomy's terms, with the total of the whole filtered list. */
export async function listTerms(
  deps: ContentDeps,
  taxonomy: Taxonomy,
  filter: TermFilter,
  window: PageWindow & { edit?: boolean },
): Promise<Page<Term>> {
  const taxonomies = [taxonomy, ...(filter.otherTaxonomies ?? [])];
  for (const each of taxonomies) checkReadable(deps.user, each, viewMenusMessage);
  if (filter.post) checkPostFilter(deps, taxonomy, await deps.em.findOne(Post, { id: filter.post }));
  if (window.edit && !can(deps.user, taxonomy.caps.edit))
    throw notAllowed(
      deps.user,
      'FORBIDDEN_CONTEXT',
      'Sorry, you are not allowed to edit terms in this taxonomy.',
    );
  const where = new Sql();
  where.in(
    't.taxonomy',
    taxonomies.map((each) => each.name),
  );
  if (filter.search) where.contains(['t.name', 't.slug'], filter.search);
  if (filter.include?.length) where.in('t.id', filter.include);
  if (filter.exclude?.length) where.in('t.id', filter.exclude, true);
  if (filter.slugs?.length) where.in('t.slug', filter.slugs);
  if (filter.parent !== undefined && taxonomy.hierarchical) where.add('t.parent_id = ?', filter.parent);
  if (filter.post) where.add('t.id in (select term_id from post_terms where post_id = ?)', filter.post);
  if (filter.hideEmpty) where.add('t.count > 0');
  const { rows, total, seek } = await readPage(
    deps,
    'terms t',
    where,
    directoryOrder(filter, 't', ORDER_COLUMNS),
    window,
  );
  return { nodes: readRows(deps.em, Term, rows), totalCount: total, seek };
}

/** Loads the item and all of its terms (DataLoaders, so an embedded list of items reads them in two queries). */
export interface PostTermsLoad {
  post(id: number): Promise<Post | null>;
  terms(postId: number): Promise<Term[]>;
}

/** The terms of one item in one taxonomy, by name — the `post` filter alone. */
export async function termsOfPost(
  deps: ContentDeps,
  taxonomy: Taxonomy,
  postId: number,
  load: PostTermsLoad,
): Promise<Term[]> {
  checkReadable(deps.user, taxonomy, viewMenusMessage);
  checkPostFilter(deps, taxonomy, await load.post(postId));
  return (await load.terms(postId)).filter((term) => term.taxonomy === taxonomy.name);
}

/** A term of the taxonomy by id; 404 when there is none. */
export async function findTerm(em: EntityManager, taxonomy: Taxonomy, id: number): Promise<Term> {
  const term = id > 0 ? await em.findOne(Term, { id, taxonomy: taxonomy.name }) : null;
  if (!term) throw new DomainError('TERM_INVALID', 'Term does not exist.', 404);
  return term;
}

export async function getTerm(
  deps: ContentDeps,
  taxonomy: Taxonomy,
  id: number,
  { edit = false } = {},
): Promise<Term> {
  checkReadable(deps.user, taxonomy, viewMenusMessage);
  const term = await findTerm(deps.em, taxonomy, id);
  if (edit && !can(deps.user, taxonomy.caps.edit))
    throw notAllowed(deps.user, 'FORBIDDEN_CONTEXT', 'Sorry, you are not allowed to edit this term.');
  return term;
}
