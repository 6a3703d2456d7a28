import { lockDeadline, withLockDeadline } from '../db/deadline.js';
import { badInput, conflict, type DomainError } from '../errors.js';
import type { Check } from './check.entity.js';
import type { PingKind } from './ping.entity.js';
import { isExitStatus, type PingAction } from './ping-rules.js';
import { UUID } from '../uuid.js';

export type PingTarget = { uuid: string } | { pingKey: string; slug: string; create: boolean };

/** A received ping, from HTTP or mail, before it is matched to a check. */
export interface IncomingPing {
  target: PingTarget;
  /** The action for the matched check (HTTP and mail classify differently). */
  action: (check: Check) => PingAction;
  exitStatus: number | null;
  rid: string | null;
  scheme: string;
  method: string;
  remoteAddr: string | null;
  userAgent: string;
  body: Buffer | null;
}

export interface RecordedPing {
  /** The check was auto-provisioned by this ping (`?create=1`). */
  created: boolean;
  n: number;
  kind: PingKind;
}

export type PingOutcome = { recorded: RecordedPing } | { error: DomainError };

/** Applies a group of pings in order and commits them together, or throws and commits none. */
export interface PingStore {
  commit(pings: IncomingPing[]): Promise<PingOutcome[]>;
}

/** A run id: a UUID in either case. */
const RID = new RegExp(UUID.source, 'i');
/** Pruning of the ping log runs on every 100th ping of a check. */
export const PRUNE_EVERY = 100;
export const FLIP_RETENTION_MS = 93 * 24 * 3600 * 1000;

/** The lowest `n` still in a check's ping log: the project keeps its `ping_log_limit` newest pings. */
export const firstKeptPing = (nPings: number, pingLogLimit: number) => nPings - pingLogLimit + 1;

/** Checked before the slug lookup, as the reference does. */
export function checkSlug(target: PingTarget): void {
  if ('slug' in target && /[A-Z]/.test(target.slug)) throw badInput('invalid url format', 'INVALID_URL');
}

/** Checked once the check is found (an unknown check is a 404 first). */
export function checkPingArguments(ping: IncomingPing): void {
  if (ping.exitStatus !== null && !isExitStatus(ping.exitStatus))
    throw badInput('invalid url format', 'INVALID_URL');
  if (ping.rid !== null && !RID.test(ping.rid)) throw badInput('invalid uuid format', 'INVALID_UUID');
}

export const ambiguousSlug = () => conflict('ambiguous slug', 'AMBIGUOUS_SLUG');

interface Pending {
  ping: IncomingPing;
  resolve: (recorded: RecordedPing) => void;
  reject: (error: unknown) => void;
  /** When the ping's sender stops waiting for the write lock (its request's lock deadline). */
  deadline: number;
}

const MAX_BATCH = 500;

/**
 * The single writer of pings. Pings are applied one after another (so `n` never repeats or skips)
 * and committed in groups: whatever arrived while the previous group was committing goes into the
 * next transaction. A ping's promise settles only after its group is committed. A group waits for the
 * write lock until the earliest lock deadline of its pings, so a ping queued behind a group that
 * waited is not made to wait again.
 */
export class PingRecorder {
  #queue: Pending[] = [];
  #draining: Promise<void> | null = null;

  constructor(private readonly store: PingStore) {}

  record(ping: IncomingPing): Promise<RecordedPing> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ ping, resolve, reject, deadline: lockDeadline() });
      this.#draining ??= this.#drain().finally(() => (this.#draining = null));
    });
  }

  /** Settles once every ping received so far is committed (for shutdown). */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  async #drain(): Promise<void> {
    // Let the requests already read off the sockets join the first group too.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.#queue.length) await this.#commit(this.#queue.splice(0, MAX_BATCH));
  }

  async #commit(batch: Pending[]): Promise<void> {
    let outcomes: PingOutcome[];
    try {
      const deadline = Math.min(...batch.map((pending) => pending.deadline));
      outcomes = await withLockDeadline(deadline, () => this.store.commit(batch.map(({ ping }) => ping)));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if ('recorded' in outcome) pending.resolve(outcome.recorded);
      else pending.reject(outcome.error);
    });
  }
}
