import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstRun, type FirstRunCredentials } from './auth/first-run.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Settings } from './context.js';
import { sqliteChangeToken } from './db/change-token.js';
import { migrate, openDatabase } from './db/orm.js';
import { buildPorticoSchema } from './graphql/schema.js';
import { startMonitor } from './jobs/monitor.js';
import { startPublisher } from './jobs/publisher.js';
import { startPingMailbox } from './monitoring/email/mailbox.js';
import { createLogger, type Logger } from './logger.js';
import { SqlPingStore } from './monitoring/ping-store.js';
import { PingRecorder } from './monitoring/ping.service.js';
import { domainDeps, type Runtime } from './runtime.js';
import { createApp } from './server.js';

export interface StartOptions {
  clock?: Clock;
  logger?: Logger;
}

export interface RunningInstance {
  url: string;
  runtime: Runtime;
  /** Set only when this start created the Default project and admin user. */
  firstRun: FirstRunCredentials | null;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Opens and migrates the database, runs first-start setup, and serves HTTP. */
export async function startInstance(config: Config, options: StartOptions = {}): Promise<RunningInstance> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const orm = await openDatabase(config.database);
  try {
    const applied = await migrate(orm);
    if (applied.length) logger.info({ migrations: applied }, 'database migrated');
    const server = createServer({
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      keepAliveTimeout: config.http.keepAliveTimeoutMs,
      // How often those time-outs are enforced (Node's default, 30 s, let idle sockets linger).
      connectionsCheckingInterval: 1000,
    });
    server.maxConnections = config.http.maxConnections;
    const address = await listen(server, config.host, config.port);
    const settings: Settings = {
      ...config,
      publicUrl: config.publicUrl ?? `http://localhost:${address.port}`,
    };
    const clock = options.clock ?? systemClock;
    const runtime: Runtime = {
      orm,
      settings,
      clock,
      schema: await buildPorticoSchema(),
      logger,
      pings: new PingRecorder(new SqlPingStore(orm, clock)),
      changes: config.database.kind === 'sqlite' ? await sqliteChangeToken(orm) : null,
    };
    const credentials = await firstRun(domainDeps(runtime));
    const { app, stop } = await createApp(runtime);
    server.on('request', app);
    const jobs = [startMonitor(runtime), startPublisher(runtime)];
    const mailbox = config.smtpPort ? await startPingMailbox(runtime, config.host, config.smtpPort) : null;
    if (mailbox) logger.info({ port: mailbox.port }, 'e-mail pings are accepted over SMTP');

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const timer = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
        await drained;
        clearTimeout(timer);
        await stop();
        await mailbox?.close();
        await Promise.all(jobs.map((job) => job.stop()));
        await runtime.pings.idle();
        await orm.close();
      })());

    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return { url: `http://${host}:${address.port}`, runtime, firstRun: credentials, close };
  } catch (error) {
    await orm.close();
    throw error;
  }
}
