import express, { type Router } from 'express';
import { ACCEPTED_TYPES } from '../../src/content/media/file-types.js';
import { INT_MAX } from '../content/rest/args.js';
import { apiRoot } from '../content/rest/links.js';
import type { Gateway } from '../gateway.js';
import { basePath, sendAppPage } from '../web-apps/app-page.js';
import type { Assets } from '../web-apps/assets.js';

/** The content types the editor opens. */
const EDITED_TYPES = new Set(['post', 'page']);

/**
 * React 18 (WordPress's) writes one fixed inline script into the canvas iframe's document, which
 * removes the second `<body>` its portal adds: allowed by its hash, nothing else inline runs.
 */
const REACT_CANVAS_SCRIPT = "'sha256-ehBD9wGNfnN0flaZIjbVClW1//FJFsATigcdVB4VdMQ='";

/**
 * The block editor's policy. Scripts only from this site. Styles also inline: the packages inject
 * their components' CSS as `<style>` elements at run time and write layout styles computed from the
 * content, which neither a nonce nor hashes can cover. The canvas is a `blob:` iframe; uploads are
 * previewed from `blob:` URLs before they are sent. Media may come from MEDIA_PUBLIC_URL's host.
 */
function policy(publicUrl: string, mediaUrl: string | null): string {
  const media = [new URL(publicUrl).origin, ...(mediaUrl ? [new URL(mediaUrl).origin] : [])].join(' ');
  return [
    "default-src 'none'",
    `script-src 'self' ${REACT_CANVAS_SCRIPT}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${media}`,
    `media-src 'self' blob: ${media}`,
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    // The canvas document names this page as its base, so that relative addresses resolve.
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * WordPress's block editor for posts and pages: `/edit/` lists them, `/edit/<type>/<id>` edits one,
 * `/edit/<type>/new` starts one. The app is a client of the REST API (`cms/v2`) with the session's
 * cookie and nonce, as in wp-admin.
 */
export function editorRouter(gateway: Gateway, assets: Assets | null): Router {
  const { publicUrl, mediaPublicUrl, mediaMaxUploadBytes } = gateway.runtime.settings;
  const router = express.Router({ caseSensitive: true, strict: true });
  const base = basePath(gateway);
  const shared = {
    entry: 'editor',
    policy: policy(publicUrl, mediaPublicUrl),
    noscript: 'The editor needs JavaScript.',
  };
  const meta = {
    'rest-root': apiRoot(base),
    'canvas-css': `${new URL(publicUrl).origin}${base}/assets/${assets?.names['editor-canvas.css'] ?? ''}`,
    'max-upload': String(mediaMaxUploadBytes),
    'mime-types': JSON.stringify(ACCEPTED_TYPES),
  };
  const page = (type: string, id: string) => ({
    ...shared,
    title: type === 'list' ? 'Posts and pages' : 'Editor',
    meta: { type, id, ...meta },
  });
  router.get('/edit/', (req, res) => sendAppPage(gateway, assets, req, res, page('list', '')));
  router.get('/edit/:type/:id', (req, res, next) => {
    const { type, id } = req.params;
    const valid = id === 'new' || (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= INT_MAX);
    if (!EDITED_TYPES.has(type) || !valid) return next();
    return sendAppPage(gateway, assets, req, res, page(type, id));
  });
  return router;
}
