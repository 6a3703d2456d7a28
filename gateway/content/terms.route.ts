import { restBaseOfType, TAXONOMIES, type Taxonomy } from '../../src/content/post-types.js';
import type { Gateway } from '../gateway.js';
import type { Args } from './args.js';
import { CONTEXT, INT_LIST, pageWindow, paginationArgs, paginationHeaders } from './collection.js';
import { inContext, writeArgs, type ItemSchema, type RestContext } from './item-schema.js';
import { termSchema } from './term.schema.js';
import { compactLinks, restUrl } from './links.js';
import { itemMethods, type RestParams, type RestRequest, type RestResponse, type Route } from './route.js';
import * as op from '../operations.generated.js';

function links(siteUrl: string, taxonomy: Taxonomy, term: op.RestTermFragment) {
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
  schema: ItemSchema,
  term: op.RestTermFragment,
  context: RestContext,
) {
  const out = inContext(schema, context, [
    ['id', () => term.id],
    ['count', () => term.count],
    ['description', () => term.description],
    ['link', () => term.link],
    ['name', () => term.name],
    ['slug', () => term.slug],
    ['taxonomy', () => term.taxonomy],
    ['parent', () => term.parent],
    // Nothing is registered: an empty map is `{}` (decision 13), not PHP's `[]`.
    ['meta', () => ({})],
    ['locations', () => []],
    ['auto_add', () => term.autoAdd],
  ]);
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

const termInput = (p: RestParams) => ({
  name: p.name,
  slug: p.slug,
  description: p.description,
  parent: p.parent,
  autoAdd: p.auto_add,
});

/** The term routes of every taxonomy: `/cms/v2/categories`, `/tags`, `/league`, `/menus`. */
export function termRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  return Object.values(TAXONOMIES).flatMap((taxonomy): Route[] => {
    const base = `/cms/v2/${taxonomy.restBase}`;
    const vars = { taxonomy: taxonomy.name };
    const schema = termSchema(taxonomy);
    // Meta is only checked to be an object; no meta keys are registered.
    const writable = (method: 'create' | 'update') =>
      writeArgs(schema, method, { meta: { properties: undefined } });
    const edit = (term: op.RestTermFragment, status = 200): RestResponse => ({
      status,
      body: serializeTerm(siteUrl, schema, term, 'edit'),
      allow: itemMethods(term),
    });

    const list = async (req: RestRequest): Promise<RestResponse> => {
      const p = req.params;
      const { perPage, page, offset } = pageWindow(p);
      const nonEmpty = (name: string) => ((p[name] as unknown[] | undefined)?.length ? p[name] : undefined);
      const filter = {
        search: p.search || undefined,
        include: nonEmpty('include'),
        exclude: nonEmpty('exclude'),
        slugs: nonEmpty('slug'),
        parent: p.parent,
        post: p.post ?? undefined,
        hideEmpty: p.hide_empty,
        orderBy: p.orderby,
        order: p.order,
      };
      const data = await operations.run(
        op.RestListTermsDocument,
        { ...vars, filter, first: perPage, offset, edit: p.context === 'edit' },
        req.context,
      );
      return {
        body: data.list.nodes.map((term) => serializeTerm(siteUrl, schema, term, p.context as RestContext)),
        headers: paginationHeaders(siteUrl, req, data.list.totalCount, perPage, page, null),
        allow: data.access.canCreate ? ['GET', 'POST'] : ['GET'],
      };
    };

    const create = async (req: RestRequest) => {
      const data = await operations.run(
        op.RestCreateTermDocument,
        { ...vars, input: termInput(req.params) },
        req.context,
      );
      const response = edit(data.term, 201);
      response.headers = { Location: restUrl(siteUrl, `${base}/${data.term.id}`) };
      return response;
    };

    const get = async (req: RestRequest): Promise<RestResponse> => {
      const context = req.params.context as RestContext;
      const data = await operations.run(
        op.RestGetTermDocument,
        { ...vars, id: req.params.id, edit: context === 'edit' },
        req.context,
      );
      return { body: serializeTerm(siteUrl, schema, data.term, context), allow: itemMethods(data.term) };
    };

    const update = async (req: RestRequest) => {
      const data = await operations.run(
        op.RestUpdateTermDocument,
        { ...vars, id: req.params.id, input: termInput(req.params) },
        req.context,
      );
      return edit(data.term);
    };

    const remove = async (req: RestRequest) => {
      const data = await operations.run(
        op.RestDeleteTermDocument,
        { ...vars, id: req.params.id, force: req.params.force },
        req.context,
      );
      return {
        body: { deleted: true, previous: serializeTerm(siteUrl, schema, data.deleteTerm.previous, 'edit') },
      };
    };

    const id = { description: 'Unique identifier for the term.', type: 'integer' };
    return [
      {
        namespace: 'cms/v2',
        path: base,
        schema,
        endpoints: [
          { methods: ['GET'], args: collectionArgs(taxonomy), handler: list },
          { methods: ['POST'], args: writable('create'), handler: create },
        ],
      },
      {
        namespace: 'cms/v2',
        path: `${base}/(?P<id>[\\d]+)`,
        schema,
        endpoints: [
          { methods: ['GET'], args: { id, context: CONTEXT }, handler: get },
          {
            methods: ['POST', 'PUT', 'PATCH'],
            args: { id, ...writable('update') },
            handler: update,
          },
          { methods: ['DELETE'], args: { id, force: { type: 'boolean', default: false } }, handler: remove },
        ],
      },
    ];
  });
}
