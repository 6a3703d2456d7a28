import express, { type Router } from 'express';
import { sessionCredentials } from '../../src/auth/caller.js';
import { escapeHtml } from '../../src/escape-html.js';
import type { Gateway } from '../gateway.js';
import { loadAssets } from './assets.js';
import { DashboardShellDocument } from './dashboard.generated.js';

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

/**
 * The dashboard's pages for a signed-in user (others go to the sign-in form and come back), and its
 * fingerprinted assets under `/assets/`.
 */
export function dashboardRouter(gateway: Gateway): Router {
  const { publicUrl } = gateway.runtime.settings;
  const base = new URL(publicUrl).pathname.replace(/\/$/, '');
  const assets = loadAssets();
  const csp = policy(publicUrl);
  const router = express.Router({ caseSensitive: true, strict: true });

  router.get('/assets/:file', (req, res, next) => {
    if (!assets?.send(req, res, req.params.file)) next();
  });

  router.get(PAGES, async (req, res) => {
    const context = await gateway.context(req, {
      session: sessionCredentials(req.get('cookie'), undefined, true),
    });
    const { viewer } = await gateway.operations.run(DashboardShellDocument, {}, context);
    const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
    if (!viewer.user || !viewer.nonce)
      return res.set(headers).redirect(303, `${base}/accounts/login/?next=${encodeURIComponent(req.path)}`);
    if (!assets)
      return res.status(503).type('text/plain').send('The dashboard is not built: run `npm run build`.\n');
    const meta = (name: string, value: string) => `<meta name="${name}" content="${escapeHtml(value)}">`;
    res
      .status(200)
      .type('text/html; charset=UTF-8')
      .set({ ...headers, 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' })
      .send(
        `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
          `<meta name="color-scheme" content="light dark">\n<title>Portico</title>\n` +
          `${meta('portico-base', base)}\n${meta('portico-nonce', viewer.nonce)}\n` +
          `${meta('portico-user', viewer.user.displayName || viewer.user.login || '')}\n` +
          `<link rel="icon" href="${escapeHtml(`${base}/favicon.svg`)}" type="image/svg+xml">\n` +
          `<link rel="stylesheet" href="${escapeHtml(`${base}/assets/${assets.names['dashboard.css']}`)}">\n` +
          `<script type="module" src="${escapeHtml(`${base}/assets/${assets.names['dashboard.js']}`)}"></script>\n` +
          `</head>\n<body>\n<div id="app"></div>\n` +
          `<noscript><p>The dashboard needs JavaScript.</p></noscript>\n</body>\n</html>\n`,
      );
  });
  return router;
}
