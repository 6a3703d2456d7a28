import type { DomainDeps } from '../domain-deps.js';
import { badInput, conflict, DomainError, notFound } from '../errors.js';
import { publishLive } from '../live/publish.js';
import { accessWithdrawn } from './access-events.js';
import { hashPassword } from './secrets.js';
import { User, UserRole } from './user.entity.js';
import { Session } from './sessions/session.entity.js';

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

const checkedEmail = (given: string) => {
  const email = given.trim().toLowerCase();
  if (!isEmail(email)) throw badInput(`"${given}" is not a valid e-mail address`);
  return email;
};

function checkRole(role: string): UserRole {
  if (!ROLES.includes(role)) throw badInput(`role must be one of ${ROLES.join(', ')}`);
  return role as UserRole;
}

/** A new password's rule: at least 8 characters. */
export function checkPassword(password: string): string {
  if (password.length < 8) throw badInput('password must be at least 8 characters');
  return password;
}

/** The e-mail address, unless another user than `self` has it. */
async function unclaimedEmail(deps: DomainDeps, email: string, self?: User): Promise<string> {
  const owner = await deps.em.findOne(User, { email });
  if (owner && owner !== self) throw conflict(`e-mail "${email}" is already taken`, 'EMAIL_TAKEN');
  return email;
}

export async function createUser(deps: DomainDeps, input: NewUser): Promise<User> {
  const login = input.login.trim();
  if (!LOGIN_PATTERN.test(login)) {
    throw badInput('login must be 1 to 60 characters: letters, digits, space, _ . - @');
  }
  const email = checkedEmail(input.email);
  const role = checkRole(input.role);
  const password = input.password === undefined ? undefined : checkPassword(input.password);
  if (await deps.em.count(User, { login }))
    throw conflict(`login "${login}" is already taken`, 'LOGIN_TAKEN');
  const user = deps.em.create(User, {
    login,
    email: await unclaimedEmail(deps, email),
    displayName: input.displayName ?? login,
    nickname: login,
    slug: await uniqueSlug(deps, slugFromLogin(login)),
    role,
    passwordHash: password === undefined ? null : await hashPassword(password),
    registeredAt: deps.clock.now(),
  });
  await deps.em.flush();
  return user;
}

export interface UserChanges {
  email?: string;
  role?: string;
  password?: string;
  displayName?: string;
  /** False turns two-factor sign-in off (true changes nothing: only the user sets it up). */
  twoFactor?: boolean;
}

/**
 * Refuses to take the last administrator away: someone must keep the site's administration (and the
 * CLI's imports run as the first administrator).
 */
export async function keepAnAdministrator(deps: DomainDeps, leaving: User): Promise<void> {
  if (leaving.role !== UserRole.ADMINISTRATOR) return;
  if ((await deps.em.count(User, { role: UserRole.ADMINISTRATOR })) > 1) return;
  throw conflict(`${leaving.login} is the last administrator; make another user an administrator first`);
}

/**
 * Changes what is given, with the rules of createUser; the login cannot change, as in the reference.
 * A new role or e-mail address makes the user's open subscriptions check their rights again.
 */
export async function updateUser(deps: DomainDeps, user: User, changes: UserChanges): Promise<User> {
  const email = changes.email === undefined ? user.email : checkedEmail(changes.email);
  const role = changes.role === undefined ? user.role : checkRole(changes.role);
  const password = changes.password === undefined ? undefined : checkPassword(changes.password);
  const displayName = changes.displayName?.trim() ?? user.displayName;
  // The column's length (PostgreSQL would refuse a longer one).
  if (displayName.length > 250) throw badInput('display name must be at most 250 characters');
  if (role !== UserRole.ADMINISTRATOR) await keepAnAdministrator(deps, user);
  const rightsChanged = email !== user.email || role !== user.role;
  user.email = await unclaimedEmail(deps, email, user);
  if (password !== undefined) user.passwordHash = await hashPassword(password);
  if (changes.twoFactor === false) Object.assign(user, { totpSecret: null, totpLastStep: null });
  Object.assign(user, { role, displayName });
  await deps.em.flush();
  // A new password ends the sessions the old one began (one stolen with it, too).
  if (password !== undefined) await deps.em.nativeDelete(Session, { user: user.id });
  if (rightsChanged || password !== undefined)
    await publishLive(deps.em, [accessWithdrawn({ userId: user.id }, deps.clock.now())]);
  return user;
}

/** A user by id (all digits) or login, as the CLI names users. */
export async function getUserByIdOrLogin(deps: DomainDeps, idOrLogin: string): Promise<User> {
  if (!/^\d+$/.test(idOrLogin)) return getUserByLogin(deps, idOrLogin);
  const user = await deps.em.findOne(User, { id: Number(idOrLogin) });
  if (!user) throw notFound(`no user with id ${idOrLogin}`, 'USER_NOT_FOUND');
  return user;
}

/** A user by login, or by e-mail address (in any case) when the name is one; null when none has it. */
export const findUserByName = async (deps: DomainDeps, name: string): Promise<User | null> =>
  // No login or address holds a NUL (which PostgreSQL's text refuses to compare).
  name.includes('\u0000')
    ? null
    : deps.em.findOne(User, isEmail(name) ? { email: name.toLowerCase() } : { login: name });

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
