import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A uniformly random string over `alphabet` (no modulo bias: randomInt rejects out-of-range draws). */
export function randomToken(length: number, alphabet = ALPHANUMERIC): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/**
 * Keyed hash for high-entropy generated secrets (API keys, application passwords): fast enough for
 * every request, and useless to whoever reads the database without SECRET_KEY.
 */
export function keyedHash(secretKey: string, value: string): string {
  return createHmac('sha256', secretKey).update(value).digest('hex');
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // Compare equal-length buffers either way so the length difference costs the same time.
  return timingSafeEqual(left, left.length === right.length ? right : left) && left.length === right.length;
}

const SCRYPT_KEYLEN = 32;

/** Hash for human-chosen passwords: salted scrypt, stored as `scrypt$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT_KEYLEN);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}
