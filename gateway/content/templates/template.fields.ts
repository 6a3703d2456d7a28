import { WRITABLE_STATUSES } from '../../../src/content/content-model/post-status.js';
import type { RestTemplateFragment } from './templates.generated.js';
import { FieldTable, rawText, type Field } from '../rest/field-table.js';
import { EDIT_ONLY, ro, VIEW_EDIT, VIEW_EDIT_EMBED } from '../rest/item-schema.js';

type TemplateField = Field<RestTemplateFragment>;

/** The reference's template fields (templates add is_custom and plugin, parts add area). */
function templateFields(type: 'wp_template' | 'wp_template_part'): TemplateField[] {
  const fields: TemplateField[] = [
    {
      wire: 'id',
      graphql: 'id',
      schema: { description: 'ID of template.', type: 'string', context: VIEW_EDIT_EMBED, ...ro },
    },
    {
      wire: 'slug',
      graphql: 'slug',
      schema: {
        description: 'Unique slug identifying the template.',
        type: 'string',
        context: VIEW_EDIT_EMBED,
        required: true,
        minLength: 1,
        pattern: '[a-zA-Z0-9_\\%-]+',
      },
    },
    {
      wire: 'theme',
      graphql: 'theme',
      schema: { description: 'Theme identifier for the template.', type: 'string', context: VIEW_EDIT_EMBED },
    },
    {
      wire: 'type',
      show: () => type,
      schema: { description: 'Type of template.', type: 'string', context: VIEW_EDIT_EMBED },
    },
    {
      wire: 'source',
      graphql: 'source',
      schema: { description: 'Source of template', type: 'string', context: VIEW_EDIT_EMBED, ...ro },
    },
    {
      wire: 'origin',
      graphql: 'origin',
      schema: {
        description: 'Source of a customized template',
        type: 'string',
        context: VIEW_EDIT_EMBED,
        ...ro,
      },
    },
    {
      wire: 'content',
      show: ({ content }) => ({ raw: content.raw, block_version: content.blockVersion }),
      ...rawText('content'),
      schema: {
        description: 'Content of template.',
        type: ['object', 'string'],
        default: '',
        context: VIEW_EDIT,
        properties: {
          raw: {
            description: 'Content for the template, as it exists in the database.',
            type: 'string',
            context: VIEW_EDIT,
          },
          block_version: {
            description: 'Version of the content block format used by the template.',
            type: 'integer',
            context: EDIT_ONLY,
            ...ro,
          },
        },
      },
    },
    {
      wire: 'title',
      graphql: 'title',
      ...rawText('title'),
      schema: {
        description: 'Title of template.',
        type: ['object', 'string'],
        default: '',
        context: VIEW_EDIT_EMBED,
        properties: {
          raw: {
            description: 'Title for the template, as it exists in the database.',
            type: 'string',
            context: VIEW_EDIT_EMBED,
          },
          rendered: {
            description: 'HTML title for the template, transformed for display.',
            type: 'string',
            context: VIEW_EDIT_EMBED,
            ...ro,
          },
        },
      },
    },
    {
      wire: 'description',
      graphql: 'description',
      schema: {
        description: 'Description of template.',
        type: 'string',
        default: '',
        context: VIEW_EDIT_EMBED,
      },
    },
    {
      wire: 'status',
      // Shown, and accepted without effect (TemplateInput has no status).
      show: ({ status }) => status,
      schema: {
        description: 'Status of template.',
        type: 'string',
        enum: WRITABLE_STATUSES,
        default: 'publish',
        context: VIEW_EDIT_EMBED,
      },
    },
    {
      wire: 'cms_id',
      graphql: 'cmsId',
      schema: { description: 'Post ID.', type: 'integer', context: VIEW_EDIT_EMBED, ...ro },
    },
    {
      wire: 'has_theme_file',
      graphql: 'hasThemeFile',
      schema: { description: 'Theme file exists.', type: 'boolean', context: VIEW_EDIT_EMBED, ...ro },
    },
    {
      wire: 'author',
      graphql: 'author',
      schema: {
        description: 'The ID for the author of the template.',
        type: 'integer',
        context: VIEW_EDIT_EMBED,
      },
    },
    {
      wire: 'modified',
      graphql: 'modified',
      schema: {
        description: "The date the template was last modified, in the site's timezone.",
        type: 'string',
        format: 'date-time',
        context: VIEW_EDIT,
        ...ro,
      },
    },
    {
      wire: 'date',
      graphql: 'date',
      schema: {
        description: "The date the template was created, in the site's timezone.",
        type: ['string', 'null'],
        format: 'date-time',
        context: VIEW_EDIT,
        ...ro,
      },
    },
    {
      wire: 'author_text',
      graphql: 'authorText',
      schema: {
        type: 'string',
        description: 'Human readable text for the author.',
        context: VIEW_EDIT_EMBED,
        ...ro,
      },
    },
    {
      wire: 'original_source',
      graphql: 'originalSource',
      schema: {
        description: "Where the template originally comes from e.g. 'theme'",
        type: 'string',
        enum: ['theme', 'plugin', 'site', 'user'],
        context: VIEW_EDIT_EMBED,
        ...ro,
      },
    },
  ];
  if (type === 'wp_template')
    fields.push(
      {
        wire: 'is_custom',
        graphql: 'isCustom',
        schema: {
          description: 'Whether a template is a custom template.',
          type: 'boolean',
          context: VIEW_EDIT_EMBED,
          ...ro,
        },
      },
      {
        wire: 'plugin',
        // Only templates a plugin registers have one: none here, so it is never shown.
        show: () => undefined,
        schema: {
          type: 'string',
          description: 'Plugin that registered the template.',
          context: VIEW_EDIT_EMBED,
          ...ro,
        },
      },
    );
  else
    fields.push({
      wire: 'area',
      graphql: 'area',
      schema: {
        description: 'Where the template part is intended for use (header, footer, etc.)',
        type: 'string',
        context: VIEW_EDIT_EMBED,
      },
    });
  return fields;
}

/** The reference's key order of a template (or a revision) in an answer. */
const RESPONSE_ORDER = [
  'id',
  'theme',
  'content',
  'slug',
  'source',
  'origin',
  'type',
  'description',
  'title',
  'status',
  'cms_id',
  'has_theme_file',
  'is_custom',
  'author',
  'area',
  'modified',
  'date',
  'author_text',
  'original_source',
  'parent',
];

/** The field tables of a template kind: its items, and their revisions and autosaves (with `parent`). */
export function templateTables(type: 'wp_template' | 'wp_template_part') {
  const fields = templateFields(type);
  const parent: TemplateField = {
    wire: 'parent',
    graphql: 'parent',
    schema: {
      description: 'The ID for the parent of the revision.',
      type: 'integer',
      context: VIEW_EDIT_EMBED,
    },
  };
  return {
    items: new FieldTable(type, fields, { responseOrder: RESPONSE_ORDER }),
    revisions: new FieldTable(`${type}-revision`, [...fields, parent], { responseOrder: RESPONSE_ORDER }),
  };
}
