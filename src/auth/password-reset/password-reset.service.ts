import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput } from '../../errors.js';
import { mailRelay } from '../../net/mail.js';
import { checkPassword, findUserByName, updateUser } from '../user.service.js';
import { PasswordReset } from './password-reset.entity.js';

const HOUR = 3_600_000;
/** How long a link works. */
const LINK_MS = HOUR;
/** Links one account may be sent an hour: enough to retry, too few to flood its mailbox. */
const PER_HOUR = 3;
/** Sends one process makes a round, and how long a claim holds. */
const BATCH = 20;
const CLAIM_MS = 60_000;
const MAX_ATTEMPTS = 5;
/** The whole exchange with the relay, per mail. */
const SEND_DEADLINE_MS = 20_000;

const invalidLink = () =>
  badInput('This link is invalid or has expired. Ask for a new one.', 'PASSWORD_RESET_INVALID');

const signatureOf = (secretKey: string, reset: Pick<PasswordReset, 'id' | 'salt'>) =>
  createHmac('sha256', secretKey).update(`password-reset:${reset.id}:${reset.salt}`).digest('base64url');

/** The link's token: the row's number and its signature. */
export const resetToken = (secretKey: string, reset: Pick<PasswordReset, 'id' | 'salt'>) =>
  `${reset.id}.${signatureOf(secretKey, reset)}`;

/**
 * Asks for a link to set a new password, for the account with this login or e-mail address. Whether
 * or not one exists, one row is written and nothing else differs: the answer tells nobody which
 * accounts exist. A job mails it (SMTP_RELAY_URL); past three an hour, an account is sent no more.
 */
export async function requestPasswordReset(deps: DomainDeps, name: string): Promise<void> {
  const now = deps.clock.now();
  const found = name.includes('\u0000') ? null : await findUserByName(deps, name.trim().slice(0, 254));
  const since = new Date(now.getTime() - HOUR);
  const recent = await deps.em.count(PasswordReset, { user: found?.id ?? null, createdAt: { $gte: since } });
  const user = found && recent < PER_HOUR ? found : null;
  deps.em.create(PasswordReset, {
    user,
    salt: randomBytes(16).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_MS),
    nextAttemptAt: now,
  });
  // Rows of a day ago are history: each request prunes them.
  await deps.em.nativeDelete(PasswordReset, { expiresAt: { $lt: new Date(now.getTime() - 24 * HOUR) } });
  await deps.em.flush();
}

/**
 * Sets a new password with a link's token: once, within the hour, for a mailed account. The password
 * follows the usual rules; every session of the account ends, and its other links stop working.
 */
export async function resetPassword(deps: DomainDeps, token: string, password: string): Promise<void> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw invalidLink();
  const reset = await deps.em.findOne(PasswordReset, { id: Number(match[1]) }, { populate: ['user'] });
  const now = deps.clock.now();
  if (!reset?.user || reset.usedAt || reset.sentAt === null || reset.expiresAt <= now) throw invalidLink();
  const expected = Buffer.from(signatureOf(deps.settings.secretKey, reset));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidLink();
  checkPassword(password);
  // Claimed first, so that two uses of one link set one password.
  if ((await deps.em.nativeUpdate(PasswordReset, { id: reset.id, usedAt: null }, { usedAt: now })) !== 1)
    throw invalidLink();
  await updateUser(deps, reset.user, { password });
  await deps.em.nativeUpdate(PasswordReset, { user: reset.user.id, usedAt: null }, { usedAt: now });
}

/** The mail of one request: the link, and what to do if the request was not theirs. */
function mailOf(deps: DomainDeps, reset: PasswordReset) {
  const { publicUrl, secretKey, integrations, pingEmailDomain } = deps.settings;
  const link = `${publicUrl}/accounts/password/reset/${resetToken(secretKey, reset)}/`;
  return {
    from: `${integrations.siteName} <noreply@${pingEmailDomain}>`,
    to: reset.user!.email,
    subject: `Set a new password for ${integrations.siteName}`,
    text: [
      `Someone asked to set a new password for ${reset.user!.login} on ${integrations.siteName}.`,
      '',
      `Set it here within the hour: ${link}`,
      '',
      'If you did not ask, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * Sends the links that are due. Each row is claimed by a conditional update first, so that several
 * processes send each mail once; a failed send is tried again later (at most five times).
 */
export async function sendPasswordResets(deps: DomainDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.em.find(
    PasswordReset,
    {
      sentAt: null,
      usedAt: null,
      nextAttemptAt: { $lte: now },
      expiresAt: { $gt: now },
      $or: [{ claimedUntil: null }, { claimedUntil: { $lt: now } }],
    },
    { populate: ['user'], orderBy: { id: 'asc' }, limit: BATCH },
  );
  let sent = 0;
  for (const reset of due) {
    const claim = { claimedUntil: new Date(now.getTime() + CLAIM_MS) };
    if (
      (await deps.em.nativeUpdate(
        PasswordReset,
        { id: reset.id, claimedUntil: reset.claimedUntil },
        claim,
      )) !== 1
    )
      continue;
    const relay = deps.settings.smtpRelayUrl;
    if (!reset.user || !relay) {
      await deps.em.nativeUpdate(
        PasswordReset,
        { id: reset.id },
        {
          sentAt: reset.user ? null : now,
          nextAttemptAt: reset.user ? reset.expiresAt : now,
          error: reset.user ? 'SMTP_RELAY_URL is not set' : null,
        },
      );
      continue;
    }
    try {
      await mailRelay(relay).sendMail({
        ...mailOf(deps, reset),
        signal: AbortSignal.timeout(SEND_DEADLINE_MS),
      });
      await deps.em.nativeUpdate(PasswordReset, { id: reset.id }, { sentAt: deps.clock.now(), error: null });
      sent++;
    } catch (error) {
      const attempts = reset.attempts + 1;
      const wait = attempts >= MAX_ATTEMPTS ? LINK_MS : 30_000 * 2 ** attempts;
      await deps.em.nativeUpdate(
        PasswordReset,
        { id: reset.id },
        {
          attempts,
          nextAttemptAt: new Date(now.getTime() + wait),
          claimedUntil: null,
          error: (error as Error).message.slice(0, 500),
        },
      );
    }
  }
  return sent;
}
