import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { httpDuration } from '../../src/observability/metrics.js';
import type { Logger } from '../../src/logger.js';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

const FACADES: [prefix: RegExp, facade: string][] = [
  [/^\/api\/v\d\//, 'management-api'],
  [/^\/ping\//, 'ping'],
  [/^\/(badge|b)\//, 'badge'],
  [/^\/projects\/[^/]+\/(checks\/)?metrics\//, 'prometheus'],
  [/^\/graphql(\/|$)/, 'graphql'],
  [/^\/uploads\//, 'media-files'],
];

/** Which facade a request went to (a label of few values): cms/v2's REST server says so itself. */
const facadeOf = (path: string, res: Response): string =>
  typeof res.locals.facade === 'string'
    ? res.locals.facade
    : (FACADES.find(([prefix]) => prefix.test(path))?.[1] ?? 'other');

/**
 * The route a request matched, never its path (ids and slugs would make labels without end): what the
 * cms/v2 REST server recorded, else Express's matched route, else `unmatched`.
 */
function routeTemplate(req: Request, res: Response): string {
  if (typeof res.locals.routeTemplate === 'string') return res.locals.routeTemplate;
  const route = (req as Request & { route?: { path: unknown } }).route;
  return route ? `${req.baseUrl}${String(route.path)}` : 'unmatched';
}

/**
 * Gives every request an id (the client's X-Request-Id when it is sane), echoes it, and logs one line
 * when the response is finished. Only the path is logged: query strings and headers may hold secrets.
 */
export function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.get('x-request-id');
    const id = incoming && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    res.on('finish', () => {
      const path = req.originalUrl.split('?')[0];
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      logger.info({ reqId: id, method: req.method, path, status: res.statusCode, ms: seconds * 1000 });
      const route = routeTemplate(req, res);
      const labels = {
        facade: facadeOf(path, res),
        route,
        method: req.method,
        status: String(res.statusCode),
      };
      httpDuration.observe(labels, seconds);
    });
    next();
  };
}
