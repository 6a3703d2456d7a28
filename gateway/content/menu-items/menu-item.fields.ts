import { WRITABLE_STATUSES } from '../../../src/content/content-model/post-status.js';
import type { RestMenuItemFragment } from './menu-items.generated.js';
import { FieldTable, rawText, type Field } from '../rest/field-table.js';
import { VIEW_EDIT, VIEW_EDIT_EMBED } from '../rest/item-schema.js';

/** Empty class and xfn lists show as `[""]` (the reference splits an empty string). */
const listOrBlank = (values: string[]) => (values.length ? values : ['']);

/** `classes` and `xfn` also come as one space- or comma-separated string. */
const words = (value: unknown) =>
  Array.isArray(value) ? value.flatMap((v) => String(v).split(/[\s,]+/)).filter(Boolean) : undefined;

/** The reference's menu item fields, in its schema's order. */
const MENU_ITEM_FIELDS: Field<RestMenuItemFragment>[] = [
  {
    wire: 'title',
    show: (item) => ({ raw: item.title.raw ?? '', rendered: item.title.rendered }),
    ...rawText('title'),
    schema: {
      description: 'The title for the object.',
      type: ['string', 'object'],
      context: VIEW_EDIT_EMBED,
      properties: {
        raw: {
          description: 'Title for the object, as it exists in the database.',
          type: 'string',
          context: ['edit'],
        },
        rendered: {
          description: 'HTML title for the object, transformed for display.',
          type: 'string',
          context: VIEW_EDIT_EMBED,
          readonly: true,
        },
      },
    },
  },
  {
    wire: 'id',
    graphql: 'id',
    schema: {
      description: 'Unique identifier for the object.',
      type: 'integer',
      default: 0,
      minimum: 0,
      context: VIEW_EDIT_EMBED,
      readonly: true,
    },
  },
  {
    wire: 'type_label',
    graphql: 'typeLabel',
    schema: {
      description: 'The singular label used to describe this type of menu item.',
      type: 'string',
      context: VIEW_EDIT_EMBED,
      readonly: true,
    },
  },
  {
    wire: 'type',
    graphql: 'type',
    schema: {
      description: 'The family of objects originally represented, such as "post_type" or "taxonomy".',
      type: 'string',
      enum: ['taxonomy', 'post_type', 'post_type_archive', 'custom'],
      context: VIEW_EDIT_EMBED,
      default: 'custom',
    },
  },
  {
    wire: 'status',
    graphql: 'status',
    schema: {
      description: 'A named status for the object.',
      type: 'string',
      enum: WRITABLE_STATUSES,
      default: 'publish',
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'parent',
    graphql: 'parent',
    schema: {
      description: 'The ID for the parent of the object.',
      type: 'integer',
      minimum: 0,
      default: 0,
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'attr_title',
    graphql: 'attrTitle',
    schema: {
      description: 'Text for the title attribute of the link element for this menu item.',
      type: 'string',
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'classes',
    show: (item) => listOrBlank(item.classes),
    write: (input, value) => {
      input.classes = words(value);
    },
    schema: {
      description: 'Class names for the link element of this menu item.',
      type: 'array',
      items: { type: 'string' },
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'description',
    graphql: 'description',
    schema: { description: 'The description of this menu item.', type: 'string', context: VIEW_EDIT_EMBED },
  },
  {
    wire: 'menu_order',
    graphql: 'menuOrder',
    schema: {
      description: "The DB ID of the nav_menu_item that is this item's menu parent, if any, otherwise 0.",
      context: VIEW_EDIT_EMBED,
      type: 'integer',
      minimum: 1,
      default: 1,
    },
  },
  {
    wire: 'object',
    graphql: 'object',
    schema: {
      description: 'The type of object originally represented, such as "category", "post", or "attachment".',
      context: VIEW_EDIT_EMBED,
      type: 'string',
    },
  },
  {
    wire: 'object_id',
    graphql: 'objectId',
    schema: {
      description:
        'The database ID of the original object this menu item represents, for example the ID for posts or the term_id for categories.',
      context: VIEW_EDIT_EMBED,
      type: 'integer',
      minimum: 0,
      default: 0,
    },
  },
  {
    wire: 'target',
    graphql: 'target',
    schema: {
      description: 'The target attribute of the link element for this menu item.',
      type: 'string',
      context: VIEW_EDIT_EMBED,
      enum: ['_blank', ''],
    },
  },
  {
    wire: 'url',
    graphql: 'url',
    schema: {
      description: 'The URL to which this menu item points.',
      type: 'string',
      format: 'uri',
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'xfn',
    show: (item) => listOrBlank(item.xfn),
    write: (input, value) => {
      input.xfn = words(value);
    },
    schema: {
      description: 'The XFN relationship expressed in the link of this menu item.',
      type: 'array',
      items: { type: 'string' },
      context: VIEW_EDIT_EMBED,
    },
  },
  {
    wire: 'invalid',
    graphql: 'invalid',
    schema: {
      description: 'Whether the menu item represents an object that no longer exists.',
      context: VIEW_EDIT_EMBED,
      type: 'boolean',
      readonly: true,
    },
  },
  {
    wire: 'menus',
    graphql: 'menu',
    write: (input, value) => {
      input.menus = value;
    },
    schema: {
      description: 'The terms assigned to the object in the nav_menu taxonomy.',
      type: 'integer',
      context: VIEW_EDIT,
    },
  },
  {
    wire: 'meta',
    show: () => ({}),
    schema: { description: 'Meta fields.', type: 'object', context: VIEW_EDIT, properties: {} },
  },
];

/** The field table of menu items: the answer's keys come in another order than the schema's. */
export const MENU_ITEM_TABLE = new FieldTable('nav_menu_item', MENU_ITEM_FIELDS, {
  responseOrder: [
    'id',
    'title',
    'status',
    'url',
    'attr_title',
    'description',
    'type',
    'type_label',
    'object',
    'object_id',
    'parent',
    'menu_order',
    'target',
    'classes',
    'xfn',
    'invalid',
    'meta',
    'menus',
  ],
});
