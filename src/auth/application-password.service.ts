import type { DomainDeps } from '../domain-deps.js';
import { badInput, DomainError, unauthenticated } from '../errors.js';
import { ApplicationPassword } from './application-password.entity.js';
import { constantTimeEqual, keyedHash, randomToken } from './secrets.js';
import { User } from './user.entity.js';
import { isEmail } from './user.service.js';
import { publishLive } from '../live/publish.js';
import { accessWithdrawn } from './access-events.js';

const PASSWORD_LENGTH = 24;
/** last_used / last_ip are refreshed at most this often, so reads do not turn into writes. */
const USAGE_RECORD_INTERVAL_MS = 24 * 3600 * 1000;

export interface CreatedApplicationPassword {
  entity: ApplicationPassword;
  /** Six groups of four characters, as the reference shows new passwords; spaces are ignored on use. */
  password: string;
}

export async function createApplicationPassword(
  deps: DomainDeps,
  user: User,
  name: string,
  appId = '',
): Promise<CreatedApplicationPassword> {
  const trimmed = await checkName(deps, user, name);
  const raw = randomToken(PASSWORD_LENGTH);
  const entity = deps.em.create(ApplicationPassword, {
    user,
    name: trimmed,
    appId,
    passwordHash: keyedHash(deps.settings.secretKey, raw),
    created: deps.clock.now(),
  });
  await deps.em.flush();
  return { entity, password: raw.match(/.{4}/g)!.join(' ') };
}

/** Names are required, at most 200 characters and unique per user (the reference's rules). */
async function checkName(deps: DomainDeps, user: User, name: string, except?: string): Promise<string> {
  const trimmed = name.trim();
  if (trimmed === '')
    throw new DomainError(
      'APPLICATION_PASSWORD_EMPTY_NAME',
      'An application name is required to create an application password.',
      400,
    );
  if (trimmed.length > 200) throw badInput('application password name must be at most 200 characters');
  const same = await deps.em.count(ApplicationPassword, {
    user,
    name: trimmed,
    ...(except ? { uuid: { $ne: except } } : {}),
  });
  if (same)
    throw new DomainError(
      'APPLICATION_PASSWORD_DUPLICATE_NAME',
      'Each application name should be unique.',
      409,
    );
  return trimmed;
}

export async function findApplicationPassword(
  deps: DomainDeps,
  user: User,
  uuid: string,
): Promise<ApplicationPassword> {
  const entity = await deps.em.findOne(ApplicationPassword, { user, uuid });
  if (!entity)
    throw new DomainError('APPLICATION_PASSWORD_NOT_FOUND', 'Application password not found.', 404);
  return entity;
}

export async function renameApplicationPassword(
  deps: DomainDeps,
  user: User,
  uuid: string,
  name: string | null,
): Promise<ApplicationPassword> {
  const entity = await findApplicationPassword(deps, user, uuid);
  // As the reference's update: an empty or missing name changes nothing.
  if (name) {
    entity.name = await checkName(deps, user, name, uuid);
    await deps.em.flush();
  }
  return entity;
}

/** Tells open subscriptions of the user that its passwords changed (after the revocation's commit). */
const passwordsRevoked = (deps: DomainDeps, user: User) =>
  publishLive(deps.em, [accessWithdrawn({ userId: user.id }, deps.clock.now())]);

/** Revokes all of a user's application passwords; returns how many there were. */
export async function revokeAllApplicationPasswords(deps: DomainDeps, user: User): Promise<number> {
  const revoked = await deps.em.nativeDelete(ApplicationPassword, { user });
  await passwordsRevoked(deps, user);
  return revoked;
}

export function listApplicationPasswords(deps: DomainDeps, user: User): Promise<ApplicationPassword[]> {
  return deps.em.find(ApplicationPassword, { user }, { orderBy: { created: 'asc', uuid: 'asc' } });
}

export async function revokeApplicationPassword(deps: DomainDeps, user: User, uuid: string): Promise<void> {
  await deps.em.remove(await findApplicationPassword(deps, user, uuid)).flush();
  await passwordsRevoked(deps, user);
}

/** The prefix of an application password's columns beside its user's in one row. */
const PASSWORD = 'ap__';
const passwordColumns = (em: DomainDeps['em']) =>
  em
    .getMetadata()
    .get(ApplicationPassword)
    .props.flatMap((prop) => (prop.fieldNames?.length === 1 ? [prop.fieldNames[0]] : []));

export interface BasicAuthentication {
  user: User;
  applicationPassword: ApplicationPassword;
}

/**
 * Checks HTTP Basic credentials: the login or e-mail, and one of the user's application passwords
 * (anything but letters and digits in it is ignored). Wrong credentials fail loudly with the
 * reference's codes; a user's login password never works here.
 */
export async function authenticateBasic(
  deps: DomainDeps,
  login: string,
  password: string,
  remoteAddr: string,
): Promise<BasicAuthentication> {
  // Every authenticated request comes here: the user and its passwords are read in one plain
  // statement (one round trip on PostgreSQL), the user and the matching password mapped into managed
  // entities (em.map), without the query builder that findOne/find run each time (~250 -> ~75 us).
  const columns = passwordColumns(deps.em);
  const joined = await deps.em.execute<Record<string, unknown>[]>(
    `select u.*, ${columns.map((column) => `ap.${column} as ${PASSWORD}${column}`).join(', ')}
     from users u left join application_passwords ap on ap.user_id = u.id
     where ${isEmail(login) ? 'u.email' : 'u.login'} = ?`,
    [isEmail(login) ? login.toLowerCase() : login],
  );
  const user = joined.length
    ? deps.em.map(
        User,
        Object.fromEntries(Object.entries(joined[0]).filter(([key]) => !key.startsWith(PASSWORD))),
      )
    : null;
  if (!user) {
    throw isEmail(login)
      ? unauthenticated(
          '<strong>Error:</strong> Unknown email address. Check again or try your username.',
          'INVALID_EMAIL',
        )
      : unauthenticated(
          '<strong>Error:</strong> Unknown username. Check again or try your email address.',
          'INVALID_USERNAME',
        );
  }
  const hash = keyedHash(deps.settings.secretKey, password.replace(/[^A-Za-z0-9]/g, ''));
  const rows = joined
    .filter((row) => row[`${PASSWORD}user_id`] != null) // the user has none: one row, no password
    .map((row) => Object.fromEntries(columns.map((column) => [column, row[`${PASSWORD}${column}`]])));
  const matched = rows.find((candidate) => constantTimeEqual(String(candidate.password_hash), hash));
  if (!matched) {
    throw unauthenticated('The provided password is an invalid application password.', 'INCORRECT_PASSWORD');
  }
  const match = deps.em.map(ApplicationPassword, matched);
  const now = deps.clock.now();
  if (
    !match.lastUsed ||
    match.lastIp !== remoteAddr ||
    now.getTime() - match.lastUsed.getTime() > USAGE_RECORD_INTERVAL_MS
  ) {
    match.lastUsed = now;
    match.lastIp = remoteAddr;
    await deps.em.flush();
  }
  return { user, applicationPassword: match };
}
