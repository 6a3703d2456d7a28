import express, { type Request, type Response, type Router } from 'express';
import type { RequestContext } from '../../src/auth/request-context.js';
import type { UniqueField } from '../../src/monitoring/check-fields.js';
import type { Gateway } from '../gateway.js';
import type { Operation } from '../operations.js';
import * as op from '../operations.generated.js';
import { ApiError, apiView, authorize, type ApiVersion } from './api-request.js';
import type { ApiView } from './api-table.js';
import { CHANNEL_TABLE } from './channel.fields.js';
import { CHECK_TABLE } from './check.fields.js';
import { FLIP_TABLE } from './flip.fields.js';
import { PING_TABLE } from './ping.fields.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UNIQUE_KEY = '[A-Za-z0-9]{40}';
/** Django's cap on request bodies. */
const BODY_LIMIT = '2500kb';

/** One API version's view of the checks: what every handler needs. */
interface ChecksApi {
  gateway: Gateway;
  version: ApiVersion;
  publicUrl: string;
}

type Handler = (api: ChecksApi, req: Request, res: Response) => Promise<void>;

const checkId = (req: Request) => String(req.params.id);

/** A UUID or, for read-only keys, a check's unique key: the two ways the API names a check. */
const checkRef = (req: Request) =>
  checkId(req).length === 40 ? { uniqueKey: checkId(req) } : { id: checkId(req) };

/** What the answers to this caller depend on: the API version and whether its key is read-only. */
const viewOf = (api: ChecksApi, context: RequestContext): ApiView => ({
  version: api.version,
  publicUrl: api.publicUrl,
  readOnly: context.caller.readOnly,
});

const shape = (api: ChecksApi, check: op.ApiCheckFragment, context: RequestContext) =>
  CHECK_TABLE.show(check, viewOf(api, context));

/**
 * The GraphQL variables for a create or update body. It is checked against the check's schema first so
 * that JSON values of the wrong type get the reference's messages, which GraphQL coercion would not give.
 */
function checkVariables(body: Record<string, unknown>) {
  CHECK_TABLE.validate(body);
  // Validated above, field by field, into the types CheckInput and CheckUniqueField declare.
  const input = CHECK_TABLE.input(body) as op.CheckInput;
  const unique = (body.unique as UniqueField[] | undefined)?.map(
    (field) => field.toUpperCase() as op.CheckUniqueField,
  );
  return { input, unique };
}

async function listChecks(api: ChecksApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const tag = ([] as unknown[]).concat(req.query.tag ?? []).map(String);
  const slug = typeof req.query.slug === 'string' && req.query.slug !== '' ? req.query.slug : undefined;
  const data = await api.gateway.operations.run(op.ApiListChecksDocument, { tag, slug }, context);
  res.json({ checks: data.checks.nodes.map((check) => shape(api, check, context)) });
}

async function createCheck(api: ChecksApi, req: Request, res: Response) {
  const { context, body } = await authorize(api.gateway, req, 'write');
  const variables = { ...checkVariables(body), slugFromName: api.version < 3 };
  const { createCheck } = await api.gateway.operations.run(op.ApiCreateCheckDocument, variables, context);
  res.status(createCheck.created ? 201 : 200).json(shape(api, createCheck.check, context));
}

async function getCheck(api: ChecksApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const data = await api.gateway.operations.run(op.ApiGetCheckDocument, checkRef(req), context);
  res.json(shape(api, data.check, context));
}

async function updateCheck(api: ChecksApi, req: Request, res: Response) {
  const { context, body } = await authorize(api.gateway, req, 'write');
  let input;
  try {
    input = checkVariables(body).input;
  } catch (invalid) {
    // The reference answers 404/403 for the check before it looks at the body.
    await api.gateway.operations.run(op.ApiGetCheckDocument, checkRef(req), context);
    throw invalid;
  }
  const variables = { id: checkId(req), input, slugFromName: api.version < 3 };
  const data = await api.gateway.operations.run(op.ApiUpdateCheckDocument, variables, context);
  res.json(shape(api, data.updateCheck, context));
}

/** A mutation of one check that takes nothing but its id; answers the check as it is afterwards. */
function checkMutation<Result>(
  operation: Operation<Result, { id: string }>,
  changed: (data: Result) => op.ApiCheckFragment,
): Handler {
  return async (api, req, res) => {
    const { context } = await authorize(api.gateway, req, 'write');
    const data = await api.gateway.operations.run(operation, { id: checkId(req) }, context);
    res.json(shape(api, changed(data), context));
  };
}

const deleteCheck = checkMutation(op.ApiDeleteCheckDocument, (data) => data.deleteCheck);
const pauseCheck = checkMutation(op.ApiPauseCheckDocument, (data) => data.pauseCheck);
const resumeCheck = checkMutation(op.ApiResumeCheckDocument, (data) => data.resumeCheck);

/** start/end are UNIX timestamps up to 10^10, seconds a whole number; anything else is refused. */
function flipWindow(query: Request['query']) {
  const window: { start?: string; end?: string; seconds?: number } = {};
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

async function listFlips(api: ChecksApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const window = flipWindow(req.query);
  if (!window) {
    await api.gateway.operations.run(op.ApiGetCheckDocument, checkRef(req), context);
    throw new ApiError(400, 'invalid query');
  }
  const variables = { ...checkRef(req), ...window };
  const data = await api.gateway.operations.run(op.ApiListFlipsDocument, variables, context);
  const flips = data.check.flips.map((flip) => FLIP_TABLE.show(flip, viewOf(api, context)));
  // v3 answers a bare array (the seed); v1 and v2 keep the reference's wrapper.
  res.json(api.version === 3 ? flips : { flips });
}

async function listPings(api: ChecksApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'write');
  const data = await api.gateway.operations.run(op.ApiListPingsDocument, { id: checkId(req) }, context);
  const view = { ...viewOf(api, context), checkId: checkId(req) };
  res.json({ pings: data.check.pings.map((ping) => PING_TABLE.show(ping, view)) });
}

async function getPingBody(api: ChecksApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'write');
  const variables = { id: checkId(req), n: Number(req.params.n) };
  const data = await api.gateway.operations.run(op.ApiPingBodyDocument, variables, context);
  const body = data.check.ping?.bodyBase64;
  if (!body) throw new ApiError(404, 'not found');
  // The stored bytes as they came, binary included: text/plain without a charset.
  res.setHeader('Content-Type', 'text/plain');
  res.send(Buffer.from(body, 'base64'));
}

async function listBadges(api: ChecksApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const data = await api.gateway.operations.run(op.ApiListBadgesDocument, {}, context);
  res.json({ badges: Object.fromEntries(data.badges.map(({ tag, ...urls }) => [tag, urls])) });
}

async function listChannels(api: ChecksApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'write');
  const data = await api.gateway.operations.run(op.ApiListChannelsDocument, {}, context);
  res.json({ channels: data.channels.map((channel) => CHANNEL_TABLE.show(channel, viewOf(api, context))) });
}

/** The Management API's check routes for one version (/api/v1, /api/v2 and /api/v3 differ little). */
export function checksRouter(gateway: Gateway, version: ApiVersion): Router {
  const api: ChecksApi = { gateway, version, publicUrl: gateway.runtime.settings.publicUrl };
  const bind = (handler: Handler) => (req: Request, res: Response) => handler(api, req, res);
  const router = express.Router({ strict: true, caseSensitive: true });
  router.use(express.raw({ type: () => true, limit: BODY_LIMIT }));

  router.get('/checks', (req, res) => res.redirect(301, `${req.baseUrl}/checks/`));
  router.all('/checks/', apiView({ GET: bind(listChecks), POST: bind(createCheck) }));
  router.all(
    new RegExp(`^/checks/(?<id>${UUID})$`),
    apiView({ GET: bind(getCheck), POST: bind(updateCheck), DELETE: bind(deleteCheck) }),
  );
  router.all(new RegExp(`^/checks/(?<id>${UNIQUE_KEY})$`), apiView({ GET: bind(getCheck) }));
  router.all(new RegExp(`^/checks/(?<id>${UUID})/pause$`), apiView({ POST: bind(pauseCheck) }));
  router.all(new RegExp(`^/checks/(?<id>${UUID})/resume$`), apiView({ POST: bind(resumeCheck) }));
  router.all(new RegExp(`^/checks/(?<id>${UUID}|${UNIQUE_KEY})/flips/$`), apiView({ GET: bind(listFlips) }));
  router.all(new RegExp(`^/checks/(?<id>${UUID})/pings/$`), apiView({ GET: bind(listPings) }));
  router.all(
    new RegExp(`^/checks/(?<id>${UUID})/pings/(?<n>\\d{1,9})/body$`),
    apiView({ GET: bind(getPingBody) }),
  );
  router.all('/badges/', apiView({ GET: bind(listBadges) }));
  router.all('/channels/', apiView({ GET: bind(listChannels) }));

  // Oversized bodies: a clean 413 in the API's format.
  router.use((error: { type?: string }, _req: Request, res: express.Response, next: express.NextFunction) => {
    if (error.type !== 'entity.too.large') return next(error);
    res.set('Access-Control-Allow-Origin', '*').status(413).json({ error: 'request body too large' });
  });
  return router;
}
