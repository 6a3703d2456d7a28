import type { Gateway } from '../gateway.js';
import { CONTEXT } from './collection.js';
import { STATUS_SCHEMA, TAXONOMY_SCHEMA, TYPE_SCHEMA } from './content-model.schema.js';
import { inContext, type ItemSchema, type RestContext } from './item-schema.js';
import { compactLinks, restUrl } from './links.js';
import { RestError } from './rest-error.js';
import type { RestRequest, RestResponse, Route } from './route.js';
import * as op from '../operations.generated.js';

interface NamedCapability {
  name: string;
  capability: string;
}

const ICONS: Record<string, string> = { post: 'dashicons-admin-post', page: 'dashicons-admin-page' };
const capabilityMap = (list: NamedCapability[]) =>
  Object.fromEntries(list.map((c) => [c.name, c.capability]));
const keyed = <T extends { name: string }>(items: T[], shape: (item: T) => unknown) =>
  Object.fromEntries(items.map((item) => [item.name, shape(item)]));

/** 401 for anonymous callers, 403 for logged-in ones (the reference's rest_authorization_required_code). */
const notAllowed = (req: RestRequest, code: string, message: string) =>
  new RestError(code, message, req.context.caller.user ? 403 : 401);

export function serializeType(siteUrl: string, type: op.RestTypeFragment, context: RestContext) {
  const out = inContext(TYPE_SCHEMA, context, [
    ['capabilities', () => capabilityMap(type.capabilities)],
    ['description', () => type.description],
    ['hierarchical', () => type.hierarchical],
    ['has_archive', () => false],
    ['visibility', () => ({ show_in_nav_menus: true, show_ui: true })],
    ['viewable', () => true],
    ['labels', () => ({ name: type.label })],
    ['name', () => type.label],
    ['slug', () => type.name],
    ['icon', () => ICONS[type.name] ?? null],
    ['supports', () => Object.fromEntries(type.supports.map((feature) => [feature, true]))],
    ['taxonomies', () => type.taxonomies],
    ['rest_base', () => type.restBase],
    ['rest_namespace', () => 'cms/v2'],
    ['template', () => []],
    ['template_lock', () => false],
  ]);
  out._links = compactLinks({
    collection: [{ href: restUrl(siteUrl, '/cms/v2/types') }],
    'https://api.w.org/items': [{ href: restUrl(siteUrl, `/cms/v2/${type.restBase}`) }],
  });
  return out;
}

export function serializeTaxonomy(siteUrl: string, taxonomy: op.RestTaxonomyFragment, context: RestContext) {
  const out = inContext(TAXONOMY_SCHEMA, context, [
    ['name', () => taxonomy.label],
    ['slug', () => taxonomy.name],
    ['capabilities', () => capabilityMap(taxonomy.capabilities)],
    ['description', () => ''],
    ['labels', () => ({ name: taxonomy.label })],
    ['types', () => taxonomy.types],
    ['show_cloud', () => taxonomy.public && !taxonomy.hierarchical],
    ['hierarchical', () => taxonomy.hierarchical],
    ['rest_base', () => taxonomy.restBase],
    ['rest_namespace', () => 'cms/v2'],
    [
      'visibility',
      () => ({
        public: taxonomy.public,
        publicly_queryable: taxonomy.public,
        show_admin_column: false,
        show_in_nav_menus: taxonomy.public,
        show_in_quick_edit: taxonomy.public,
        show_ui: taxonomy.public,
      }),
    ],
  ]);
  out._links = compactLinks({
    collection: [{ href: restUrl(siteUrl, '/cms/v2/taxonomies') }],
    'https://api.w.org/items': [{ href: restUrl(siteUrl, `/cms/v2/${taxonomy.restBase}`) }],
  });
  return out;
}

export function serializeStatus(siteUrl: string, status: op.RestStatusFragment, context: RestContext) {
  const out = inContext(STATUS_SCHEMA, context, [
    ['name', () => status.label],
    ['private', () => status.private],
    ['protected', () => status.protected],
    ['public', () => status.public],
    ['queryable', () => status.queryable],
    ['show_in_list', () => status.showInList],
    ['slug', () => status.name],
    ['date_floating', () => status.dateFloating],
  ]);
  const archive = status.name === 'publish' ? {} : { status: status.name };
  out._links = { archives: [{ href: restUrl(siteUrl, '/cms/v2/posts', archive) }] };
  return out;
}

/** `/cms/v2/types`, `/taxonomies` and `/statuses`, each as a map by name, and their items. */
export function contentModelRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const contextOf = (req: RestRequest) => req.params.context as RestContext;
  const forbiddenEdit = (req: RestRequest, message: string) =>
    notAllowed(req, req.params.context === 'edit' ? 'rest_forbidden_context' : 'rest_cannot_view', message);
  const editTypesMessage = 'Sorry, you are not allowed to edit posts in this post type.';
  const manageTermsMessage = 'Sorry, you are not allowed to manage terms in this taxonomy.';

  const types = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(op.RestListTypesDocument, {}, req.context);
    const shown = contextOf(req) === 'edit' ? list.filter((type) => type.canEdit) : list;
    if (!shown.length) throw forbiddenEdit(req, editTypesMessage);
    return { body: keyed(shown, (type) => serializeType(siteUrl, type, contextOf(req))) };
  };
  const type = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run(op.RestGetTypeDocument, { name: req.params.type }, req.context);
    if (contextOf(req) === 'edit' && !item.canEdit) throw forbiddenEdit(req, editTypesMessage);
    return { body: serializeType(siteUrl, item, contextOf(req)) };
  };

  const taxonomies = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(
      op.RestListTaxonomiesDocument,
      { type: req.params.type || null },
      req.context,
    );
    const shown = contextOf(req) === 'edit' ? list.filter((taxonomy) => taxonomy.canAssign) : list;
    if (contextOf(req) === 'edit' && !shown.length && list.length)
      throw forbiddenEdit(req, manageTermsMessage);
    return { body: keyed(shown, (taxonomy) => serializeTaxonomy(siteUrl, taxonomy, contextOf(req))) };
  };
  const taxonomy = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run(
      op.RestGetTaxonomyDocument,
      { name: req.params.taxonomy },
      req.context,
    );
    if (contextOf(req) === 'edit' && !item.canAssign) throw forbiddenEdit(req, manageTermsMessage);
    return { body: serializeTaxonomy(siteUrl, item, contextOf(req)) };
  };

  const statuses = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(op.RestListStatusesDocument, {}, req.context);
    return { body: keyed(list, (status) => serializeStatus(siteUrl, status, contextOf(req))) };
  };
  const status = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run(op.RestGetStatusDocument, { name: req.params.status }, req.context);
    return { body: serializeStatus(siteUrl, item, contextOf(req)) };
  };

  const route = (
    path: string,
    schema: ItemSchema,
    handler: Route['endpoints'][0]['handler'],
    args = {},
  ): Route => ({
    namespace: 'cms/v2',
    path,
    schema,
    endpoints: [{ methods: ['GET'], args: { ...args, context: CONTEXT }, handler }],
  });
  return [
    route('/cms/v2/types', TYPE_SCHEMA, types),
    route('/cms/v2/types/(?P<type>[\\w-]+)', TYPE_SCHEMA, type, {
      type: { description: 'An alphanumeric identifier for the post type.', type: 'string' },
    }),
    route('/cms/v2/taxonomies', TAXONOMY_SCHEMA, taxonomies, {
      type: {
        description: 'Limit results to taxonomies associated with a specific post type.',
        type: 'string',
      },
    }),
    route('/cms/v2/taxonomies/(?P<taxonomy>[\\w-]+)', TAXONOMY_SCHEMA, taxonomy, {
      taxonomy: { description: 'An alphanumeric identifier for the taxonomy.', type: 'string' },
    }),
    route('/cms/v2/statuses', STATUS_SCHEMA, statuses),
    route('/cms/v2/statuses/(?P<status>[\\w-]+)', STATUS_SCHEMA, status, {
      status: { description: 'An alphanumeric identifier for the status.', type: 'string' },
    }),
  ];
}
