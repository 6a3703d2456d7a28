import { DatabaseFault } from '../errors.js';
import type { Logger } from '../logger.js';

export interface Job {
  /** Lets the current round finish, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` (measured from the end of a round) until stopped. A round that fails
 * is logged, but for a database fault: the database's health logs an outage once (src/db/faults.ts).
 */
export function every(intervalMs: number, logger: Logger, name: string, work: () => Promise<unknown>): Job {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const run = () => {
    round = work()
      .catch((error: unknown) => {
        if (!(error instanceof DatabaseFault)) logger.error({ err: error }, `${name} failed`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(run, intervalMs);
      });
  };
  timer = setTimeout(run, 0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
