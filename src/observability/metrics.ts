import type { RequestHandler } from 'express';
import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This process's operator metrics (GET /metrics, when METRICS_TOKEN is set): each instance reports
 * its own, as Prometheus scrapes each. Counted where the work happens; nothing here is shared state
 * that other instances need.
 */
export const registry = new Registry();
// A worker of a cluster answers the primary's requests for its metrics (see clusterMetrics); prom-client
// adds that listener when an aggregator is made.
AggregatorRegistry.setRegistries([registry]);
if (cluster.isWorker) new AggregatorRegistry();

const METRICS_REQUEST = 'portico:metrics';
interface MetricsReply {
  type: typeof METRICS_REQUEST;
  id: string;
  text?: string;
  error?: string;
}

/** In a cluster worker: every worker's metrics, summed by the primary (whichever worker was asked). */
function clusterMetrics(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('the primary did not answer')), 10_000);
    const onMessage = (message: MetricsReply) => {
      if (message?.type === METRICS_REQUEST && message.id === id)
        finish(message.error ? new Error(message.error) : null, message.text);
    };
    const finish = (error: Error | null, text = '') => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text);
    };
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/** In a cluster's primary: answers its workers' requests for everyone's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsReply) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_REQUEST, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_REQUEST, id: message.id, error: error.message }),
    );
  });
}

export const httpDuration = new Histogram({
  name: 'portico_http_request_duration_seconds',
  help: 'HTTP request duration by facade, route template, method and status.',
  labelNames: ['facade', 'route', 'method', 'status'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const pingsIngested = new Counter({
  name: 'portico_pings_ingested_total',
  help: 'Pings recorded (HTTP and e-mail).',
  registers: [registry],
});

export const notificationsCounted = new Counter({
  name: 'portico_notifications_total',
  help:
    'Notifications by integration kind, outcome (sent, retried, failed: delivery attempts; held, suppressed, ' +
    'dropped: kept back by an alerting rule) and reason (the rule; empty when none applied).',
  labelNames: ['kind', 'outcome', 'reason'] as const,
  registers: [registry],
});

export const imageJobs = new Counter({
  name: 'portico_image_jobs_total',
  help: 'Image jobs (upload sub-sizes, edits) run through sharp.',
  registers: [registry],
});

export const responseCache = new Counter({
  name: 'portico_response_cache_total',
  help: 'Anonymous cms/v2 reads answered from the response cache (hit) or not (miss).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const databaseFaults = new Counter({
  name: 'portico_database_errors_total',
  help: 'Database faults met by this process, by kind (unavailable: busy past the lock wait or unreachable; full: out of disk).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const databaseStatements = new Counter({
  name: 'portico_database_statements_total',
  help: 'SQL statements this process sent to the database, transaction control (begin, commit, rollback) included.',
  registers: [registry],
});

let processObserved = false;

/**
 * A server's gauges, read when scraped: the process (memory, event loop, GC: prom-client's defaults,
 * collected only in servers, not in every CLI command that counts something), the database pool and
 * the live feed's subscribers, given by the runtime.
 */
export function observeRuntime(read: {
  pool(): { size: number; idle: number; waiting: number } | null;
  subscribers(): number;
}): void {
  if (!processObserved) collectDefaultMetrics({ register: registry, prefix: 'portico_' });
  processObserved = true;
  registry.removeSingleMetric('portico_db_pool_connections');
  registry.removeSingleMetric('portico_live_subscribers');
  new Gauge({
    name: 'portico_db_pool_connections',
    help: 'PostgreSQL pool connections by state (none on SQLite: one connection).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = read.pool();
      if (!pool) return;
      this.set({ state: 'open' }, pool.size);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'portico_live_subscribers',
    help: 'GraphQL subscriptions being served by this instance.',
    registers: [registry],
    collect() {
      this.set(read.subscribers());
    },
  });
}

/** GET /metrics: this process's metrics for an operator's Prometheus, behind METRICS_TOKEN (Bearer). */
export function operatorMetrics(token: string): RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (req, res) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('unauthorized');
      return;
    }
    const text = cluster.isWorker ? await clusterMetrics() : await registry.metrics();
    res.set('Content-Type', registry.contentType).send(text);
  };
}
