import {
  restBaseOfType,
  TAXONOMIES,
  type Taxonomy,
} from '../../../src/content/content-model/post-type-registry.js';
import type { Gateway } from '../../gateway.js';
import type { ArgSchema, Args } from '../rest/args.js';
import { CONTEXT, INT_LIST, pageWindow, paginationArgs, paginationHeaders } from '../rest/collection.js';
import type { FieldTable } from '../rest/field-table.js';
import type { RestContext } from '../rest/item-schema.js';
import { termTable } from './term.fields.js';
import { compactLinks, restUrl } from '../rest/links.js';
import {
  itemMethods,
  type RestParams,
  type RestRequest,
  type RestResponse,
  type Route,
} from '../rest/route.js';
import {
  RestCreateTermDocument,
  RestDeleteTermDocument,
  RestGetTermDocument,
  RestListTermsDocument,
  RestListTermsOfItemsDocument,
  type RestTermFragment,
  RestUpdateTermDocument,
} from './terms.generated.js';
import type { TermFilterInput } from '../../schema-types.generated.js';
import { sanitizeTitle } from '../../../src/content/render/slug.js';

function links(siteUrl: string, taxonomy: Taxonomy, term: RestTermFragment) {
  const base = `/cms/v2/${taxonomy.restBase}`;
  const out: Record<string, Record<string, unknown>[]> = {
    self: [{ href: restUrl(siteUrl, `${base}/${term.id}`) }],
    collection: [{ href: restUrl(siteUrl, base) }],
    about: [{ href: restUrl(siteUrl, `/cms/v2/taxonomies/${taxonomy.name}`) }],
  };
  if (taxonomy.hierarchical && term.parent)
    out.up = [{ embeddable: true, href: restUrl(siteUrl, `${base}/${term.parent}`) }];
  out['https://api.w.org/post_type'] = taxonomy.objectTypes.map((type) => ({
    href: restUrl(siteUrl, `/cms/v2/${restBaseOfType(type)}`, { [taxonomy.restBase]: term.id }),
  }));
  return compactLinks(out);
}

/** A term (or, for nav_menu, a menu) in the reference's key order for the context. */
export function serializeTerm(
  siteUrl: string,
  table: FieldTable<RestTermFragment>,
  term: RestTermFragment,
  context: RestContext,
) {
  const out = table.show(term, context);
  out._links = links(siteUrl, TAXONOMIES[term.taxonomy], term);
  return out;
}

function collectionArgs(taxonomy: Taxonomy): Args {
  const args: Args = { ...paginationArgs(), exclude: INT_LIST, include: INT_LIST };
  if (!taxonomy.hierarchical) args.offset = { type: 'integer' };
  Object.assign(args, {
    order: { type: 'string', default: 'asc', enum: ['asc', 'desc'] },
    orderby: {
      type: 'string',
      default: 'name',
      enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
    },
    hide_empty: { type: 'boolean', default: false },
  });
  if (taxonomy.hierarchical) args.parent = { type: 'integer' };
  Object.assign(args, {
    post: { type: 'integer', default: null },
    slug: { type: 'array', items: { type: 'string' } },
  });
  return args;
}

/** One taxonomy's routes: what every handler needs. */
interface TermsApi {
  operations: Gateway['operations'];
  siteUrl: string;
  taxonomy: Taxonomy;
  base: string;
  fields: FieldTable<RestTermFragment>;
  /** The create and update arguments. */
  writable: Record<'create' | 'update', Args>;
}

type Handler = (api: TermsApi, req: RestRequest) => Promise<RestResponse>;

const edited = (api: TermsApi, term: RestTermFragment, status = 200): RestResponse => ({
  status,
  body: serializeTerm(api.siteUrl, api.fields, term, 'edit'),
  allow: itemMethods(term),
});

function termFilter(p: RestParams): TermFilterInput {
  const nonEmpty = (name: string) => (p[name]?.length ? p[name] : undefined);
  return {
    search: p.search || undefined,
    include: nonEmpty('include'),
    exclude: nonEmpty('exclude'),
    // As WP_Term_Query reads them: through sanitize_title.
    slugs: nonEmpty('slug')?.map((slug: string) => sanitizeTitle(slug)),
    parent: p.parent,
    post: p.post ?? undefined,
    hideEmpty: p.hide_empty,
    orderBy: p.orderby,
    order: p.order,
  };
}

async function listTerms(api: TermsApi, req: RestRequest): Promise<RestResponse> {
  const p = req.params;
  const { perPage, page, offset } = pageWindow(p);
  const variables = {
    taxonomy: api.taxonomy.name,
    taxonomyName: api.taxonomy.name,
    filter: termFilter(p),
    first: perPage,
    offset,
    edit: p.context === 'edit',
  };
  const data = await api.operations.run(RestListTermsDocument, variables, req.context);
  return {
    body: data.list.nodes.map((term) =>
      serializeTerm(api.siteUrl, api.fields, term, p.context as RestContext),
    ),
    headers: paginationHeaders(api.siteUrl, req, data.list.totalCount, perPage, page, null),
    allow: data.access.canCreate ? ['GET', 'POST'] : ['GET'],
  };
}

/** Only the `post` filter (what an `_embed` of `wp:term` asks): one operation answers many such lists. */
const EMBED_SHAPE = new Set(['post', 'context', 'per_page']);
const onlyPost = (req: RestRequest) =>
  req.params.post &&
  req.params.context !== 'edit' &&
  Object.keys(req.given).every((key) => EMBED_SHAPE.has(key));

async function listTermsOfItems(api: TermsApi, requests: RestRequest[]): Promise<(RestResponse | null)[]> {
  const answers = new Map<RestRequest, RestResponse | null>();
  const byPageSize = Map.groupBy(requests.filter(onlyPost), (req) => req.params.per_page as number);
  for (const [perPage, group] of byPageSize) {
    const variables = {
      taxonomy: api.taxonomy.name,
      taxonomyName: api.taxonomy.name,
      items: group.map((req) => req.params.post as number),
      first: perPage,
    };
    const data = await api.operations.run(RestListTermsOfItemsDocument, variables, group[0].context);
    group.forEach((req, i) => {
      const { nodes, totalCount } = data.lists[i];
      answers.set(
        req,
        nodes && {
          body: nodes.map((term) =>
            serializeTerm(api.siteUrl, api.fields, term, req.params.context as RestContext),
          ),
          headers: paginationHeaders(api.siteUrl, req, totalCount, perPage, 1, null),
          allow: data.access.canCreate ? ['GET', 'POST'] : ['GET'],
        },
      );
    });
  }
  return requests.map((req) => answers.get(req) ?? null);
}

async function createTerm(api: TermsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { taxonomy: api.taxonomy.name, input: api.fields.input(req.params, api.writable.create) };
  const { term } = await api.operations.run(RestCreateTermDocument, variables, req.context);
  return { ...edited(api, term, 201), headers: { Location: restUrl(api.siteUrl, `${api.base}/${term.id}`) } };
}

async function getTerm(api: TermsApi, req: RestRequest): Promise<RestResponse> {
  const context = req.params.context as RestContext;
  const variables = { taxonomy: api.taxonomy.name, id: req.params.id, edit: context === 'edit' };
  const { term } = await api.operations.run(RestGetTermDocument, variables, req.context);
  return { body: serializeTerm(api.siteUrl, api.fields, term, context), allow: itemMethods(term) };
}

async function updateTerm(api: TermsApi, req: RestRequest): Promise<RestResponse> {
  const variables = {
    taxonomy: api.taxonomy.name,
    id: req.params.id,
    input: api.fields.input(req.params, api.writable.update),
  };
  const { term } = await api.operations.run(RestUpdateTermDocument, variables, req.context);
  return edited(api, term);
}

async function deleteTerm(api: TermsApi, req: RestRequest): Promise<RestResponse> {
  const variables = { taxonomy: api.taxonomy.name, id: req.params.id, force: req.params.force };
  const { deleteTerm } = await api.operations.run(RestDeleteTermDocument, variables, req.context);
  return {
    body: { deleted: true, previous: serializeTerm(api.siteUrl, api.fields, deleteTerm.previous, 'edit') },
  };
}

const ID: ArgSchema = { description: 'Unique identifier for the term.', type: 'integer' };

function taxonomyRoutes(api: TermsApi): Route[] {
  const bind = (handler: Handler) => (req: RestRequest) => handler(api, req);
  const schema = api.fields.schema;
  return [
    {
      namespace: 'cms/v2',
      path: api.base,
      schema,
      endpoints: [
        {
          methods: ['GET'],
          args: collectionArgs(api.taxonomy),
          handler: bind(listTerms),
          handleMany: (requests) => listTermsOfItems(api, requests),
        },
        { methods: ['POST'], args: api.writable.create, handler: bind(createTerm) },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${api.base}/(?P<id>[\\d]+)`,
      schema,
      endpoints: [
        { methods: ['GET'], args: { id: ID, context: CONTEXT }, handler: bind(getTerm) },
        {
          methods: ['POST', 'PUT', 'PATCH'],
          args: { id: ID, ...api.writable.update },
          handler: bind(updateTerm),
        },
        {
          methods: ['DELETE'],
          args: { id: ID, force: { type: 'boolean', default: false } },
          handler: bind(deleteTerm),
        },
      ],
    },
  ];
}

/** The term routes of every taxonomy: `/cms/v2/categories`, `/tags`, `/league`, `/menus`. */
export function termRoutes(gateway: Gateway): Route[] {
  const siteUrl = gateway.runtime.settings.publicUrl;
  return Object.values(TAXONOMIES).flatMap((taxonomy) => {
    const fields = termTable(taxonomy);
    return taxonomyRoutes({
      operations: gateway.operations,
      siteUrl,
      taxonomy,
      base: `/cms/v2/${taxonomy.restBase}`,
      fields,
      writable: { create: fields.args('create'), update: fields.args('update') },
    });
  });
}
