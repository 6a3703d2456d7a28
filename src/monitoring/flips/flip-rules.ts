import type { StoredStatus } from '../checks/check.entity.js';
import type { FlipReason } from './flip.entity.js';

/** A change of a check's stored status, as its row of `flips` records it. */
export interface FlipRow {
  created: Date;
  oldStatus: StoredStatus;
  newStatus: StoredStatus;
  reason: FlipReason;
  /** Set already when the flip notifies nobody, so the notifier passes it by. */
  processed: Date | null;
}

/**
 * Only going down and coming back up from down is news for a check's channels: a first ping
 * (new→up), a ping after a pause (paused→up), pausing and resuming are history only.
 */
const notifies = (oldStatus: StoredStatus, newStatus: StoredStatus) =>
  newStatus === 'down' || (newStatus === 'up' && oldStatus === 'down');

/** The flip of a check's stored status from `oldStatus` to `newStatus` at `at`. */
export function statusFlip(
  oldStatus: StoredStatus,
  newStatus: StoredStatus,
  reason: FlipReason,
  at: Date,
): FlipRow {
  return { created: at, oldStatus, newStatus, reason, processed: notifies(oldStatus, newStatus) ? null : at };
}
