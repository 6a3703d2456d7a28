import { ATTACHMENT } from '../../src/content/post-type-registry.js';
import { E, itemSchema, VE, VEM, type ItemSchema, type PropertySchema } from './item-schema.js';
import { postSchema } from './post.schema.js';

const ro = { readonly: true } as const;

/** `caption` and `description`: the stored text for editing, the HTML for display. */
const text = (what: string, context: PropertySchema['context']): PropertySchema => ({
  description: `The attachment ${what}.`,
  type: 'object',
  context,
  properties: {
    raw: {
      description: `${what[0].toUpperCase()}${what.slice(1)} for the attachment, as it exists in the database.`,
      type: 'string',
      context: E,
    },
    rendered: {
      description: `HTML ${what} for the attachment, transformed for display.`,
      type: 'string',
      context,
      ...ro,
    },
  },
});

/**
 * The reference's attachment schema: the post fields media have (no password, content or excerpt;
 * `meta` has nothing registered), then the file's own.
 */
export function mediaSchema(siteUrl: string): ItemSchema {
  const base = postSchema(siteUrl, ATTACHMENT);
  const { password: _password, template, ...properties } = base.properties;
  Object.assign(properties, {
    meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
    template,
    alt_text: {
      description: 'Alternative text to display when attachment is not displayed.',
      type: 'string',
      context: VEM,
    },
    caption: text('caption', VEM),
    description: text('description', VE),
    media_type: {
      description: 'Attachment type.',
      type: 'string',
      enum: ['image', 'file'],
      context: VEM,
      ...ro,
    },
    mime_type: { description: 'The attachment MIME type.', type: 'string', context: VEM, ...ro },
    media_details: {
      description: 'Details about the media file, specific to its type.',
      type: 'object',
      context: VEM,
      ...ro,
    },
    post: {
      description: 'The ID for the associated post of the attachment.',
      type: 'integer',
      context: VE,
    },
    source_url: {
      description: 'URL to the original attachment file.',
      type: 'string',
      format: 'uri',
      context: VEM,
      ...ro,
    },
    missing_image_sizes: {
      description: 'List of the missing image sizes of the attachment.',
      type: 'array',
      items: { type: 'string' },
      context: E,
      ...ro,
    },
    filename: { description: 'Original attachment file name.', type: 'string', context: VE, ...ro },
    filesize: { description: 'Attachment file size in bytes.', type: 'integer', context: VE, ...ro },
  } satisfies Record<string, PropertySchema>);
  return itemSchema(ATTACHMENT.name, properties, base.links);
}
