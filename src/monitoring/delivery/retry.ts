import type { Notification } from '../channels/notification.entity.js';
import { DeliveryError } from './http.js';

/** Attempts at one notification before it is given up as failed. */
const MAX_ATTEMPTS = 6;
/** The wait before the next attempt: 10 s after the first failure, doubling, at most an hour. */
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * What the failure of a notification's attempt number `attempts` (1 for the first) at `now` leads to:
 * another attempt after the back-off, or after the receiver's Retry-After when it gave one; failed for
 * good after the last attempt or on a permanent error.
 */
export function afterFailure(
  error: unknown,
  attempts: number,
  now: Date,
): Pick<Notification, 'state' | 'nextAttemptAt' | 'error'> {
  const delivery = error instanceof DeliveryError ? error : null;
  const delay = delivery?.retryAfterMs ?? backoffMs(attempts);
  const failed = attempts >= MAX_ATTEMPTS || delivery?.permanent === true;
  return {
    state: failed ? 'failed' : 'pending',
    nextAttemptAt: new Date(now.getTime() + delay),
    error: error instanceof Error ? error.message : String(error),
  };
}
