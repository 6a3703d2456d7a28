import { WRITABLE_STATUSES } from '../../src/content/post-status.js';
import { itemSchema, VE, VEM } from './item-schema.js';

/** The reference's menu item schema (its property order; the response has another). */
export const MENU_ITEM_SCHEMA = itemSchema('nav_menu_item', {
  title: {
    description: 'The title for the object.',
    type: ['string', 'object'],
    context: VEM,
    properties: {
      raw: {
        description: 'Title for the object, as it exists in the database.',
        type: 'string',
        context: ['edit'],
      },
      rendered: {
        description: 'HTML title for the object, transformed for display.',
        type: 'string',
        context: VEM,
        readonly: true,
      },
    },
  },
  id: {
    description: 'Unique identifier for the object.',
    type: 'integer',
    default: 0,
    minimum: 0,
    context: VEM,
    readonly: true,
  },
  type_label: {
    description: 'The singular label used to describe this type of menu item.',
    type: 'string',
    context: VEM,
    readonly: true,
  },
  type: {
    description: 'The family of objects originally represented, such as "post_type" or "taxonomy".',
    type: 'string',
    enum: ['taxonomy', 'post_type', 'post_type_archive', 'custom'],
    context: VEM,
    default: 'custom',
  },
  status: {
    description: 'A named status for the object.',
    type: 'string',
    enum: WRITABLE_STATUSES,
    default: 'publish',
    context: VEM,
  },
  parent: {
    description: 'The ID for the parent of the object.',
    type: 'integer',
    minimum: 0,
    default: 0,
    context: VEM,
  },
  attr_title: {
    description: 'Text for the title attribute of the link element for this menu item.',
    type: 'string',
    context: VEM,
  },
  classes: {
    description: 'Class names for the link element of this menu item.',
    type: 'array',
    items: { type: 'string' },
    context: VEM,
  },
  description: { description: 'The description of this menu item.', type: 'string', context: VEM },
  menu_order: {
    description: "The DB ID of the nav_menu_item that is this item's menu parent, if any, otherwise 0.",
    context: VEM,
    type: 'integer',
    minimum: 1,
    default: 1,
  },
  object: {
    description: 'The type of object originally represented, such as "category", "post", or "attachment".',
    context: VEM,
    type: 'string',
  },
  object_id: {
    description:
      'The database ID of the original object this menu item represents, for example the ID for posts or the term_id for categories.',
    context: VEM,
    type: 'integer',
    minimum: 0,
    default: 0,
  },
  target: {
    description: 'The target attribute of the link element for this menu item.',
    type: 'string',
    context: VEM,
    enum: ['_blank', ''],
  },
  url: {
    description: 'The URL to which this menu item points.',
    type: 'string',
    format: 'uri',
    context: VEM,
  },
  xfn: {
    description: 'The XFN relationship expressed in the link of this menu item.',
    type: 'array',
    items: { type: 'string' },
    context: VEM,
  },
  invalid: {
    description: 'Whether the menu item represents an object that no longer exists.',
    context: VEM,
    type: 'boolean',
    readonly: true,
  },
  menus: {
    description: 'The terms assigned to the object in the nav_menu taxonomy.',
    type: 'integer',
    context: VE,
  },
  meta: { description: 'Meta fields.', type: 'object', context: VE, properties: {} },
});
