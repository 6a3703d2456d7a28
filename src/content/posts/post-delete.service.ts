import { LockMode } from '@mikro-orm/core';
import { DomainError } from '../../errors.js';
import { publishLive } from '../../live/publish.js';
import { canDeletePost } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { contentLiveEvents, isPublic } from '../content-events.js';
import { syncScheduleWatch } from './schedule-watch.service.js';
import { Post } from './post.entity.js';
import { toLocal } from './post-dates.js';
import { findPost, siteTimezone, type ContentDeps, type PostView } from './post.service.js';
import { CONTENT_TYPES, postType, type PostType } from '../content-model/post-type-registry.js';
import type { DomainDeps } from '../../domain-deps.js';
import { PostTerm } from '../terms/term.entity.js';

function checkDeletePermission(deps: ContentDeps, type: PostType, post: Post) {
  if (!canDeletePost(deps.user, type, post))
    throw notAllowed(deps.user, 'CANNOT_DELETE', 'Sorry, you are not allowed to delete this post.');
}

/** Moves an item to the trash: status `trash`, slug suffixed `__trashed`. */
export async function trashPost(deps: ContentDeps, type: PostType, id: number): Promise<PostView> {
  const zone = await siteTimezone(deps);
  const now = deps.clock.now();
  const post = await deps.em.transactional(async (em) => {
    const post = await findPost({ ...deps, em }, type, id, LockMode.PESSIMISTIC_WRITE);
    checkDeletePermission(deps, type, post);
    if (post.status === 'trash')
      throw new DomainError('ALREADY_TRASHED', 'The post has already been deleted.', 410);
    const wasPublic = isPublic(type, post);
    const was = post.status;
    post.trashedStatus = post.status;
    post.status = 'trash';
    if (post.slug) post.slug = `${post.slug}__trashed`;
    post.modifiedGmt = now;
    post.modifiedLocal = toLocal(now, zone);
    await em.flush();
    await syncScheduleWatch({ ...deps, em }, post, { was });
    await publishLive(em, contentLiveEvents(post, 'TRASHED', wasPublic, now));
    return post;
  });
  return { post, type, unlocked: true, timezone: zone };
}

/** Deletes an item for good with its revisions and term links; child pages move up to its parent. */
export async function deletePost(deps: ContentDeps, type: PostType, id: number): Promise<PostView> {
  const post = await findPost(deps, type, id);
  checkDeletePermission(deps, type, post);
  const zone = await siteTimezone(deps);
  const previous: Post = { ...post };
  await deps.em.transactional((em) => removePost({ ...deps, em }, type, post));
  deps.em.getUnitOfWork().unsetIdentity(post);
  return { post: previous, type, unlocked: true, timezone: zone };
}

/**
 * Deletes the auto-drafts last touched over a week ago — items opened in an editor and never saved —
 * as the reference's daily wp_delete_auto_drafts(). Each is claimed by its conditional delete, so
 * instances purging at once delete (and announce) it once. Returns the ids deleted.
 */
export async function purgeAutoDrafts(deps: DomainDeps): Promise<number[]> {
  const before = new Date(deps.clock.now().getTime() - AUTO_DRAFT_LIFETIME_MS);
  const stale = await deps.em.find(
    Post,
    { type: { $in: CONTENT_TYPES }, status: 'auto-draft', modifiedGmt: { $lt: before } },
    { orderBy: { id: 'asc' } },
  );
  const purged: number[] = [];
  for (const post of stale)
    await deps.em.transactional(async (em) => {
      if (!(await removePost({ ...deps, em }, postType(post.type), post, { status: 'auto-draft' }))) return;
      purged.push(post.id);
    });
  return purged;
}

const AUTO_DRAFT_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * Removes an item and what hangs on it, in the caller's transaction: menu items linking to it (the
 * reference deletes them too), its revisions and term links; child items of its type and its
 * attachments move up to its parent. With `only`, the row goes only while it still matches; returns
 * whether it went.
 */
async function removePost(deps: DomainDeps, type: PostType, post: Post, only: Partial<Post> = {}) {
  const { em } = deps;
  if ((await em.nativeDelete(Post, { ...only, id: post.id })) !== 1) return false;
  const links = (await em.find(Post, { type: 'nav_menu_item' })).filter((item) => {
    const link = item.meta.link as { type?: string; objectId?: number } | undefined;
    return link?.type === 'post_type' && link.objectId === post.id;
  });
  for (const id of [post.id, ...links.map((item) => item.id)])
    await em.nativeDelete(PostTerm, { postId: id });
  await em.nativeDelete(Post, { id: { $in: links.map((item) => item.id) } });
  await em.nativeDelete(Post, { parentId: post.id, type: 'revision' });
  await em.nativeUpdate(
    Post,
    { parentId: post.id, type: { $in: [type.name, 'attachment'] } },
    { parentId: post.parentId },
  );
  await syncScheduleWatch(deps, post, { was: post.status, gone: true });
  await publishLive(em, contentLiveEvents(post, 'DELETED', isPublic(type, post), deps.clock.now()));
  return true;
}
