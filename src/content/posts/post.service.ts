import { LockMode } from '@mikro-orm/core';
import { dialectOf } from '../../db/dialect.js';
import { readRows } from '../../db/read-rows.js';
import { countAndPage } from '../../db/sql.js';
import type { User } from '../../auth/user.entity.js';
import type { DomainDeps } from '../../domain-deps.js';
import { DomainError } from '../../errors.js';
import { SiteSettings } from '../../site/site-settings.entity.js';
import { canEditPost, canReadPost, canType } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { invalidArgument, invalidPostId } from '../content-errors.js';
import { Post } from './post.entity.js';
import { parseRestDate } from './post-dates.js';
import { buildPostQuery, type PostListQuery } from './post-query.js';
import { EXCLUDED_FROM_ANY, LIST_STATUSES } from '../content-model/post-status.js';
import { publicStatusOf, supports, TAXONOMIES, type PostType } from '../content-model/post-type-registry.js';
import { Term } from '../terms/term.entity.js';

/** Who asks, and what a content read needs to know about the site. */
export interface ContentDeps extends DomainDeps {
  user: User | null;
}

/** A post as one caller sees it: whether its protected content is unlocked, and what they may do. */
export interface PostView {
  post: Post;
  type: PostType;
  /** Password-protected content is shown (no password, the right one given, or editing it). */
  unlocked: boolean;
  /** The site's time zone, for the local dates of floating drafts. */
  timezone: string;
}

import {
  byCursor,
  countAndSeek,
  firstPages,
  type CursorWindow,
  type Page,
  type PageWindow,
  type SeekPage,
} from '../../db/keyset.js';

export type { Page };

// One read per request (an EntityManager fork is one request): a list with `_embed` asks many times.
const timezones = new WeakMap<DomainDeps['em'], Promise<string>>();

/**
 * The site's time zone, read once per request (a plain read: no managed entity for one column) and
 * kept until the content changes: on SQLite the change token costs nothing, so neither does this.
 */
export function siteTimezone(deps: DomainDeps): Promise<string> {
  let zone = timezones.get(deps.em);
  if (!zone) {
    const read = () =>
      deps.em
        .execute<{ timezone: string }[]>('select timezone from site_settings where id = 1')
        .then(([row]) => row?.timezone ?? new SiteSettings().timezone);
    // In a transaction it is read on the transaction's connection: on PostgreSQL the change token is read
    // on another one, and transactions each waiting for a second connection could drain the pool.
    zone = deps.lists && !deps.em.isInTransaction() ? deps.lists.setting('timezone', read) : read();
    timezones.set(deps.em, zone);
  }
  return zone;
}

/**
 * An item of the type, or 404 `Invalid post ID.` (also when the id belongs to another type); with a
 * lock mode, its row is held until the transaction ends.
 */
export async function findPost(
  deps: DomainDeps,
  type: PostType,
  id: number,
  lockMode?: LockMode,
): Promise<Post> {
  if (!(id > 0)) throw invalidPostId();
  // Every write starts here: a plain statement mapped into a managed entity (em.map) skips the query
  // builder findOne runs each time.
  const lock = lockMode === LockMode.PESSIMISTIC_WRITE ? dialectOf(deps.em).lockRows('posts') : '';
  const [row] = await deps.em.execute<Record<string, unknown>[]>(
    `select * from posts where id = ? and type = ?${lock}`,
    [id, type.name],
  );
  if (!row) throw invalidPostId();
  return deps.em.map(Post, row);
}

/** The id of the item with this slug that the caller may read, a published one first; else 404. */
export async function findPostIdBySlug(deps: ContentDeps, type: PostType, slug: string): Promise<number> {
  const posts = slug ? await deps.em.find(Post, { type: type.name, slug }, { orderBy: { id: 'asc' } }) : [];
  const found =
    posts.find((post) => post.status === 'publish') ??
    posts.find((post) => canReadPost(deps.user, type, post));
  if (!found) throw invalidPostId();
  return found.id;
}

/** Protected content shows when there is no password, with the right one, or to an editor editing it. */
const isUnlocked = (post: Post, editing: boolean, password?: string) =>
  post.password === '' || editing || password === post.password;

export interface ReadOptions {
  password?: string;
  /** The caller wants the editing view (raw fields); refused without edit permission. */
  edit?: boolean;
}

/** One item, with the reference's checks in order: exists, edit context, password, readable. */
export async function getPost(
  deps: ContentDeps,
  type: PostType,
  id: number,
  options: ReadOptions = {},
): Promise<PostView> {
  // Read only: a plain row (see readRows), not a managed entity.
  const [post] = id > 0 ? await postsToRead(deps, [id]) : [null];
  if (!post || post.type !== type.name) throw invalidPostId();
  const canEdit = canEditPost(deps.user, type, post);
  if (options.edit && !canEdit)
    throw notAllowed(deps.user, 'FORBIDDEN_CONTEXT', 'Sorry, you are not allowed to edit this post.');
  if (options.password && post.password !== options.password)
    throw new DomainError('POST_INCORRECT_PASSWORD', 'Incorrect post password.', 403);
  if (!canReadPost(deps.user, type, post))
    throw notAllowed(deps.user, 'FORBIDDEN', 'Sorry, you are not allowed to do that.');
  const unlocked = isUnlocked(post, options.edit === true && canEdit, options.password);
  return { post, type, unlocked, timezone: await siteTimezone(deps) };
}

/**
 * The statuses a list asks for, with `any` expanded; each one but `publish` (media: `inherit`) needs edit permission on
 * the type (`private` also read_private), else the reference's "Status is forbidden.".
 */
function listStatuses(deps: ContentDeps, type: PostType, requested: string[]): string[] {
  const statuses = new Set<string>();
  for (const status of requested) {
    if (status !== publicStatusOf(type)) {
      const allowed =
        canType(deps.user, type, 'edit') ||
        (status === 'private' && canType(deps.user, type, 'read_private'));
      if (!allowed)
        throw invalidArgument('status', 'FORBIDDEN_STATUS', 'Status is forbidden.', {
          sentence: true,
          data: { status: deps.user ? 403 : 401 },
        });
    }
    if (status === 'any')
      LIST_STATUSES.filter((s) => s !== 'any' && !EXCLUDED_FROM_ANY.has(s)).forEach((s) => statuses.add(s));
    else statuses.add(status);
  }
  return [...statuses];
}

/** Term ids plus their descendants, for `include_children`. */
async function withChildren(deps: DomainDeps, ids: number[]): Promise<number[]> {
  const all = new Set(ids);
  let frontier = ids;
  while (frontier.length) {
    const children = await deps.em.find(Term, { parentId: { $in: frontier } }, { fields: ['id'] });
    frontier = children.map((t) => t.id).filter((id) => !all.has(id));
    frontier.forEach((id) => all.add(id));
  }
  return [...all];
}

/** Items by id for reading only (see readRows), in one query; null for ids that don't exist. */
export async function postsToRead(deps: DomainDeps, ids: readonly number[]): Promise<(Post | null)[]> {
  const rows = await deps.em.execute<Record<string, unknown>[]>(
    `select * from posts where id in (${ids.map(() => '?').join(', ')})`,
    [...ids],
  );
  const byId = new Map(readRows(deps.em, Post, rows).map((post) => [post.id, post]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * Items of a type the caller may read, by id (null for each one not), as getPost reads one without
 * a password: the edges to them (a parent, a featured image) read many in two statements.
 */
export async function postsToShow(
  deps: ContentDeps,
  type: PostType,
  ids: readonly number[],
): Promise<(PostView | null)[]> {
  const posts = await postsToRead(deps, ids);
  const timezone = await siteTimezone(deps);
  return posts.map((post) =>
    post && post.type === type.name && canReadPost(deps.user, type, post)
      ? { post, type, unlocked: isUnlocked(post, false), timezone }
      : null,
  );
}

/**
 * The items of a type under each of some parents that the caller may read (as getPost reads one),
 * in one query for them all: the children edges of a page tree.
 */
export async function childrenToShow(
  deps: ContentDeps,
  type: PostType,
  parents: readonly number[],
): Promise<PostView[][]> {
  if (!parents.length) return [];
  const rows = await deps.em.execute<Record<string, unknown>[]>(
    `select * from posts where type = ? and parent_id in (${parents.map(() => '?').join(', ')})`,
    [type.name, ...parents],
  );
  const timezone = await siteTimezone(deps);
  const views = readRows(deps.em, Post, rows)
    .filter((post) => canReadPost(deps.user, type, post))
    .map((post) => ({ post, type, unlocked: isUnlocked(post, false), timezone }));
  const byParent = Map.groupBy(views, (view) => view.post.parentId);
  return parents.map((id) => byParent.get(id) ?? []);
}

/** A page of a list and how to read it. */
export type ListWindow = PageWindow & {
  /** Editing view: refused without edit permission on the type; items the caller can't edit are left out. */
  edit?: boolean;
  /** Taxonomy filters whose children count too (category `include_children`). */
  includeChildren?: boolean[];
};

/** A list's statement parts for one type and caller, and how its rows become views. */
async function preparedList(deps: ContentDeps, type: PostType, query: PostListQuery, window: ListWindow) {
  if (window.edit && !canType(deps.user, type, 'edit'))
    throw notAllowed(
      deps.user,
      'FORBIDDEN_CONTEXT',
      'Sorry, you are not allowed to edit posts in this post type.',
    );
  const statuses = listStatuses(deps, type, query.statuses);
  if (query.orderBy === 'include' && !query.include?.length)
    throw new DomainError(
      'ORDERBY_INCLUDE_MISSING_INCLUDE',
      'You need to define an include parameter to order by include.',
    );
  if (query.orderBy === 'relevance' && !query.search)
    throw new DomainError(
      'NO_SEARCH_TERM_DEFINED',
      'You need to define a search term to order by relevance.',
    );
  const taxonomies = [];
  for (const [index, tax] of (query.taxonomies ?? []).entries()) {
    const expand = window.includeChildren?.[index] && TAXONOMIES[tax.taxonomy]?.hierarchical;
    taxonomies.push(expand ? { ...tax, terms: await withChildren(deps, tax.terms) } : tax);
  }
  const timezone = await siteTimezone(deps);
  const local = (value: string | undefined) => (value ? parseRestDate(value, timezone) : undefined);
  const dates = {
    after: local(query.after),
    before: local(query.before),
    modifiedAfter: local(query.modifiedAfter),
    modifiedBefore: local(query.modifiedBefore),
  };
  const { where, order, seek, narrowed } = buildPostQuery(
    type,
    { ...query, ...dates, statuses, taxonomies, editable: window.edit },
    deps.user,
    dialectOf(deps.em).textIndex,
  );
  const view = (post: Post): PostView => ({
    post,
    type,
    timezone,
    unlocked: isUnlocked(post, window.edit === true && canEditPost(deps.user, type, post)),
  });
  return { where, order, seek, narrowed, view, taxonomies };
}

/**
 * A page of items the caller may see, and how many there are in all: who may see what is part of the
 * query, so the total counts only those and no page comes back short.
 */
export async function listPosts(
  deps: ContentDeps,
  type: PostType,
  query: PostListQuery,
  window: ListWindow,
): Promise<Page<PostView>> {
  const { where, order, seek, narrowed, view, taxonomies } = await preparedList(deps, type, query, window);
  const em = deps.em;
  if (byCursor(window)) {
    // Sticky items lead only REST's first page (WP_Query's home listing), not pages by cursor.
    const page = await countAndSeek(deps, 'posts', where, order, window, narrowed);
    return { nodes: readRows(em, Post, page.rows).map(view), totalCount: page.total, seek: page.seek };
  }
  const page = await countAndPage(em, 'posts', where, order.toSql(), window, deps.lists, seek, narrowed);
  let rows = page.rows;
  if (
    query.ignoreSticky === false &&
    !query.include?.length &&
    !query.search &&
    !taxonomies.some((tax) => tax.terms.length) &&
    window.offset === 0 &&
    supports(type, 'sticky')
  ) {
    // WP_Query's home listing: the first page starts with every published sticky item of the type,
    // whatever the other filters (so the page may hold more than its size); searches and term
    // filters are not the home listing and keep their order.
    const orderBy = order.toSql();
    const sticky: Record<string, unknown>[] = await em.execute(
      `select * from posts where type = ? and status = 'publish' and sticky = ? order by ${orderBy.parts.join(', ')}`,
      [type.name, true, ...orderBy.params],
    );
    const ids = new Set(sticky.map((row) => row.id));
    rows = [...sticky, ...rows.filter((row) => !ids.has(row.id))];
  }
  return { nodes: readRows(em, Post, rows).map(view), totalCount: page.total };
}

/** The views of first pages by parent, as `listPosts` gives a page. */
const pagesOfViews = (deps: ContentDeps, pages: Map<unknown, SeekPage>, view: (post: Post) => PostView) =>
  new Map(
    [...pages].map(([parent, page]) => [
      parent,
      { nodes: readRows(deps.em, Post, page.rows).map(view), totalCount: page.total, seek: page.seek },
    ]),
  );

/**
 * The first page of each author's items at once (`query.authors` names them): one statement for a
 * page of users, each page as `listPosts` would read it by cursor.
 */
export async function firstPostsByAuthor(
  deps: ContentDeps,
  type: PostType,
  query: PostListQuery,
  window: CursorWindow & ListWindow,
): Promise<Map<unknown, Page<PostView>>> {
  const { where, order, view } = await preparedList(deps, type, query, window);
  return pagesOfViews(deps, await firstPages(deps, 'posts', where, order, 'author_id', window), view);
}

/** The first page of the items given each of `terms` at once: one statement for a page of terms. */
export async function firstPostsByTerm(
  deps: ContentDeps,
  type: PostType,
  terms: readonly number[],
  query: PostListQuery,
  window: CursorWindow & ListWindow,
): Promise<Map<unknown, Page<PostView>>> {
  const { where, order, view } = await preparedList(deps, type, query, window);
  where.in('tp.term_id', terms);
  const from = 'posts join post_terms tp on tp.post_id = posts.id';
  return pagesOfViews(deps, await firstPages(deps, from, where, order, 'tp.term_id', window, 'posts'), view);
}
