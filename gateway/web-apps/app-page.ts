import type { Request, Response } from 'express';
import { sessionCredentials } from '../../src/auth/caller.js';
import { escapeHtml } from '../../src/escape-html.js';
import type { Gateway } from '../gateway.js';
import type { Assets } from './assets.js';
import { AppShellDocument } from './web-apps.generated.js';

/** A browser app's page: its entry's script and style sheet, and what it reads from meta elements. */
export interface AppPage {
  /** The manifest's entry, e.g. `dashboard` (its `dashboard.js` and `dashboard.css`). */
  entry: string;
  title: string;
  /** `Content-Security-Policy`. */
  policy: string;
  /** More `portico-<name>` meta elements for the app. */
  meta?: Record<string, string>;
  /** Shown when scripts do not run. */
  noscript: string;
}

const HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** The address Portico is served under (PUBLIC_URL's path, no trailing slash). */
export const basePath = (gateway: Gateway) =>
  new URL(gateway.runtime.settings.publicUrl).pathname.replace(/\/$/, '');

/**
 * Sends an app's page to a signed-in user — with the session's nonce, which its requests carry as
 * WordPress's `apiFetch` does; others go to the sign-in form and come back. `page` may refuse (404).
 */
export async function sendAppPage(
  gateway: Gateway,
  assets: Assets | null,
  req: Request,
  res: Response,
  page: AppPage,
): Promise<void> {
  const base = basePath(gateway);
  const context = await gateway.context(req, {
    session: sessionCredentials(req.get('cookie'), undefined, true),
  });
  const { viewer } = await gateway.operations.run(AppShellDocument, {}, context);
  if (!viewer.user || !viewer.nonce)
    return res.set(HEADERS).redirect(303, `${base}/accounts/login/?next=${encodeURIComponent(req.url)}`);
  if (!assets?.names[`${page.entry}.js`])
    return void res
      .status(503)
      .type('text/plain')
      .send('The browser apps are not built: run `npm run build`.\n');
  const meta = (name: string, value: string) =>
    `<meta name="portico-${name}" content="${escapeHtml(value)}">\n`;
  const extra = Object.entries(page.meta ?? {})
    .map(([name, value]) => meta(name, value))
    .join('');
  const asset = (name: string) => escapeHtml(`${base}/assets/${assets.names[name]}`);
  res
    .status(200)
    .type('text/html; charset=UTF-8')
    .set({ ...HEADERS, 'Content-Security-Policy': page.policy })
    .send(
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
        `<meta name="color-scheme" content="light dark">\n<title>${escapeHtml(page.title)}</title>\n` +
        `${meta('base', base)}${meta('nonce', viewer.nonce)}` +
        `${meta('user', viewer.user.displayName || viewer.user.login || '')}${extra}` +
        `<link rel="icon" href="${escapeHtml(`${base}/favicon.svg`)}" type="image/svg+xml">\n` +
        `<link rel="stylesheet" href="${asset(`${page.entry}.css`)}">\n` +
        `<script type="module" src="${asset(`${page.entry}.js`)}"></script>\n` +
        `</head>\n<body>\n<div id="app"></div>\n` +
        `<noscript><p>${escapeHtml(page.noscript)}</p></noscript>\n</body>\n</html>\n`,
    );
}
