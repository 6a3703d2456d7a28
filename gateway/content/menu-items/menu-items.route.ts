import {
  NAV_MENU_ITEM,
  restBaseOfType,
  TAXONOMIES,
} from '../../../src/content/content-model/post-type-registry.js';
import type { Gateway } from '../../gateway.js';
import type { ArgSchema, Args } from '../rest/args.js';
import { CONTEXT, FORCE, listResponse } from '../rest/collection.js';
import type { RestContext } from '../rest/item-schema.js';
import { MENU_ITEM_TABLE } from './menu-item.fields.js';
import { compactLinks, restUrl } from '../rest/links.js';
import { collectionArgs, listFilter } from '../posts/post.args.js';
import { autosaveRoutes } from '../revisions/revisions.route.js';
import { itemMethods, type RestRequest, type RestResponse, type Route } from '../rest/route.js';
import {
  RestCreateMenuItemDocument,
  RestDeleteMenuItemDocument,
  RestGetMenuItemDocument,
  RestListMenuItemsDocument,
  type RestMenuItemFragment,
  RestUpdateMenuItemDocument,
} from './menu-items.generated.js';
import {
  RestAutosaveMenuItemDocument,
  RestGetMenuItemAutosaveDocument,
  RestListMenuItemAutosavesDocument,
} from '../revisions/revisions.generated.js';

const BASE = '/cms/v2/menu-items';
const CREATE_ARGS = MENU_ITEM_TABLE.args('create');
const UPDATE_ARGS = MENU_ITEM_TABLE.args('update');

function serialize(siteUrl: string, item: RestMenuItemFragment, context: RestContext) {
  const out = MENU_ITEM_TABLE.show(item, context);
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

/** What every menu item handler needs. */
interface MenuItemsApi {
  operations: Gateway['operations'];
  siteUrl: string;
}

type Handler = (api: MenuItemsApi, req: RestRequest) => Promise<RestResponse>;

const edited = (api: MenuItemsApi, item: RestMenuItemFragment, status = 200): RestResponse => ({
  status,
  body: serialize(api.siteUrl, item, 'edit'),
  allow: itemMethods(item),
});

function listMenuItems(api: MenuItemsApi, req: RestRequest) {
  const show = (item: RestMenuItemFragment, context: RestContext) => serialize(api.siteUrl, item, context);
  const filter = listFilter(NAV_MENU_ITEM, req.params);
  return listResponse(api.operations, api.siteUrl, req, RestListMenuItemsDocument, filter, show);
}

async function createMenuItem(api: MenuItemsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { input: MENU_ITEM_TABLE.input(req.params, CREATE_ARGS) };
  const { item } = await api.operations
    .run(RestCreateMenuItemDocument, variables, req.context)
    .catch((error: unknown) => {
      throw MENU_ITEM_TABLE.wireError(error);
    });
  return { ...edited(api, item, 201), headers: { Location: restUrl(api.siteUrl, `${BASE}/${item.id}`) } };
}

async function getMenuItem(api: MenuItemsApi, req: RestRequest): Promise<RestResponse> {
  const context = req.params.context as RestContext;
  const variables = { id: req.params.id, edit: context === 'edit' };
  const { item } = await api.operations.run(RestGetMenuItemDocument, variables, req.context);
  return { body: serialize(api.siteUrl, item, context), allow: itemMethods(item) };
}

async function updateMenuItem(api: MenuItemsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { id: req.params.id, input: MENU_ITEM_TABLE.input(req.params, UPDATE_ARGS) };
  const { item } = await api.operations
    .run(RestUpdateMenuItemDocument, variables, req.context)
    .catch((error: unknown) => {
      throw MENU_ITEM_TABLE.wireError(error);
    });
  return edited(api, item);
}

async function deleteMenuItem(api: MenuItemsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { id: req.params.id, force: req.params.force };
  const { deleted } = await api.operations.run(RestDeleteMenuItemDocument, variables, req.context);
  return { body: { deleted: true, previous: serialize(api.siteUrl, deleted.previous, 'view') } };
}

function listArgs(): Args {
  const args = collectionArgs(NAV_MENU_ITEM);
  const { per_page, order, orderby } = args;
  return {
    ...args,
    per_page: { ...per_page, default: 100 },
    order: { ...order, default: 'asc' },
    orderby: { ...orderby, default: 'menu_order', enum: [...(orderby.enum ?? []), 'menu_order'] },
    menu_order: {
      description: 'Limit result set to posts with a specific menu_order value.',
      type: 'integer',
    },
  };
}

const ID: ArgSchema = { description: 'Unique identifier for the post.', type: 'integer' };

/** `/cms/v2/menu-items[/<id>]`: classic menu entries (list order `menu_order`, 100 per page). */
export function menuItemRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const api: MenuItemsApi = { operations, siteUrl: gateway.runtime.settings.publicUrl };
  const bind = (handler: Handler) => (req: RestRequest) => handler(api, req);
  const endpoint = (methods: string[], args: Args, handler: Handler) => ({
    methods,
    args,
    handler: bind(handler),
    allowBatch: true,
  });
  return [
    {
      namespace: 'cms/v2',
      path: BASE,
      schema: MENU_ITEM_TABLE.schema,
      endpoints: [
        endpoint(['GET'], listArgs(), listMenuItems),
        endpoint(['POST'], CREATE_ARGS, createMenuItem),
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${BASE}/(?P<id>[\\d]+)`,
      schema: MENU_ITEM_TABLE.schema,
      endpoints: [
        endpoint(['GET'], { id: ID, context: CONTEXT }, getMenuItem),
        endpoint(['POST', 'PUT', 'PATCH'], { id: ID, ...UPDATE_ARGS }, updateMenuItem),
        endpoint(['DELETE'], { id: ID, force: FORCE }, deleteMenuItem),
      ],
    },
    // Menu items have autosaves (of their texts) but no revisions.
    ...autosaveRoutes(gateway, NAV_MENU_ITEM, UPDATE_ARGS, {
      list: (parent) => (context) => operations.run(RestListMenuItemAutosavesDocument, { parent }, context),
      get: (parent, autosaveId) => (context) =>
        operations.run(RestGetMenuItemAutosaveDocument, { parent, id: autosaveId }, context),
      save: (itemId, params) => (context) =>
        operations.run(
          RestAutosaveMenuItemDocument,
          { id: itemId, input: MENU_ITEM_TABLE.input(params, UPDATE_ARGS) },
          context,
        ),
    }),
  ];
}

/** The title is read by the handler (a string or `{raw}`). */
