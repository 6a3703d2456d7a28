import { Router } from 'express';
import type { Gateway } from '../gateway.js';
import { RestServer } from './rest-server.js';
import { applicationPasswordRoutes } from './application-passwords.route.js';
import { batchRoutes } from './batch.route.js';
import { contentModelRoutes } from './content-model.route.js';
import { discoveryRoutes } from './discovery.route.js';
import { mediaRoutes } from './media.route.js';
import { menuItemRoutes } from './menu-items.route.js';
import { oembedRoutes } from './oembed.route.js';
import { postRoutes } from './posts.route.js';
import { templateRoutes } from './templates.route.js';
import { termRoutes } from './terms.route.js';
import { uploadsRouter } from './uploads.route.js';
import { userRoutes } from './users.route.js';

/** The cms/v2 REST facade, reached at `?rest_route=` and `/cms-json/`, and the site's uploads. */
export function contentFacade(gateway: Gateway): Router {
  const server: RestServer = new RestServer(gateway, [
    ...discoveryRoutes(gateway, () => server.allRoutes()),
    ...batchRoutes(() => server),
    ...oembedRoutes(gateway),
    ...postRoutes(gateway),
    ...mediaRoutes(gateway),
    ...menuItemRoutes(gateway),
    ...templateRoutes(gateway),
    ...termRoutes(gateway),
    ...userRoutes(gateway),
    ...applicationPasswordRoutes(gateway),
    ...contentModelRoutes(gateway),
  ]);
  const router = Router();
  router.use(server.middleware());
  router.use('/uploads', uploadsRouter(gateway));
  return router;
}
