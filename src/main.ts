import './node-version.js';
import { describeFirstRun } from './auth/first-run.js';
import { ConfigError, loadConfig } from './config.js';
import { startInstance } from './instance.js';

/** `npm start`: validate the environment, serve, and stop cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const instance = await startInstance(config);
  const { logger, settings } = instance.runtime;

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    instance.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // Announced only once the signal handlers are in place: supervisors may stop us right after.
  if (instance.firstRun) process.stdout.write(describeFirstRun(instance.firstRun, settings.publicUrl) + '\n');
  logger.info({ url: instance.url, publicUrl: settings.publicUrl }, 'Portico is serving');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Portico failed to start: ${error.message}` : error);
  process.exit(1);
});
