import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { escapeHtml } from '../../src/escape-html.js';
import { apiRoot } from '../content/rest/links.js';

const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;' +
  'color:#1f2328;background:#fff}a{color:#0969da}dt{font-weight:600;margin-top:1rem}dd{margin:0}' +
  'code{font:.9em ui-monospace,monospace;overflow-wrap:anywhere}' +
  '@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}a{color:#4493f8}}';

/** The pages run nothing and load nothing but their own style and icons, in no frame and no form. */
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** A page's title and main content, HTML (escaped by the caller). */
export interface Page {
  title: string;
  main: string;
}

/**
 * Sends a page of the site. Each carries the API root by `Link` header and `<link>` element, as the
 * reference does on every page, so REST clients (wpapi) discover the API from any of the site's URLs.
 */
export function sendPage(res: Response, siteUrl: string, status: number, page: Page): void {
  const root = apiRoot(siteUrl);
  const icon = (file: string, attributes: string) =>
    `<link rel="icon" href="${escapeHtml(`${siteUrl}/${file}`)}" ${attributes}>`;
  res
    .status(status)
    .type('text/html; charset=UTF-8')
    .set({
      Link: `<${root}>; rel="https://api.w.org/"`,
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
    })
    .send(
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
        `<meta name="color-scheme" content="light dark">\n<title>${page.title}</title>\n` +
        `<link rel="https://api.w.org/" href="${escapeHtml(root)}">\n` +
        `${icon('favicon.ico', 'sizes="32x32"')}\n${icon('favicon.svg', 'type="image/svg+xml"')}\n` +
        `<style>${STYLE}</style>\n</head>\n<body>\n<main>\n${page.main}\n</main>\n</body>\n</html>\n`,
    );
}
