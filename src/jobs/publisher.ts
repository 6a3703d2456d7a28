import { publishDuePosts } from '../content/post-write.service.js';
import { domainDeps, type Runtime } from '../runtime.js';
import { every, type Job } from './every.js';

/** Scheduled (`future`) posts, pages and requirements go live when their date comes. */
export function startPublisher(runtime: Pick<Runtime, 'orm' | 'clock' | 'settings' | 'logger'>): Job {
  return every(runtime.settings.monitorIntervalMs, runtime.logger, 'publisher', async () => {
    const published = await publishDuePosts(domainDeps(runtime));
    if (published) runtime.logger.info({ published }, 'scheduled items published');
  });
}
