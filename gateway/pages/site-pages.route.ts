import express, { type Request, type Response, type Router } from 'express';
import type { RequestContext } from '../../src/auth/request-context.js';
import { linkTarget, type LinkTarget } from '../../src/content/links.js';
import { ATTACHMENT, typeNamed, type PostType } from '../../src/content/content-model/post-type-registry.js';
import { DomainError } from '../../src/errors.js';
import { escapeHtml, escapeHtmlOnce } from '../../src/escape-html.js';
import { INT_MAX } from '../content/rest/args.js';
import { apiRoot, restUrl } from '../content/rest/links.js';
import { contentType } from '../content/posts/post.args.js';
import type { Gateway } from '../gateway.js';
import { RestSiteIndexDocument, type RestSiteIndexQuery } from '../content/discovery/discovery.generated.js';
import {
  PermalinkMediaDocument,
  PermalinkPostDocument,
  type PermalinkPostQuery,
} from './site-pages.generated.js';
import { sendPage } from './html-page.js';

type Site = RestSiteIndexQuery['site'];

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${text}</a>`;

/** What this server is and where its APIs, its GraphQL IDE and its manual are. */
function homePage(gateway: Gateway, site: Site) {
  const { publicUrl: base, integrations } = gateway.runtime.settings;
  const description = site.description ? `<p>${escapeHtml(site.description)}</p>\n` : '';
  return {
    title: escapeHtml(site.name),
    main: `<h1>${escapeHtml(site.name)}</h1>
${description}<p>${escapeHtml(integrations.siteName)} monitors scheduled jobs and serves content from one GraphQL schema, with REST APIs that Healthchecks and WordPress clients speak.</p>
<p>${link(`${base}/accounts/login/`, 'Sign in')} with your login password to see your account.</p>
<h2>APIs</h2>
<dl>
<dt>${link(`${base}/api/v3/checks/`, 'Management API')} (Healthchecks-compatible)</dt>
<dd>Checks, their pings, flips and integrations under <code>${escapeHtml(base)}/api/v3/</code> (also v1 and v2), with a project’s API key in the <code>X-Api-Key</code> header. Jobs ping <code>${escapeHtml(base)}/ping/&lt;uuid&gt;</code>.</dd>
<dt>${link(apiRoot(base), 'Content API')} (WordPress-REST-compatible)</dt>
<dd>The index lists every route; Portico’s namespace is ${link(restUrl(base, '/cms/v2'), 'cms/v2')}. Published content needs no credentials; the rest needs an application password: <code>Authorization: Basic &lt;base64 of login:application-password&gt;</code>.</dd>
<dt>GraphQL</dt>
<dd><code>POST ${escapeHtml(base)}/graphql</code> with either credential, subscriptions over WebSocket at the same address. In a browser, that address is the ${link(`${base}/graphql`, 'GraphQL IDE')}, opening with an example query.</dd>
</dl>
<h2>Documentation</h2>
<p>The manual is in the <code>docs/</code> folder of Portico’s source: <code>monitoring.md</code>, <code>content.md</code>, <code>graphql.md</code>, <code>cli.md</code> and <code>configuration.md</code>.</p>`,
  };
}

const backHome = (base: string, site: Site) =>
  `<p>${link(`${base}/`, `About ${escapeHtml(site.name)} and its APIs`)}</p>`;

/** The page a permalink opens: Portico has no theme front end, so it names the item and its API URL. */
function itemPage(base: string, site: Site, type: PostType, item: PermalinkPostQuery['post']) {
  const api = restUrl(base, `/cms/v2/${type.restBase}/${item.id}`);
  const title = escapeHtmlOnce(item.title.rendered);
  return {
    title: `${title} – ${escapeHtml(site.name)}`,
    main: `<h1>${title}</h1>
<p>This ${type.singular.toLowerCase()} is served as JSON by the content API: ${link(api, escapeHtml(api))}.</p>
${backHome(base, site)}`,
  };
}

const notFoundPage = (base: string, site: Site) => ({
  title: `Page not found – ${escapeHtml(site.name)}`,
  main: `<h1>Page not found</h1>
<p>No public item of ${escapeHtml(site.name)} has this link: it may not exist, or not be published.</p>
${backHome(base, site)}`,
});

/** The item a permalink names if anyone may read it, as the page shows it; null otherwise. */
async function publicItem(gateway: Gateway, target: LinkTarget, context: RequestContext) {
  const type = typeNamed(target.type);
  if (!type?.viewable) return null;
  const { operations } = gateway;
  try {
    if ('slug' in target) {
      const variables = { type: contentType(type), slug: target.slug };
      return { type, item: (await operations.run(PermalinkPostDocument, variables, context)).post };
    }
    // An id past any stored one names nothing (and is no GraphQL Int).
    if (target.id > INT_MAX) return null;
    if (type === ATTACHMENT) {
      const variables = { id: target.id };
      return { type, item: (await operations.run(PermalinkMediaDocument, variables, context)).mediaItem };
    }
    const variables = { type: contentType(type), id: target.id };
    return { type, item: (await operations.run(PermalinkPostDocument, variables, context)).post };
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * `{site_url}/` (and `/index.php`): the home page, or, for an item's permalink (`?p=1`, `?page_id=2`,
 * `?requirement=<slug>`…), a page naming the item, 404 when no public item has it. Read anonymously, as
 * the reference's front end reads without a login cookie.
 */
export function sitePagesRouter(gateway: Gateway): Router {
  const base = gateway.runtime.settings.publicUrl;
  const router = express.Router();
  router.get(['/', '/index.php'], async (req: Request, res: Response) => {
    const context = await gateway.context(req, {});
    const { site } = await gateway.operations.run(RestSiteIndexDocument, {}, context);
    const target = linkTarget(new URL(req.originalUrl, base).searchParams);
    if (!target) return sendPage(res, base, 200, homePage(gateway, site));
    const found = await publicItem(gateway, target, context);
    if (!found) return sendPage(res, base, 404, notFoundPage(base, site));
    sendPage(res, base, 200, itemPage(base, site, found.type, found.item));
  });
  return router;
}
