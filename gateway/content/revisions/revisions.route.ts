import type { RequestContext } from '../../../src/auth/request-context.js';
import type { PostType } from '../../../src/content/content-model/post-type-registry.js';
import { supports } from '../../../src/content/content-model/post-type-registry.js';
import type { Gateway } from '../../gateway.js';
import type { ArgSchema, Args } from '../rest/args.js';
import { LIST_PAGE_MAX } from '../../../src/graphql/connection.js';
import { CONTEXT as context, paginationHeaders } from '../rest/collection.js';
import { compactLinks, restUrl } from '../rest/links.js';
import type { FieldTable } from '../rest/field-table.js';
import type { RestContext } from '../rest/item-schema.js';
import { contentType } from '../posts/post.args.js';
import { postTable } from '../posts/post.fields.js';
import { revisionTable } from './revision.fields.js';
import { RestError } from '../rest/rest-error.js';
import type { RestParams, RestRequest, Route } from '../rest/route.js';
import {
  RestAutosaveDocument,
  RestDeleteRevisionDocument,
  RestGetAutosaveDocument,
  RestGetRevisionDocument,
  RestListAutosavesDocument,
  RestListRevisionsDocument,
  type RestListRevisionsQueryVariables,
  type RestRevisionFragment,
} from './revisions.generated.js';

function serializeRevision(
  siteUrl: string,
  table: FieldTable<RestRevisionFragment>,
  base: string,
  parentId: number,
  revision: RestRevisionFragment,
  context: RestContext,
) {
  const out = table.show(revision, context);
  out._links = compactLinks({ parent: [{ href: restUrl(siteUrl, `${base}/${parentId}`) }] });
  return out;
}

/** The arguments of a revision list (the parent's id argument first). */
export const revisionListArgs = (parent: ArgSchema): Args => ({
  parent,
  context,
  page: { type: 'integer', default: 1, minimum: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: LIST_PAGE_MAX },
  search: { type: 'string' },
  exclude: { type: 'array', items: { type: 'integer' }, default: [] },
  include: { type: 'array', items: { type: 'integer' }, default: [] },
  offset: { type: 'integer' },
  order: { type: 'string', default: 'desc', enum: ['asc', 'desc'] },
  orderby: {
    type: 'string',
    default: 'date',
    enum: ['date', 'id', 'include', 'relevance', 'slug', 'include_slugs', 'title'],
  },
});

/** The GraphQL revision window of a list request (the same for posts and templates). */
export type RevisionWindowVariables = Omit<RestListRevisionsQueryVariables, 'type' | 'parent'>;

/**
 * One page of a revision list (all revisions without `per_page`), with its headers and the
 * reference's page and offset errors.
 */
export async function revisionPage<T>(
  siteUrl: string,
  req: RestRequest,
  fetch: (window: RevisionWindowVariables) => Promise<{ totalCount: number; nodes: T[] }>,
) {
  const p = req.params;
  const perPage = p.per_page as number | undefined;
  const page = p.page as number;
  const offset = typeof p.offset === 'number' ? p.offset : perPage ? (page - 1) * perPage : 0;
  const { totalCount: total, nodes } = await fetch({
    first: perPage ?? null,
    offset,
    order: p.order,
    include: p.include,
    exclude: p.exclude,
    search: p.search ?? null,
  });
  if (total > 0 && typeof p.offset === 'number' && p.offset >= total)
    throw new RestError(
      'rest_revision_invalid_offset_number',
      'The offset number requested is larger than or equal to the number of available revisions.',
      400,
    );
  const headers = paginationHeaders(
    siteUrl,
    req,
    total,
    perPage ?? Math.max(total, 1),
    page,
    'rest_revision_invalid_page_number',
  );
  return { nodes, headers };
}

/** `/<type>/<parent>/revisions[/<id>]` and `/<type>/<id>/autosaves[/<id>]` of a post type. */
export function postRevisionRoutes(gateway: Gateway, type: PostType): Route[] {
  if (!supports(type, 'revisions')) return [];
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const fields = postTable(siteUrl, type);
  const writable = fields.args('update');
  const base = `/cms/v2/${type.restBase}`;
  const gqlType = contentType(type);
  const parent: ArgSchema = { description: 'The ID for the parent of the revision.', type: 'integer' };
  const id: ArgSchema = { description: 'Unique identifier for the revision.', type: 'integer' };
  const table = revisionTable(type, false);
  const schema = table.schema;
  const asRevision = (
    req: RestRequest,
    revision: RestRevisionFragment,
    ctx = req.params.context as RestContext,
  ) => serializeRevision(siteUrl, table, base, Number(req.params.parent), revision, ctx ?? 'view');

  const listArgs = revisionListArgs(parent);

  return [
    {
      namespace: 'cms/v2',
      path: `${base}/(?P<parent>[\\d]+)/revisions`,
      schema,
      endpoints: [
        {
          methods: ['GET'],
          args: listArgs,
          handler: async (req) => {
            const { nodes, headers } = await revisionPage(siteUrl, req, async (window) => {
              const data = await operations.run(
                RestListRevisionsDocument,
                { type: gqlType, parent: req.params.parent, ...window },
                req.context,
              );
              return data.revisions;
            });
            return { body: nodes.map((r) => asRevision(req, r)), headers, allow: ['GET'] };
          },
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)`,
      schema,
      endpoints: [
        {
          methods: ['GET'],
          args: { parent, id, context },
          handler: async (req) => {
            const data = await operations.run(
              RestGetRevisionDocument,
              { type: gqlType, parent: req.params.parent, id: req.params.id },
              req.context,
            );
            return { body: asRevision(req, data.revision), allow: ['GET', 'DELETE'] };
          },
        },
        {
          methods: ['DELETE'],
          args: { parent, id, force: { type: 'boolean', default: false } },
          handler: async (req) => {
            const data = await operations.run(
              RestDeleteRevisionDocument,
              { type: gqlType, parent: req.params.parent, id: req.params.id, force: req.params.force },
              req.context,
            );
            return { body: { deleted: true, previous: asRevision(req, data.revision, 'view') } };
          },
        },
      ],
    },
    ...autosaveRoutes(gateway, type, writable, {
      list: (parent) => (context) =>
        operations.run(RestListAutosavesDocument, { type: gqlType, parent }, context),
      get: (parent, id) => (context) =>
        operations.run(RestGetAutosaveDocument, { type: gqlType, parent, id }, context),
      save: (id, params) => (context) => {
        const variables = { type: gqlType, id, input: fields.input(params, writable) };
        return operations.run(RestAutosaveDocument, variables, context);
      },
    }),
  ];
}

/** An operation given its variables: the route runs it with the request's context. */
type Bound<Result> = (context: RequestContext) => Promise<Result>;

/** The GraphQL operations behind a type's autosave routes. */
export interface AutosaveOperations {
  list: (parent: number) => Bound<{ autosaves: RestRevisionFragment[] }>;
  get: (parent: number, id: number) => Bound<{ autosave: RestRevisionFragment }>;
  save: (id: number, params: RestParams) => Bound<{ revision: RestRevisionFragment }>;
}

/** `/<type>/<id>/autosaves[/<id>]` (posts, pages, requirement, patterns, navigation, menu items). */
export function autosaveRoutes(
  gateway: Gateway,
  type: PostType,
  writable: Args,
  ops: AutosaveOperations,
): Route[] {
  const siteUrl = gateway.runtime.settings.publicUrl;
  const base = `/cms/v2/${type.restBase}`;
  const parent: ArgSchema = { description: 'The ID for the parent of the autosave.', type: 'integer' };
  const id: ArgSchema = { description: 'The ID for the autosave.', type: 'integer' };
  const table = revisionTable(type, true);
  const schema = table.schema;
  const asAutosave = (
    req: RestRequest,
    revision: RestRevisionFragment,
    ctx = req.params.context as RestContext,
  ) =>
    serializeRevision(
      siteUrl,
      table,
      base,
      Number(req.params.parent ?? req.params.id),
      revision,
      ctx ?? 'view',
    );
  return [
    {
      namespace: 'cms/v2',
      // The reference names this path variable `id` (the parent) and the argument `parent`.
      path: `${base}/(?P<id>[\\d]+)/autosaves`,
      schema,
      endpoints: [
        {
          methods: ['GET'],
          args: { parent, context },
          handler: async (req) => {
            const data = await ops.list(Number(req.params.id))(req.context);
            return { body: data.autosaves.map((r) => asAutosave(req, r)), allow: ['GET', 'POST'] };
          },
        },
        {
          methods: ['POST'],
          args: { parent, ...writable },
          handler: async (req) => {
            const data = await ops.save(Number(req.params.id), req.params)(req.context);
            return { body: asAutosave(req, data.revision, 'edit') };
          },
        },
      ],
    },
    {
      namespace: 'cms/v2',
      path: `${base}/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)`,
      schema,
      endpoints: [
        {
          methods: ['GET'],
          args: { parent, id, context },
          handler: async (req) => {
            const data = await ops.get(Number(req.params.parent), Number(req.params.id))(req.context);
            return { body: asAutosave(req, data.autosave), allow: ['GET'] };
          },
        },
      ],
    },
  ];
}
