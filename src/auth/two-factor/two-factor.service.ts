import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput, DomainError, unauthenticated } from '../../errors.js';
import { User } from '../user.entity.js';
import { matchingStep, newTotpSecret, totpUri } from './totp.js';

/** How long a sign-in waits for its code after the password. */
const TICKET_MS = 5 * 60_000;

const sign = (secretKey: string, text: string) =>
  createHmac('sha256', secretKey).update(text).digest('base64url');

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A new secret for the user's authenticator app; `proof` binds it to them until they confirm it. */
export function beginTotpSetup(deps: DomainDeps, user: User) {
  const secret = newTotpSecret();
  return {
    secret,
    uri: totpUri(deps.settings.integrations.siteName, user.login, secret),
    proof: sign(deps.settings.secretKey, `totp-setup:${user.id}:${secret}`),
  };
}

const wrongCode = () =>
  badInput('The code is not right: enter the one your app shows now.', 'TWO_FACTOR_CODE_INVALID');

/**
 * Uses a code: it must match the secret now, and be newer than the last one used. The step is recorded
 * by a conditional update, so a code accepted twice at once by two instances works once.
 */
async function useCode(deps: DomainDeps, user: User, secret: string, code: string): Promise<boolean> {
  const step = matchingStep(secret, code, deps.clock.now(), user.totpLastStep);
  if (step === null) return false;
  const used = await deps.em.nativeUpdate(
    User,
    { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] },
    { totpLastStep: step },
  );
  if (used === 1) user.totpLastStep = step;
  return used === 1;
}

/** Turns two-factor sign-in on with the secret of `beginTotpSetup`, once a code of it is right. */
export async function enableTotp(deps: DomainDeps, user: User, secret: string, proof: string, code: string) {
  if (!sameText(proof, sign(deps.settings.secretKey, `totp-setup:${user.id}:${secret}`)))
    throw badInput('This set-up has expired: start again.', 'TWO_FACTOR_CODE_INVALID');
  user.totpLastStep = null;
  if (!(await useCode(deps, user, secret, code))) throw wrongCode();
  await deps.em.nativeUpdate(User, { id: user.id }, { totpSecret: secret });
  user.totpSecret = secret;
}

/** Turns two-factor sign-in off, with a current code. */
export async function disableTotp(deps: DomainDeps, user: User, code: string) {
  if (!user.totpSecret) return;
  if (!(await useCode(deps, user, user.totpSecret, code))) throw wrongCode();
  await deps.em.nativeUpdate(User, { id: user.id }, { totpSecret: null, totpLastStep: null });
  user.totpSecret = null;
}

/**
 * The second step of a sign-in: the password was right, the code is due. The error carries a ticket
 * that names the user for five minutes (signed with the secret key; it opens nothing without a code).
 */
export function secondFactorRequired(deps: DomainDeps, user: User): DomainError {
  const expires = deps.clock.now().getTime() + TICKET_MS;
  const ticket = `${user.id}.${expires}.${sign(deps.settings.secretKey, `second-factor:${user.id}:${expires}`)}`;
  return new DomainError('SECOND_FACTOR_REQUIRED', 'Enter the 6-digit code of your authenticator app.', 401, {
    ticket,
  });
}

/** The user a live ticket names; null for a forged or expired one. */
export async function userOfTicket(deps: DomainDeps, ticket: string): Promise<User | null> {
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const [, id, expires, signature] = match;
  if (!sameText(signature, sign(deps.settings.secretKey, `second-factor:${id}:${expires}`))) return null;
  if (Number(expires) <= deps.clock.now().getTime()) return null;
  const user = await deps.em.findOne(User, { id: Number(id) });
  return user?.totpSecret ? user : null;
}

/** Checks a sign-in's code against the user's secret; a wrong one fails as a wrong password does. */
export async function checkSignInCode(deps: DomainDeps, user: User, code: string): Promise<void> {
  if (!(await useCode(deps, user, user.totpSecret!, code)))
    throw unauthenticated('Incorrect code.', 'SIGN_IN_FAILED');
}
