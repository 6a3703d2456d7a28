import type { Gateway } from '../../gateway.js';
import { apiRoot } from '../rest/links.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import { routeEntry } from '../rest/route-entry.js';
import { RestSiteIndexDocument } from './discovery.generated.js';

/** The namespaces of the seed, in its order; each has a namespace index route. */
export const NAMESPACES = ['oembed/1.0', 'updater/v1', 'cms/v2', 'cms-site-health/v1', 'cms-block-editor/v1'];

/**
 * Where clients send users to approve an application password, named like the reference's admin page.
 * Portico has no admin pages, so nothing answers there: passwords are made through the API or the CLI.
 */
export const authorizationUrl = (siteUrl: string) => `${siteUrl}/cms-admin/authorize-application`;

/** Routes grouped as the reference registers them: `/`, then each namespace's index and routes. */
function indexedRoutes(routes: readonly Route[], namespace?: string): Route[] {
  const of = (ns: string) => routes.filter((route) => route.namespace === ns);
  if (namespace !== undefined) return of(namespace);
  return [
    ...of(''),
    ...NAMESPACES.flatMap(of),
    ...routes.filter((r) => r.namespace && !NAMESPACES.includes(r.namespace)),
  ];
}

const routeMap = (siteUrl: string, routes: Route[], req: RestRequest) =>
  Object.fromEntries(
    routes.map((route) => [route.path, routeEntry(siteUrl, route, req.params.context === 'help')]),
  );

/**
 * The site index `/`, the namespace indexes and `/updater/v1/test`. `allRoutes` is read per request so
 * the index lists every route the server has, these included.
 */
export function discoveryRoutes(gateway: Gateway, allRoutes: () => readonly Route[]): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;

  const siteIndex = async (req: RestRequest): Promise<RestResponse> => {
    const { site } = await operations.run(RestSiteIndexDocument, {}, req.context);
    return {
      body: {
        name: site.name,
        description: site.description,
        url: siteUrl,
        home: siteUrl,
        // The option's raw value, a string (`"0"`, `"5.5"`), as the reference shows it.
        gmt_offset: String(site.gmtOffset),
        timezone_string: site.timezone,
        page_for_posts: 0,
        page_on_front: 0,
        show_on_front: 'posts',
        namespaces: NAMESPACES,
        authentication: {
          'application-passwords': { endpoints: { authorization: authorizationUrl(siteUrl) } },
        },
        routes: routeMap(siteUrl, indexedRoutes(allRoutes()), req),
        site_logo: 0,
        site_icon: 0,
        site_icon_url: '',
        _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
      },
    };
  };

  const namespaceIndex =
    (namespace: string) =>
    async (req: RestRequest): Promise<RestResponse> => ({
      body: {
        namespace,
        routes: routeMap(siteUrl, indexedRoutes(allRoutes(), namespace), req),
        _links: { up: [{ href: apiRoot(siteUrl) }] },
      },
    });

  return [
    {
      namespace: '',
      path: '/',
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view' } }, handler: siteIndex }],
    },
    ...NAMESPACES.map((namespace): Route => ({
      namespace,
      path: `/${namespace}`,
      endpoints: [
        {
          methods: ['GET'],
          args: { namespace: { default: namespace }, context: { default: 'view' } },
          handler: namespaceIndex(namespace),
        },
      ],
    })),
    {
      namespace: 'updater/v1',
      path: '/updater/v1/test',
      endpoints: [{ methods: ['GET'], args: {}, handler: async () => ({ body: 'Connected to Updater!' }) }],
    },
  ];
}
