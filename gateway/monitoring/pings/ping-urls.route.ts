import express, { type Request, type Response, type Router } from 'express';
import { DatabaseFault, DomainError } from '../../../src/errors.js';
import { exitStatusArgument } from '../../../src/monitoring/pings/ping-rules.js';
import type { Gateway } from '../../gateway.js';
import type { PingSignal, RecordPingInput } from '../../schema-types.generated.js';
import { RecordPingDocument } from './pings.generated.js';
import { UUID } from '../uuid-path.js';

const SLUG = '[-a-zA-Z0-9_]+';
const SIGNAL = '(?<signal>start|fail|log|\\d+)';
const SIGNALS: Record<string, PingSignal> = { start: 'start', fail: 'fail', log: 'log' };
/** Django's upload cap, raised to PING_BODY_LIMIT when that is larger. */
const REQUEST_CAP = 2.5 * 1024 * 1024;

const NO_CACHE = {
  'Cache-Control': 'max-age=0, no-cache, no-store, must-revalidate, private',
  Expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
};

function plain(res: Response, status: number, body: string, headers: Record<string, string> = {}): void {
  res.status(status).set(headers).type('text/plain; charset=utf-8').send(body);
}

/**
 * The ping URLs: `/ping/<uuid>[/start|/fail|/log|/<exit status>]` and the same under
 * `/ping/<ping key>/<slug>`, any HTTP method. The answer is sent only after the ping is committed.
 */
export function pingRouter(gateway: Gateway): Router {
  const router = express.Router({ strict: true, caseSensitive: true });
  const { pingBodyLimit } = gateway.runtime.settings;
  const limit = Math.max(REQUEST_CAP, pingBodyLimit);
  router.use(express.raw({ type: () => true, limit }));

  /** Which check a ping URL names. */
  type Target = Pick<RecordPingInput, 'uuid' | 'pingKey' | 'slug' | 'create'>;

  async function ping(req: Request, res: Response, target: Target) {
    const signal = String(req.params.signal ?? '');
    const exitStatus = /^\d+$/.test(signal) ? Number(signal) : null;
    const body = Buffer.isBuffer(req.body) && req.body.length ? req.body : null;
    const query = req.query as Record<string, unknown>;
    const input = {
      ...target,
      signal: SIGNALS[signal] ?? 'success',
      exitStatus: exitStatus === null ? null : exitStatusArgument(exitStatus),
      rid: typeof query.rid === 'string' ? query.rid : null,
      method: req.method,
      userAgent: req.get('user-agent') ?? '',
      body,
    };
    try {
      const context = await gateway.context(req, {});
      const { recordPing } = await gateway.operations.run(RecordPingDocument, { input }, context);
      const headers = {
        'Access-Control-Allow-Origin': '*',
        'Ping-Body-Limit': String(pingBodyLimit),
        ...NO_CACHE,
      };
      plain(res, recordPing.created ? 201 : 200, recordPing.created ? 'Created' : 'OK', headers);
    } catch (error) {
      if (error instanceof DatabaseFault)
        return plain(res, error.status, error.message, { ...NO_CACHE, ...error.headers });
      if (!(error instanceof DomainError)) throw error;
      plain(res, error.status, error.message, NO_CACHE);
    }
  }

  router.all(new RegExp(`^/(?<uuid>${UUID})/?$`), (req, res) =>
    ping(req, res, { uuid: String(req.params.uuid) }),
  );
  router.all(new RegExp(`^/(?<uuid>${UUID})/${SIGNAL}$`), (req, res) =>
    ping(req, res, { uuid: String(req.params.uuid) }),
  );
  router.all(new RegExp(`^/(?<pingKey>${SLUG})/(?<slug>${SLUG})(?:/${SIGNAL})?$`), (req, res) =>
    ping(req, res, {
      pingKey: String(req.params.pingKey),
      slug: String(req.params.slug),
      create: (req.query as Record<string, unknown>).create === '1',
    }),
  );

  router.use((_req: Request, res: Response) => plain(res, 404, 'not found'));
  router.use((error: { type?: string }, _req: Request, res: Response, next: express.NextFunction) => {
    if (error.type !== 'entity.too.large') return next(error);
    plain(res, 400, 'request body too large');
  });
  return router;
}
