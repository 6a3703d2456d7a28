import { DomainError } from '../../errors.js';
import { canDeletePost, canEditPost } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { Post } from '../posts/post.entity.js';
import { toLocal } from '../posts/post-dates.js';
import { REVISION_COUNTS, REVISION_RECOUNT } from '../../db/derived-data.js';
import { firstPages, Ordering, readPage, type CursorWindow, type PageWindow } from '../../db/keyset.js';
import { readRows } from '../../db/read-rows.js';
import { Sql } from '../../db/sql.js';
import type { DomainDeps } from '../../domain-deps.js';
import { copyOf } from './revision-copy.js';
import { siteTimezone, type ContentDeps, type Page } from '../posts/post.service.js';
import type { PostChanges } from '../posts/post-changes.js';
import { updatePost } from '../posts/post-write.service.js';
import type { PostType } from '../content-model/post-type-registry.js';

/** A revision or autosave, with the post it belongs to. */
export interface RevisionView {
  revision: Post;
  parent: Post;
  type: PostType;
  autosave: boolean;
  timezone: string;
}

const REVISIONED = ['title', 'content', 'excerpt'] as const;
/** A limit no list reaches. */
/** A list of revisions without `per_page` has them all: a limit all the same, as SQLite takes no OFFSET without one. */
export const ALL_ROWS = 2_147_483_647;

const isAutosave = (revision: Post) => revision.slug.endsWith('-autosave-v1');

/** The parent of a revision route: it must exist, be of the type, and be editable by the caller. */
async function findParent(deps: ContentDeps, type: PostType, parentId: number) {
  const parent = parentId > 0 ? await deps.em.findOne(Post, { id: parentId, type: type.name }) : null;
  if (!parent) throw new DomainError('POST_INVALID_PARENT', 'Invalid post parent ID.', 404);
  return parent;
}

function checkCanRead(deps: ContentDeps, type: PostType, parent: Post, what: 'revisions' | 'autosaves') {
  if (!canEditPost(deps.user, type, parent))
    throw notAllowed(deps.user, 'CANNOT_READ', `Sorry, you are not allowed to view ${what} of this post.`);
}

async function revisionParent(
  deps: ContentDeps,
  type: PostType,
  parentId: number,
  what: 'revisions' | 'autosaves',
) {
  const parent = await findParent(deps, type, parentId);
  checkCanRead(deps, type, parent, what);
  return parent;
}

export interface RevisionWindow {
  page: PageWindow;
  order: 'asc' | 'desc';
  include?: number[];
  exclude?: number[];
  search?: string;
}

/** The WHERE (but for the parents) and the order of a revisions list. */
function revisionsQuery(window: RevisionWindow) {
  const where = new Sql();
  where.add(`p.type = 'revision'`);
  if (window.include?.length) where.in('p.id', window.include);
  if (window.exclude?.length) where.in('p.id', window.exclude, true);
  if (window.search) {
    const pattern = `%${window.search}%`;
    where.add(
      `(${REVISIONED.map((field) => `p.${field} like ?`).join(' or ')})`,
      ...REVISIONED.map(() => pattern),
    );
  }
  const order = new Ordering().by('p.date_local', window.order).by('p.id', window.order);
  return { where, order };
}

/** Revisions of an item (autosaves included, as in the reference), newest first by default. */
export async function listRevisions(
  deps: ContentDeps,
  type: PostType,
  parentId: number,
  window: RevisionWindow,
): Promise<Page<RevisionView>> {
  const parent = await revisionParent(deps, type, parentId, 'revisions');
  const { where, order } = revisionsQuery(window);
  where.add('p.parent_id = ?', parent.id);
  const { rows, total, seek } = await readPage(deps, 'posts p', where, order, window.page);
  const timezone = await siteTimezone(deps);
  const view = (revision: Post) => ({ revision, parent, type, autosave: isAutosave(revision), timezone });
  return { nodes: readRows(deps.em, Post, rows).map(view), totalCount: total, seek };
}

/**
 * The first page of revisions of each of `parents` at once, read by the caller already known to
 * may read them (an edge asks only for items the caller may edit): one statement for a page of items.
 */
export async function firstRevisionPages(
  deps: ContentDeps,
  type: PostType,
  parents: readonly Post[],
  window: RevisionWindow & { page: CursorWindow },
): Promise<Map<unknown, Page<RevisionView>>> {
  const { where, order } = revisionsQuery(window);
  where.in(
    'p.parent_id',
    parents.map((parent) => parent.id),
  );
  const pages = await firstPages(deps, 'posts p', where, order, 'p.parent_id', window.page);
  const timezone = await siteTimezone(deps);
  const byId = new Map(parents.map((parent) => [parent.id, parent]));
  return new Map(
    [...pages].map(([parentId, page]) => {
      const parent = byId.get(Number(parentId))!;
      const view = (revision: Post) => ({ revision, parent, type, autosave: isAutosave(revision), timezone });
      return [
        parentId,
        { nodes: readRows(deps.em, Post, page.rows).map(view), totalCount: page.total, seek: page.seek },
      ];
    }),
  );
}

/**
 * Revision counts and the newest revision id of some items, for `version-history` links: read from
 * the counts the database keeps (Migration20261128030000), so an item's history does not cost reads.
 */
export async function revisionSummaries(deps: ContentDeps, ids: readonly number[]) {
  const rows = ids.length
    ? await deps.em.execute<{ post_id: number; count: number; latest: number }[]>(
        `select post_id, count, latest from ${REVISION_COUNTS} where post_id in (${ids.map(() => '?').join(', ')})`,
        [...ids],
      )
    : [];
  const byId = new Map(
    rows.map((r) => [Number(r.post_id), { count: Number(r.count), latestId: Number(r.latest) }]),
  );
  return ids.map((id) => byId.get(id) ?? { count: 0, latestId: null });
}

/**
 * Sets every item's stored revision count and newest revision to what they are (`content recount`): a
 * repair, since the database's triggers keep them on every write. Returns how many items have
 * revisions and how many of the stored rows were wrong (or missing, or left over).
 */
export async function recountRevisions(deps: DomainDeps): Promise<{ items: number; corrected: number }> {
  return deps.em.transactional(async (em) => {
    const read = async () =>
      new Map(
        (
          await em.execute<{ post_id: number; count: number; latest: number }[]>(
            `select post_id, count, latest from ${REVISION_COUNTS}`,
          )
        ).map((row) => [Number(row.post_id), `${row.count} ${row.latest}`]),
      );
    const before = await read();
    await em.execute(`delete from ${REVISION_COUNTS}`);
    await em.execute(REVISION_RECOUNT);
    const after = await read();
    let corrected = [...before.keys()].filter((id) => !after.has(id)).length;
    for (const [id, summary] of after) if (before.get(id) !== summary) corrected++;
    return { items: after.size, corrected };
  });
}

async function findRevision(deps: ContentDeps, parent: Post, id: number, message = 'Invalid revision ID.') {
  const revision = id > 0 ? await deps.em.findOne(Post, { id, type: 'revision' }) : null;
  if (!revision) throw new DomainError('POST_INVALID_ID', message, 404);
  if (revision.parentId !== parent.id)
    throw new DomainError(
      'REVISION_PARENT_ID_MISMATCH',
      `The revision does not belong to the specified parent with id of "${parent.id}"`,
      404,
    );
  return revision;
}

export async function getRevision(
  deps: ContentDeps,
  type: PostType,
  parentId: number,
  id: number,
): Promise<RevisionView> {
  const parent = await revisionParent(deps, type, parentId, 'revisions');
  const revision = await findRevision(deps, parent, id);
  return { revision, parent, type, autosave: isAutosave(revision), timezone: await siteTimezone(deps) };
}

/**
 * Deletes a revision, for good (revisions have no trash): allowed to whoever may delete the parent.
 * The reference also asks `delete_post` of the revision itself, which its capability map refuses to
 * everyone, so its route never deletes.
 */
export async function deleteRevision(
  deps: ContentDeps,
  type: PostType,
  parentId: number,
  id: number,
  force: boolean,
): Promise<RevisionView> {
  // The reference's order: may the caller delete the parent, does the revision exist, may they read it.
  const parent = await findParent(deps, type, parentId);
  if (!canDeletePost(deps.user, type, parent))
    throw notAllowed(
      deps.user,
      'CANNOT_DELETE',
      'Sorry, you are not allowed to delete revisions of this post.',
    );
  const revision = await findRevision(deps, parent, id);
  checkCanRead(deps, type, parent, 'revisions');
  if (!force)
    throw new DomainError(
      'TRASH_NOT_SUPPORTED',
      "Revisions do not support trashing. Set 'force=true' to delete.",
      501,
    );
  const view = {
    revision: { ...revision },
    parent,
    type,
    autosave: isAutosave(revision),
    timezone: await siteTimezone(deps),
  };
  await deps.em.remove(revision).flush();
  return view;
}

/** The autosaves of an item, one per user at most, newest first. */
export async function listAutosaves(
  deps: ContentDeps,
  type: PostType,
  parentId: number,
): Promise<RevisionView[]> {
  const parent = await revisionParent(deps, type, parentId, 'autosaves');
  const rows = await deps.em.find(
    Post,
    { parentId: parent.id, type: 'revision', slug: `${parent.id}-autosave-v1` },
    { orderBy: { dateLocal: 'desc', id: 'desc' } },
  );
  const timezone = await siteTimezone(deps);
  return rows.map((revision) => ({ revision, parent, type, autosave: true, timezone }));
}

/**
 * The autosave the id names, or 404 when it is not one of the item's; `what` names the item. (The
 * reference ignores the id and answers the item's latest autosave.)
 */
export async function getAutosave(
  deps: ContentDeps,
  type: PostType,
  parentId: number,
  id: number,
  what = 'post',
): Promise<RevisionView> {
  const parent = await revisionParent(deps, type, parentId, 'autosaves');
  const revision =
    id > 0
      ? await deps.em.findOne(Post, { id, parentId: parent.id, slug: `${parent.id}-autosave-v1` })
      : null;
  if (!revision)
    throw new DomainError('POST_NO_AUTOSAVE', `There is no autosave revision for this ${what}.`, 404);
  return { revision, parent, type, autosave: true, timezone: await siteTimezone(deps) };
}

/**
 * Autosaves: the caller's own draft is updated in place (and answered as itself); otherwise the
 * caller's one autosave of the item is created or overwritten — unless nothing differs from the item.
 */
export async function autosave(
  deps: ContentDeps,
  type: PostType,
  parentId: number,
  changes: PostChanges,
): Promise<RevisionView> {
  const parent = parentId > 0 ? await deps.em.findOne(Post, { id: parentId, type: type.name }) : null;
  if (!parent) throw new DomainError('POST_INVALID_ID', 'Invalid item ID.', 404);
  if (!canEditPost(deps.user, type, parent))
    throw notAllowed(deps.user, 'CANNOT_EDIT', 'Sorry, you are not allowed to edit this post.');
  const user = deps.user!;
  const timezone = await siteTimezone(deps);
  if ((parent.status === 'draft' || parent.status === 'auto-draft') && parent.authorId === user.id) {
    const { post } = await updatePost(deps, type, parent.id, changes, { keepRevision: false });
    return { revision: post, parent: post, type, autosave: false, timezone };
  }
  const slug = `${parent.id}-autosave-v1`;
  const existing = await deps.em.findOne(Post, {
    parentId: parent.id,
    type: 'revision',
    slug,
    authorId: user.id,
  });
  const proposed = {
    title: changes.title ?? parent.title,
    content: changes.content ?? parent.content,
    excerpt: changes.excerpt ?? parent.excerpt,
  };
  const differs = REVISIONED.some((field) => proposed[field].trim() !== parent[field].trim());
  if (existing && !differs) return { revision: existing, parent, type, autosave: true, timezone };
  const now = deps.clock.now();
  const revision = existing ?? copyOf(deps.em, parent, user, now, timezone, slug);
  Object.assign(revision, proposed, {
    modifiedGmt: now,
    modifiedLocal: toLocal(now, timezone),
    dateGmt: now,
    dateLocal: toLocal(now, timezone),
  });
  await deps.em.flush();
  return { revision, parent, type, autosave: true, timezone };
}
