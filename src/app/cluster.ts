import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config.js';
import { announceServing, prepareDatabase, serverUrl, STOP_TIMEOUT_MS } from './instance.js';
import { createLogger } from '../logger.js';
import { serveClusterMetrics } from '../observability/metrics.js';
import { publicUrlOf } from '../runtime.js';

/** The environment variable that tells a worker its place; worker 0 runs the jobs and the SMTP listener. */
export const WORKER_INDEX = 'PORTICO_WORKER';

/** A worker that dies sooner than this after it was started died "at start". */
const EARLY_DEATH_MS = 10_000;
/** The first restart after a death at start waits this long; each further one twice as long. */
const FIRST_BACKOFF_MS = 100;
/** This many deaths at start in a row (0.1 + 0.2 + … + 1.6 s of backing off) and the primary gives up. */
const GIVE_UP_AFTER = 6;
/** How long the primary lets its workers stop before it kills them. */
const WORKERS_STOP_MS = STOP_TIMEOUT_MS + 2_000;

/**
 * When to start a worker in the place of one that died: at once after a death in service; after a
 * doubling delay while workers die at start (a crash loop must not burn the cores); never once
 * GIVE_UP_AFTER have died at start in a row. A worker that lives EARLY_DEATH_MS ends the streak.
 */
export class RestartPolicy {
  private streak = 0;

  /** The delay before the next start, or null to give up. */
  died(lifetimeMs: number): number | null {
    if (lifetimeMs >= EARLY_DEATH_MS) {
      this.streak = 0;
      return 0;
    }
    this.streak++;
    if (this.streak >= GIVE_UP_AFTER) return null;
    return FIRST_BACKOFF_MS * 2 ** (this.streak - 1);
  }

  /** A worker has lived EARLY_DEATH_MS: whatever died before it, the cluster is healthy again. */
  settled(): void {
    this.streak = 0;
  }

  get deathsAtStart(): number {
    return this.streak;
  }
}

/**
 * The primary of WEB_CONCURRENCY HTTP workers sharing one port (node:cluster): it migrates the
 * database and runs the first-start setup once, starts the workers, starts another in the place of
 * one that dies (backing off while they die at start, see RestartPolicy), and on SIGTERM/SIGINT
 * stops them all gracefully (each finishes its requests), then itself — killing those that outlast
 * their stop deadline. It serves nothing but the workers' summed /metrics.
 */
export async function runPrimary(config: Config, serving: (publicUrl: string) => void): Promise<void> {
  const logger = createLogger(config.logLevel, { worker: 'primary' });
  const credentials = await prepareDatabase(config, logger);
  serveClusterMetrics();
  const workers = new Map<number, Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  const policy = new RestartPolicy();
  let stopping = false;
  let stoppedCleanly = true;
  let announced = false;

  const announce = (port: number) => {
    announced = true;
    announceServing(logger, {
      url: serverUrl(config.host, port),
      publicUrl: publicUrlOf(config, port),
      firstRun: credentials,
      workers: config.webConcurrency,
    });
    serving(publicUrlOf(config, port));
  };

  const restart = (index: number, lifetimeMs: number, code: number | null, signal: string | null) => {
    const delayMs = policy.died(lifetimeMs);
    if (delayMs === null) {
      logger.fatal(
        { worker: index, code, signal },
        `workers keep dying at start (${GIVE_UP_AFTER} in a row, each within ${EARLY_DEATH_MS / 1000} s): stopping; see the workers' logs above`,
      );
      shutdown('crash loop', 1);
      return;
    }
    logger.warn({ worker: index, code, signal, restartInMs: delayMs }, 'worker exited; starting another');
    const timer = setTimeout(() => {
      restarts.delete(timer);
      start(index);
    }, delayMs);
    restarts.add(timer);
  };

  const start = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
    const started = Date.now();
    const settled = setTimeout(() => policy.settled(), EARLY_DEATH_MS);
    workers.set(index, worker);
    worker.on('listening', (address) => {
      if (!announced) announce(address.port);
    });
    worker.on('exit', (code, signal) => {
      clearTimeout(settled);
      if (workers.get(index) === worker) workers.delete(index);
      if (!stopping) return restart(index, Date.now() - started, code, signal);
      if (code !== 0) stoppedCleanly = false;
      if (workers.size === 0) {
        logger.info('stopped');
        process.exit(stoppedCleanly ? 0 : 1);
      }
    });
  };

  const shutdown = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    stoppedCleanly = exitCode === 0;
    for (const timer of restarts) clearTimeout(timer);
    if (workers.size === 0) process.exit(exitCode);
    logger.info({ reason }, 'shutting down: workers finish their in-flight requests');
    for (const worker of workers.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      logger.error({ workers: [...workers.keys()] }, 'workers did not stop in time: killed');
      for (const worker of workers.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, WORKERS_STOP_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  for (let index = 0; index < config.webConcurrency; index++) start(index);
}
