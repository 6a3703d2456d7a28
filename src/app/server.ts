import express, { type Express } from 'express';
import { gatewayRouter } from '../../gateway/index.js';
import { accessLog } from '../../gateway/http/access-log.js';
import { errorJson, notFoundJson } from '../../gateway/http/fallback.js';
import { LOCK_WAIT_MS, withLockDeadline } from '../db/deadline.js';
import { graphqlRouter } from './graphql-http.js';
import { operatorMetrics } from '../observability/metrics.js';
import type { Runtime } from '../runtime.js';

export interface PorticoApp {
  app: Express;
  /** Stops Apollo; the HTTP server and the database are closed by the caller. */
  stop: () => Promise<void>;
}

/** The Express app: request log, /graphql, the REST facades, then JSON 404 and error fallbacks. */
export async function createApp(runtime: Runtime): Promise<PorticoApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'extended');
  // However many transactions a request queues behind, it waits for the write lock LOCK_WAIT_MS from
  // its arrival at most (then it is a 503): no request outlasts a lock held elsewhere by much.
  app.use((_req, _res, next) => withLockDeadline(Date.now() + LOCK_WAIT_MS, next));
  // Express 5's req.query is a getter that parses the query string again on each read (a facade
  // request reads it several times): parsed once here, kept as the request's own value.
  app.use((req, _res, next) => {
    Object.defineProperty(req, 'query', { value: req.query, writable: true, configurable: true });
    next();
  });
  app.use(accessLog(runtime.logger));
  if (runtime.settings.metricsToken) app.get('/metrics', operatorMetrics(runtime.settings.metricsToken));
  const graphql = await graphqlRouter(runtime);
  app.use(graphql.router);
  app.use(gatewayRouter(runtime));
  app.use(notFoundJson);
  app.use(errorJson(runtime.logger));
  return { app, stop: graphql.stop };
}
