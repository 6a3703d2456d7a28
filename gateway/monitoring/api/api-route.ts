import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { RequestContext } from '../../../src/auth/request-context.js';
import type { Gateway } from '../../gateway.js';
import { apiView, type ApiVersion } from './api-request.js';
import type { ApiView } from './api-table.js';

/** One API version's view of the project: what every handler needs. */
export interface ManagementApi {
  gateway: Gateway;
  version: ApiVersion;
  publicUrl: string;
}

export type ApiHandler = (api: ManagementApi, req: Request, res: Response) => Promise<void>;

/** A path of the Management API and its handler per method, or the address it redirects to. */
export type ApiRoute =
  { path: string | RegExp; methods: Record<string, ApiHandler> } | { path: string; redirectTo: string };

/** Django's cap on request bodies. */
const BODY_LIMIT = '2500kb';

/** What the answers to this caller depend on: the API version and whether its key is read-only. */
export const viewOf = (api: ManagementApi, context: RequestContext): ApiView => ({
  version: api.version,
  publicUrl: api.publicUrl,
  readOnly: context.caller.readOnly,
});

/** The Management API for one version (/api/v1, /api/v2 and /api/v3 differ little). */
export function managementApiRouter(
  gateway: Gateway,
  version: ApiVersion,
  routes: readonly ApiRoute[],
): Router {
  const api: ManagementApi = { gateway, version, publicUrl: gateway.runtime.settings.publicUrl };
  const router = express.Router({ strict: true, caseSensitive: true });
  router.use(express.raw({ type: () => true, limit: BODY_LIMIT }));
  for (const route of routes) {
    if ('redirectTo' in route) {
      router.get(route.path, (req, res) => res.redirect(301, `${req.baseUrl}${route.redirectTo}`));
      continue;
    }
    const methods = Object.entries(route.methods).map(([method, handler]) => [
      method,
      (req: Request, res: Response) => handler(api, req, res),
    ]);
    router.all(route.path, apiView(Object.fromEntries(methods)));
  }
  // Oversized bodies: a clean 413 in the API's format.
  router.use((error: { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type !== 'entity.too.large') return next(error);
    res.set('Access-Control-Allow-Origin', '*').status(413).json({ error: 'request body too large' });
  });
  return router;
}
