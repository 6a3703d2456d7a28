import { domainDeps, type Runtime } from '../runtime.js';
import { announceGrace, detectDownChecks } from './down-detector.js';
import { every, type Job } from './every.js';
import { claimFlips, claimSlowRuns, Deliveries, deliverDue } from './notifier.js';
import { pruneRuns } from '../monitoring/alerting/runs.service.js';
import { sendPasswordResets } from '../auth/password-reset/password-reset.service.js';

const HOUR_MS = 3_600_000;

/**
 * The background work of monitoring: the down detector (and fanning flips out into notifications),
 * and the delivery of notifications, in two loops so that a slow integration never delays a flip;
 * and the mail of password resets.
 */
export function startMonitor(runtime: Pick<Runtime, 'orm' | 'clock' | 'settings' | 'logger'>): Job {
  const { monitorIntervalMs: interval } = runtime.settings;
  const deliveries = new Deliveries(runtime.logger);
  const loops = [
    every(interval, runtime.logger, 'down detector', async () => {
      await detectDownChecks(domainDeps(runtime));
      await announceGrace(domainDeps(runtime));
      await claimFlips(domainDeps(runtime));
      await claimSlowRuns(domainDeps(runtime));
    }),
    every(interval, runtime.logger, 'notifier', () => deliverDue(domainDeps(runtime), deliveries)),
    // Run times past their keeping: one statement for every check, hourly.
    every(HOUR_MS, runtime.logger, 'run pruning', () => pruneRuns(domainDeps(runtime))),
    // Links to set a new password: mailed from their outbox rows, each once whatever the instances.
    every(interval, runtime.logger, 'password resets', () =>
      sendPasswordResets(domainDeps(runtime)).then(() => {}),
    ),
  ];
  return {
    stop: async () => {
      // Deliveries under way end at once (to be retried), which also ends a notifier round that keeps
      // taking due notices while there are any.
      const interrupted = deliveries.stop();
      await Promise.all(loops.map((loop) => loop.stop()));
      await interrupted;
      await deliveries.settled();
    },
  };
}
