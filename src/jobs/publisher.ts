import { purgeAutoDrafts } from '../content/posts/post-delete.service.js';
import { publishDuePosts } from '../content/posts/post-write.service.js';
import { scheduleCheck, scheduledPing } from '../content/posts/schedule-watch.service.js';
import { DomainError } from '../errors.js';
import { domainDeps, type Runtime } from '../runtime.js';
import { every, type Job } from './every.js';

type PublisherRuntime = Pick<Runtime, 'orm' | 'clock' | 'settings' | 'logger' | 'pings'>;

/**
 * Publishes the scheduled items whose date has come, and pings each one's watch (see
 * content/schedule-watch.service.ts) through the ping path, so it records the publishing like any
 * ping (and a watch already down for a late one comes back up). Returns the ids published.
 */
export async function publishScheduled(runtime: PublisherRuntime): Promise<number[]> {
  const deps = domainDeps(runtime);
  const published = await publishDuePosts(deps);
  for (const id of published) {
    const check = await scheduleCheck(deps, id);
    try {
      if (check) await runtime.pings.record(scheduledPing(check));
    } catch (error) {
      // The watch went meanwhile (the item was unscheduled): nothing to ping, the rest still are.
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return published;
}

/**
 * Scheduled (`future`) posts, pages and requirements go live when their date comes; auto-drafts
 * older than a week go, checked hourly (the reference purges them daily).
 */
export function startPublisher(runtime: PublisherRuntime): Job {
  const { logger } = runtime;
  const loops = [
    every(runtime.settings.monitorIntervalMs, logger, 'publisher', async () => {
      const published = await publishScheduled(runtime);
      if (published.length) logger.info({ published: published.length }, 'scheduled items published');
    }),
    every(HOUR_MS, logger, 'auto-draft purge', async () => {
      const purged = await purgeAutoDrafts(domainDeps(runtime));
      if (purged.length) logger.info({ purged: purged.length }, 'stale auto-drafts deleted');
    }),
  ];
  return { stop: () => Promise.all(loops.map((loop) => loop.stop())).then(() => {}) };
}

const HOUR_MS = 3_600_000;
