import type { Router } from 'express';
import type { Gateway } from '../../gateway.js';
import { ServiceStatusDocument } from './status.generated.js';

/** `/api/vN/status/`: any method, no auth, no CORS; "OK" once a real database query answered. */
export function mountStatusRoute(router: Router, gateway: Gateway): void {
  router.all(/^\/api\/v[123]\/status\/$/, async (req, res, next) => {
    try {
      await gateway.operations.run(ServiceStatusDocument, {}, await gateway.context(req, {}));
      res.status(200).type('text/html; charset=utf-8').send('OK');
    } catch (error) {
      next(error);
    }
  });
}
