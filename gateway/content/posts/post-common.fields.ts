import { WRITABLE_STATUSES } from '../../../src/content/content-model/post-status.js';
import type { Field } from '../rest/field-table.js';
import { EDIT_ONLY, ro, VIEW_EDIT, VIEW_EDIT_EMBED } from '../rest/item-schema.js';
import type { RestPostFragment } from './posts.generated.js';

/** A field of a post type's table. */
export type PostField = Field<RestPostFragment>;

/**
 * The fields every post type has, whatever it supports, in the reference's schema order: made anew
 * for each table, as a type's adjustments change its own.
 */
export const commonFields = (): PostField[] => [
  {
    wire: 'date',
    graphql: 'date',
    schema: {
      description: "The date the post was published, in the site's timezone.",
      type: ['string', 'null'],
      format: 'date-time',
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'date_gmt',
    graphql: 'dateGmt',
    schema: {
      description: 'The date the post was published, as GMT.',
      type: ['string', 'null'],
      format: 'date-time',
      context: VIEW_EDIT,
    },
  },
  {
    wire: 'guid',
    show: (post) => ({ rendered: post.guid, raw: post.guid }),
    schema: {
      description: 'The globally unique identifier for the post.',
      type: 'object',
      context: VIEW_EDIT,
      ...ro,
      properties: {
        raw: {
          description: 'GUID for the post, as it exists in the database.',
          type: 'string',
          context: EDIT_ONLY,
          ...ro,
        },
        rendered: {
          description: 'GUID for the post, transformed for display.',
          type: 'string',
          context: VIEW_EDIT,
          ...ro,
        },
      },
    },
  },
  {
    wire: 'id',
    graphql: 'id',
    schema: {
      description: 'Unique identifier for the post.',
      type: 'integer',
      context: VIEW_EDIT_EMBED,
      ...ro,
    },
  },
  {
    wire: 'link',
    graphql: 'link',
    schema: {
      description: 'URL to the post.',
      type: 'string',
      format: 'uri',
      context: VIEW_EDIT_EMBED,
      ...ro,
    },
  },
  {
    wire: 'modified',
    graphql: 'modified',
    schema: {
      description: "The date the post was last modified, in the site's timezone.",
      type: 'string',
      format: 'date-time',
      context: VIEW_EDIT,
      ...ro,
    },
  },
  {
    wire: 'modified_gmt',
    graphql: 'modifiedGmt',
    schema: {
      description: 'The date the post was last modified, as GMT.',
      type: 'string',
      format: 'date-time',
      context: VIEW_EDIT,
      ...ro,
    },
  },
  {
    wire: 'slug',
    graphql: 'slug',
    schema: {
      description: 'An alphanumeric identifier for the post unique to its type.',
      type: 'string',
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'status',
    graphql: 'status',
    schema: {
      description: 'A named status for the post.',
      type: 'string',
      enum: WRITABLE_STATUSES,
      context: VIEW_EDIT,
    },
  },
  {
    wire: 'type',
    graphql: 'type',
    schema: { description: 'Type of post.', type: 'string', context: VIEW_EDIT_EMBED, ...ro },
  },
  {
    wire: 'password',
    graphql: 'password',
    show: (post) => post.password ?? '',
    schema: {
      description: 'A password to protect access to the content and excerpt.',
      type: 'string',
      context: EDIT_ONLY,
    },
  },
];
