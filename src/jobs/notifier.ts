import type { DomainDeps } from '../domain-deps.js';
import { DatabaseFault } from '../errors.js';
import type { Logger } from '../logger.js';
import { Flip } from '../monitoring/flips/flip.entity.js';
import { deliver } from '../monitoring/delivery/deliver.js';
import { flipNotice } from '../monitoring/delivery/notice.service.js';
import type { FlipNotice } from '../monitoring/delivery/notice.js';
import { flipRecipients } from '../monitoring/delivery/recipients.service.js';
import { afterFailure } from '../monitoring/delivery/retry.js';
import { notificationsSent } from '../observability/metrics.js';
import { Notification } from '../monitoring/channels/notification.entity.js';

const BATCH = 50;
/** A claimed delivery is someone else's to retry only after this. */
const LEASE_MS = 60_000;

/**
 * Turns unprocessed flips into pending notifications, one per channel the flip notifies. A flip is
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
    const channels = await flipRecipients(deps, flip);
    const now = deps.clock.now();
    await deps.em.transactional(async (em) => {
      if ((await em.nativeUpdate(Flip, { id: flip.id, processed: null }, { processed: now })) !== 1) return;
      for (const channel of channels) {
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

/** Deliveries this process has under way: at most this many at once. */
const MAX_RUNNING = 100;

/**
 * The notifications this process is delivering. Each runs on its own, bounded by its delivery's
 * deadline: a slow receiver holds its own notification, never the next round or another channel's.
 */
export class Deliveries {
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly logger?: Logger) {}

  /** Fires when the deliveries are stopped: those under way end at once and are retried later. */
  get interrupt(): AbortSignal {
    return this.stopping.signal;
  }

  /** How many more may start now. */
  get room(): number {
    return MAX_RUNNING - this.running.size;
  }

  start(delivery: Promise<void>): void {
    const tracked = delivery
      .catch((error: unknown) => {
        // A database fault is logged once by the database's health (src/db/faults.ts).
        if (!(error instanceof DatabaseFault)) this.logger?.error({ err: error }, 'delivery failed');
      })
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  /** Resolves once every delivery started so far has ended. */
  async settled(): Promise<void> {
    await Promise.all(this.running);
  }

  /** Interrupts the deliveries under way (their outcome is still written) and waits for them. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }
}

/** One attempt at a claimed notification, its outcome written back and counted. */
async function attempt(
  deps: DomainDeps,
  notification: Notification,
  attempts: number,
  notice: Promise<FlipNotice>,
  interrupt: AbortSignal,
): Promise<void> {
  const { channel } = notification;
  let outcome: Partial<Notification>;
  try {
    await deliver(channel, await notice, deps.settings, interrupt);
    outcome = { state: 'sent', sentAt: deps.clock.now(), error: null };
  } catch (error) {
    outcome = afterFailure(error, attempts, deps.clock.now());
  }
  await deps.em.nativeUpdate(Notification, { id: notification.id, attempts }, outcome);
  notificationsSent.inc({
    kind: channel.kind,
    outcome: outcome.state === 'pending' ? 'retried' : outcome.state,
  });
}

/**
 * Starts the notifications that are due, each claimed by bumping its attempt count conditionally (and
 * leased, so no other process takes it meanwhile), without waiting for them: `deliveries` holds them.
 * Failures are retried with exponential backoff, then marked failed. Returns how many started.
 */
export async function deliverDue(deps: DomainDeps, deliveries: Deliveries): Promise<number> {
  if (deliveries.room <= 0) return 0;
  const due = await deps.em.find(
    Notification,
    { state: 'pending', nextAttemptAt: { $lte: deps.clock.now() } },
    {
      populate: ['check', 'check.project', 'channel', 'flip'],
      orderBy: { nextAttemptAt: 'asc' },
      limit: Math.min(BATCH, deliveries.room),
    },
  );
  // One notice per flip, however many channels it goes to.
  const notices = new Map<number, Promise<FlipNotice>>();
  const noticeOf = (flip: Flip) => {
    if (!notices.has(flip.id)) notices.set(flip.id, flipNotice(deps, flip));
    return notices.get(flip.id)!;
  };
  let started = 0;
  for (const notification of due) {
    const attempts = notification.attempts + 1;
    const lease = new Date(deps.clock.now().getTime() + LEASE_MS);
    const claim = { id: notification.id, state: 'pending' as const, attempts: notification.attempts };
    if ((await deps.em.nativeUpdate(Notification, claim, { attempts, nextAttemptAt: lease })) !== 1) continue;
    deliveries.start(
      attempt(deps, notification, attempts, noticeOf(notification.flip), deliveries.interrupt),
    );
    started++;
  }
  return started;
}
