import type { Gateway } from '../../gateway.js';
import { percentDecoded } from '../../../src/content/links.js';
import { escapeHtml } from '../../../src/escape-html.js';
import type { ThemeStatus } from '../../schema-types.generated.js';
import { itemSchema, type PropertySchema } from '../rest/item-schema.js';
import { compactLinks, restUrl } from '../rest/links.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import { RestGetThemeDocument, RestListThemesDocument, type RestThemeFragment } from './themes.generated.js';

/** A theme's directory name in a route: a folder, or a folder in a folder (the reference's pattern). */
export const STYLESHEET = '[^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?';

const text = (value: string) => ({ raw: value, rendered: value });
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A theme as the reference's themes controller answers it; supports and template types for the active one only. */
function serializeTheme(siteUrl: string, theme: RestThemeFragment) {
  const directory = `${siteUrl}/wp-content/themes/${theme.stylesheet}`;
  const active = theme.status === 'active';
  return {
    stylesheet: theme.stylesheet,
    template: theme.template,
    requires_php: '',
    requires_wp: '',
    textdomain: theme.textDomain,
    version: theme.version,
    screenshot: '',
    author: { raw: theme.author, rendered: escapeHtml(theme.author) },
    author_uri: text(''),
    description: text(theme.description),
    name: text(theme.name),
    tags: { raw: theme.tags, rendered: theme.tags.join(', ') },
    theme_uri: text(''),
    status: theme.status,
    ...(active && theme.supports
      ? {
          theme_supports: Object.fromEntries(
            Object.entries(theme.supports).map(([name, value]) => [kebab(name), value]),
          ),
        }
      : {}),
    is_block_theme: theme.isBlockTheme,
    stylesheet_uri: directory,
    template_uri: directory,
    ...(active
      ? {
          default_template_types: theme.defaultTemplateTypes,
          default_template_part_areas: theme.defaultTemplatePartAreas?.map(({ tag, ...area }) => ({
            ...area,
            area_tag: tag,
          })),
        }
      : {}),
    _links: compactLinks({
      self: [
        {
          href: restUrl(siteUrl, `/cms/v2/themes/${theme.stylesheet}`),
          targetHints: { allow: ['GET'] },
        },
      ],
      collection: [{ href: restUrl(siteUrl, '/cms/v2/themes') }],
    }),
  };
}

const str = (description: string): PropertySchema => ({ description, type: 'string', context: [] });
const rawAndRendered = (description: string): PropertySchema => ({
  description,
  type: 'object',
  context: [],
  properties: {
    raw: str(`${description} (raw).`),
    rendered: str(`${description} (HTML).`),
  },
});

/** The reference's theme schema, whose properties have no context: every one is always shown. */
const THEME_SCHEMA = itemSchema('theme', {
  stylesheet: str("The theme's stylesheet. This uniquely identifies the theme."),
  template: str("The theme's template. If this is a child theme, this refers to the parent theme."),
  requires_php: str('The minimum PHP version required for the theme to work.'),
  requires_wp: str('The minimum WordPress version required for the theme to work.'),
  textdomain: str("The theme's text domain."),
  version: str("The theme's current version."),
  screenshot: { ...str("The theme's screenshot URL."), format: 'uri' },
  author: rawAndRendered("The theme author's name"),
  author_uri: rawAndRendered('The website of the theme author'),
  description: rawAndRendered('A description of the theme'),
  name: rawAndRendered('The name of the theme'),
  tags: rawAndRendered('Tags indicating styles and features of the theme'),
  theme_uri: rawAndRendered("The URI of the theme's webpage"),
  status: { ...str("A theme's activation status."), enum: ['inactive', 'active'] },
  theme_supports: { description: 'Features supported by this theme.', type: 'object', context: [] },
  is_block_theme: { description: 'Whether the theme is a block-based theme.', type: 'boolean', context: [] },
  stylesheet_uri: { ...str("The uri for the theme's stylesheet directory."), format: 'uri' },
  template_uri: { ...str("The uri for the theme's template directory."), format: 'uri' },
  default_template_types: { description: 'A list of default template types.', type: 'array', context: [] },
  default_template_part_areas: {
    description: 'A list of allowed area values for template parts.',
    type: 'array',
    context: [],
  },
});

/**
 * `/cms/v2/themes` and `/cms/v2/themes/<stylesheet>`: the built-in theme, read by the block editor
 * (`?status=active`) for its supports and template types.
 */
export function themesRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;

  const list = async (req: RestRequest): Promise<RestResponse> => {
    const status = (req.params.status as ThemeStatus[] | undefined) ?? null;
    const { list: themes } = await operations.run(RestListThemesDocument, { status }, req.context);
    return {
      body: themes.map((theme) => serializeTheme(siteUrl, theme)),
      headers: { 'X-WP-Total': String(themes.length), 'X-WP-TotalPages': '1' },
    };
  };
  const item = async (req: RestRequest): Promise<RestResponse> => {
    // The reference url-decodes the name once more (its sanitize callback is urldecode).
    const stylesheet = percentDecoded(String(req.params.stylesheet));
    const { item: theme } = await operations.run(RestGetThemeDocument, { stylesheet }, req.context);
    return { body: serializeTheme(siteUrl, theme) };
  };
  return [
    {
      namespace: 'cms/v2',
      path: '/cms/v2/themes',
      schema: THEME_SCHEMA,
      endpoints: [
        {
          methods: ['GET'],
          args: {
            status: {
              description: 'Limit result set to themes assigned one or more statuses.',
              type: 'array',
              items: { enum: ['active', 'inactive'], type: 'string' },
            },
          },
          handler: list,
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `/cms/v2/themes/(?P<stylesheet>${STYLESHEET})`,
      schema: THEME_SCHEMA,
      endpoints: [
        {
          methods: ['GET'],
          args: {
            stylesheet: {
              description: "The theme's stylesheet. This uniquely identifies the theme.",
              type: 'string',
            },
          },
          handler: item,
        },
      ],
    },
  ];
}
