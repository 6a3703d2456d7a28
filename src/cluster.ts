import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.js';
import { announceServing, prepareDatabase, serverUrl } from './instance.js';
import { createLogger } from './logger.js';
import { serveClusterMetrics } from './observability/metrics.js';
import { publicUrlOf } from './runtime.js';

/** The environment variable that tells a worker its place; worker 0 runs the jobs and the SMTP listener. */
export const WORKER_INDEX = 'PORTICO_WORKER';

/**
 * The primary of WEB_CONCURRENCY HTTP workers sharing one port (node:cluster): it migrates the
 * database and runs the first-start setup once, starts the workers, starts another in the place of
 * one that dies, and on SIGTERM/SIGINT stops them all gracefully (each finishes its requests), then
 * itself. It serves nothing but the workers' summed /metrics.
 */
export async function runPrimary(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel, { worker: 'primary' });
  const credentials = await prepareDatabase(config, logger);
  serveClusterMetrics();
  const workers = new Map<number, Worker>();
  let stopping = false;
  let announced = false;

  const announce = (port: number) => {
    announced = true;
    announceServing(logger, {
      url: serverUrl(config.host, port),
      publicUrl: publicUrlOf(config, port),
      firstRun: credentials,
      workers: config.webConcurrency,
    });
  };

  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    workers.set(index, worker);
    worker.on('listening', (address) => {
      if (!announced) announce(address.port);
    });
    worker.on('exit', (code, signal) => {
      if (workers.get(index) === worker) workers.delete(index);
      if (stopping) {
        if (workers.size === 0) {
          logger.info('stopped');
          process.exit(0);
        }
        return;
      }
      logger.warn({ worker: index, code, signal }, 'worker exited; starting another');
      start(index);
    });
  };

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: workers finish their in-flight requests');
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  for (let index = 0; index < config.webConcurrency; index++) start(index);
}
