import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

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

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of new login password hashes: scrypt with N = 2^15, r = 8, p = 3 — one of OWASP's equivalent
 * minimums (to N = 2^17, p = 1) at a quarter of the memory, 32 MiB a hash, so a 2-core server under a
 * guessing attack spends CPU rather than its memory (~0.2 s of one core a hash). Stored with the hash, so
 * raising it later leaves existing hashes verifiable.
 */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
/** What hashes without their cost in them were made with (Node's defaults). */
const FIRST_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };

const scryptOf = (password: string, salt: Buffer, cost: ScryptCost) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, SCRYPT_KEYLEN, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/**
 * Hash for human-chosen passwords: salted scrypt, stored as `scrypt$N=<N>,r=<r>,p=<p>$<salt>$<hash>`
 * (base64url). Hashes of the first format, `scrypt$<salt>$<hash>`, still verify.
 */
export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptOf(password, salt, cost);
  return `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Whether a stored hash was made at the current cost (else a sign-in rehashes the password). */
export const isCurrentHash = (stored: string | null): boolean =>
  stored?.startsWith(`scrypt$N=${PASSWORD_COST.N},r=${PASSWORD_COST.r},p=${PASSWORD_COST.p}$`) ?? false;

/** The cost written in a stored hash, or null when it is not one this code made. */
function costOf(written: string): ScryptCost | null {
  const match = /^N=(\d{1,8}),r=(\d{1,2}),p=(\d{1,2})$/.exec(written);
  if (!match) return null;
  const [N, r, p] = match.slice(1).map(Number);
  // A hash is data from the database (or an import): refuse costs no hash of ours has.
  const sane = N >= 2 ** 10 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 16 && p >= 1 && p <= 4;
  return sane ? { N, r, p } : null;
}

/**
 * Whether `password` matches `stored` (a hashPassword result). A missing or malformed hash still costs
 * one hash of the current cost, so the time taken does not tell whether the account exists.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  const [kind, ...rest] = parts;
  const cost =
    kind !== 'scrypt' ? null : rest.length === 2 ? FIRST_COST : rest.length === 3 ? costOf(rest[0]) : null;
  const [salt, hash] = rest.slice(-2).map((part) => Buffer.from(part ?? '', 'base64url'));
  if (!cost || salt.length < 8 || hash.length !== SCRYPT_KEYLEN) {
    await scryptOf(password, randomBytes(16), PASSWORD_COST);
    return false;
  }
  return timingSafeEqual(await scryptOf(password, salt, cost), hash);
}
