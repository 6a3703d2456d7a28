import type { Gateway } from '../../gateway.js';
import type { Operation } from '../../operations.js';
import {
  RestAutosaveTemplateDocument,
  RestCreateTemplateDocument,
  RestDeleteTemplateDocument,
  RestDeleteTemplateRevisionDocument,
  RestGetTemplateAutosaveDocument,
  RestGetTemplateDocument,
  RestGetTemplateRevisionDocument,
  RestListTemplateAutosavesDocument,
  RestListTemplatePartsDocument,
  RestListTemplateRevisionsDocument,
  RestListTemplatesDocument,
  RestLookupTemplateDocument,
  type RestTemplateFragment,
  RestUpdateTemplateDocument,
} from './templates.generated.js';
import type { TemplateFilterInput, TemplateInput } from '../../schema-types.generated.js';
import type { ArgSchema, Args } from '../rest/args.js';
import { CONTEXT, FORCE } from '../rest/collection.js';
import type { RestContext } from '../rest/item-schema.js';
import { restUrl } from '../rest/links.js';
import { revisionListArgs, revisionPage } from '../revisions/revisions.route.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import {
  serializeTemplate,
  templateSite,
  type TemplateKind,
  type TemplateSite,
} from './template.serialize.js';

type ListOperation = Operation<{ list: RestTemplateFragment[] }, { filter: TemplateFilterInput }>;

const KINDS: (TemplateKind & { listOperation: ListOperation })[] = [
  {
    type: 'wp_template',
    restBase: 'templates',
    listOperation: RestListTemplatesDocument,
  },
  {
    type: 'wp_template_part',
    restBase: 'template-parts',
    listOperation: RestListTemplatePartsDocument,
  },
];

/** One kind's routes: its site (field tables, URLs), the operations, its list operation, its write arguments. */
interface TemplatesApi extends TemplateSite {
  operations: Gateway['operations'];
  listOperation: ListOperation;
  writable: Record<'create' | 'update', Args>;
}

type Handler = (api: TemplatesApi, req: RestRequest) => Promise<RestResponse>;

const contextOf = (req: RestRequest) => (req.params.context as RestContext) ?? 'view';
const templateId = (req: RestRequest) => String(req.params.id);
/** The template of a revision or autosave route (named `id` on the autosave collection). */
const parentOf = (req: RestRequest) => String(req.params.parent ?? req.params.id);

/** The TemplateInput of a create, update or autosave with `args`. */
const input = (api: TemplatesApi, { params, given }: RestRequest, args: Args): TemplateInput => ({
  ...api.fields.input(params, args),
  // Read-only in the schema, so not an argument: only `theme` (revert) means anything.
  source: given.source === 'theme' ? 'theme' : undefined,
});

async function listTemplates(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const p = req.params;
  const filter = { cmsId: p.cms_id, area: p.area, postType: p.post_type };
  const { list } = await api.operations.run(api.listOperation, { filter }, req.context);
  return { body: list.map((t) => serializeTemplate(api, t, contextOf(req))) };
}

async function lookupTemplate(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const p = req.params;
  const variables = { slug: p.slug, isCustom: p.is_custom ?? false, templatePrefix: p.template_prefix ?? '' };
  const { item } = await api.operations.run(RestLookupTemplateDocument, variables, req.context);
  return { body: item ? serializeTemplate(api, item, contextOf(req)) : {} };
}

async function createTemplate(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const variables = { type: api.kind.type, input: input(api, req, api.writable.create) };
  const { item } = await api.operations.run(RestCreateTemplateDocument, variables, req.context);
  // Created templates answer in the requested context (default view), unlike other writes.
  return {
    status: 201,
    body: serializeTemplate(api, item, contextOf(req)),
    headers: { Location: restUrl(api.siteUrl, `${api.base}/${item.id}`) },
  };
}

async function getTemplate(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const variables = { type: api.kind.type, id: templateId(req) };
  const { item } = await api.operations.run(RestGetTemplateDocument, variables, req.context);
  return { body: serializeTemplate(api, item, contextOf(req)) };
}

async function updateTemplate(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const variables = {
    type: api.kind.type,
    id: templateId(req),
    input: input(api, req, api.writable.update),
  };
  const { item } = await api.operations.run(RestUpdateTemplateDocument, variables, req.context);
  return { body: serializeTemplate(api, item, 'edit') };
}

async function deleteTemplate(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const force = req.params.force === true;
  const variables = { type: api.kind.type, id: templateId(req), force };
  const { deleted } = await api.operations.run(RestDeleteTemplateDocument, variables, req.context);
  const body = serializeTemplate(api, deleted.previous, 'edit');
  return { body: force ? { deleted: true, previous: body } : body };
}

async function listRevisions(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const { nodes, headers } = await revisionPage(api.siteUrl, req, async (window) => {
    const variables = { type: api.kind.type, id: parentOf(req), ...window };
    const data = await api.operations.run(RestListTemplateRevisionsDocument, variables, req.context);
    return data.revisions;
  });
  const body = nodes.map((t) => serializeTemplate(api, t, contextOf(req), 'revisions'));
  return { body, headers, allow: ['GET'] };
}

async function getRevision(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const variables = { type: api.kind.type, id: parentOf(req), revisionId: req.params.id };
  const { item } = await api.operations.run(RestGetTemplateRevisionDocument, variables, req.context);
  return { body: serializeTemplate(api, item, contextOf(req), 'revisions'), allow: ['GET', 'DELETE'] };
}

async function deleteRevision(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const { id, force } = req.params;
  const variables = { type: api.kind.type, id: parentOf(req), revisionId: id, force };
  const { item } = await api.operations.run(RestDeleteTemplateRevisionDocument, variables, req.context);
  return { body: { deleted: true, previous: serializeTemplate(api, item, contextOf(req), 'revisions') } };
}

async function listAutosaves(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const variables = { type: api.kind.type, id: parentOf(req) };
  const { list } = await api.operations.run(RestListTemplateAutosavesDocument, variables, req.context);
  const body = list.map((t) => serializeTemplate(api, t, contextOf(req), 'autosaves'));
  return { body, allow: ['GET', 'POST'] };
}

async function getAutosave(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const variables = { type: api.kind.type, id: parentOf(req), autosaveId: req.params.id };
  const { item } = await api.operations.run(RestGetTemplateAutosaveDocument, variables, req.context);
  return { body: serializeTemplate(api, item, contextOf(req), 'autosaves'), allow: ['GET'] };
}

async function createAutosave(api: TemplatesApi, req: RestRequest): Promise<RestResponse> {
  const variables = {
    type: api.kind.type,
    id: parentOf(req),
    input: input(api, req, api.writable.update),
  };
  const { item } = await api.operations.run(RestAutosaveTemplateDocument, variables, req.context);
  return { body: serializeTemplate(api, item, 'edit', 'autosaves') };
}

const ID_ARG: ArgSchema = { description: 'The id of a template', type: 'string' };
const PARENT_ARG: ArgSchema = { description: 'The id of a template', type: 'string' };
const REVISION_ID: ArgSchema = { description: 'Unique identifier for the revision.', type: 'integer' };
const LOOKUP_ARGS: Args = {
  slug: { description: 'The slug of the template to get the fallback for', type: 'string', required: true },
  is_custom: {
    description: 'Indicates if a template is custom or part of the template hierarchy',
    type: 'boolean',
  },
  template_prefix: {
    description:
      'The template prefix for the created template. This is used to extract the main template type, e.g. in `taxonomy-books` extracts the `taxonomy`',
    type: 'string',
  },
};
// Ids are `theme//slug` (or `theme/slug`, or URL-encoded): the seed's letters, digits, `_`, `%`, `-`
// and `/`. The slash is written `\x2F`: clients that discover routes from the index (wpapi) split
// route patterns at every `/` and fail on the reference's pattern, which contains some.
const ID = '[\\w%\\x2F-]+';

const listArgs = (api: TemplatesApi): Args => ({
  context: CONTEXT,
  cms_id: { description: 'Limit to the specified post id.', type: 'integer' },
  ...(api.kind.type === 'wp_template_part'
    ? { area: { description: 'Limit to the specified template part area.', type: 'string' } }
    : {}),
  post_type: { description: 'Post type to get the templates for.', type: 'string' },
});

/** One kind's route table. Revision, autosave and lookup routes come before the item route that would take their paths. */
function kindRoutes(api: TemplatesApi): Route[] {
  const bind = (handler: Handler) => (req: RestRequest) => handler(api, req);
  const { base, writable } = api;
  const schema = api.fields.schema;
  const revisionSchema = api.revisionFields.schema;
  const child = { parent: PARENT_ARG, id: REVISION_ID };
  const route = (path: string, endpoints: Route['endpoints'], itemSchema = revisionSchema): Route => ({
    namespace: 'cms/v2',
    path,
    schema: itemSchema,
    endpoints,
  });
  return [
    route(
      base,
      [
        { methods: ['GET'], args: listArgs(api), handler: bind(listTemplates) },
        { methods: ['POST'], args: writable.create, handler: bind(createTemplate) },
      ],
      schema,
    ),
    {
      namespace: 'cms/v2',
      path: `${base}/lookup`,
      endpoints: [{ methods: ['GET'], args: LOOKUP_ARGS, handler: bind(lookupTemplate) }],
    },
    route(`${base}/(?P<parent>${ID})/revisions`, [
      { methods: ['GET'], args: revisionListArgs(PARENT_ARG), handler: bind(listRevisions) },
    ]),
    route(`${base}/(?P<parent>${ID})/revisions/(?P<id>[\\d]+)`, [
      { methods: ['GET'], args: { ...child, context: CONTEXT }, handler: bind(getRevision) },
      {
        methods: ['DELETE'],
        args: { ...child, force: { type: 'boolean', default: false } },
        handler: bind(deleteRevision),
      },
    ]),
    // The reference names this path variable `id` (the template) and the argument `parent`.
    route(`${base}/(?P<id>${ID})/autosaves`, [
      { methods: ['GET'], args: { parent: PARENT_ARG, context: CONTEXT }, handler: bind(listAutosaves) },
      {
        methods: ['POST'],
        args: { parent: PARENT_ARG, ...writable.update },
        handler: bind(createAutosave),
      },
    ]),
    route(`${base}/(?P<parent>${ID})/autosaves/(?P<id>[\\d]+)`, [
      { methods: ['GET'], args: { ...child, context: CONTEXT }, handler: bind(getAutosave) },
    ]),
    route(
      `${base}/(?P<id>${ID})`,
      [
        { methods: ['GET'], args: { id: ID_ARG, context: CONTEXT }, handler: bind(getTemplate) },
        {
          methods: ['POST', 'PUT', 'PATCH'],
          args: { id: ID_ARG, ...writable.update },
          handler: bind(updateTemplate),
        },
        { methods: ['DELETE'], args: { id: ID_ARG, force: FORCE }, handler: bind(deleteTemplate) },
      ],
      schema,
    ),
  ];
}

/** `/cms/v2/templates` and `/cms/v2/template-parts`: list, lookup, item (ids `theme//slug`). */
export function templateRoutes(gateway: Gateway): Route[] {
  const siteUrl = gateway.runtime.settings.publicUrl;
  return KINDS.flatMap(({ listOperation, ...kind }) => {
    const site = templateSite(kind, siteUrl);
    const writable = { create: site.fields.args('create'), update: site.fields.args('update') };
    return kindRoutes({ ...site, operations: gateway.operations, listOperation, writable });
  });
}
