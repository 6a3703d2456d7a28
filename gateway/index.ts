import express, { type Router } from 'express';
import type { Runtime } from '../src/runtime.js';
import { createGateway } from './gateway.js';
import { mountStatusRoute } from './monitoring/status.route.js';

/** All REST facades, each a thin layer that runs GraphQL operations and shapes the legacy wire format. */
export function gatewayRouter(runtime: Runtime): Router {
  const gateway = createGateway(runtime);
  const router = express.Router({ caseSensitive: true, strict: true });
  mountStatusRoute(router, gateway);
  return router;
}
