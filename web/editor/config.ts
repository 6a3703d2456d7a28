import { BASE, NONCE, meta } from '../shared/graphql.js';

/** What the page tells the editor (meta elements: under the CSP nothing inline runs). */
export const CONFIG = {
  /** The site's path prefix, e.g. '' or '/portico'. */
  base: BASE,
  nonce: NONCE,
  /** The REST API's root, `index.php?rest_route=/` under the site. */
  restRoot: meta('portico-rest-root'),
  /** The style sheet of the editing canvas (an absolute URL: the canvas is a blob: document). */
  canvasCss: meta('portico-canvas-css'),
  maxUploadBytes: Number(meta('portico-max-upload')) || 0,
  /** `list`, or the content type edited. */
  type: meta('portico-type'),
  /** The item edited, `new` for a new one. */
  id: meta('portico-id'),
};

/** The editor's address of an item. */
export const editUrl = (type: string, id: number | string) => `${CONFIG.base}/edit/${type}/${id}`;
