import { escapeHtmlOnce } from '../../../src/escape-html.js';
import type { Gateway } from '../../gateway.js';
import type { SiteSettingName } from '../../schema-types.generated.js';
import type { ArgSchema } from '../rest/args.js';
import { itemSchema, type PropertySchema } from '../rest/item-schema.js';
import { RestError } from '../rest/rest-error.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import {
  RestGetSettingsDocument,
  RestUpdateSettingsDocument,
  type RestSettingsFragment,
} from './settings.generated.js';

type Field = keyof RestSettingsFragment;

interface Setting {
  schema: ArgSchema;
  /** Where GraphQL keeps it; none for the site's address (PUBLIC_URL, the operator's). */
  field?: Field;
  /** The reference stores titles HTML-escaped: it shows them so. */
  escaped?: true;
}

const str = (title = '', description = ''): Setting['schema'] => ({ type: 'string', title, description });
const int = (title = '', description = ''): Setting['schema'] => ({ type: 'integer', title, description });

/**
 * WordPress's settings in the order it registers them (register_initial_settings, then the site logo
 * block's site_logo and site_icon), with their schemas; checked against WordPress 6.8's controller.
 */
const SETTINGS: Record<string, Setting> = {
  title: { schema: str('Title', 'Site title.'), field: 'name', escaped: true },
  description: { schema: str('Tagline', 'Site tagline.'), field: 'description', escaped: true },
  url: { schema: { ...str('', 'Site URL.'), format: 'uri' } },
  email: {
    schema: {
      ...str('', 'This address is used for admin purposes, like new user notification.'),
      format: 'email',
    },
    field: 'email',
  },
  timezone: { schema: str('', 'A city in the same timezone as you.'), field: 'timezone' },
  date_format: { schema: str('', 'A date format for all date strings.'), field: 'dateFormat' },
  time_format: { schema: str('', 'A time format for all time strings.'), field: 'timeFormat' },
  start_of_week: {
    schema: int('', 'A day number of the week that the week should start on.'),
    field: 'startOfWeek',
  },
  language: { schema: { ...str('', 'WordPress locale code.'), default: 'en_US' }, field: 'language' },
  use_smilies: {
    schema: {
      type: 'boolean',
      title: '',
      description: 'Convert emoticons like :-) and :-P to graphics on display.',
      default: true,
    },
    field: 'useSmilies',
  },
  default_category: { schema: int('', 'Default post category.'), field: 'defaultCategory' },
  default_post_format: { schema: str('', 'Default post format.'), field: 'defaultPostFormat' },
  posts_per_page: {
    schema: { ...int('Maximum posts per page', 'Blog pages show at most.'), default: 10 },
    field: 'postsPerPage',
  },
  show_on_front: { schema: str('Show on front', 'What to show on the front page'), field: 'showOnFront' },
  page_on_front: {
    schema: int('Page on front', 'The ID of the page that should be displayed on the front page'),
    field: 'pageOnFront',
  },
  page_for_posts: {
    schema: int('', 'The ID of the page that should display the latest posts'),
    field: 'pageForPosts',
  },
  default_ping_status: {
    schema: {
      ...str('', 'Allow link notifications from other blogs (pingbacks and trackbacks) on new articles.'),
      enum: ['open', 'closed'],
    },
    field: 'defaultPingStatus',
  },
  default_comment_status: {
    schema: {
      ...str('Allow comments on new posts', 'Allow people to submit comments on new posts.'),
      enum: ['open', 'closed'],
    },
    field: 'defaultCommentStatus',
  },
  site_logo: { schema: int('Logo', 'Site logo.'), field: 'siteLogo' },
  site_icon: { schema: int('Icon', 'Site icon.'), field: 'siteIcon' },
};

/** Each setting as the reference shows it: every key, in its order. */
function shown(siteUrl: string, site: RestSettingsFragment) {
  return Object.fromEntries(
    Object.entries(SETTINGS).map(([key, setting]) => {
      if (!setting.field) return [key, siteUrl];
      const value = site[setting.field];
      return [key, setting.escaped && typeof value === 'string' ? escapeHtmlOnce(value) : value];
    }),
  );
}

/**
 * `/cms/v2/settings`: the site's settings for administrators (manage_options), read and changed as
 * WordPress's settings controller does — unknown keys ignored, null sets a setting back to its default,
 * a value the site cannot keep (a time zone it does not know) leaves the old one, the answer is every
 * setting again.
 */
export function settingsRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;

  const allowed = async (req: RestRequest) => {
    const { viewer, site } = await operations.run(RestGetSettingsDocument, {}, req.context);
    if (!viewer.user?.capabilities?.includes('manage_options'))
      throw new RestError(
        'rest_forbidden',
        'Sorry, you are not allowed to do that.',
        viewer.user ? 403 : 401,
      );
    return site;
  };

  const read = async (req: RestRequest): Promise<RestResponse> => ({
    body: shown(siteUrl, await allowed(req)),
  });

  const update = async (req: RestRequest): Promise<RestResponse> => {
    await allowed(req);
    const input: Record<string, unknown> = {};
    const reset: SiteSettingName[] = [];
    for (const [key, setting] of Object.entries(SETTINGS)) {
      const value = req.params[key];
      if (value === undefined || !setting.field) continue;
      if (value === null) reset.push(setting.field as SiteSettingName);
      else input[setting.field] = value;
    }
    const { updateSite } = await operations.run(
      RestUpdateSettingsDocument,
      { input: { ...input, reset } },
      req.context,
    );
    return { body: shown(siteUrl, updateSite) };
  };

  const args = Object.fromEntries(
    Object.entries(SETTINGS).map(([key, { schema }]) => [key, { ...schema, nullable: true as const }]),
  );
  return [
    {
      namespace: 'cms/v2',
      path: '/cms/v2/settings',
      // The reference's settings schema gives its properties no `context`.
      schema: itemSchema(
        'settings',
        Object.fromEntries(Object.entries(SETTINGS).map(([key, { schema }]) => [key, schema])) as Record<
          string,
          PropertySchema
        >,
      ),
      endpoints: [
        { methods: ['GET'], args: {}, handler: read },
        { methods: ['POST', 'PUT', 'PATCH'], args, handler: update },
      ],
    },
  ];
}
