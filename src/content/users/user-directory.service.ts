import { directoryOrder, readPage, type PageWindow } from '../../db/keyset.js';
import { Sql } from '../../db/sql.js';
import { createHash } from 'node:crypto';
import { User } from '../../auth/user.entity.js';
import { findUser } from '../../auth/user.service.js';
import { can } from '../../auth/roles.js';
import { notAllowed } from '../../auth/roles.js';
import type { ContentDeps, Page } from '../posts/post.service.js';
import { CONTENT_TYPES } from '../content-model/post-type-registry.js';

export interface UserFilter {
  search?: string;
  include?: number[];
  exclude?: number[];
  slugs?: string[];
  roles?: string[];
  orderBy?: 'id' | 'include' | 'name' | 'registered_date' | 'slug' | 'include_slugs' | 'email' | 'url';
  order?: 'asc' | 'desc';
}

const cannotList = (deps: ContentDeps, message = 'Sorry, you are not allowed to list users.') =>
  notAllowed(deps.user, 'USER_CANNOT_VIEW', message);

/** Authors of published items of the public types are public; everyone else needs list_users. */
const PUBLISHED_AUTHOR = `exists (select 1 from posts p where p.author_id = u.id and p.status = 'publish' and p.type in (${CONTENT_TYPES.map((t) => `'${t}'`).join(', ')}))`;

const ORDER_COLUMNS: Record<string, string> = {
  id: 'u.id',
  name: 'u.display_name',
  registered_date: 'u.registered_at',
  slug: 'u.slug',
  email: 'u.email',
  url: 'u.url',
};

/** Users the caller may see, in the reference's order (by name, ascending, by default). */
export async function listUsers(
  deps: ContentDeps,
  filter: UserFilter,
  window: PageWindow & { edit?: boolean },
): Promise<Page<User>> {
  const mayList = can(deps.user, 'list_users');
  if (window.edit && !mayList)
    throw notAllowed(deps.user, 'FORBIDDEN_CONTEXT', 'Sorry, you are not allowed to list users.');
  if ((filter.orderBy === 'email' || filter.orderBy === 'registered_date') && !mayList)
    throw notAllowed(
      deps.user,
      'FORBIDDEN_ORDERBY',
      'Sorry, you are not allowed to order users by this parameter.',
    );
  if (filter.roles?.length && !mayList)
    throw cannotList(deps, 'Sorry, you are not allowed to filter users by role.');
  const where = new Sql();
  if (!mayList) where.add(PUBLISHED_AUTHOR);
  if (filter.search) {
    const columns = ['u.login', 'u.slug', 'u.display_name', ...(mayList ? ['u.email', 'u.url'] : [])];
    where.contains(columns, filter.search);
  }
  if (filter.include?.length) where.in('u.id', filter.include);
  if (filter.exclude?.length) where.in('u.id', filter.exclude, true);
  if (filter.slugs?.length) where.in('u.slug', filter.slugs);
  if (filter.roles?.length) where.in('u.role', filter.roles);
  const { rows, total, seek } = await readPage(
    deps,
    'users u',
    where,
    directoryOrder(filter, 'u', ORDER_COLUMNS),
    window,
  );
  // Entities, not plain rows: a user is a Node, named by its class (a page holds few).
  return { nodes: rows.map((row) => deps.em.map(User, row)), totalCount: total, seek };
}

/**
 * Users the caller may see, by id (null for each one not), as getUser shows one: oneself, everyone
 * to those who may list users, else authors of published items. For the edges to authors.
 */
export async function usersToShow(deps: ContentDeps, ids: readonly number[]): Promise<(User | null)[]> {
  const where = new Sql();
  where.in('u.id', ids);
  if (!can(deps.user, 'list_users')) where.add(`(u.id = ? or ${PUBLISHED_AUTHOR})`, deps.user?.id ?? 0);
  const rows = await deps.em.execute<Record<string, unknown>[]>(
    `select u.* from users u where ${where.parts.join(' and ')}`,
    where.params,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), deps.em.map(User, row)]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** One user: oneself always; others in edit context with list_users, else only published authors. */
export async function getUser(deps: ContentDeps, id: number, { edit = false } = {}): Promise<User> {
  const user = await findUser(deps, id);
  if (deps.user?.id === user.id || can(deps.user, 'list_users')) return user;
  if (edit) throw notAllowed(deps.user, 'FORBIDDEN_CONTEXT', 'Sorry, you are not allowed to list users.');
  const [{ published }] = await deps.em.execute<{ published: number }[]>(
    `select ${PUBLISHED_AUTHOR} as published from users u where u.id = ?`,
    [user.id],
  );
  if (!Number(published)) throw cannotList(deps);
  return user;
}

export const AVATAR_SIZES = [24, 48, 96];

/** The Gravatar URL of an e-mail address (SHA-256 of the trimmed, lower-case address). */
export function avatarUrl(email: string, size: number): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
}
