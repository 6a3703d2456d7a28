import '../node-version.js';
import cluster from 'node:cluster';
import { runPrimary, WORKER_INDEX } from './cluster.js';
import { type Config } from '../config.js';
import { ConfigError } from '../config-error.js';
import { configOf, readConfiguration, writeFirstConfiguration, type Configuration } from './configuration.js';
import { announceServing, startInstance, STOP_TIMEOUT_MS } from './instance.js';
import { registerServer } from './running-servers.js';
import { createLogger } from '../logger.js';

function configOrExit(): { configuration: Configuration; config: Config } {
  try {
    const configuration = readConfiguration();
    return { configuration, config: configOf(configuration) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * One HTTP server: the whole of Portico (WEB_CONCURRENCY=1), or one worker of a cluster, which only
 * the first worker runs the background jobs in. Stops cleanly on SIGTERM/SIGINT.
 */
async function serve(config: Config, serving: (publicUrl: string) => void): Promise<void> {
  const index = cluster.isWorker ? Number(process.env[WORKER_INDEX] ?? 0) : null;
  const logger = createLogger(config.logLevel, index === null ? undefined : { worker: index });
  const instance = await startInstance(config, { logger, jobs: index === null || index === 0 });
  const { settings } = instance.runtime;

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    instance.close().then(
      (complete) => {
        if (complete) logger.info('stopped');
        else logger.warn(`stopped after ${STOP_TIMEOUT_MS / 1000} s: requests or the database were cut off`);
        process.exit(complete ? 0 : 1);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  if (index !== null) return void logger.info({ url: instance.url }, 'worker serving');
  // Announced only once the signal handlers are in place: supervisors may stop us right after.
  announceServing(logger, { url: instance.url, publicUrl: settings.publicUrl, firstRun: instance.firstRun });
  serving(settings.publicUrl);
}

/**
 * `npm start`: read and check the configuration (writing its file on the first start), then serve
 * from this process or from WEB_CONCURRENCY workers.
 */
async function main(): Promise<void> {
  const { configuration, config } = configOrExit();
  if (cluster.isWorker) return serve(config, () => {});
  const logger = createLogger(config.logLevel);
  const written = writeFirstConfiguration(configuration);
  if (typeof written === 'object')
    logger.warn(`could not write the configuration file ${configuration.path}: ${written.problem}`);
  else if (written === 'written')
    logger.info({ path: configuration.path }, 'wrote the configuration file with the settings in use');
  const registered = { ...configuration, fromFile: configuration.fromFile || written === 'written' };
  const serving = (publicUrl: string) => registerServer(registered, config.database, publicUrl);
  if (config.webConcurrency > 1) await runPrimary(config, serving);
  else await serve(config, serving);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Portico failed to start: ${error.message}` : error);
  process.exit(1);
});
