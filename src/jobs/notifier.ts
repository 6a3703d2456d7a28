import type { DomainDeps } from '../domain-deps.js';
import { DatabaseFault } from '../errors.js';
import type { Logger } from '../logger.js';
import { Flip } from '../monitoring/flips/flip.entity.js';
import { deliver } from '../monitoring/delivery/deliver.js';
import { baseNotice } from '../monitoring/delivery/notice.service.js';
import type { FlipNotice } from '../monitoring/delivery/notice.js';
import { afterFailure } from '../monitoring/delivery/retry.js';
import { notificationsCounted } from '../observability/metrics.js';
import { Notification } from '../monitoring/channels/notification.entity.js';
import { CheckRun } from '../monitoring/alerting/check-run.entity.js';
import {
  flipNotices,
  noticeEvents,
  slowRunNotices,
  type Writer,
} from '../monitoring/alerting/fan-out.service.js';
import { publishLive } from '../live/publish.js';
import { reconsider, scheduleReminder } from '../monitoring/alerting/held.service.js';
import { snoozeUrl } from '../monitoring/alerting/snooze-link.js';

const BATCH = 50;
/** A claimed delivery is someone else's to retry only after this. */
const LEASE_MS = 60_000;

/** A change to tell of: a flip or a slow run, `processed` once fanned out. */
type Change = Flip | CheckRun;

/**
 * Fans out the unprocessed changes of a kind, a batch at a time: each is read, planned (the notices
 * its rules decide) and claimed (processed set) in the transaction that writes the notices, so no two
 * processes fan one out twice. A full batch is followed by the next at once: a fall of many checks is
 * told within seconds, not a batch a round. Returns how many this process claimed.
 */
async function fanOut<T extends Change>(
  deps: DomainDeps,
  entity: new () => T,
  plan: (change: T, now: Date) => Promise<Writer>,
): Promise<number> {
  let claimed = 0;
  for (;;) {
    const changes = (await deps.em.find(
      entity as new () => Change,
      { processed: null },
      { populate: ['check', 'check.channels'], orderBy: { id: 'asc' }, limit: BATCH },
    )) as T[];
    const before = claimed;
    for (const change of changes) {
      const now = deps.clock.now();
      const write = await plan(change, now);
      await deps.em.transactional(async (em) => {
        const claim = await em.nativeUpdate(
          entity as new () => Change,
          { id: change.id, processed: null },
          { processed: now },
        );
        if (claim !== 1) return;
        await write(em);
        claimed++;
      });
    }
    // Another process took the rest of a batch: it goes on with them.
    if (changes.length < BATCH || claimed === before) return claimed;
  }
}

/**
 * Turns unprocessed flips into notices, one per channel the flip notifies, each judged by the check's
 * alerting rules (src/monitoring/alerting/).
 */
export const claimFlips = (deps: DomainDeps) =>
  fanOut(deps, Flip, (flip, now) => flipNotices(deps, flip, now));

/** Turns slow runs into notices to the channels that ask for them. */
export const claimSlowRuns = (deps: DomainDeps) =>
  fanOut(deps, CheckRun, (run, now) => slowRunNotices(deps, run, now));

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

  /** Resolves once a delivery under way has ended (at once when none is). */
  freed(): Promise<void> {
    return this.running.size ? Promise.race(this.running) : Promise.resolve();
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
  notificationsCounted.inc({
    kind: channel.kind,
    outcome: outcome.state === 'pending' ? 'retried' : outcome.state,
    reason: notification.reason,
  });
  await publishLive(deps.em, noticeEvents(notification.check, [notification], deps.clock.now()));
  if (outcome.state === 'sent') await scheduleReminder(deps, notification, outcome.sentAt!);
}

/**
 * Starts the notifications that are due, each claimed by bumping its attempt count conditionally (and
 * leased, so no other process takes it meanwhile), without waiting for them: `deliveries` holds them.
 * Held notices whose time came are judged again first (claimed by their state and time). Failures
 * are retried with exponential backoff, then marked failed. A full batch is followed by the next at
 * once, as soon as there is room (a fall of many checks is told within seconds, not a batch a round),
 * until none is due. Returns how many started.
 */
export async function deliverDue(deps: DomainDeps, deliveries: Deliveries): Promise<number> {
  let started = 0;
  for (;;) {
    if (deliveries.interrupt.aborted) return started;
    // All slots taken: the next starts as soon as one is free, not a round later.
    if (deliveries.room <= 0) {
      await deliveries.freed();
      continue;
    }
    const room = Math.min(BATCH, deliveries.room);
    const { taken, begun } = await deliverBatch(deps, deliveries, room);
    started += begun;
    if (taken < room || begun === 0) return started;
  }
}

/** One batch of deliverDue: how many due notifications it took, and how many of them it started. */
async function deliverBatch(deps: DomainDeps, deliveries: Deliveries, room: number) {
  const due = await deps.em.find(
    Notification,
    { state: { $in: ['pending', 'held'] }, nextAttemptAt: { $lte: deps.clock.now() } },
    {
      populate: ['check', 'check.project', 'check.channels', 'channel', 'flip', 'run'],
      orderBy: { nextAttemptAt: 'asc' },
      limit: room,
    },
  );
  // One notice per change, however many channels it goes to; each adds its own note.
  const notices = new Map<string, Promise<FlipNotice>>();
  const noticeOf = (notification: Notification) => {
    const key = notification.flip ? `flip:${notification.flip.id}` : `run:${notification.run!.id}`;
    if (!notices.has(key)) notices.set(key, baseNotice(deps, notification));
    return notices.get(key)!.then((notice) => ({
      ...notice,
      event: notification.event,
      note: notification.note,
      snoozeUrl:
        notification.event === 'up' ? null : snoozeUrl(deps.settings, notification.check, deps.clock.now()),
    }));
  };
  let started = 0;
  for (const notification of due) {
    if (deliveries.interrupt.aborted) break;
    if (notification.state === 'held' && !(await reconsider(deps, notification))) continue;
    const attempts = notification.attempts + 1;
    const lease = new Date(deps.clock.now().getTime() + LEASE_MS);
    const claim = { id: notification.id, state: 'pending' as const, attempts: notification.attempts };
    if ((await deps.em.nativeUpdate(Notification, claim, { attempts, nextAttemptAt: lease })) !== 1) continue;
    deliveries.start(attempt(deps, notification, attempts, noticeOf(notification), deliveries.interrupt));
    started++;
  }
  return { taken: due.length, begun: started };
}
