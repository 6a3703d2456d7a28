import { FORMATS, OPEN_CLOSED } from '../../../src/content/posts/post-values.js';
import {
  registeredMeta,
  supports,
  TAXONOMIES,
  type PostType,
  type TaxonomyKey,
} from '../../../src/content/content-model/post-type-registry.js';
import { FieldTable, rawText } from '../rest/field-table.js';
import { EDIT_ONLY, ro, VIEW_EDIT, VIEW_EDIT_EMBED, type PropertySchema } from '../rest/item-schema.js';
import { actionLinks } from './post-action-links.js';
import { hasAttribute } from './post-attributes.js';
import { commonFields, type PostField } from './post-common.fields.js';
import { classList } from './post.serialize.js';
import type { TermIdsInput } from '../../schema-types.generated.js';

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
    raw: {
      description: `${what} for the post, as it exists in the database.`,
      type: 'string',
      context: EDIT_ONLY,
    },
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
  context: VIEW_EDIT_EMBED,
  ...ro,
});

/** The registered meta of the type; a pattern's sync status is shown top-level instead. */
const meta = (type: PostType): PropertySchema => ({
  description: 'Meta fields.',
  type: 'object',
  context: VIEW_EDIT,
  properties: Object.fromEntries(
    Object.entries(registeredMeta(type))
      .filter(([key]) => key !== 'wp_pattern_sync_status')
      .map(([key, field]) => [key, { type: 'string', title: '', description: '', default: field.default }]),
  ),
});

interface Rendered {
  raw: string | null;
  rendered: string;
  protected?: boolean;
  blockVersion?: number;
}

/** A text as an item shows it: `protected` and the block version only where the fragment has them. */
const shownText = ({ raw, rendered, ...more }: Rendered) => ({
  raw: raw ?? '',
  rendered,
  ...(more.protected === undefined ? {} : { protected: more.protected }),
  ...(more.blockVersion === undefined ? {} : { block_version: more.blockVersion }),
});

/** A text field of the post: shown raw and rendered, written from a string or `{raw}`. */
const textField = (wire: 'title' | 'content' | 'excerpt', schema: PropertySchema): PostField => ({
  wire,
  schema,
  show: (post) => shownText(post[wire]),
  ...rawText(wire),
});

/**
 * Patterns keep only the raw title and content (in view too: clients parse the markup themselves);
 * navigation adds embed to its status, content and raw title (the reference's navigation fallback).
 */
function adjustForType(type: PostType, fields: PostField[]) {
  const p = Object.fromEntries(fields.map((field) => [field.wire, field.schema]));
  const nested = (field: string, name: string) => p[field]?.properties?.[name];
  if (type.name === 'wp_block')
    for (const field of fields.filter(({ wire }) => wire === 'title' || wire === 'content')) {
      nested(field.wire, 'raw')!.context = VIEW_EDIT;
      delete p[field.wire].properties!.rendered;
      // The reference's pattern controller drops the rendered text from its answers too.
      const show = field.show!;
      field.show = (...args) => {
        const { rendered: _rendered, ...kept } = show(...args) as Record<string, unknown>;
        return kept;
      };
    }
  if (type.name === 'wp_navigation') {
    const withEmbed = (property: PropertySchema) => {
      property.context = [...property.context, 'embed'];
    };
    for (const property of [p.status, p.content, nested('title', 'raw')!])
      withEmbed(property as PropertySchema);
    for (const name of ['raw', 'rendered', 'block_version'])
      withEmbed(nested('content', name) as PropertySchema);
  }
}

/** The terms of one taxonomy: shown as their ids, written as the taxonomy's part of `terms`. */
const taxonomyField = (name: TaxonomyKey): PostField => ({
  wire: TAXONOMIES[name].restBase,
  schema: {
    description: `The terms assigned to the post in the ${name} taxonomy.`,
    type: 'array',
    items: { type: 'integer' },
    context: VIEW_EDIT,
  },
  show: (post) => post.terms.filter((t) => t.taxonomy === name).map((t) => t.id),
  write: (input, ids) => {
    ((input.terms ??= []) as TermIdsInput[]).push({ taxonomy: name, ids: ids as number[] });
  },
});

/** The fields of a post, page or requirement, in the reference's schema order. */
export function postFields(type: PostType): PostField[] {
  const fields = commonFields();
  if (type.viewable)
    fields.push(
      {
        wire: 'permalink_template',
        show: (post) => post.link,
        schema: {
          description: 'Permalink template for the post.',
          type: 'string',
          context: EDIT_ONLY,
          ...ro,
        },
      },
      {
        wire: 'generated_slug',
        graphql: 'generatedSlug',
        schema: {
          description: 'Slug automatically generated from the post title.',
          type: 'string',
          context: EDIT_ONLY,
          ...ro,
        },
      },
      {
        wire: 'class_list',
        show: classList,
        schema: {
          description: 'An array of the class names for the post container element.',
          type: 'array',
          context: VIEW_EDIT,
          ...ro,
          items: { type: 'string' },
        },
      },
    );
  if (type.hierarchical)
    fields.push({
      wire: 'parent',
      graphql: 'parent',
      schema: { description: 'The ID for the parent of the post.', type: 'integer', context: VIEW_EDIT },
    });
  if (hasAttribute(type, 'title'))
    fields.push(textField('title', text('The title for the post.', VIEW_EDIT_EMBED, 'Title')));
  if (hasAttribute(type, 'editor'))
    fields.push(
      textField(
        'content',
        text('The content for the post.', VIEW_EDIT, 'Content', {
          block_version: {
            description: 'Version of the content block format used by the post.',
            type: 'integer',
            context: EDIT_ONLY,
            ...ro,
          },
          protected: isProtected('content'),
        }),
      ),
    );
  if (hasAttribute(type, 'author'))
    fields.push({
      wire: 'author',
      graphql: 'author',
      schema: {
        description: 'The ID for the author of the post.',
        type: 'integer',
        context: VIEW_EDIT_EMBED,
      },
    });
  if (hasAttribute(type, 'excerpt'))
    fields.push(
      textField(
        'excerpt',
        text('The excerpt for the post.', VIEW_EDIT_EMBED, 'Excerpt', { protected: isProtected('excerpt') }),
      ),
    );
  if (hasAttribute(type, 'thumbnail'))
    fields.push({
      wire: 'featured_media',
      graphql: 'featuredMedia',
      schema: {
        description: 'The ID of the featured media for the post.',
        type: 'integer',
        context: VIEW_EDIT_EMBED,
      },
    });
  if (hasAttribute(type, 'comments'))
    fields.push(
      {
        wire: 'comment_status',
        graphql: 'commentStatus',
        schema: {
          description: 'Whether or not comments are open on the post.',
          type: 'string',
          enum: OPEN_CLOSED,
          context: VIEW_EDIT,
        },
      },
      {
        wire: 'ping_status',
        graphql: 'pingStatus',
        schema: {
          description: 'Whether or not the post can be pinged.',
          type: 'string',
          enum: OPEN_CLOSED,
          context: VIEW_EDIT,
        },
      },
    );
  if (hasAttribute(type, 'page-attributes'))
    fields.push({
      wire: 'menu_order',
      graphql: 'menuOrder',
      schema: {
        description: 'The order of the post in relation to other posts.',
        type: 'integer',
        context: VIEW_EDIT,
      },
    });
  if (hasAttribute(type, 'post-formats'))
    fields.push({
      wire: 'format',
      graphql: 'format',
      schema: { description: 'The format for the post.', type: 'string', enum: FORMATS, context: VIEW_EDIT },
    });
  if (hasAttribute(type, 'custom-fields'))
    fields.push({
      wire: 'meta',
      graphql: 'meta',
      // A pattern's sync status is shown top-level instead.
      show: ({ meta: { wp_pattern_sync_status: _shownAlone, ...meta } }) => meta,
      schema: meta(type),
      arg: { properties: undefined },
    });
  if (supports(type, 'sticky'))
    fields.push({
      wire: 'sticky',
      graphql: 'sticky',
      schema: {
        description: 'Whether or not the post should be treated as sticky.',
        type: 'boolean',
        context: VIEW_EDIT,
      },
    });
  fields.push({
    wire: 'template',
    graphql: 'template',
    schema: { description: 'The theme file to use to display the post.', type: 'string', context: VIEW_EDIT },
  });
  fields.push(...type.taxonomies.map(taxonomyField));
  if (type.name === 'wp_block')
    fields.push({
      wire: 'wp_pattern_sync_status',
      show: (post) => post.meta.wp_pattern_sync_status ?? '',
      schema: {
        description: 'The sync status of the pattern.',
        type: 'string',
        context: VIEW_EDIT_EMBED,
        ...ro,
      },
    });
  adjustForType(type, fields);
  return fields;
}

/** The reference's key order of a post in an answer (the schema's is another). */
const responseOrder = (type: PostType) => [
  'id',
  'date',
  'date_gmt',
  'guid',
  'modified',
  'modified_gmt',
  'password',
  'slug',
  'status',
  'type',
  'link',
  'title',
  'content',
  'excerpt',
  'author',
  'featured_media',
  'parent',
  'menu_order',
  'comment_status',
  'ping_status',
  'sticky',
  'template',
  'format',
  'meta',
  ...type.taxonomies.map((name) => TAXONOMIES[name].restBase),
  'permalink_template',
  'generated_slug',
  'class_list',
  'wp_pattern_sync_status',
];

/** The field table of a post type: its schema (with the actions an edit may be granted), answers and writes. */
export const postTable = (siteUrl: string, type: PostType) =>
  new FieldTable(type.name, postFields(type), {
    responseOrder: responseOrder(type),
    links: actionLinks(siteUrl, type),
  });
