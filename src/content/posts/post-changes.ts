import { DomainError } from '../../errors.js';
import { canEditPost, canType } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { invalidArgument, listPhrase } from '../content-errors.js';
import type { Post } from './post.entity.js';
import type { ContentDeps } from './post.service.js';
import { registeredMeta, type PostType, type TaxonomyKey } from '../content-model/post-type-registry.js';
import { pageTemplateSlugs } from '../templates/page-templates.js';

/** The writable fields of a post, page or requirement; absent fields are left as they are. */
export interface PostChanges {
  /** A REST date-time (local unless it has an offset), or null to make a draft float again. */
  date?: string | null;
  dateGmt?: string | null;
  slug?: string;
  status?: string;
  password?: string;
  title?: string;
  content?: string;
  excerpt?: string;
  author?: number;
  featuredMedia?: number;
  commentStatus?: string;
  pingStatus?: string;
  format?: string;
  meta?: Record<string, unknown>;
  sticky?: boolean;
  template?: string;
  parent?: number;
  menuOrder?: number;
  /** Term ids per taxonomy name; unknown ids are dropped. */
  terms?: { taxonomy: TaxonomyKey; ids: number[] }[];
}

/** Registered meta is a string, from its value list if it has one (the reference's meta schema check, not wrapped). */
export function checkMeta(type: PostType, meta: Record<string, unknown> | undefined) {
  for (const [key, field] of Object.entries(registeredMeta(type))) {
    const value = meta?.[key];
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw new DomainError('INVALID_TYPE', `meta.${key} is not of type string.`, 400);
    if (field.enum && typeof value === 'string' && !field.enum.includes(value))
      throw new DomainError('NOT_IN_ENUM', `meta.${key} is not one of ${listPhrase(field.enum)}.`, 400);
  }
}

/** A named template must be one of the page templates (or the item's current one); `""` clears it. */
export async function checkTemplate(deps: ContentDeps, template: string | undefined, current = '') {
  if (!template || template === current) return;
  const allowed = await pageTemplateSlugs(deps.em);
  if (!allowed.includes(template))
    throw invalidArgument('template', 'NOT_ALLOWED_VALUE', `is not one of ${allowed.join(', ')}.`);
}

/** Creation and update checks of the reference, in its order, before anything is read or written. */
export function checkWritePermission(
  deps: ContentDeps,
  type: PostType,
  changes: PostChanges,
  post: Post | null,
) {
  const user = deps.user;
  const verb = post ? 'update' : 'create';
  if (post && !canEditPost(user, type, post))
    throw notAllowed(user, 'CANNOT_EDIT', 'Sorry, you are not allowed to edit this post.');
  if (changes.author !== undefined && changes.author !== user?.id && !canType(user, type, 'edit_others'))
    throw notAllowed(user, 'CANNOT_EDIT_OTHERS', `Sorry, you are not allowed to ${verb} posts as this user.`);
  if (changes.sticky && !canType(user, type, 'edit_others') && !canType(user, type, 'publish'))
    throw notAllowed(user, 'CANNOT_ASSIGN_STICKY', 'Sorry, you are not allowed to make posts sticky.');
  if (!post && !canType(user, type, 'create'))
    throw notAllowed(user, 'CANNOT_CREATE', 'Sorry, you are not allowed to create posts as this user.');
}

/** The reference's handle_status_param: publishing statuses need publish permission. */
export function checkStatus(deps: ContentDeps, type: PostType, status: string) {
  if (status === 'draft' || status === 'pending' || canType(deps.user, type, 'publish')) return;
  const message =
    status === 'private'
      ? 'Sorry, you are not allowed to create private posts in this post type.'
      : 'Sorry, you are not allowed to publish posts in this post type.';
  throw notAllowed(deps.user, 'CANNOT_PUBLISH', message);
}

/** A post is sticky or has a password, never both. */
export function checkPasswordAndSticky(changes: PostChanges, post: Post | null) {
  const invalid = (message: string) => new DomainError('INVALID_FIELD', message);
  if (changes.password) {
    if (changes.sticky) throw invalid('A post can not be sticky and have a password.');
    if (post?.sticky && changes.sticky !== false)
      throw invalid('A sticky post can not be password protected.');
  }
  if (changes.sticky && changes.password === undefined && post?.password)
    throw invalid('A password protected post can not be set to sticky.');
}
