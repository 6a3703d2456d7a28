import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Settings } from '../../domain-deps.js';

/** A notification's snooze link works for this long after it was sent. */
const LINK_LIFETIME_MS = 7 * 24 * 3_600_000;

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`snooze:${payload}`).digest('base64url');

/**
 * The signed link of a notification that snoozes its check without signing in: the check's UUID and
 * the link's expiry, signed with the instance's secret — unguessable, and good for a week.
 */
export function snoozeUrl(settings: Settings, check: { uuid: string }, now: Date): string {
  const payload = `${check.uuid}.${Math.floor((now.getTime() + LINK_LIFETIME_MS) / 1000)}`;
  return `${settings.publicUrl}/snooze/${payload}.${signature(settings.secretKey, payload)}/`;
}

/** The check's UUID a snooze token names, when its signature holds and it has not expired; else null. */
export function snoozeTokenCheck(secret: string, token: string, now: Date): string | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, uuid, expires, given] = match;
  const expected = Buffer.from(signature(secret, `${uuid}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  return Number(expires) * 1000 > now.getTime() ? uuid : null;
}
