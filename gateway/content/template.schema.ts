import { WRITABLE_STATUSES } from '../../src/content/post-status.js';
import { E, itemSchema, VE, VEM, type ItemSchema } from './item-schema.js';

/** The reference's template schema (templates add is_custom and plugin, parts add area). */
export function templateSchema(type: 'wp_template' | 'wp_template_part'): ItemSchema {
  const ro = { readonly: true } as const;
  return itemSchema(type, {
    id: { description: 'ID of template.', type: 'string', context: VEM, ...ro },
    slug: {
      description: 'Unique slug identifying the template.',
      type: 'string',
      context: VEM,
      required: true,
      minLength: 1,
      pattern: '[a-zA-Z0-9_\\%-]+',
    },
    theme: { description: 'Theme identifier for the template.', type: 'string', context: VEM },
    type: { description: 'Type of template.', type: 'string', context: VEM },
    source: { description: 'Source of template', type: 'string', context: VEM, ...ro },
    origin: { description: 'Source of a customized template', type: 'string', context: VEM, ...ro },
    content: {
      description: 'Content of template.',
      type: ['object', 'string'],
      default: '',
      context: VE,
      properties: {
        raw: {
          description: 'Content for the template, as it exists in the database.',
          type: 'string',
          context: VE,
        },
        block_version: {
          description: 'Version of the content block format used by the template.',
          type: 'integer',
          context: E,
          ...ro,
        },
      },
    },
    title: {
      description: 'Title of template.',
      type: ['object', 'string'],
      default: '',
      context: VEM,
      properties: {
        raw: {
          description: 'Title for the template, as it exists in the database.',
          type: 'string',
          context: VEM,
        },
        rendered: {
          description: 'HTML title for the template, transformed for display.',
          type: 'string',
          context: VEM,
          ...ro,
        },
      },
    },
    description: { description: 'Description of template.', type: 'string', default: '', context: VEM },
    status: {
      description: 'Status of template.',
      type: 'string',
      enum: WRITABLE_STATUSES,
      default: 'publish',
      context: VEM,
    },
    cms_id: { description: 'Post ID.', type: 'integer', context: VEM, ...ro },
    has_theme_file: { description: 'Theme file exists.', type: 'boolean', context: VEM, ...ro },
    author: { description: 'The ID for the author of the template.', type: 'integer', context: VEM },
    modified: {
      description: "The date the template was last modified, in the site's timezone.",
      type: 'string',
      format: 'date-time',
      context: VE,
      ...ro,
    },
    date: {
      description: "The date the template was created, in the site's timezone.",
      type: ['string', 'null'],
      format: 'date-time',
      context: VE,
      ...ro,
    },
    author_text: { type: 'string', description: 'Human readable text for the author.', context: VEM, ...ro },
    original_source: {
      description: "Where the template originally comes from e.g. 'theme'",
      type: 'string',
      enum: ['theme', 'plugin', 'site', 'user'],
      context: VEM,
      ...ro,
    },
    ...(type === 'wp_template'
      ? {
          is_custom: {
            description: 'Whether a template is a custom template.',
            type: 'boolean',
            context: VEM,
            ...ro,
          },
          plugin: {
            type: 'string',
            description: 'Plugin that registered the template.',
            context: VEM,
            ...ro,
          },
        }
      : {
          area: {
            description: 'Where the template part is intended for use (header, footer, etc.)',
            type: 'string',
            context: VEM,
          },
        }),
  });
}
