import express, { type Request, type Router } from 'express';
import type { RequestContext } from '../../src/context.js';
import { GRAPHQL_FIELD_NAMES, validateCheckFields } from '../../src/monitoring/check-fields.js';
import type { Gateway } from '../gateway.js';
import { ApiError, apiView, authorize, type ApiVersion } from './api-request.js';
import { apiTimestamp, serializeCheck, type GqlCheck } from './check.serialize.js';
import { serializePing, type GqlPing } from './ping.serialize.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UNIQUE_KEY = '[A-Za-z0-9]{40}';
/** Django's cap on request bodies. */
const BODY_LIMIT = '2500kb';

/**
 * The GraphQL variables for a create or update body. The domain validator runs first so that JSON
 * values of the wrong type get the reference's messages, which GraphQL coercion would not give.
 */
function checkVariables(body: Record<string, unknown>) {
  const fields = validateCheckFields(body);
  const input: Record<string, unknown> = {};
  for (const [api, graphql] of Object.entries(GRAPHQL_FIELD_NAMES)) {
    const value = fields[api as keyof typeof fields];
    if (value !== undefined) input[graphql] = value;
  }
  return { input, unique: fields.unique?.map((field) => field.toUpperCase()) };
}

/** The Management API's check routes for one version (/api/v1, /api/v2 and /api/v3 differ little). */
export function checksRouter(gateway: Gateway, version: ApiVersion): Router {
  const router = express.Router({ strict: true, caseSensitive: true });
  const { operations } = gateway;
  const publicUrl = gateway.runtime.settings.publicUrl;
  router.use(express.raw({ type: () => true, limit: BODY_LIMIT }));

  const shape = (check: GqlCheck, context: RequestContext) =>
    serializeCheck(check, version, publicUrl, context.caller.readOnly);

  /** Runs a mutation on one check; the check's existence and owner are checked before the body. */
  async function mutateOne(
    req: Request,
    operation: string,
    field: string,
    variables: Record<string, unknown>,
  ) {
    const { context } = await authorize(gateway, req, 'write');
    const data = await operations.run<Record<string, GqlCheck>>(
      operation,
      { id: req.params.id, ...variables },
      context,
    );
    return shape(data[field], context);
  }

  router.get('/checks', (req, res) => {
    res.redirect(301, `${req.baseUrl}/checks/`);
  });

  router.all(
    '/checks/',
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'read');
        const tags = ([] as unknown[]).concat(req.query.tag ?? []).map(String);
        const slug = typeof req.query.slug === 'string' && req.query.slug !== '' ? req.query.slug : undefined;
        const data = await operations.run<{ checks: { nodes: GqlCheck[] } }>(
          'ApiListChecks',
          { tag: tags, slug },
          context,
        );
        res.json({ checks: data.checks.nodes.map((check) => shape(check, context)) });
      },
      POST: async (req, res) => {
        const { context, body } = await authorize(gateway, req, 'write');
        const data = await operations.run<{ createCheck: { created: boolean; check: GqlCheck } }>(
          'ApiCreateCheck',
          { ...checkVariables(body), slugFromName: version < 3 },
          context,
        );
        res.status(data.createCheck.created ? 201 : 200).json(shape(data.createCheck.check, context));
      },
    }),
  );

  router.all(
    new RegExp(`^/checks/(?<id>${UUID})$`),
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'read');
        const data = await operations.run<{ check: GqlCheck }>('ApiGetCheck', { id: req.params.id }, context);
        res.json(shape(data.check, context));
      },
      POST: async (req, res) => {
        const { context, body } = await authorize(gateway, req, 'write');
        let variables;
        try {
          variables = checkVariables(body);
        } catch (invalid) {
          // The reference answers 404/403 for the check before it looks at the body.
          await operations.run('ApiGetCheck', { id: req.params.id }, context);
          throw invalid;
        }
        const data = await operations.run<{ updateCheck: GqlCheck }>(
          'ApiUpdateCheck',
          { id: req.params.id, input: variables.input, slugFromName: version < 3 },
          context,
        );
        res.json(shape(data.updateCheck, context));
      },
      DELETE: async (req, res) => {
        res.json(await mutateOne(req, 'ApiDeleteCheck', 'deleteCheck', {}));
      },
    }),
  );

  router.all(
    new RegExp(`^/checks/(?<id>${UNIQUE_KEY})$`),
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'read');
        const data = await operations.run<{ check: GqlCheck }>(
          'ApiGetCheck',
          { uniqueKey: req.params.id },
          context,
        );
        res.json(shape(data.check, context));
      },
    }),
  );

  router.all(
    new RegExp(`^/checks/(?<id>${UUID})/pause$`),
    apiView({
      POST: async (req, res) => void res.json(await mutateOne(req, 'ApiPauseCheck', 'pauseCheck', {})),
    }),
  );
  router.all(
    new RegExp(`^/checks/(?<id>${UUID})/resume$`),
    apiView({
      POST: async (req, res) => void res.json(await mutateOne(req, 'ApiResumeCheck', 'resumeCheck', {})),
    }),
  );

  /** start/end are UNIX timestamps up to 10^10, seconds a whole number; anything else is refused. */
  function flipWindow(query: Request['query']) {
    const window: Record<string, unknown> = {};
    for (const name of ['start', 'end', 'seconds'] as const) {
      const raw = query[name];
      if (raw === undefined) continue;
      if (typeof raw !== 'string' || !/^\d{1,11}$/.test(raw)) return null;
      const value = Number(raw);
      if (name === 'seconds') window.seconds = value;
      else if (value > 10_000_000_000) return null;
      else window[name] = new Date(value * 1000).toISOString();
    }
    return window;
  }

  router.all(
    new RegExp(`^/checks/(?<id>${UUID}|${UNIQUE_KEY})/flips/$`),
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'read');
        const id = req.params.id;
        const ref = id.length === 40 ? { uniqueKey: id } : { id };
        const window = flipWindow(req.query);
        if (!window) {
          await operations.run('ApiGetCheck', ref, context);
          throw new ApiError(400, 'invalid query');
        }
        const data = await operations.run<{ check: { flips: { timestamp: string; newStatus: string }[] } }>(
          'ApiListFlips',
          { ...ref, ...window },
          context,
        );
        const flips = data.check.flips.map((flip) => ({
          timestamp: apiTimestamp(flip.timestamp),
          up: flip.newStatus === 'up' ? 1 : 0,
        }));
        // v3 answers a bare array (the seed); v1 and v2 keep the reference's wrapper.
        res.json(version === 3 ? flips : { flips });
      },
    }),
  );

  router.all(
    new RegExp(`^/checks/(?<id>${UUID})/pings/$`),
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'write');
        const data = await operations.run<{ check: { pings: GqlPing[] } }>(
          'ApiListPings',
          { id: req.params.id },
          context,
        );
        const checkUrl = `${publicUrl}/api/v${version}/checks/${req.params.id}`;
        res.json({ pings: data.check.pings.map((ping) => serializePing(ping, checkUrl)) });
      },
    }),
  );

  router.all(
    new RegExp(`^/checks/(?<id>${UUID})/pings/(?<n>\\d{1,9})/body$`),
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'write');
        const data = await operations.run<{ check: { ping: { bodyBase64: string | null } | null } }>(
          'ApiPingBody',
          { id: req.params.id, n: Number(req.params.n) },
          context,
        );
        const body = data.check.ping?.bodyBase64;
        if (!body) throw new ApiError(404, 'not found');
        // The stored bytes as they came, binary included: text/plain without a charset.
        res.setHeader('Content-Type', 'text/plain');
        res.send(Buffer.from(body, 'base64'));
      },
    }),
  );

  router.all(
    '/badges/',
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'read');
        const data = await operations.run<{ badges: ({ tag: string } & Record<string, string>)[] }>(
          'ApiListBadges',
          {},
          context,
        );
        res.json({ badges: Object.fromEntries(data.badges.map(({ tag, ...urls }) => [tag, urls])) });
      },
    }),
  );

  router.all(
    '/channels/',
    apiView({
      GET: async (req, res) => {
        const { context } = await authorize(gateway, req, 'write');
        const data = await operations.run<{ channels: { id: string; name: string; kind: string }[] }>(
          'ApiListChannels',
          {},
          context,
        );
        res.json({
          channels: data.channels.map(({ id, name, kind }) => ({ id, name, kind: kind.toLowerCase() })),
        });
      },
    }),
  );

  // Oversized bodies: a clean 413 in the API's format.
  router.use((error: { type?: string }, _req: Request, res: express.Response, next: express.NextFunction) => {
    if (error.type !== 'entity.too.large') return next(error);
    res.set('Access-Control-Allow-Origin', '*').status(413).json({ error: 'request body too large' });
  });
  return router;
}
