import type { Gateway } from '../../gateway.js';
import { percentDecoded } from '../../../src/content/links.js';
import { itemSchema } from '../rest/item-schema.js';
import { compactLinks, restUrl } from '../rest/links.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import { RestThemeGlobalStylesDocument } from './themes.generated.js';
import { STYLESHEET } from './themes.route.js';

const SCHEMA = itemSchema('wp_global_styles', {
  settings: { description: 'Global settings.', type: ['object'], context: ['view', 'edit'] },
  styles: { description: 'Global styles.', type: ['object'], context: ['view', 'edit'] },
});

const STYLESHEET_ARG = {
  stylesheet: { description: 'The theme identifier', type: 'string' },
} as const;

/**
 * `/cms/v2/global-styles/themes/<stylesheet>` (and its `/variations`): the active theme's global
 * styles, which the block editor reads for its presets and layout. Reading only: Portico keeps no
 * user global styles (the reference's `wp_global_styles` posts), so the theme names none.
 */
export function globalStylesRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const stylesOf = async (req: RestRequest) => {
    // The reference url-decodes the name once more (its sanitize callback is urldecode).
    const stylesheet = percentDecoded(String(req.params.stylesheet));
    return {
      stylesheet,
      ...(await operations.run(RestThemeGlobalStylesDocument, { stylesheet }, req.context)),
    };
  };
  const theme = async (req: RestRequest): Promise<RestResponse> => {
    const { stylesheet, styles } = await stylesOf(req);
    const self = restUrl(siteUrl, `/cms/v2/global-styles/themes/${stylesheet}`);
    return {
      body: {
        settings: styles.settings,
        styles: styles.styles,
        _links: compactLinks({ self: [{ href: self }] }),
      },
    };
  };
  const variations = async (req: RestRequest): Promise<RestResponse> => ({
    body: (await stylesOf(req)).styles.variations,
  });
  const base = '/cms/v2/global-styles/themes/';
  return [
    {
      namespace: 'cms/v2',
      // The reference's pattern here is a character class with `(`, `)`, `[` and `]` in it, which
      // route parsers of clients (wpapi's) cannot read: the theme routes' pattern, which they can.
      path: `${base}(?P<stylesheet>${STYLESHEET})/variations`,
      schema: SCHEMA,
      endpoints: [{ methods: ['GET'], args: STYLESHEET_ARG, handler: variations }],
    },
    {
      namespace: 'cms/v2',
      path: `${base}(?P<stylesheet>${STYLESHEET})`,
      schema: SCHEMA,
      endpoints: [{ methods: ['GET'], args: STYLESHEET_ARG, handler: theme }],
    },
  ];
}
