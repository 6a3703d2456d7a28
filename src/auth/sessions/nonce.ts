import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../secrets.js';

/** The cookie that carries a session's token. */
export const SESSION_COOKIE = 'portico_session';

/** A nonce lives one to two ticks (WordPress: 12 to 24 hours). */
const TICK_MS = 12 * 3600_000;

const tickOf = (now: Date) => Math.ceil(now.getTime() / TICK_MS);

const nonceAt = (secretKey: string, sessionId: string, action: string, tick: number) =>
  createHmac('sha256', secretKey).update(`${tick}|${action}|${sessionId}`).digest('hex').slice(-12, -2);

/**
 * The anti-forgery token a signed-in browser sends with each change (`X-WP-Nonce` or `_wpnonce`, as
 * WordPress's cookie authentication asks for its `wp_rest` action): bound to the session, unknowable
 * to another site, valid 12 to 24 hours.
 */
export const nonceFor = (secretKey: string, sessionId: string, now: Date, action = 'wp_rest'): string =>
  nonceAt(secretKey, sessionId, action, tickOf(now));

/** Whether `nonce` is the session's for `action`, of this tick or the one before. */
export function isValidNonce(
  secretKey: string,
  sessionId: string,
  nonce: string,
  now: Date,
  action = 'wp_rest',
) {
  const tick = tickOf(now);
  return [tick, tick - 1].some((each) =>
    constantTimeEqual(nonceAt(secretKey, sessionId, action, each), nonce),
  );
}

/** The session token of a `Cookie` header, if it carries one. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE) {
      const value = pair.slice(at + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
