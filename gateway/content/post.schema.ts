import type { ArgSchema } from './args.js';
import { WRITABLE_STATUSES } from '../../src/content/post-status.js';
import {
  registeredMeta,
  supports,
  TAXONOMIES,
  type Feature,
  type PostType,
} from '../../src/content/post-type-registry.js';
import {
  E,
  itemSchema,
  VE,
  VEM,
  type ItemSchema,
  type PropertySchema,
  type SchemaLink,
} from './item-schema.js';
import { restUrl } from './links.js';

export const FORMATS = [
  'standard',
  'aside',
  'chat',
  'gallery',
  'link',
  'image',
  'quote',
  'status',
  'video',
  'audio',
];

const ro = { readonly: true } as const;

/**
 * The reference fixes which of these attributes posts and pages have, whatever they support (a page has
 * an excerpt without supporting `excerpt`); other types have what they support.
 */
const FIXED_COMMON: readonly Feature[] = [
  'title',
  'editor',
  'author',
  'excerpt',
  'thumbnail',
  'comments',
  'revisions',
];
const FIXED_ATTRIBUTES: Record<string, readonly Feature[]> = {
  post: [...FIXED_COMMON, 'post-formats', 'custom-fields'],
  page: [...FIXED_COMMON, 'page-attributes', 'custom-fields'],
};
const has = (type: PostType, attribute: Feature) =>
  FIXED_ATTRIBUTES[type.name]?.includes(attribute) ?? supports(type, attribute);
const OPEN_CLOSED = ['open', 'closed'];

/** `title`, `content` and `excerpt`: a raw form for editing, a rendered one for display. */
const text = (
  description: string,
  context: PropertySchema['context'],
  what: string,
  extra: Record<string, PropertySchema> = {},
): PropertySchema => ({
  description,
  type: 'object',
  context,
  properties: {
    raw: { description: `${what} for the post, as it exists in the database.`, type: 'string', context: E },
    rendered: {
      description: `HTML ${what.toLowerCase()} for the post, transformed for display.`,
      type: 'string',
      context: context,
      ...ro,
    },
    ...extra,
  },
});

const isProtected = (what: string): PropertySchema => ({
  description: `Whether the ${what} is protected with a password.`,
  type: 'boolean',
  context: VEM,
  ...ro,
});

/** The actions an edit-context item may link to, each with the part of the item it grants. */
function actionLinks(siteUrl: string, type: PostType): SchemaLink[] {
  const href = restUrl(siteUrl, `/cms/v2/${type.restBase}/{id}`);
  const link = (rel: string, title: string, properties: Record<string, unknown>): SchemaLink => ({
    rel: `https://api.w.org/${rel}`,
    title,
    href,
    targetSchema: { type: 'object', properties: properties as PropertySchema['properties'] },
  });
  const links = [
    link('action-publish', 'The current user can publish this post.', {
      status: { type: 'string', enum: ['publish', 'future'] },
    }),
    link('action-unfiltered-html', 'The current user can post unfiltered HTML markup and JavaScript.', {
      content: { raw: { type: 'string' } },
    }),
  ];
  if (supports(type, 'sticky'))
    links.push(
      link('action-sticky', 'The current user can sticky this post.', { sticky: { type: 'boolean' } }),
    );
  if (has(type, 'author'))
    links.push(
      link('action-assign-author', 'The current user can change the author on this post.', {
        author: { type: 'integer' },
      }),
    );
  for (const name of type.taxonomies) {
    const terms = { [TAXONOMIES[name].restBase]: { type: 'array', items: { type: 'integer' } } };
    const base = TAXONOMIES[name].restBase;
    links.push(
      link(`action-assign-${base}`, `The current user can assign terms in the ${name} taxonomy.`, terms),
      link(`action-create-${base}`, `The current user can create terms in the ${name} taxonomy.`, terms),
    );
  }
  return links;
}

/** The registered meta of the type; a pattern's sync status is shown top-level instead. */
const meta = (type: PostType): PropertySchema => ({
  description: 'Meta fields.',
  type: 'object',
  context: VE,
  properties: Object.fromEntries(
    Object.entries(registeredMeta(type))
      .filter(([key]) => key !== 'wp_pattern_sync_status')
      .map(([key, field]) => [key, { type: 'string', title: '', description: '', default: field.default }]),
  ),
});

/**
 * Patterns keep only the raw title and content (in view too: clients parse the markup themselves);
 * navigation adds embed to its status, content and raw title (the reference's navigation fallback).
 */
function adjustForType(type: PostType, p: Record<string, PropertySchema>) {
  const nested = (field: string, name: string) => p[field]?.properties?.[name];
  if (type.name === 'wp_block') {
    for (const field of ['title', 'content']) {
      nested(field, 'raw')!.context = VE;
      delete p[field].properties!.rendered;
    }
    p.wp_pattern_sync_status = {
      description: 'The sync status of the pattern.',
      type: 'string',
      context: VEM,
      ...ro,
    };
  }
  if (type.name === 'wp_navigation') {
    const withEmbed = (property: ArgSchema) => {
      property.context = [...property.context!, 'embed'];
    };
    for (const property of [p.status, p.content, nested('title', 'raw')!]) withEmbed(property);
    for (const name of ['raw', 'rendered', 'block_version']) withEmbed(nested('content', name)!);
  }
}

/** The schema of a post, page or requirement (in the reference's property order). */
export function postSchema(siteUrl: string, type: PostType): ItemSchema {
  const p: Record<string, PropertySchema> = {
    date: {
      description: "The date the post was published, in the site's timezone.",
      type: ['string', 'null'],
      format: 'date-time',
      context: VEM,
    },
    date_gmt: {
      description: 'The date the post was published, as GMT.',
      type: ['string', 'null'],
      format: 'date-time',
      context: VE,
    },
    guid: {
      description: 'The globally unique identifier for the post.',
      type: 'object',
      context: VE,
      ...ro,
      properties: {
        raw: {
          description: 'GUID for the post, as it exists in the database.',
          type: 'string',
          context: E,
          ...ro,
        },
        rendered: {
          description: 'GUID for the post, transformed for display.',
          type: 'string',
          context: VE,
          ...ro,
        },
      },
    },
    id: { description: 'Unique identifier for the post.', type: 'integer', context: VEM, ...ro },
    link: { description: 'URL to the post.', type: 'string', format: 'uri', context: VEM, ...ro },
    modified: {
      description: "The date the post was last modified, in the site's timezone.",
      type: 'string',
      format: 'date-time',
      context: VE,
      ...ro,
    },
    modified_gmt: {
      description: 'The date the post was last modified, as GMT.',
      type: 'string',
      format: 'date-time',
      context: VE,
      ...ro,
    },
    slug: {
      description: 'An alphanumeric identifier for the post unique to its type.',
      type: 'string',
      context: VEM,
    },
    status: {
      description: 'A named status for the post.',
      type: 'string',
      enum: WRITABLE_STATUSES,
      context: VE,
    },
    type: { description: 'Type of post.', type: 'string', context: VEM, ...ro },
    password: {
      description: 'A password to protect access to the content and excerpt.',
      type: 'string',
      context: E,
    },
  };
  if (type.viewable)
    Object.assign(p, {
      permalink_template: {
        description: 'Permalink template for the post.',
        type: 'string',
        context: E,
        ...ro,
      },
      generated_slug: {
        description: 'Slug automatically generated from the post title.',
        type: 'string',
        context: E,
        ...ro,
      },
      class_list: {
        description: 'An array of the class names for the post container element.',
        type: 'array',
        context: VE,
        ...ro,
        items: { type: 'string' },
      },
    });
  if (type.hierarchical)
    p.parent = { description: 'The ID for the parent of the post.', type: 'integer', context: VE };
  if (has(type, 'title')) p.title = text('The title for the post.', VEM, 'Title');
  if (has(type, 'editor'))
    p.content = text('The content for the post.', VE, 'Content', {
      block_version: {
        description: 'Version of the content block format used by the post.',
        type: 'integer',
        context: E,
        ...ro,
      },
      protected: isProtected('content'),
    });
  if (has(type, 'author'))
    p.author = { description: 'The ID for the author of the post.', type: 'integer', context: VEM };
  if (has(type, 'excerpt'))
    p.excerpt = text('The excerpt for the post.', VEM, 'Excerpt', { protected: isProtected('excerpt') });
  if (has(type, 'thumbnail'))
    p.featured_media = {
      description: 'The ID of the featured media for the post.',
      type: 'integer',
      context: VEM,
    };
  if (has(type, 'comments')) {
    p.comment_status = {
      description: 'Whether or not comments are open on the post.',
      type: 'string',
      enum: OPEN_CLOSED,
      context: VE,
    };
    p.ping_status = {
      description: 'Whether or not the post can be pinged.',
      type: 'string',
      enum: OPEN_CLOSED,
      context: VE,
    };
  }
  if (has(type, 'page-attributes'))
    p.menu_order = {
      description: 'The order of the post in relation to other posts.',
      type: 'integer',
      context: VE,
    };
  if (has(type, 'post-formats'))
    p.format = { description: 'The format for the post.', type: 'string', enum: FORMATS, context: VE };
  if (has(type, 'custom-fields')) p.meta = meta(type);
  if (supports(type, 'sticky'))
    p.sticky = {
      description: 'Whether or not the post should be treated as sticky.',
      type: 'boolean',
      context: VE,
    };
  p.template = { description: 'The theme file to use to display the post.', type: 'string', context: VE };
  for (const name of type.taxonomies)
    p[TAXONOMIES[name].restBase] = {
      description: `The terms assigned to the post in the ${name} taxonomy.`,
      type: 'array',
      items: { type: 'integer' },
      context: VE,
    };
  adjustForType(type, p);
  return itemSchema(type.name, p, actionLinks(siteUrl, type));
}

/**
 * The schema of a revision or autosave of the type: its own fields, then the parent's guid, title,
 * content, excerpt and meta (autosaves add a preview link).
 */
export function revisionSchema(siteUrl: string, type: PostType, autosave: boolean): ItemSchema {
  const parent = postSchema(siteUrl, type).properties;
  const p: Record<string, PropertySchema> = {
    author: { description: 'The ID for the author of the revision.', type: 'integer', context: VEM },
    date: {
      description: "The date the revision was published, in the site's timezone.",
      type: 'string',
      format: 'date-time',
      context: VEM,
    },
    date_gmt: {
      description: 'The date the revision was published, as GMT.',
      type: 'string',
      format: 'date-time',
      context: VE,
    },
    guid: parent.guid,
    id: { description: 'Unique identifier for the revision.', type: 'integer', context: VEM },
    modified: {
      description: "The date the revision was last modified, in the site's timezone.",
      type: 'string',
      format: 'date-time',
      context: VE,
    },
    modified_gmt: {
      description: 'The date the revision was last modified, as GMT.',
      type: 'string',
      format: 'date-time',
      context: VE,
    },
    parent: { description: 'The ID for the parent of the revision.', type: 'integer', context: VEM },
    slug: {
      description: 'An alphanumeric identifier for the revision unique to its type.',
      type: 'string',
      context: VEM,
    },
  };
  for (const name of ['title', 'content', 'excerpt', 'meta']) if (parent[name]) p[name] = parent[name];
  if (autosave)
    p.preview_link = {
      description: 'Preview link for the post.',
      type: 'string',
      format: 'uri',
      context: E,
      ...ro,
    };
  return itemSchema(`${type.name}-revision`, p);
}
