import type { EntityManager } from '../../db/orm.js';
import { DomainError } from '../../errors.js';
import { canDeletePost, canEditPost, canReadPost, canType } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { Post } from '../posts/post.entity.js';
import type { PostListQuery } from '../posts/post-query.js';
import {
  findPost,
  getPost,
  listPosts,
  postsToRead,
  postsToShow,
  type ContentDeps,
  type ListWindow,
  type Page,
  type PostView,
} from '../posts/post.service.js';
import { ATTACHMENT, typeNamed } from '../content-model/post-type-registry.js';
import type { PostChanges } from '../posts/post-changes.js';
import { deletePost } from '../posts/post-delete.service.js';
import { updatePost } from '../posts/post-write.service.js';
import { Attachment, type FocalPoint } from './attachment.entity.js';
import { checkFocalPoint } from './focal-point.js';
import { forgetVariants } from './variants/variant.service.js';
import { resizePlan, IMAGE_SIZES } from './image-sizes.js';
import { mediaStore } from './media-storage.js';

/** A media item as one caller sees it: its post row and its file. */
export interface MediaView extends PostView {
  attachment: Attachment;
}

/** The writable fields of a media item; absent ones are left as they are. */
export interface MediaChanges {
  date?: string | null;
  dateGmt?: string | null;
  slug?: string;
  /** `private`, or any other writable status, which media keep as `inherit`. */
  status?: string;
  title?: string;
  caption?: string;
  description?: string;
  altText?: string;
  author?: number;
  commentStatus?: string;
  pingStatus?: string;
  template?: string;
  /** The post it is attached to; 0 for none. */
  post?: number;
  /** Where an image's subject is; null clears it. */
  focalPoint?: FocalPoint | null;
}

export const storeOf = (deps: ContentDeps) => mediaStore(deps.settings, deps.em);

/** Media keep the status of their post (`inherit`) unless made private. */
const mediaStatus = (status: string | undefined) =>
  status === undefined ? undefined : status === 'private' ? 'private' : 'inherit';

/** The post-row part of the changes (caption is the excerpt, description the content). */
export const postChangesOf = (changes: MediaChanges): PostChanges => ({
  date: changes.date,
  dateGmt: changes.dateGmt,
  slug: changes.slug,
  status: mediaStatus(changes.status),
  title: changes.title,
  excerpt: changes.caption,
  content: changes.description,
  author: changes.author,
  commentStatus: changes.commentStatus,
  pingStatus: changes.pingStatus,
  template: changes.template,
});

/** A revision or another media item can't hold media (400 `Invalid parent type.`). */
export async function checkParentType(em: EntityManager, postId: number | undefined) {
  if (!postId) return;
  const parent = await em.findOne(Post, { id: postId }, { fields: ['type'] });
  if (parent && (parent.type === 'revision' || parent.type === ATTACHMENT.name))
    throw new DomainError('INVALID_PARAM', 'Invalid parent type.', 400);
}

/** The checks of a write's changes that need no item: the parent's type, the focal point's range. */
export async function checkMediaChanges(em: EntityManager, changes: MediaChanges) {
  await checkParentType(em, changes.post);
  checkFocalPoint(changes.focalPoint);
}

/**
 * The reference's upload permission: the create capability of media (upload_files), then edit
 * permission on the post it is attached to.
 */
export async function checkCanUpload(deps: ContentDeps, postId: number | undefined) {
  const user = deps.user;
  if (!canType(user, ATTACHMENT, 'create'))
    throw notAllowed(user, 'CANNOT_CREATE', 'Sorry, you are not allowed to create posts as this user.');
  if (!postId) return;
  const parent = await deps.em.findOne(Post, { id: postId });
  const parentType = parent && typeNamed(parent.type);
  // Revisions and media as parents are refused as a bad parent type right after.
  if (parent && !parentType) return;
  if (!parent || !canEditPost(user, parentType!, parent))
    throw notAllowed(user, 'CANNOT_EDIT', 'Sorry, you are not allowed to upload media to this post.');
}

async function withAttachments(deps: ContentDeps, views: PostView[]): Promise<MediaView[]> {
  const ids = views.map((view) => view.post.id);
  const rows = ids.length ? await deps.em.find(Attachment, { postId: { $in: ids } }) : [];
  const byId = new Map(rows.map((row) => [row.postId, row]));
  return views.map((view) => ({
    ...view,
    attachment: byId.get(view.post.id) ?? Object.assign(new Attachment(), { postId: view.post.id, file: '' }),
  }));
}

/**
 * The reference's read rule for media in their public status (`inherit`): readable where the post
 * they are attached to is (or when it is gone). Other items: true (canReadPost decides).
 */
export async function postAllowsReading(deps: ContentDeps, item: Post): Promise<boolean> {
  if (item.status !== 'inherit' || !item.parentId) return true;
  return parentAllowsReading(deps, await deps.em.findOne(Post, { id: item.parentId }));
}

/** Whether the post an `inherit` item is attached to lets the caller read it (yes when it is gone). */
function parentAllowsReading(deps: ContentDeps, parent: Post | null): boolean {
  const parentType = parent && typeNamed(parent.type);
  return !parent || !parentType || canReadPost(deps.user, parentType, parent);
}

/**
 * Media items the caller may read, by id (null for each one not), as getMedia reads one: the edges
 * to them (featured images) read any number in four statements.
 */
export async function mediaToShow(deps: ContentDeps, ids: readonly number[]): Promise<(MediaView | null)[]> {
  const items = await postsToShow(deps, ATTACHMENT, ids);
  const inheriting = (view: PostView | null) => view?.post.status === 'inherit' && view.post.parentId;
  const parentIds = [...new Set(items.flatMap((view) => (inheriting(view) ? [view!.post.parentId] : [])))];
  const parents = parentIds.length ? await postsToRead(deps, parentIds) : [];
  const parentOf = new Map(parentIds.map((id, i) => [id, parents[i]]));
  const readable = items.filter(
    (view): view is PostView =>
      view !== null &&
      (!inheriting(view) || parentAllowsReading(deps, parentOf.get(view.post.parentId) ?? null)),
  );
  const byId = new Map((await withAttachments(deps, readable)).map((view) => [view.post.id, view]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** One media item the caller may read (see postAllowsReading). */
export async function getMedia(deps: ContentDeps, id: number, edit = false): Promise<MediaView> {
  const view = await getPost(deps, ATTACHMENT, id, { edit });
  if (!(await postAllowsReading(deps, view.post)))
    throw notAllowed(deps.user, 'FORBIDDEN', 'Sorry, you are not allowed to do that.');
  return (await withAttachments(deps, [view]))[0];
}

export async function listMedia(
  deps: ContentDeps,
  query: PostListQuery,
  window: ListWindow,
): Promise<Page<MediaView>> {
  const page = await listPosts(deps, ATTACHMENT, query, window);
  return { ...page, nodes: await withAttachments(deps, page.nodes) };
}

/** Updates a media item's texts, dates, author, status, focal point and the post it is attached to. */
export async function updateMedia(deps: ContentDeps, id: number, changes: MediaChanges): Promise<MediaView> {
  await checkMediaChanges(deps.em, changes);
  const view = await deps.em.transactional(async (em) => {
    const scoped = { ...deps, em };
    const view = await updatePost(scoped, ATTACHMENT, id, postChangesOf(changes));
    const attachment = await em.findOneOrFail(Attachment, { postId: id });
    if (changes.altText !== undefined) attachment.altText = changes.altText;
    if (changes.focalPoint !== undefined) attachment.focalPoint = changes.focalPoint;
    if (changes.post !== undefined) view.post.parentId = changes.post;
    await em.flush();
    return { ...view, attachment };
  });
  return view;
}

/** Every file of a media item: the full-size one, the uploaded original, the sub-sizes. */
export function filesOf(attachment: Attachment): { folder: string; names: string[] } {
  const names = new Set([attachment.fileName, attachment.uploadedName]);
  for (const size of Object.values(attachment.sizes)) names.add(size.file);
  return { folder: attachment.folder, names: [...names] };
}

/** Media can't be trashed (501 unless `force`); deleting removes the row, then the files. */
export async function deleteMedia(deps: ContentDeps, id: number, force: boolean): Promise<MediaView> {
  const post = await findPost(deps, ATTACHMENT, id);
  if (!canDeletePost(deps.user, ATTACHMENT, post))
    throw notAllowed(deps.user, 'CANNOT_DELETE', 'Sorry, you are not allowed to delete this post.');
  if (!force)
    throw new DomainError(
      'TRASH_NOT_SUPPORTED',
      "The post does not support trashing. Set 'force=true' to delete.",
      501,
    );
  const attachment = await deps.em.findOneOrFail(Attachment, { postId: id });
  const previous = await deps.em.transactional(async (em) => {
    const previous = await deletePost({ ...deps, em }, ATTACHMENT, id);
    await em.nativeDelete(Attachment, { postId: id });
    // Posts that showed it as their featured image show none (the reference deletes that meta too).
    await em.nativeUpdate(Post, { featuredMedia: id }, { featuredMedia: 0 });
    return previous;
  });
  const { folder, names } = filesOf(attachment);
  await storeOf(deps).remove(folder, names);
  await forgetVariants(deps, id);
  return { ...previous, attachment };
}

/** The size sub-sizes are measured against: the uploaded image's (before any scaling). */
export const measuredSize = (attachment: Attachment) => ({
  width: attachment.originalWidth ?? attachment.width,
  height: attachment.originalHeight ?? attachment.height,
});

/** Registered sizes an image should have (it is larger than them) but has not: the reference's missing_image_sizes. */
export function missingSizes(attachment: Attachment): string[] {
  const { width, height } = measuredSize(attachment);
  if (!width || !height) return [];
  return IMAGE_SIZES.filter(
    (size) => !attachment.sizes[size.name] && resizePlan(width, height, size) !== null,
  ).map((size) => size.name);
}

/** The ids of the media items edited from this one, oldest first. */
export async function editsOf(deps: ContentDeps, ids: readonly number[]): Promise<number[][]> {
  const rows = await deps.em.find(
    Attachment,
    { editedFromId: { $in: [...ids] } },
    { orderBy: { postId: 'asc' } },
  );
  const byItem = Map.groupBy(rows, (row) => row.editedFromId);
  return ids.map((id) => (byItem.get(id) ?? []).map((row) => row.postId));
}
