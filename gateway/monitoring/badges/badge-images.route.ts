import express, { type Request, type Response, type Router } from 'express';
import { DomainError } from '../../../src/errors.js';
import type { Gateway } from '../../gateway.js';
import { type BadgeFragment, CheckBadgeDocument, TagBadgeDocument } from './badges.generated.js';
import { badgeSvg } from './badge-svg.js';

const FORMAT = '(?<format>svg|json|shields)';
const SHIELDS_COLORS: Record<string, string> = { up: 'success', late: 'important', down: 'critical' };

function send(res: Response, badge: BadgeFragment | null, format: string): void {
  res.set({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
  if (!badge) {
    res.status(404).type('text/plain; charset=utf-8').send('not found');
  } else if (format === 'svg') {
    res.type('image/svg+xml').send(badgeSvg(badge.label, badge.status));
  } else if (format === 'json') {
    res.json({ status: badge.status, total: badge.total, grace: badge.grace, down: badge.down });
  } else {
    const color = SHIELDS_COLORS[badge.status];
    res.json({ schemaVersion: 1, label: badge.label, message: badge.status, color });
  }
}

/** `/badge/<key>/<signature>[-2][/<tag>].<format>` and `/b/<2|3>/<check badge key>.<format>`. */
export function badgeRouter(gateway: Gateway): Router {
  const router = express.Router({ strict: true, caseSensitive: true });
  const view =
    (run: (req: Request) => Promise<BadgeFragment | null>) => async (req: Request, res: Response) => {
      if (req.method === 'OPTIONS') {
        res
          .set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, OPTIONS' })
          .status(204)
          .end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res
          .status(405)
          .set('Allow', 'GET, OPTIONS')
          .type('text/plain; charset=utf-8')
          .send('method not allowed');
        return;
      }
      let badge: BadgeFragment | null;
      try {
        badge = await run(req);
      } catch (error) {
        // A key no database could hold (PostgreSQL refuses NUL) names no badge either.
        if (!(error instanceof DomainError)) throw error;
        badge = null;
      }
      send(res, badge, String(req.params.format));
    };
  const context = (req: Request) => gateway.context(req, {});

  router.all(
    new RegExp(`^/badge/(?<badgeKey>[^/]+)/(?<signature>[^/.]+)(?:/(?<tag>[^/]+))?\\.${FORMAT}$`),
    view(async (req) => {
      const signature = String(req.params.signature);
      // Tags are quoted twice in badge URLs (`db@dc1` → `db%2540dc1`); Express undid one.
      let tag: string;
      try {
        tag = req.params.tag ? decodeURIComponent(String(req.params.tag)) : '*';
      } catch {
        return null;
      }
      const variables = {
        badgeKey: String(req.params.badgeKey),
        signature,
        tag,
        threeState: !(signature.length === 10 && signature.endsWith('-2')),
      };
      const data = await gateway.operations.run(TagBadgeDocument, variables, await context(req));
      return data.tagBadge;
    }),
  );
  router.all(
    new RegExp(`^/b/(?<states>\\d{1,9})/(?<badgeKey>[0-9a-f-]{36})\\.${FORMAT}$`),
    view(async (req) => {
      const variables = {
        badgeKey: String(req.params.badgeKey),
        threeState: Number(req.params.states) === 3,
      };
      const data = await gateway.operations.run(CheckBadgeDocument, variables, await context(req));
      return data.checkBadge;
    }),
  );
  return router;
}
