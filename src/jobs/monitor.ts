import type { Logger } from '../logger.js';
import { domainDeps, type Runtime } from '../runtime.js';
import { detectDownChecks } from './down-detector.js';
import { claimFlips, deliverDue } from './notifier.js';

export interface Monitor {
  /** Lets the current round finish, then stops. */
  stop(): Promise<void>;
}

/** Runs `work` every `intervalMs` (measured from the end of a round) until stopped. */
function every(intervalMs: number, logger: Logger, name: string, work: () => Promise<unknown>): Monitor {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const run = () => {
    round = work()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
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

/**
 * The background work of monitoring: the down detector (and fanning flips out into notifications),
 * and the delivery of notifications, in two loops so that a slow integration never delays a flip.
 */
export function startMonitor(runtime: Pick<Runtime, 'orm' | 'clock' | 'settings' | 'logger'>): Monitor {
  const { monitorIntervalMs: interval } = runtime.settings;
  const loops = [
    every(interval, runtime.logger, 'down detector', async () => {
      await detectDownChecks(domainDeps(runtime));
      await claimFlips(domainDeps(runtime));
    }),
    every(interval, runtime.logger, 'notifier', () => deliverDue(domainDeps(runtime))),
  ];
  return { stop: async () => void (await Promise.all(loops.map((loop) => loop.stop()))) };
}
