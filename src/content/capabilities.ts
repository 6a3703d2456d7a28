import { can } from '../auth/roles.js';
import type { User } from '../auth/user.entity.js';
import type { Post } from './posts/post.entity.js';
import { isPublishedStatus } from './content-model/post-status.js';
import {
  POST_TYPES,
  publicStatusOf,
  supports,
  TAXONOMIES,
  type PostType,
} from './content-model/post-type-registry.js';
import { kses, type KsesContext } from './render/sanitize.js';

/**
 * The primitive capability of an action on a type: `edit_posts` for posts, `edit_pages` for pages,
 * unless the type maps it elsewhere; `create` is the `edit` capability unless mapped.
 */
export function typeCap(type: PostType, action: string): string {
  const mapped = type.caps?.[action];
  if (mapped) return mapped;
  return action === 'create' ? typeCap(type, 'edit') : `${action}_${type.capabilityType}s`;
}

export const canType = (user: User | null, type: PostType, action: string) =>
  can(user, typeCap(type, action));

/** Whether the caller writes content: may edit items of some type (who sees what editors need). */
export const editsSomeType = (user: User | null) =>
  Object.values(POST_TYPES).some((type) => canType(user, type, 'edit'));

/**
 * The reference's edit_post / delete_post meta capability: own items need the plain capability (plus the
 * `_published_` one once published), others' items `_others_` (plus `_published_` / `_private_`).
 */
function postActionAllowed(user: User | null, type: PostType, post: Post, action: 'edit' | 'delete') {
  if (!user) return false;
  const status = post.status === 'trash' ? (post.trashedStatus ?? 'draft') : post.status;
  const needed = [typeCap(type, action)];
  if (post.authorId !== user.id) needed.push(typeCap(type, `${action}_others`));
  if (isPublishedStatus(status)) needed.push(typeCap(type, `${action}_published`));
  else if (status === 'private' && post.authorId !== user.id) needed.push(typeCap(type, `${action}_private`));
  return needed.every((cap) => can(user, cap));
}

export const canEditPost = (user: User | null, type: PostType, post: Post) =>
  postActionAllowed(user, type, post, 'edit');

export const canDeletePost = (user: User | null, type: PostType, post: Post) =>
  postActionAllowed(user, type, post, 'delete');

/**
 * The reference's read_post: published items are public (media: `inherit` ones, whose post the media
 * service checks); one's own items are readable in any status;
 * others' private items need read_private_*, and every other status (draft, future, trash,
 * ext-disabled …) edit permission on the item. `readScope` is the same rule for lists, as a filter.
 */
export function canReadPost(user: User | null, type: PostType, post: Post): boolean {
  if (type.caps?.read && !can(user, type.caps.read)) return false;
  if (post.status === publicStatusOf(type)) return true;
  if (!user) return false;
  if (post.authorId === user.id) return can(user, 'read');
  if (post.status === 'private') return canType(user, type, 'read_private');
  return canEditPost(user, type, post);
}

/**
 * Which items of a type a caller may read, as a list filter: `all`, only `published` ones plus their
 * own (`own`), only published ones, or `none` (types whose reading needs a capability). With the default roles whoever may edit others' items may
 * also read others' private ones, so the per-item rule above collapses to these three.
 */
export function readScope(user: User | null, type: PostType): 'all' | 'own' | 'published' | 'none' {
  if (type.caps?.read && !can(user, type.caps.read)) return 'none';
  if (!user) return 'published';
  return canType(user, type, 'edit_others') ? 'all' : 'own';
}

/**
 * The editing actions the caller may take on items of the type, named as the reference's edit-context
 * `wp:action-*` links (its get_available_actions, in its order).
 */
export function editActions(user: User | null, type: PostType): string[] {
  const actions: string[] = [];
  if (canType(user, type, 'publish')) actions.push('action-publish');
  if (can(user, 'unfiltered_html')) actions.push('action-unfiltered-html');
  if (type.name === 'post' && canType(user, type, 'edit_others') && canType(user, type, 'publish'))
    actions.push('action-sticky');
  if (supports(type, 'author') && canType(user, type, 'edit_others')) actions.push('action-assign-author');
  for (const taxonomy of type.taxonomies.map((name) => TAXONOMIES[name])) {
    const createCap = taxonomy.hierarchical ? taxonomy.caps.edit : taxonomy.caps.assign;
    if (can(user, createCap)) actions.push(`action-create-${taxonomy.restBase}`);
    if (can(user, taxonomy.caps.assign)) actions.push(`action-assign-${taxonomy.restBase}`);
  }
  return actions;
}

/**
 * HTML as a user may store it: as given with `unfiltered_html` (administrators and editors, as in the
 * reference), else through kses with the field's allow-list.
 */
export function allowedHtml<T extends string | undefined>(
  user: User | null,
  html: T,
  context: KsesContext,
): T {
  return (html === undefined || can(user, 'unfiltered_html') ? html : kses(html, context)) as T;
}
