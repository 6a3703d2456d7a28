import express, { type Router } from 'express';
import type { Gateway } from '../gateway.js';

/**
 * `{site_url}/uploads/YYYY/MM/<file>`: the stored media files (Portico decision 10), with the type
 * their extension names (uploads are stored under the extension of their real type). No listings.
 */
export function uploadsRouter(gateway: Gateway): Router {
  const router = express.Router();
  router.use(
    express.static(gateway.runtime.settings.mediaDir, {
      index: false,
      dotfiles: 'ignore',
      redirect: false,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
  return router;
}
