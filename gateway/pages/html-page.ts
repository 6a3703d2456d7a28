import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { escapeHtml } from '../../src/escape-html.js';
import { apiRoot } from '../content/rest/links.js';

const STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;' +
  'color:#1f2328;background:#fff}a{color:#0969da}dt{font-weight:600;margin-top:1rem}dd{margin:0}' +
  'code{font:.9em ui-monospace,monospace;overflow-wrap:anywhere}' +
  'label{display:block;margin-top:1rem;font-weight:600}input{font:inherit;padding:.4rem;width:100%;' +
  'max-width:24rem;box-sizing:border-box}button{font:inherit;margin-top:1rem;padding:.4rem 1rem}' +
  '[role=alert]{color:#cf222e;font-weight:600}table{border-collapse:collapse}td,th{text-align:left;' +
  'padding:.25rem .75rem .25rem 0;vertical-align:top}' +
  '@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}a{color:#4493f8}' +
  '[role=alert]{color:#ff7b72}}';

/**
 * The pages run nothing and load nothing but their own style and icons, in no frame; a page's forms
 * post to this site only, and a page without forms posts nowhere.
 */
const cspOf = (forms: boolean) =>
  [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
    "img-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    `form-action ${forms ? "'self'" : "'none'"}`,
  ].join('; ');

/** A page's title and main content, HTML (escaped by the caller), and whether it has forms. */
export interface Page {
  title: string;
  main: string;
  forms?: boolean;
}

/**
 * Sends a page of the site. Each carries the API root by `Link` header and `<link>` element, as the
 * reference does on every page, so REST clients (wpapi) discover the API from any of the site's URLs.
 */
export function sendPage(
  res: Response,
  siteUrl: string,
  status: number,
  page: Page,
  headers: Record<string, string> = {},
): void {
  const root = apiRoot(siteUrl);
  const icon = (file: string, attributes: string) =>
    `<link rel="icon" href="${escapeHtml(`${siteUrl}/${file}`)}" ${attributes}>`;
  res
    .status(status)
    .type('text/html; charset=UTF-8')
    .set({
      Link: `<${root}>; rel="https://api.w.org/"`,
      'Content-Security-Policy': cspOf(page.forms ?? false),
      'X-Content-Type-Options': 'nosniff',
      ...headers,
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
