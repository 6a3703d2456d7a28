import type { DomainDeps } from '../domain-deps.js';
import { badInput, conflict, DomainError, notFound } from '../errors.js';
import { hashPassword } from './secrets.js';
import { User, UserRole } from './user.entity.js';

export interface NewUser {
  login: string;
  email: string;
  role: string;
  password?: string;
  displayName?: string;
}

const ROLES = Object.values(UserRole) as string[];
// The reference's sanitize_user() in strict mode keeps these characters.
const LOGIN_PATTERN = /^[A-Za-z0-9 _.\-@]{1,60}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && value.length <= 100;
}

/** URL-friendly form of a login, as the reference derives user_nicename. */
function slugFromLogin(login: string): string {
  return login
    .toLowerCase()
    .replace(/[^a-z0-9_\-.]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50);
}

async function uniqueSlug(deps: DomainDeps, base: string): Promise<string> {
  const root = base || 'user';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? root : `${root.slice(0, 45)}-${n}`;
    if (!(await deps.em.count(User, { slug: candidate }))) return candidate;
  }
}

export async function createUser(deps: DomainDeps, input: NewUser): Promise<User> {
  const login = input.login.trim();
  const email = input.email.trim().toLowerCase();
  if (!LOGIN_PATTERN.test(login)) {
    throw badInput('login must be 1 to 60 characters: letters, digits, space, _ . - @');
  }
  if (!isEmail(email)) throw badInput(`"${input.email}" is not a valid e-mail address`);
  if (!ROLES.includes(input.role)) throw badInput(`role must be one of ${ROLES.join(', ')}`);
  if (input.password !== undefined && input.password.length < 8) {
    throw badInput('password must be at least 8 characters');
  }
  if (await deps.em.count(User, { login }))
    throw conflict(`login "${login}" is already taken`, 'LOGIN_TAKEN');
  if (await deps.em.count(User, { email }))
    throw conflict(`e-mail "${email}" is already taken`, 'EMAIL_TAKEN');
  const user = deps.em.create(User, {
    login,
    email,
    displayName: input.displayName ?? login,
    nickname: login,
    slug: await uniqueSlug(deps, slugFromLogin(login)),
    role: input.role as UserRole,
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    registeredAt: deps.clock.now(),
  });
  await deps.em.flush();
  return user;
}

export async function getUserByLogin(deps: DomainDeps, login: string): Promise<User> {
  const user = await deps.em.findOne(User, { login });
  if (!user) throw notFound(`no user with login "${login}"`, 'USER_NOT_FOUND');
  return user;
}

export function listUsers(deps: DomainDeps): Promise<User[]> {
  return deps.em.find(User, {}, { orderBy: { id: 'asc' } });
}

/** The first administrator: who runs what the CLI does on the site's behalf (an import). */
export const firstAdministrator = (deps: DomainDeps) =>
  deps.em.findOne(User, { role: UserRole.ADMINISTRATOR }, { orderBy: { id: 'asc' } });

/** A user by id, or 404 `Invalid user ID.`. */
export async function findUser(deps: DomainDeps, id: number): Promise<User> {
  const user = id > 0 ? await deps.em.findOne(User, { id }) : null;
  if (!user) throw new DomainError('USER_INVALID_ID', 'Invalid user ID.', 404);
  return user;
}

/** The caller (`/users/me`); anonymous callers are told they are not logged in. */
export function currentUser(deps: { user: User | null }): User {
  if (!deps.user) throw new DomainError('NOT_LOGGED_IN', 'You are not currently logged in.', 401);
  return deps.user;
}
