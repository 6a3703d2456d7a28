import express, { type Router } from 'express';
import { accountsRouter } from './accounts/accounts.route.js';
import { passwordResetRouter } from './accounts/password-reset.route.js';
import { twoFactorRouter } from './accounts/two-factor.route.js';
import type { Runtime } from '../src/runtime.js';
import { contentFacade } from './content/index.js';
import { dashboardRouter } from './dashboard/dashboard.route.js';
import { editorRouter } from './editor/editor.route.js';
import { createGateway } from './gateway.js';
import { managementApi } from './monitoring/index.js';
import { badgeRouter } from './monitoring/badges/badge-images.route.js';
import { pingRouter } from './monitoring/pings/ping-urls.route.js';
import { prometheusRouter } from './monitoring/prometheus/prometheus.route.js';
import { mountStatusRoute } from './monitoring/status/status.route.js';
import { snoozeRouter } from './monitoring/snooze/snooze.route.js';
import { markRouter } from './pages/mark.route.js';
import { sitePagesRouter } from './pages/site-pages.route.js';
import { assetsRouter, loadAssets } from './web-apps/assets.js';

/** All REST facades, each a thin layer that runs GraphQL operations and shapes the legacy wire format. */
export function gatewayRouter(runtime: Runtime): Router {
  const gateway = createGateway(runtime);
  const router = express.Router({ caseSensitive: true, strict: true });
  router.use(contentFacade(gateway));
  router.use(sitePagesRouter(gateway));
  router.use(accountsRouter(gateway));
  router.use(passwordResetRouter(gateway));
  router.use(twoFactorRouter(gateway));
  router.use(snoozeRouter(gateway));
  const assets = loadAssets();
  router.use(assetsRouter(assets));
  router.use(dashboardRouter(gateway, assets));
  router.use(editorRouter(gateway, assets));
  mountStatusRoute(router, gateway);
  router.use('/ping', pingRouter(gateway));
  router.use(badgeRouter(gateway));
  router.use(prometheusRouter(gateway));
  router.use(markRouter());
  for (const version of [1, 2, 3] as const) router.use(`/api/v${version}`, managementApi(gateway, version));
  return router;
}
