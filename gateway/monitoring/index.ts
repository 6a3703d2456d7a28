import type { Router } from 'express';
import type { Gateway } from '../gateway.js';
import type { ApiVersion } from './api/api-request.js';
import { managementApiRouter } from './api/api-route.js';
import { badgeRoutes } from './badges/badges.route.js';
import { channelRoutes } from './channels/channels.route.js';
import { checkRoutes } from './checks/checks.route.js';
import { flipRoutes } from './flips/flips.route.js';
import { pingRoutes } from './pings/pings.route.js';

/** The Management API of one version (/api/v1, /api/v2, /api/v3): every resource's routes. */
export function managementApi(gateway: Gateway, version: ApiVersion): Router {
  return managementApiRouter(gateway, version, [
    ...checkRoutes,
    ...flipRoutes,
    ...pingRoutes,
    ...badgeRoutes,
    ...channelRoutes,
  ]);
}
