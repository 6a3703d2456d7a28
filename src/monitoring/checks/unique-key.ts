import { createHash } from 'node:crypto';

/** A stable public identifier for read-only keys: SHA-1 of the UUID's first 16 hex digits. */
export function uniqueKey(uuid: string): string {
  return createHash('sha1').update(uuid.replace(/-/g, '').slice(0, 16)).digest('hex');
}
