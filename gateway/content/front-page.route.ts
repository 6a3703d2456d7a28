import type { Request, RequestHandler, Response } from 'express';
import { escapeHtml } from '../../src/escape-html.js';
import type { Gateway } from '../gateway.js';
import { apiRoot } from './links.js';
import * as op from '../operations.generated.js';

/**
 * `{site_url}/`: Portico has no theme front end, but REST clients discover the API from the site URL
 * (wpapi sends HEAD, then GET), by the `Link` header and the `<link>` element the reference puts on
 * every page. This page carries both, with the site's name and tagline.
 */
export function frontPage(gateway: Gateway): RequestHandler {
  const root = apiRoot(gateway.runtime.settings.publicUrl);
  return async (req: Request, res: Response) => {
    const context = await gateway.context(req, {});
    const { site } = await gateway.operations.run(op.RestSiteIndexDocument, {}, context);
    const name = escapeHtml(site.name);
    res
      .status(200)
      .type('text/html; charset=UTF-8')
      .set('Link', `<${root}>; rel="https://api.w.org/"`)
      .send(
        `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n<title>${name}</title>\n` +
          `<link rel="https://api.w.org/" href="${escapeHtml(root)}">\n</head>\n<body>\n<h1>${name}</h1>\n` +
          `<p>${escapeHtml(site.description)}</p>\n</body>\n</html>\n`,
      );
  };
}
