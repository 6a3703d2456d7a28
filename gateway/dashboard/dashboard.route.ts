import express, { type Router } from 'express';
import type { Gateway } from '../gateway.js';
import { sendAppPage } from '../web-apps/app-page.js';
import type { Assets } from '../web-apps/assets.js';

/** The dashboard's addresses (Healthchecks' address of a check's page among them); the client routes. */
const PAGES = [
  '/projects/',
  '/projects/:project/',
  '/projects/:project/integrations/',
  '/projects/:project/members/',
  '/checks/:check/details/',
];

/**
 * The monitoring dashboard: a page that loads one script and one style sheet of this site and talks to
 * `/graphql` (and its WebSocket) with the session's nonce. Nothing inline, nothing from other hosts.
 */
function policy(publicUrl: string): string {
  const origin = new URL(publicUrl);
  const socket = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${origin.origin}`,
    `connect-src 'self' ${socket}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The dashboard's pages for a signed-in user (others go to the sign-in form and come back). */
export function dashboardRouter(gateway: Gateway, assets: Assets | null): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const page = {
    entry: 'dashboard',
    title: 'Portico',
    policy: policy(gateway.runtime.settings.publicUrl),
    noscript: 'The dashboard needs JavaScript.',
  };
  router.get(PAGES, (req, res) => sendAppPage(gateway, assets, req, res, page));
  return router;
}
