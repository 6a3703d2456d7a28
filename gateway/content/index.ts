import type { RequestHandler } from 'express';
import type { Gateway } from '../gateway.js';
import { RestServer } from './dispatcher.js';
import { postRoutes } from './posts.route.js';

/** The cms/v2 REST facade, reached at `?rest_route=` and `/cms-json/`. */
export function contentFacade(gateway: Gateway): RequestHandler {
  return new RestServer(gateway, [...postRoutes(gateway)]).middleware();
}
