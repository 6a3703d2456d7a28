import type { User } from '../../auth/user.entity.js';
import type { Dialect } from '../../db/dialect.js';
import { listedOrder, Ordering } from '../../db/keyset.js';
import { likeEscape, likeTest, Sql, type Narrowed, type SeekOrder } from '../../db/sql.js';
import { canType, readScope } from '../capabilities.js';
import { ACCEPTED_TYPES } from '../media/file-types.js';
import { ATTACHMENT, publicStatusOf, type PostType } from '../content-model/post-type-registry.js';

export type TaxOperator = 'IN' | 'AND' | 'NOT IN';

export interface TaxFilter {
  taxonomy: string;
  terms: number[];
  operator: TaxOperator;
}

export type PostOrderBy =
  | 'author'
  | 'date'
  | 'id'
  | 'include'
  | 'modified'
  | 'parent'
  | 'relevance'
  | 'slug'
  | 'include_slugs'
  | 'title'
  | 'menu_order';

/** A list query in domain terms (the REST collection arguments, validated). */
export interface PostListQuery {
  statuses: string[];
  search?: string;
  searchColumns?: ('post_title' | 'post_content' | 'post_excerpt')[];
  /** `search_semantics=exact`: each search word must equal the whole title (so only one word can match). */
  searchExact?: boolean;
  after?: string;
  before?: string;
  modifiedAfter?: string;
  modifiedBefore?: string;
  authors?: number[];
  authorsExclude?: number[];
  include?: number[];
  exclude?: number[];
  slugs?: string[];
  parents?: number[];
  parentsExclude?: number[];
  menuOrder?: number;
  sticky?: boolean;
  /** False: the first page starts with the sticky items (WP_Query's sticky posts), unless `include` is set. */
  ignoreSticky?: boolean;
  /** Post formats; `standard` is no format. */
  formats?: string[];
  taxRelation?: 'AND' | 'OR';
  taxonomies?: TaxFilter[];
  orderBy: PostOrderBy;
  order: 'asc' | 'desc';
  /** Keep only items the caller may edit (edit context). */
  editable?: boolean;
  /** Published items of these public types too (the site search lists several types at once). */
  otherTypes?: readonly string[];
  /** Leave out password-protected items (WP_Query's search by a visitor). */
  withoutPassword?: boolean;
  /**
   * Media: exact file types (`image/png`) or kinds (`image`, `application` …, a type's first part); an
   * item of either matches. Types Portico does not accept are ignored, as the reference does.
   */
  mimeTypes?: string[];
  mediaTypes?: string[];
}

const ACCEPTED_MIME_TYPES = new Set(Object.values(ACCEPTED_TYPES));

/** The media filter: files of any of the kinds or of the accepted exact types; none given, no filter. */
function fileTypes(where: Sql, query: PostListQuery) {
  // Each once: a list that names one type a thousand times is one condition, not a thousand.
  const exact = [...new Set(query.mimeTypes)].filter((mime) => ACCEPTED_MIME_TYPES.has(mime));
  const kinds = [...new Set(query.mediaTypes)];
  if (!exact.length && !kinds.length) return;
  where.add(
    `(${[...exact.map(() => 'mime_type = ?'), ...kinds.map(() => 'mime_type like ?')].join(' or ')})`,
    ...exact,
    ...kinds.map((kind) => `${kind}/%`),
  );
}

const COLUMNS: Record<Exclude<PostOrderBy, 'include' | 'include_slugs' | 'relevance'>, string> = {
  author: 'author_id',
  date: 'date_local',
  id: 'id',
  modified: 'modified_local',
  parent: 'parent_id',
  slug: 'slug',
  title: 'title',
  menu_order: 'menu_order',
};

const SEARCH_COLUMNS = { post_title: 'title', post_excerpt: 'excerpt', post_content: 'content' } as const;
const ATTACHED_FILE = `coalesce((select a.file from attachments a where a.post_id = posts.id), '')`;

/** More search terms than this and the reference searches for the whole text as one phrase. */
const MAX_SEARCH_TERMS = 9;

/**
 * Search terms as the reference splits them: quoted phrases, `-word` excludes; a search of more than
 * MAX_SEARCH_TERMS terms is one phrase (WP_Query::parse_search), which also keeps the SQL small.
 */
function searchTerms(search: string): { term: string; exclude: boolean }[] {
  const terms: { term: string; exclude: boolean }[] = [];
  for (const match of search.matchAll(/(-?)"([^"]+)"|(\S+)/g)) {
    const raw = match[2] ?? match[3];
    const exclude = match[2] !== undefined ? match[1] === '-' : raw.startsWith('-') && raw.length > 1;
    const term = exclude && match[2] === undefined ? raw.slice(1) : raw;
    if (term) terms.push({ term, exclude });
  }
  if (terms.length <= MAX_SEARCH_TERMS) return terms;
  const exclude = search.startsWith('-') && search.length > 1;
  return [{ term: exclude ? search.slice(1) : search, exclude }];
}

/** Characters in a trigram: a shorter term has none the index could find it by. */
const TRIGRAM = 3;

/** The columns the post search index holds. */
const INDEXED_COLUMNS: readonly string[] = Object.values(SEARCH_COLUMNS);

/**
 * With an FTS5 index (SQLite), the posts reached through the post search index (trigrams,
 * Migration20261128010000) for the search terms it can find: a superset of the rows the LIKEs match
 * (the index folds case at least as far as they do), which the LIKEs still decide. Not for terms
 * shorter than a trigram, a column the index does not hold (a medium's file) or a NUL (which ends an
 * FTS5 query); undefined when no term is left. PostgreSQL's trigram indexes serve the LIKE itself.
 */
function searchIndexed(index: TextIndex, columns: readonly string[], terms: string[]): Sql | undefined {
  if (index !== 'fts5' || !columns.every((c) => INDEXED_COLUMNS.includes(c))) return undefined;
  const found = terms.filter((term) => [...term].length >= TRIGRAM && !term.includes('\0'));
  if (!found.length) return undefined;
  const narrowed = new Sql();
  // The index's rows first (CROSS JOIN fixes SQLite's join order): few matches are found without
  // reading the others.
  narrowed.add(
    '(select rowid as hit from posts_search where posts_search match ?) hits cross join posts on posts.id = hits.hit',
    found.map((term) => `{${columns.join(' ')}} : "${term.replaceAll('"', '""')}"`).join(' AND '),
  );
  return narrowed;
}

/**
 * Which rows a caller may see (and, for the edit context, edit): capabilities.ts's per-item rule as SQL,
 * checked against it for every role, status, owner and password by test/content/visibility.test.ts.
 * Media in their public status are seen only where their post is (or it is gone): the reference drops
 * the others from the list.
 */
function visibility(where: Sql, user: User | null, type: PostType, editable: boolean) {
  const scope = readScope(user, type);
  const open = publicStatusOf(type);
  if (scope === 'none') where.add('0 = 1');
  else if (scope === 'published') where.add('status = ?', open);
  else if (scope === 'own') where.add(`(status = ? or author_id = ?)`, open, user!.id);
  if (type.publicStatus && scope !== 'all')
    where.add(
      `(status != ? or not exists (select 1 from posts pp where pp.id = posts.parent_id and pp.status != 'publish' and pp.author_id != ?))`,
      open,
      user?.id ?? 0,
    );
  if (!editable || !user) return;
  if (canType(user, type, 'edit_others')) return;
  // Own items only; published ones (a trashed item counts as what it was) need edit_published_*.
  const published = canType(user, type, 'edit_published');
  const status = `case when status = 'trash' then coalesce(trashed_status, 'draft') else status end`;
  where.add(
    published ? 'author_id = ?' : `(author_id = ? and ${status} not in ('publish', 'future'))`,
    user.id,
  );
}

export interface BuiltQuery {
  where: Sql;
  order: Ordering;
  /** Set when the order is a column and the id (not a listed or relevance order): deep pages seek. */
  seek?: SeekOrder;
  /** A search's posts through the text index, when it has one that can (see countAndPage). */
  narrowed?: Narrowed;
}

/** The text index a search may use: the database's (Dialect.textIndex), or none. */
export type TextIndex = Dialect['textIndex'] | 'none';

/** The WHERE and ORDER BY of a list, for one post type and caller, searching through `index`. */
export function buildPostQuery(
  type: PostType,
  query: PostListQuery,
  user: User | null,
  index: TextIndex,
): BuiltQuery {
  const where = new Sql();
  if (query.otherTypes?.length) where.in('type', [type.name, ...query.otherTypes]);
  else where.add('type = ?', type.name);
  where.in('status', query.statuses);
  if (query.withoutPassword) where.add("password = ''");
  visibility(where, user, type, query.editable ?? false);
  const list = (column: string, values: readonly unknown[] | undefined, negate = false) => {
    if (values?.length) where.in(column, values, negate);
  };
  list('author_id', query.authors);
  list('author_id', query.authorsExclude, true);
  list('id', query.include);
  list('id', query.exclude, true);
  list('slug', query.slugs);
  list('parent_id', query.parents);
  list('parent_id', query.parentsExclude, true);
  if (query.menuOrder !== undefined) where.add('menu_order = ?', query.menuOrder);
  if (query.sticky !== undefined) where.add('sticky = ?', query.sticky);
  list(
    'format',
    query.formats?.map((format) => (format === 'standard' ? '' : format)),
  );
  fileTypes(where, query);
  if (query.after) where.add('date_local > ?', query.after);
  if (query.before) where.add('date_local < ?', query.before);
  if (query.modifiedAfter) where.add('modified_local > ?', query.modifiedAfter);
  if (query.modifiedBefore) where.add('modified_local < ?', query.modifiedBefore);

  const terms = query.search ? searchTerms(query.search) : [];
  const columns: string[] = (
    query.searchColumns?.length ? query.searchColumns : Object.keys(SEARCH_COLUMNS)
  ).map((c) => SEARCH_COLUMNS[c as keyof typeof SEARCH_COLUMNS]);
  // Media are found by their file's path too (the reference searches the attached file).
  if (type.name === ATTACHMENT.name && !query.searchColumns?.length) columns.push(ATTACHED_FILE);
  const search = new Sql();
  for (const { term, exclude } of terms) {
    if (query.searchExact) search.add(exclude ? 'title != ?' : 'title = ?', term);
    else search.contains(columns, term, exclude);
  }
  const included = terms.filter((t) => !t.exclude).map((t) => t.term);
  const indexed = query.searchExact ? undefined : searchIndexed(index, columns, included);

  const taxes = (query.taxonomies ?? []).filter((tax) => tax.terms.length);
  if (taxes.length) {
    const tax = new Sql();
    for (const { terms: ids, operator } of taxes) {
      // The ids as one array parameter: a list of parameters, or one when it is long (bind-parameters.ts).
      const member = 'select 1 from post_terms pt where pt.post_id = posts.id and pt.term_id in (?)';
      if (operator === 'NOT IN') tax.add(`not exists (${member})`, ids);
      else if (operator === 'IN') tax.add(`exists (${member})`, ids);
      else
        tax.add(
          '(select count(distinct pt.term_id) from post_terms pt where pt.post_id = posts.id and pt.term_id in (?)) = ?',
          ids,
          ids.length,
        );
    }
    where.add(`(${tax.parts.join(query.taxRelation === 'OR' ? ' or ' : ' and ')})`, ...tax.params);
  }

  const base = new Sql();
  base.append(where);
  const narrowed = indexed && { from: indexed, base };
  where.append(search);

  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const order = new Ordering();
  let seek: SeekOrder | undefined;
  if (query.orderBy === 'include' && query.include?.length) listedOrder(order, 'id', query.include);
  else if (query.orderBy === 'include_slugs' && query.slugs?.length) listedOrder(order, 'slug', query.slugs);
  else if (query.orderBy === 'relevance' && query.search) {
    const phrase = likeEscape(query.search);
    const words = terms.filter((t) => !t.exclude).map((t) => likeEscape(t.term));
    const titleAll = words.map(() => likeTest('title')).join(' and ') || '1 = 0';
    const titleAny = words.map(() => likeTest('title')).join(' or ') || '1 = 0';
    order.by(
      `case when ${likeTest('title')} then 1 when ${titleAll} then 2 when ${titleAny} then 3 ` +
        `when ${likeTest('excerpt')} then 4 when ${likeTest('content')} then 5 else 6 end`,
      'asc',
      phrase,
      ...words,
      ...words,
      phrase,
      phrase,
    );
    order.by('date_local', 'desc');
  } else {
    const column = COLUMNS[query.orderBy as keyof typeof COLUMNS] ?? 'date_local';
    order.by(column, direction);
    seek = { column, direction };
  }
  order.by('id', direction);
  return { where, order, seek, narrowed };
}
