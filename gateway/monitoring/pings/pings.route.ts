import type { Request, Response } from 'express';
import { ApiError, authorize } from '../api/api-request.js';
import { viewOf, type ApiRoute, type ManagementApi } from '../api/api-route.js';
import { checkId } from '../checks/check-ref.js';
import { UUID } from '../uuid-path.js';
import { PING_TABLE } from './ping.fields.js';
import { ApiListPingsDocument, ApiPingBodyDocument } from './pings.generated.js';

async function listPings(api: ManagementApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'write');
  const data = await api.gateway.operations.run(ApiListPingsDocument, { id: checkId(req) }, context);
  const view = { ...viewOf(api, context), checkId: checkId(req) };
  res.json({ pings: data.check.pings.map((ping) => PING_TABLE.show(ping, view)) });
}

async function getPingBody(api: ManagementApi, req: Request, res: Response) {
  const { context } = await authorize(api.gateway, req, 'write');
  const variables = { id: checkId(req), n: Number(req.params.n) };
  const data = await api.gateway.operations.run(ApiPingBodyDocument, variables, context);
  const body = data.check.ping?.bodyBase64;
  if (!body) throw new ApiError(404, 'not found');
  // The stored bytes as they came, binary included: text/plain without a charset.
  res.setHeader('Content-Type', 'text/plain');
  res.send(Buffer.from(body, 'base64'));
}

/** A check's pings as the Management API lists them (the ping URLs are ping-urls.route.ts). */
export const pingRoutes: ApiRoute[] = [
  { path: new RegExp(`^/checks/(?<id>${UUID})/pings/$`), methods: { GET: listPings } },
  { path: new RegExp(`^/checks/(?<id>${UUID})/pings/(?<n>\\d{1,9})/body$`), methods: { GET: getPingBody } },
];
