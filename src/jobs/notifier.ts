import type { DomainDeps } from '../domain-deps.js';
import { Flip } from '../monitoring/flip.entity.js';
import { deliver } from '../monitoring/delivery/deliver.js';
import { notificationsSent } from '../observability/metrics.js';
import { Notification } from '../monitoring/notification.entity.js';

const BATCH = 50;
const MAX_ATTEMPTS = 6;
/** A claimed delivery is someone else's to retry only after this. */
const LEASE_MS = 60_000;
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * Turns unprocessed flips into pending notifications, one per channel of the check. A flip is
 * claimed (processed set) in the same transaction, so no two processes fan it out twice.
 */
export async function claimFlips(deps: DomainDeps): Promise<number> {
  const flips = await deps.em.find(
    Flip,
    { processed: null },
    { populate: ['check', 'check.channels'], orderBy: { id: 'asc' }, limit: BATCH },
  );
  let claimed = 0;
  for (const flip of flips) {
    const now = deps.clock.now();
    await deps.em.transactional(async (em) => {
      if ((await em.nativeUpdate(Flip, { id: flip.id, processed: null }, { processed: now })) !== 1) return;
      for (const channel of flip.check.channels) {
        em.create(Notification, {
          check: flip.check,
          channel,
          flip,
          newStatus: flip.newStatus,
          nextAttemptAt: now,
          createdAt: now,
        });
      }
      claimed++;
    });
  }
  return claimed;
}

/**
 * Sends the notifications that are due, concurrently. Each is claimed by bumping its attempt count
 * conditionally; failures are retried with exponential backoff, then marked failed.
 */
export async function deliverDue(deps: DomainDeps): Promise<void> {
  const due = await deps.em.find(
    Notification,
    { state: 'pending', nextAttemptAt: { $lte: deps.clock.now() } },
    { populate: ['check', 'channel', 'flip'], orderBy: { nextAttemptAt: 'asc' }, limit: BATCH },
  );
  await Promise.all(
    due.map(async (notification) => {
      const attempts = notification.attempts + 1;
      const lease = new Date(deps.clock.now().getTime() + LEASE_MS);
      const claim = { id: notification.id, state: 'pending' as const, attempts: notification.attempts };
      if ((await deps.em.nativeUpdate(Notification, claim, { attempts, nextAttemptAt: lease })) !== 1) return;
      const { check, channel, flip } = notification;
      let outcome: Partial<Notification>;
      try {
        await deliver(
          channel,
          {
            checkId: check.uuid,
            name: check.name,
            slug: check.slug,
            tags: check.tags,
            status: notification.newStatus === 'up' ? 'up' : 'down',
            timestamp: flip.created,
          },
          deps.settings,
        );
        outcome = { state: 'sent', sentAt: deps.clock.now(), error: null };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(deps.clock.now().getTime() + backoffMs(attempts));
        outcome = {
          state: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: retryAt,
          error: reason,
        };
      }
      await deps.em.nativeUpdate(Notification, { id: notification.id, attempts }, outcome);
      notificationsSent.inc({ outcome: outcome.state === 'pending' ? 'retried' : outcome.state });
    }),
  );
}
