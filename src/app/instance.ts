import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeFirstRun, firstRun, type FirstRunCredentials } from '../auth/first-run.js';
import { systemClock, type Clock } from '../clock.js';
import type { Config } from '../config.js';
import { changeToken } from '../db/change-token.js';
import { ListCache } from '../db/list-cache.js';
import { databaseHealth } from '../db/faults.js';
import { openDatabase } from './database.js';
import { migrate, postgresqlPool, type Orm } from '../db/orm.js';
import { buildPorticoSchemas } from './schema.js';
import { serveSubscriptions } from './graphql-ws.js';
import { openLiveFeed, type LiveFeed } from '../live/live-feed.js';
import { startMonitor } from '../jobs/monitor.js';
import { startPublisher } from '../jobs/publisher.js';
import { startPingMailbox } from '../monitoring/email/mailbox.js';
import { createLogger, type Logger } from '../logger.js';
import { observeRuntime } from '../observability/metrics.js';
import { SqlPingStore } from '../monitoring/pings/ping-store.js';
import { PingRecorder } from '../monitoring/pings/ping-recorder.js';
import { domainDeps, settingsOf, type Runtime } from '../runtime.js';
import { createApp } from './server.js';
import { returnMemoryAfterBursts } from './idle-memory.js';

export interface StartOptions {
  clock?: Clock;
  logger?: Logger;
  /**
   * Whether this process runs the background jobs and the SMTP listener (default yes). Of several
   * HTTP workers only one does: the jobs would be correct in each (they claim rows), but not cheaper.
   */
  jobs?: boolean;
}

export interface RunningInstance {
  url: string;
  runtime: Runtime;
  /** Set only when this start created the Default project and admin user. */
  firstRun: FirstRunCredentials | null;
  /**
   * Stops accepting connections, lets in-flight requests finish, then closes the database — within
   * STOP_TIMEOUT_MS whatever the database does. True when everything finished in time; false when
   * requests were cut or a part could not be closed.
   */
  close(): Promise<boolean>;
}

/** How long in-flight requests have to finish once a stop begins; then their connections are cut. */
const DRAIN_TIMEOUT_MS = 8_000;
/** How long the jobs, the ping writer and the database then have to close (a hung database never does). */
const RELEASE_TIMEOUT_MS = 2_000;
/** The longest a graceful stop takes (docs/operations.md: 10 s). */
export const STOP_TIMEOUT_MS = DRAIN_TIMEOUT_MS + RELEASE_TIMEOUT_MS;

/** Whether `work` settled within `ms` (it goes on, unawaited, if not). */
const within = (ms: number, work: Promise<unknown>): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const done = work.then(
    () => true,
    () => true,
  );
  return Promise.race([done, late]).finally(() => clearTimeout(timer));
};

/**
 * The server's request handler until the app is built: requests that arrive meanwhile (the port is
 * bound first, to learn it) wait and are answered once the app is ready, never dropped.
 */
export function gate(server: Server): (app: RequestListener) => void {
  let ready: RequestListener | undefined;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (ready) ready(req, res);
    else waiting.push([req, res]);
  });
  return (app) => {
    ready = app;
    for (const [req, res] of waiting.splice(0)) app(req, res);
  };
}

function listen(server: Server, host: string, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** The URL of an HTTP server on `host` (an IPv6 address in brackets) and `port`. */
export const serverUrl = (host: string, port: number) =>
  `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * Shows the credentials of a first start (once, on stdout), then logs that Portico is serving: by
 * the single process, or by a cluster's primary once a worker listens.
 */
export function announceServing(
  logger: Logger,
  served: { url: string; publicUrl: string; firstRun: FirstRunCredentials | null; workers?: number },
): void {
  const { firstRun: credentials, ...fields } = served;
  if (credentials) process.stdout.write(describeFirstRun(credentials, served.publicUrl) + '\n');
  logger.info(fields, 'Portico is serving');
}

/**
 * How long a starting instance waits for the database's write lock while migrating: on SQLite another
 * instance's whole migration holds it, which can outlast the requests' 5 s busy timeout on a loaded
 * machine.
 */
const MIGRATION_LOCK_WAIT_MS = 120_000;

/**
 * Applies pending migrations, logging the ones applied: through a patient connection of its own, but
 * on `orm` for an in-memory SQLite database (another connection would open another database, and no
 * other instance can share it).
 */
async function migrateLogged(orm: Orm, config: Config, logger: Logger): Promise<void> {
  const { database } = config;
  const inMemory = database.kind === 'sqlite' && database.path === ':memory:';
  const patient = inMemory
    ? orm
    : await openDatabase(database, { driverOptions: { timeout: MIGRATION_LOCK_WAIT_MS } });
  try {
    const applied = await migrate(patient);
    if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  } finally {
    if (patient !== orm) await patient.close();
  }
}

/**
 * What a cluster's primary does once before its workers start: migrate the database and run the
 * first-start setup (the credentials it returns are shown once, by the primary).
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<FirstRunCredentials | null> {
  const orm = await openDatabase(config.database);
  try {
    await migrateLogged(orm, config, logger);
    const settings = await settingsOf(orm, config, config.port);
    return await firstRun(domainDeps({ orm, clock: systemClock, settings }));
  } finally {
    await orm.close();
  }
}

/** Opens and migrates the database, runs first-start setup, and serves HTTP. */
export async function startInstance(config: Config, options: StartOptions = {}): Promise<RunningInstance> {
  const logger = options.logger ?? createLogger(config.logLevel);
  databaseHealth.watch(logger);
  const orm = await openDatabase(config.database, { pool: { min: 0, max: config.databasePoolSize } });
  let server: Server | undefined;
  let live: LiveFeed | undefined;
  try {
    await migrateLogged(orm, config, logger);
    const http = (server = createServer({
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      keepAliveTimeout: config.http.keepAliveTimeoutMs,
      // How often those time-outs are enforced (Node's default, 30 s, let idle sockets linger).
      connectionsCheckingInterval: 1000,
    }));
    http.maxConnections = config.http.maxConnections;
    const stopReturningMemory = returnMemoryAfterBursts(http);
    const open = gate(http);
    const address = await listen(http, config.host, config.port);
    const settings = await settingsOf(orm, config, address.port);
    const clock = options.clock ?? systemClock;
    const changes = await changeToken(orm, config.database.kind);
    const runtime: Runtime = {
      orm,
      settings,
      clock,
      schemas: await buildPorticoSchemas(),
      logger,
      pings: new PingRecorder(new SqlPingStore(orm, clock)),
      changes,
      lists: new ListCache(changes),
      live: (live = await openLiveFeed(orm, config.database, logger)),
    };
    const pool = config.database.kind === 'postgresql' ? await postgresqlPool(orm) : null;
    observeRuntime({
      pool: () => pool && { size: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      subscribers: () => runtime.live.size(),
    });
    const credentials = await firstRun(domainDeps(runtime));
    const { app, stop } = await createApp(runtime);
    const subscriptions = serveSubscriptions(runtime, http);
    open(app);
    const runsJobs = options.jobs ?? true;
    const jobs = runsJobs ? [startMonitor(runtime), startPublisher(runtime)] : [];
    const mailbox =
      runsJobs && config.smtpPort ? await startPingMailbox(runtime, config.host, config.smtpPort) : null;
    if (mailbox) logger.info({ port: mailbox.port }, 'e-mail pings are accepted over SMTP');

    let closing: Promise<boolean> | undefined;
    const close = () =>
      (closing ??= (async () => {
        stopReturningMemory();
        const drained = new Promise<void>((resolve) => http.close(() => resolve()));
        let cut = false;
        const cutAll = setTimeout(() => {
          cut = true;
          http.closeAllConnections();
        }, DRAIN_TIMEOUT_MS);
        // WebSocket connections are no HTTP requests to finish: closed (1001) at once.
        await within(DRAIN_TIMEOUT_MS, Promise.all([subscriptions.close(), runtime.live.close()]));
        // A keep-alive connection whose request ends while the server drains becomes idle then:
        // looked for again until every connection is gone.
        http.closeIdleConnections();
        const idleAgain = setInterval(() => http.closeIdleConnections(), 100);
        await drained;
        clearInterval(idleAgain);
        clearTimeout(cutAll);
        const released = await within(
          RELEASE_TIMEOUT_MS,
          (async () => {
            await stop();
            await mailbox?.close();
            await Promise.all(jobs.map((job) => job.stop()));
            await runtime.pings.idle();
            await orm.close();
          })(),
        );
        return released && !cut;
      })());

    return { url: serverUrl(address.address, address.port), runtime, firstRun: credentials, close };
  } catch (error) {
    server?.close();
    server?.closeAllConnections();
    await live?.close();
    await orm.close();
    throw error;
  }
}
