import { WRITABLE_STATUSES } from '../../src/content/post-status.js';
import { NAV_MENU_ITEM, restBaseOfType, TAXONOMIES } from '../../src/content/post-types.js';
import type { Gateway } from '../gateway.js';
import type { Args } from './args.js';
import { CONTEXT, FORCE, listResponse } from './collection.js';
import { inContext, itemSchema, VE, VEM, writeArgs, type RestContext } from './item-schema.js';
import { compactLinks, restUrl } from './links.js';
import { collectionArgs, listFilter, textOf } from './post.args.js';
import { autosaveRoutes } from './revisions.route.js';
import { itemMethods, type RestParams, type RestRequest, type RestResponse, type Route } from './route.js';
import * as op from '../operations.generated.js';

const BASE = '/cms/v2/menu-items';

/** The reference's menu item schema (its property order; the response has another). */
const SCHEMA = itemSchema('nav_menu_item', {
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

/** Empty class and xfn lists show as `[""]` (the reference splits an empty string). */
const listOrBlank = (values: string[]) => (values.length ? values : ['']);

function serialize(siteUrl: string, item: op.RestMenuItemFragment, context: RestContext) {
  const out = inContext(SCHEMA, context, [
    ['id', () => item.id],
    ['title', () => ({ raw: item.title.raw ?? '', rendered: item.title.rendered })],
    ['status', () => item.status],
    ['url', () => item.url],
    ['attr_title', () => item.attrTitle],
    ['description', () => item.description],
    ['type', () => item.type],
    ['type_label', () => item.typeLabel],
    ['object', () => item.object],
    ['object_id', () => item.objectId],
    ['parent', () => item.parent],
    ['menu_order', () => item.menuOrder],
    ['target', () => item.target],
    ['classes', () => listOrBlank(item.classes)],
    ['xfn', () => listOrBlank(item.xfn)],
    ['invalid', () => item.invalid],
    ['meta', () => ({})],
    ['menus', () => item.menu],
  ]);
  const links: Record<string, Record<string, unknown>[]> = {
    self: [{ href: restUrl(siteUrl, `${BASE}/${item.id}`), targetHints: { allow: itemMethods(item) } }],
    collection: [{ href: restUrl(siteUrl, BASE) }],
    about: [{ href: restUrl(siteUrl, '/cms/v2/types/nav_menu_item') }],
    'https://api.w.org/term': [
      { taxonomy: 'nav_menu', embeddable: true, href: restUrl(siteUrl, '/cms/v2/menus', { post: item.id }) },
    ],
  };
  // The linked post or term, by the kind of object it is.
  if ((item.type === 'post_type' || item.type === 'taxonomy') && item.objectId) {
    const route = item.type === 'post_type' ? restBaseOfType(item.object) : TAXONOMIES[item.object]?.restBase;
    links['https://api.w.org/menu-item-object'] = [
      {
        [item.type]: item.object,
        embeddable: true,
        href: restUrl(siteUrl, `/cms/v2/${route ?? item.object}/${item.objectId}`),
      },
    ];
  }
  out._links = compactLinks(links);
  return out;
}

/** `classes` and `xfn` also come as one space- or comma-separated string. */
const words = (value: unknown) =>
  Array.isArray(value) ? value.flatMap((v) => String(v).split(/[\s,]+/)).filter(Boolean) : undefined;

function menuItemInput(p: RestParams) {
  return {
    title: textOf(p.title),
    type: p.type,
    status: p.status,
    parent: p.parent,
    attrTitle: p.attr_title,
    classes: words(p.classes),
    description: p.description,
    menuOrder: p.menu_order,
    object: p.object,
    objectId: p.object_id,
    target: p.target,
    url: p.url,
    xfn: words(p.xfn),
    menus: p.menus,
  };
}

/** `/cms/v2/menu-items[/<id>]`: classic menu entries (list order `menu_order`, 100 per page). */
export function menuItemRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const edit = (item: op.RestMenuItemFragment, status = 200): RestResponse => ({
    status,
    body: serialize(siteUrl, item, 'edit'),
    allow: itemMethods(item),
  });

  const listArgs: Args = collectionArgs(NAV_MENU_ITEM);
  listArgs.per_page = { ...listArgs.per_page, default: 100 };
  listArgs.order = { ...listArgs.order, default: 'asc' };
  const orderby = listArgs.orderby;
  listArgs.orderby = { ...orderby, default: 'menu_order', enum: [...(orderby.enum ?? []), 'menu_order'] };
  listArgs.menu_order = {
    description: 'Limit result set to posts with a specific menu_order value.',
    type: 'integer',
  };

  const list = (req: RestRequest) =>
    listResponse(
      operations,
      siteUrl,
      req,
      op.RestListMenuItemsDocument,
      listFilter(NAV_MENU_ITEM, req.params),
      (item, context) => serialize(siteUrl, item, context),
    );
  const create = async (req: RestRequest) => {
    const { item } = await operations.run(
      op.RestCreateMenuItemDocument,
      { input: menuItemInput(req.params) },
      req.context,
    );
    const response = edit(item, 201);
    response.headers = { Location: restUrl(siteUrl, `${BASE}/${item.id}`) };
    return response;
  };
  const get = async (req: RestRequest): Promise<RestResponse> => {
    const context = req.params.context as RestContext;
    const { item } = await operations.run(
      op.RestGetMenuItemDocument,
      { id: req.params.id, edit: context === 'edit' },
      req.context,
    );
    return { body: serialize(siteUrl, item, context), allow: itemMethods(item) };
  };
  const update = async (req: RestRequest) => {
    const { item } = await operations.run(
      op.RestUpdateMenuItemDocument,
      { id: req.params.id, input: menuItemInput(req.params) },
      req.context,
    );
    return edit(item);
  };
  const remove = async (req: RestRequest): Promise<RestResponse> => {
    const { deleted } = await operations.run(
      op.RestDeleteMenuItemDocument,
      { id: req.params.id, force: req.params.force },
      req.context,
    );
    return { body: { deleted: true, previous: serialize(siteUrl, deleted.previous, 'view') } };
  };

  const id = { description: 'Unique identifier for the post.', type: 'integer' };
  const updateArgs = writeArgs(SCHEMA, 'update', WRITE_ADJUST);
  return [
    {
      namespace: 'cms/v2',
      path: BASE,
      schema: SCHEMA,
      endpoints: [
        { methods: ['GET'], args: listArgs, handler: list, allowBatch: true },
        {
          methods: ['POST'],
          args: writeArgs(SCHEMA, 'create', WRITE_ADJUST),
          handler: create,
          allowBatch: true,
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${BASE}/(?P<id>[\\d]+)`,
      schema: SCHEMA,
      endpoints: [
        { methods: ['GET'], args: { id, context: CONTEXT }, handler: get, allowBatch: true },
        {
          methods: ['POST', 'PUT', 'PATCH'],
          args: { id, ...updateArgs },
          handler: update,
          allowBatch: true,
        },
        {
          methods: ['DELETE'],
          args: {
            id,
            force: FORCE,
          },
          handler: remove,
          allowBatch: true,
        },
      ],
    },
    // Menu items have autosaves (of their texts) but no revisions.
    ...autosaveRoutes(gateway, NAV_MENU_ITEM, updateArgs, {
      list: (parent) => (context) =>
        operations.run(op.RestListMenuItemAutosavesDocument, { parent }, context),
      get: (parent, autosaveId) => (context) =>
        operations.run(op.RestGetMenuItemAutosaveDocument, { parent, id: autosaveId }, context),
      save: (itemId, params) => (context) =>
        operations.run(
          op.RestAutosaveMenuItemDocument,
          { id: itemId, input: menuItemInput(params) },
          context,
        ),
    }),
  ];
}

/** The title is read by the handler (a string or `{raw}`). */
const WRITE_ADJUST = { title: { unchecked: true as const } };
