import type { Request, Response } from 'express';
import { ApiError, authorize } from '../api/api-request.js';
import { viewOf, type ApiRoute, type ManagementApi } from '../api/api-route.js';
import { ApiGetCheckDocument } from '../checks/checks.generated.js';
import { checkRef, UNIQUE_KEY } from '../checks/check-ref.js';
import { UUID } from '../uuid-path.js';
import { FLIP_TABLE } from './flip.fields.js';
import { ApiListFlipsDocument } from './flips.generated.js';

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

async function listFlips(api: ManagementApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'read');
  const window = flipWindow(req.query);
  if (!window) {
    // The reference answers 404/403 for the check before it looks at the query.
    await api.gateway.operations.run(ApiGetCheckDocument, checkRef(req), context);
    throw new ApiError(400, 'invalid query');
  }
  const variables = { ...checkRef(req), ...window };
  const data = await api.gateway.operations.run(ApiListFlipsDocument, variables, context);
  const flips = data.check.flips.map((flip) => FLIP_TABLE.show(flip, viewOf(api, context)));
  // v3 answers a bare array (the seed); v1 and v2 keep the reference's wrapper.
  res.json(api.version === 3 ? flips : { flips });
}

export const flipRoutes: ApiRoute[] = [
  { path: new RegExp(`^/checks/(?<id>${UUID}|${UNIQUE_KEY})/flips/$`), methods: { GET: listFlips } },
];
