import { ATTACHMENT } from '../../../src/content/content-model/post-type-registry.js';
import type { RestMediaItemFragment } from './media.generated.js';
import { FieldTable, rawText, type Field } from '../rest/field-table.js';
import { checkedValue, type ArgSchema } from '../rest/args.js';
import { EDIT_ONLY, ro, VIEW_EDIT, VIEW_EDIT_EMBED, type PropertySchema } from '../rest/item-schema.js';
import { mediaDetails } from './media.serialize.js';
import { actionLinks } from '../posts/post-action-links.js';
import { postFields } from '../posts/post.fields.js';

/** `caption` and `description`: the stored text for editing, the HTML for display. */
const text = (what: string, context: PropertySchema['context']): PropertySchema => ({
  description: `The attachment ${what}.`,
  type: 'object',
  context,
  properties: {
    raw: {
      description: `${what[0].toUpperCase()}${what.slice(1)} for the attachment, as it exists in the database.`,
      type: 'string',
      context: EDIT_ONLY,
    },
    rendered: {
      description: `HTML ${what} for the attachment, transformed for display.`,
      type: 'string',
      context,
      ...ro,
    },
  },
});

type MediaField = Field<RestMediaItemFragment>;

/** Portico's registered meta of images: the point a `fit=cover` variant keeps in view (null: the centre). */
const FOCAL_POINT: ArgSchema = {
  type: 'object',
  title: '',
  description: "Where the image's subject is, as fractions of its width and height from the top left.",
  default: null,
  properties: {
    x: { type: 'number', minimum: 0, maximum: 1, required: true },
    y: { type: 'number', minimum: 0, maximum: 1, required: true },
  },
  additionalProperties: false,
};

/** A text as a media item shows it. */
const shownText = ({ raw, rendered }: { raw: string | null; rendered: string }) => ({
  raw: raw ?? '',
  rendered,
});

/**
 * The reference's attachment fields: the post fields media have (no password, content or excerpt;
 * `meta` registers the focal point; the featured image is accepted and not kept), then the file's own.
 */
function mediaFields(): MediaField[] {
  const post = Object.fromEntries(postFields(ATTACHMENT).map((field) => [field.wire, field.schema]));
  const asPost = (wire: string, field: Omit<MediaField, 'wire' | 'schema'>): MediaField => ({
    wire,
    schema: post[wire],
    ...field,
  });
  return [
    asPost('date', { graphql: 'date' }),
    asPost('date_gmt', { graphql: 'dateGmt' }),
    asPost('guid', { show: (item) => ({ rendered: item.guid, raw: item.guid }) }),
    asPost('id', { graphql: 'id' }),
    asPost('link', { graphql: 'link' }),
    asPost('modified', { graphql: 'modified' }),
    asPost('modified_gmt', { graphql: 'modifiedGmt' }),
    asPost('slug', { graphql: 'slug' }),
    asPost('status', { graphql: 'status' }),
    asPost('type', { show: () => ATTACHMENT.name }),
    asPost('permalink_template', { show: (item) => item.link }),
    asPost('generated_slug', { show: (item) => item.slug }),
    asPost('class_list', {
      show: (item) => [`post-${item.id}`, 'attachment', 'type-attachment', `status-${item.status}`, 'hentry'],
    }),
    asPost('title', { show: (item) => shownText(item.title), ...rawText('title') }),
    asPost('author', { graphql: 'author' }),
    asPost('featured_media', { show: (item) => item.featuredMedia }),
    asPost('comment_status', { graphql: 'commentStatus' }),
    asPost('ping_status', { graphql: 'pingStatus' }),
    {
      wire: 'meta',
      show: (item) => ({ focal_point: item.focalPoint ?? null }),
      schema: {
        description: 'Meta fields.',
        type: 'object',
        context: VIEW_EDIT,
        properties: { focal_point: FOCAL_POINT },
      },
      // Each registered key is checked when it is written, as the reference checks meta.
      arg: { properties: undefined },
      write: (input, value) => {
        const focal = (value as Record<string, unknown>).focal_point;
        if (focal !== undefined)
          input.focalPoint = focal === null ? null : checkedValue(focal, FOCAL_POINT, 'meta.focal_point');
      },
    },
    asPost('template', { graphql: 'template' }),
    {
      wire: 'alt_text',
      graphql: 'altText',
      schema: {
        description: 'Alternative text to display when attachment is not displayed.',
        type: 'string',
        context: VIEW_EDIT_EMBED,
      },
    },
    {
      wire: 'caption',
      schema: text('caption', VIEW_EDIT_EMBED),
      show: (item) => shownText(item.caption),
      ...rawText('caption'),
    },
    {
      wire: 'description',
      schema: text('description', VIEW_EDIT),
      show: (item) => shownText(item.description),
      ...rawText('description'),
    },
    {
      wire: 'media_type',
      graphql: 'mediaType',
      schema: {
        description: 'Attachment type.',
        type: 'string',
        enum: ['image', 'file'],
        context: VIEW_EDIT_EMBED,
        ...ro,
      },
    },
    {
      wire: 'mime_type',
      graphql: 'mimeType',
      schema: { description: 'The attachment MIME type.', type: 'string', context: VIEW_EDIT_EMBED, ...ro },
    },
    {
      wire: 'media_details',
      show: mediaDetails,
      schema: {
        description: 'Details about the media file, specific to its type.',
        type: 'object',
        context: VIEW_EDIT_EMBED,
        ...ro,
      },
    },
    {
      wire: 'post',
      graphql: 'post',
      schema: {
        description: 'The ID for the associated post of the attachment.',
        type: 'integer',
        context: VIEW_EDIT,
      },
    },
    {
      wire: 'source_url',
      graphql: 'sourceUrl',
      schema: {
        description: 'URL to the original attachment file.',
        type: 'string',
        format: 'uri',
        context: VIEW_EDIT_EMBED,
        ...ro,
      },
    },
    {
      wire: 'missing_image_sizes',
      graphql: 'missingImageSizes',
      schema: {
        description: 'List of the missing image sizes of the attachment.',
        type: 'array',
        items: { type: 'string' },
        context: EDIT_ONLY,
        ...ro,
      },
    },
    {
      wire: 'filename',
      graphql: 'fileName',
      schema: { description: 'Original attachment file name.', type: 'string', context: VIEW_EDIT, ...ro },
    },
    {
      wire: 'filesize',
      graphql: 'filesize',
      schema: { description: 'Attachment file size in bytes.', type: 'integer', context: VIEW_EDIT, ...ro },
    },
  ];
}

/** The reference's key order of a media item in an answer. */
const RESPONSE_ORDER = [
  'id',
  'date',
  'date_gmt',
  'guid',
  'modified',
  'modified_gmt',
  'slug',
  'status',
  'type',
  'link',
  'title',
  'author',
  'featured_media',
  'comment_status',
  'ping_status',
  'template',
  'meta',
  'permalink_template',
  'generated_slug',
  'class_list',
  'description',
  'caption',
  'alt_text',
  'media_type',
  'mime_type',
  'media_details',
  'post',
  'source_url',
  'missing_image_sizes',
  'filename',
  'filesize',
];

/** The field table of media: the schema carries the post type's action links. */
export const mediaTable = (siteUrl: string) =>
  new FieldTable(ATTACHMENT.name, mediaFields(), {
    responseOrder: RESPONSE_ORDER,
    links: actionLinks(siteUrl, ATTACHMENT),
  });
