import type { Gateway } from '../../gateway.js';
import { CONTEXT } from '../rest/collection.js';
import { STATUS_TABLE, TAXONOMY_TABLE, TYPE_TABLE } from './content-model.fields.js';
import type { ItemSchema, RestContext } from '../rest/item-schema.js';
import { compactLinks, restUrl } from '../rest/links.js';
import { RestError } from '../rest/rest-error.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import {
  RestGetStatusDocument,
  RestGetTaxonomyDocument,
  RestGetTypeDocument,
  RestListStatusesDocument,
  RestListTaxonomiesDocument,
  RestListTypesDocument,
  type RestStatusFragment,
  type RestTaxonomyFragment,
  type RestTypeFragment,
} from './content-model.generated.js';

const keyed = <T extends { name: string }>(items: T[], shape: (item: T) => unknown) =>
  Object.fromEntries(items.map((item) => [item.name, shape(item)]));

/** 401 for anonymous callers, 403 for logged-in ones (the reference's rest_authorization_required_code). */
const notAllowed = (req: RestRequest, code: string, message: string) =>
  new RestError(code, message, req.context.caller.user ? 403 : 401);

export function serializeType(siteUrl: string, type: RestTypeFragment, context: RestContext) {
  const out = TYPE_TABLE.show(type, context);
  out._links = compactLinks({
    collection: [{ href: restUrl(siteUrl, '/cms/v2/types') }],
    'https://api.w.org/items': [{ href: restUrl(siteUrl, `/cms/v2/${type.restBase}`) }],
  });
  return out;
}

export function serializeTaxonomy(siteUrl: string, taxonomy: RestTaxonomyFragment, context: RestContext) {
  const out = TAXONOMY_TABLE.show(taxonomy, context);
  out._links = compactLinks({
    collection: [{ href: restUrl(siteUrl, '/cms/v2/taxonomies') }],
    'https://api.w.org/items': [{ href: restUrl(siteUrl, `/cms/v2/${taxonomy.restBase}`) }],
  });
  return out;
}

export function serializeStatus(siteUrl: string, status: RestStatusFragment, context: RestContext) {
  const out = STATUS_TABLE.show(status, context);
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
    const { list } = await operations.run(RestListTypesDocument, {}, req.context);
    const shown = contextOf(req) === 'edit' ? list.filter((type) => type.canEdit) : list;
    if (!shown.length) throw forbiddenEdit(req, editTypesMessage);
    return { body: keyed(shown, (type) => serializeType(siteUrl, type, contextOf(req))) };
  };
  const type = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run(RestGetTypeDocument, { name: req.params.type }, req.context);
    if (contextOf(req) === 'edit' && !item.canEdit) throw forbiddenEdit(req, editTypesMessage);
    return { body: serializeType(siteUrl, item, contextOf(req)) };
  };

  const taxonomies = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(
      RestListTaxonomiesDocument,
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
      RestGetTaxonomyDocument,
      { name: req.params.taxonomy },
      req.context,
    );
    if (contextOf(req) === 'edit' && !item.canAssign) throw forbiddenEdit(req, manageTermsMessage);
    return { body: serializeTaxonomy(siteUrl, item, contextOf(req)) };
  };

  const statuses = async (req: RestRequest): Promise<RestResponse> => {
    const { list } = await operations.run(RestListStatusesDocument, {}, req.context);
    return { body: keyed(list, (status) => serializeStatus(siteUrl, status, contextOf(req))) };
  };
  const status = async (req: RestRequest): Promise<RestResponse> => {
    const { item } = await operations.run(RestGetStatusDocument, { name: req.params.status }, req.context);
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
    route('/cms/v2/types', TYPE_TABLE.schema, types),
    route('/cms/v2/types/(?P<type>[\\w-]+)', TYPE_TABLE.schema, type, {
      type: { description: 'An alphanumeric identifier for the post type.', type: 'string' },
    }),
    route('/cms/v2/taxonomies', TAXONOMY_TABLE.schema, taxonomies, {
      type: {
        description: 'Limit results to taxonomies associated with a specific post type.',
        type: 'string',
      },
    }),
    route('/cms/v2/taxonomies/(?P<taxonomy>[\\w-]+)', TAXONOMY_TABLE.schema, taxonomy, {
      taxonomy: { description: 'An alphanumeric identifier for the taxonomy.', type: 'string' },
    }),
    route('/cms/v2/statuses', STATUS_TABLE.schema, statuses),
    route('/cms/v2/statuses/(?P<status>[\\w-]+)', STATUS_TABLE.schema, status, {
      status: { description: 'An alphanumeric identifier for the status.', type: 'string' },
    }),
  ];
}
