import { lockDeadline, withLockDeadline } from '../../db/deadline.js';
import type { DomainError } from '../../errors.js';
import type { IncomingPing, RecordedPing } from './ping.service.js';

export type PingOutcome = { recorded: RecordedPing } | { error: DomainError };

/** Applies a group of pings in order and commits them together, or throws and commits none. */
export interface PingStore {
  commit(pings: IncomingPing[]): Promise<PingOutcome[]>;
}

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
 *
 * A class where the monitoring services are functions: it holds the process's queue of pings waiting
 * for the next group, state that lives as long as the process does (the runtime's `pings`).
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
