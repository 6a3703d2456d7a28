import { Router } from 'express';
import { POST_TYPES } from '../../src/content/content-model/post-type-registry.js';
import { postRevisionRoutes } from './revisions/revisions.route.js';
import type { Gateway } from '../gateway.js';
import { RestServer } from './rest/rest-server.js';
import { applicationPasswordRoutes } from './users/application-passwords.route.js';
import { batchRoutes } from './batch/batch.route.js';
import { contentModelRoutes } from './content-model/content-model.route.js';
import { discoveryRoutes } from './discovery/discovery.route.js';
import { mediaRoutes } from './media/media.route.js';
import { menuItemRoutes } from './menu-items/menu-items.route.js';
import { oembedRoutes } from './oembed/oembed.route.js';
import { postRoutes } from './posts/posts.route.js';
import { settingsRoutes } from './settings/settings.route.js';
import { globalStylesRoutes } from './themes/global-styles.route.js';
import { themesRoutes } from './themes/themes.route.js';
import { searchRoutes } from './search/search.route.js';
import { patternsRoutes } from './patterns/patterns.route.js';
import { blockTypesRoutes } from './block-types/block-types.route.js';
import { templateRoutes } from './templates/templates.route.js';
import { termRoutes } from './terms/terms.route.js';
import { uploadsRouter } from './media/uploads.route.js';
import { userRoutes } from './users/users.route.js';

/** The cms/v2 REST facade, reached at `?rest_route=` and `/cms-json/`, and the site's uploads. */
export function contentFacade(gateway: Gateway): Router {
  const server: RestServer = new RestServer(gateway, [
    ...discoveryRoutes(gateway, () => server.allRoutes()),
    ...batchRoutes(() => server),
    ...oembedRoutes(gateway),
    // Each post type's routes, then its revisions' and autosaves', in the reference's order.
    ...Object.values(POST_TYPES).flatMap((type) => [
      ...postRoutes(gateway, type),
      ...postRevisionRoutes(gateway, type),
    ]),
    ...mediaRoutes(gateway),
    ...menuItemRoutes(gateway),
    ...templateRoutes(gateway),
    ...termRoutes(gateway),
    ...userRoutes(gateway),
    ...applicationPasswordRoutes(gateway),
    ...contentModelRoutes(gateway),
    ...settingsRoutes(gateway),
    ...themesRoutes(gateway),
    ...globalStylesRoutes(gateway),
    ...searchRoutes(gateway),
    ...patternsRoutes(gateway),
    ...blockTypesRoutes(gateway),
  ]);
  const router = Router();
  router.use(server.middleware());
  router.use('/uploads', uploadsRouter(gateway));
  return router;
}
