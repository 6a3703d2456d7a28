import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long a request may wait for another's write lock (SQLite's busy timeout): past it the request
 * is answered 503 rather than kept waiting.
 */
export const LOCK_WAIT_MS = 5000;

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with a time (ms since the epoch) by which its waits for the database's write lock end.
 * Set once per request when it arrives, so transactions queued behind one another in this process
 * share the request's budget instead of each starting a fresh one.
 */
export const withLockDeadline = <T>(deadline: number, work: () => T): T => deadlines.run(deadline, work);

/** When the current work must stop waiting for the write lock: its deadline, or `waitMs` from now. */
export const lockDeadline = (waitMs = LOCK_WAIT_MS): number => deadlines.getStore() ?? Date.now() + waitMs;
