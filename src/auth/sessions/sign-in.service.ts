import { randomBytes } from 'node:crypto';
import type { DomainDeps } from '../../domain-deps.js';
import { DomainError, unauthenticated } from '../../errors.js';
import { publishLive } from '../../live/publish.js';
import { accessWithdrawn } from '../access-events.js';
import { hashPassword, isCurrentHash, keyedHash, verifyPassword } from '../secrets.js';
import { User } from '../user.entity.js';
import { findUserByName } from '../user.service.js';
import { checkSignInCode, secondFactorRequired, userOfTicket } from '../two-factor/two-factor.service.js';
import { Session } from './session.entity.js';

/** The window failed sign-ins are counted over. */
const WINDOW_MS = 3600_000;
/** Failures in a window past which an account name, then an address, is refused until it ends. */
const ACCOUNT_FAILURES = 20;
const ADDRESS_FAILURES = 100;
/** A session lasts two weeks from sign-in (Django's default cookie age, as Healthchecks). */
const SESSION_MS = 14 * 24 * 3600_000;
/** How often a session's last use is written: at most hourly, so reads stay reads. */
const SEEN_EVERY_MS = 3600_000;
/** Longer passwords are refused before hashing: scrypt's cost grows with its input. */
const PASSWORD_MAX = 4096;

export interface SignInClient {
  remoteAddr: string;
  userAgent: string;
}

export interface SignedIn {
  session: Session;
  /** The secret the cookie carries; only its keyed hash is stored. */
  token: string;
}

/** The throttle's keys: the name as typed (without NUL, which PostgreSQL's text refuses) and the address. */
const keysOf = (login: string, client: SignInClient) => ({
  account: `account:${login.replaceAll('\u0000', '').trim().toLowerCase().slice(0, 180)}`,
  address: `address:${client.remoteAddr}`,
});

/** Whether the account name or the address has failed too often in the current window. */
async function throttled(deps: DomainDeps, keys: { account: string; address: string }, now: Date) {
  const rows = await deps.em.execute<{ key: string; count: number; since: Date | number | string }[]>(
    'select "key", "count", "since" from sign_in_failures where "key" in (?, ?)',
    [keys.account, keys.address],
  );
  return rows.some(
    (row) =>
      now.getTime() - new Date(row.since).getTime() < WINDOW_MS &&
      row.count >= (row.key === keys.account ? ACCOUNT_FAILURES : ADDRESS_FAILURES),
  );
}

/**
 * Counts a failure for each key in one statement each (instances share the count: the database
 * decides), starting a new window where the last one ended, and drops the windows that ended.
 */
async function recordFailure(deps: DomainDeps, keys: { account: string; address: string }, now: Date) {
  const ended = new Date(now.getTime() - WINDOW_MS);
  for (const key of [keys.account, keys.address]) {
    await deps.em.execute(
      `insert into sign_in_failures ("key", "count", "since") values (?, 1, ?)
       on conflict ("key") do update set
         "count" = case when sign_in_failures."since" <= ? then 1 else sign_in_failures."count" + 1 end,
         "since" = case when sign_in_failures."since" <= ? then excluded."since" else sign_in_failures."since" end`,
      [key, now, ended, ended],
    );
  }
  await deps.em.execute('delete from sign_in_failures where "since" <= ?', [ended]);
}

/**
 * Signs a user in by login or e-mail and password: a new session (never one the browser brought, so a
 * planted cookie is not adopted). Unknown accounts and wrong passwords fail alike, in the same time
 * (a hash is computed either way) and with the same message; past ACCOUNT_FAILURES failures for the
 * name typed, or ADDRESS_FAILURES from the address, in an hour, attempts are refused unchecked. An
 * account with two-factor sign-in also needs its app's code: given here, or after the password with the
 * ticket the SECOND_FACTOR_REQUIRED error carries (`signInWithCode`).
 */
export async function signIn(
  deps: DomainDeps,
  login: string,
  password: string,
  client: SignInClient,
  code?: string,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const keys = keysOf(login, client);
  await refuseThrottled(deps, keys, now);
  const name = login.trim();
  // No account's name is empty or holds a NUL (which PostgreSQL's text would refuse to compare).
  const user = name && !name.includes('\u0000') ? await findUserByName(deps, name) : null;
  const matches = await verifyPassword(password.slice(0, PASSWORD_MAX + 1), user?.passwordHash ?? null);
  if (!user || !matches || password.length > PASSWORD_MAX) {
    await recordFailure(deps, keys, now);
    throw unauthenticated('Incorrect login or password.', 'SIGN_IN_FAILED');
  }
  // A hash of an older, cheaper cost is made anew while the password is at hand: it verifies no faster
  // than an unknown account's, and an older database's hashes reach the current cost.
  if (!isCurrentHash(user.passwordHash)) user.passwordHash = await hashPassword(password);
  if (user.totpSecret) {
    if (code === undefined) {
      await deps.em.flush();
      throw secondFactorRequired(deps, user);
    }
    await codeOrFailure(deps, user, code, keys, now);
  }
  return startSession(deps, user, client, keys, now);
}

/** The second step of a sign-in: the ticket of the first and the code of the user's app. */
export async function signInWithCode(
  deps: DomainDeps,
  ticket: string,
  code: string,
  client: SignInClient,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const user = await userOfTicket(deps, ticket);
  if (!user) throw unauthenticated('This sign-in has expired: enter your password again.', 'SIGN_IN_FAILED');
  const keys = keysOf(user.login, client);
  await refuseThrottled(deps, keys, now);
  await codeOrFailure(deps, user, code, keys, now);
  return startSession(deps, user, client, keys, now);
}

async function refuseThrottled(deps: DomainDeps, keys: { account: string; address: string }, now: Date) {
  if (await throttled(deps, keys, now))
    throw new DomainError('SIGN_IN_THROTTLED', 'Too many failed attempts to sign in. Try again later.', 429);
}

/** A wrong code counts as a failed sign-in, as a wrong password does. */
async function codeOrFailure(
  deps: DomainDeps,
  user: User,
  code: string,
  keys: { account: string; address: string },
  now: Date,
) {
  try {
    await checkSignInCode(deps, user, code);
  } catch (error) {
    await recordFailure(deps, keys, now);
    throw error;
  }
}

async function startSession(
  deps: DomainDeps,
  user: User,
  client: SignInClient,
  keys: { account: string; address: string },
  now: Date,
): Promise<SignedIn> {
  await deps.em.execute('delete from sign_in_failures where "key" = ?', [keys.account]);
  await deps.em.nativeDelete(Session, { expiresAt: { $lte: now } });
  const token = randomBytes(32).toString('base64url');
  const session = deps.em.create(Session, {
    tokenHash: keyedHash(deps.settings.secretKey, token),
    user,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
    ip: client.remoteAddr.slice(0, 45),
    userAgent: client.userAgent.slice(0, 200),
  });
  await deps.em.flush();
  return { session, token };
}

/** The live session a cookie's token names, its user loaded; its last use noted at most hourly. */
export async function sessionOfToken(deps: DomainDeps, token: string): Promise<Session | null> {
  const now = deps.clock.now();
  const session = await deps.em.findOne(
    Session,
    { tokenHash: keyedHash(deps.settings.secretKey, token), expiresAt: { $gt: now } },
    { populate: ['user'] },
  );
  if (session && now.getTime() - session.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
    await deps.em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: now });
    session.lastSeenAt = now;
  }
  return session;
}

/** Tells the user's open subscriptions to look at their credentials again (a session may be gone). */
const withdrawn = (deps: DomainDeps, user: User) =>
  publishLive(deps.em, [accessWithdrawn({ userId: user.id }, deps.clock.now())]);

/** Ends one session of `user`; false when it was not theirs or had ended. */
export async function endSession(deps: DomainDeps, user: User, id: string): Promise<boolean> {
  const ended = (await deps.em.nativeDelete(Session, { id, user: user.id })) > 0;
  if (ended) await withdrawn(deps, user);
  return ended;
}

/** Ends every session of `user` (signing out everywhere); returns how many there were. */
export async function endEverySession(deps: DomainDeps, user: User): Promise<number> {
  const ended = await deps.em.nativeDelete(Session, { user: user.id });
  await withdrawn(deps, user);
  return ended;
}

/** The user's live sessions, the most recently used first. */
export const sessionsOf = (deps: DomainDeps, user: User): Promise<Session[]> =>
  deps.em.find(
    Session,
    { user: user.id, expiresAt: { $gt: deps.clock.now() } },
    { orderBy: { lastSeenAt: 'desc', id: 'asc' } },
  );
