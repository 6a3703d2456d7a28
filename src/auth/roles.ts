import { DomainError, type ErrorCode } from '../errors.js';
import { UserRole, type User } from './user.entity.js';

/** Primitive capabilities of the reference's default roles, for both capability types. */
const AUTHOR_CAPS = [
  'read',
  'upload_files',
  'edit_posts',
  'edit_published_posts',
  'publish_posts',
  'delete_posts',
  'delete_published_posts',
];
const EDITOR_CAPS = [
  ...AUTHOR_CAPS,
  'moderate_comments',
  'manage_categories',
  'unfiltered_html',
  'edit_others_posts',
  'edit_private_posts',
  'read_private_posts',
  'delete_others_posts',
  'delete_private_posts',
  'edit_pages',
  'edit_others_pages',
  'edit_published_pages',
  'edit_private_pages',
  'read_private_pages',
  'publish_pages',
  'delete_pages',
  'delete_others_pages',
  'delete_published_pages',
  'delete_private_pages',
];
const ADMIN_CAPS = [
  ...EDITOR_CAPS,
  'switch_themes',
  'edit_theme_options',
  'manage_options',
  'list_users',
  'create_users',
  'edit_users',
  'delete_users',
  'promote_users',
];

const ROLE_CAPS: Record<UserRole, ReadonlySet<string>> = {
  [UserRole.ADMINISTRATOR]: new Set(ADMIN_CAPS),
  [UserRole.EDITOR]: new Set(EDITOR_CAPS),
  [UserRole.AUTHOR]: new Set(AUTHOR_CAPS),
  [UserRole.CONTRIBUTOR]: new Set(['read', 'edit_posts', 'delete_posts']),
  [UserRole.SUBSCRIBER]: new Set(['read']),
};

/** Whether a user (null: anonymous) has a primitive capability. */
export function can(user: User | null, capability: string): boolean {
  return user !== null && ROLE_CAPS[user.role].has(capability);
}

/** A user's role followed by its capabilities, as the reference's `allcaps` lists them. */
export const capabilitiesOf = (user: User): string[] => [user.role, ...ROLE_CAPS[user.role]];

/**
 * "Not allowed" errors: 401 for anonymous callers, 403 for logged-in ones (the
 * reference's rest_authorization_required_code()).
 */
export const notAllowed = (user: User | null, code: ErrorCode, message: string) =>
  new DomainError(code, message, user ? 403 : 401);
