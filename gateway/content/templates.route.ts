import type { Gateway } from '../gateway.js';
import type { Args } from './args.js';
import { CONTEXT, FORCE } from './collection.js';
import { inContext, VEM, writeArgs, type ItemSchema, type RestContext } from './item-schema.js';
import { templateSchema } from './template.schema.js';
import { compactLinks, restUrl } from './links.js';
import { textOf } from './post.args.js';
import { revisionListArgs, revisionPage } from './revisions.route.js';
import type { RestRequest, RestResponse, Route } from './route.js';
import type { Operation } from '../operations.js';
import * as op from '../operations.generated.js';

interface Kind {
  type: 'wp_template' | 'wp_template_part';
  gqlType: op.TemplateKind;
  restBase: 'templates' | 'template-parts';
  listOperation: Operation<{ list: op.RestTemplateFragment[] }, { filter: op.TemplateFilterInput }>;
}

const KINDS: Kind[] = [
  {
    type: 'wp_template',
    gqlType: 'WP_TEMPLATE',
    restBase: 'templates',
    listOperation: op.RestListTemplatesDocument,
  },
  {
    type: 'wp_template_part',
    gqlType: 'WP_TEMPLATE_PART',
    restBase: 'template-parts',
    listOperation: op.RestListTemplatePartsDocument,
  },
];

/** `/cms/v2/templates` and `/cms/v2/template-parts`: list, lookup, item (ids `theme//slug`). */
export function templateRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;

  return KINDS.flatMap((kind): Route[] => {
    const base = `/cms/v2/${kind.restBase}`;
    const schema = templateSchema(kind.type);

    const revisionSchema = {
      ...schema,
      title: `${kind.type}-revision`,
      properties: {
        ...schema.properties,
        parent: { description: 'The ID for the parent of the revision.', type: 'integer', context: VEM },
      },
    } satisfies ItemSchema;

    // Stored copies link their revisions; in edit context the actions the caller may take are added.
    const templateLinks = (t: op.RestTemplateFragment, context: RestContext) => {
      const self = restUrl(siteUrl, `${base}/${t.id}`);
      const links: Record<string, Record<string, unknown>[]> = {
        self: [{ href: self }],
        collection: [{ href: restUrl(siteUrl, base) }],
        about: [{ href: restUrl(siteUrl, `/cms/v2/types/${kind.type}`) }],
      };
      if (t.cmsId) {
        const { count, latestId } = t.revisionSummary;
        links['version-history'] = [{ count, href: restUrl(siteUrl, `${base}/${t.id}/revisions`) }];
        if (count > 0 && latestId)
          links['predecessor-version'] = [
            { id: latestId, href: restUrl(siteUrl, `${base}/${t.id}/revisions/${latestId}`) },
          ];
      }
      if (context === 'edit')
        for (const action of t.editActions) links[`https://api.w.org/${action}`] = [{ href: self }];
      return compactLinks(links);
    };

    const serialize = (
      t: op.RestTemplateFragment,
      context: RestContext,
      revisions?: 'revisions' | 'autosaves',
    ) => {
      const out = inContext(revisions ? revisionSchema : schema, context, [
        ['id', () => t.id],
        ['theme', () => t.theme],
        ['content', () => ({ raw: t.content.raw, block_version: t.content.blockVersion })],
        ['slug', () => t.slug],
        ['source', () => t.source],
        ['origin', () => t.origin],
        ['type', () => kind.type],
        ['description', () => t.description],
        ['title', () => t.title],
        ['status', () => t.status],
        ['cms_id', () => t.cmsId],
        ['has_theme_file', () => t.hasThemeFile],
        ['is_custom', () => t.isCustom],
        ['author', () => t.author],
        ['area', () => t.area],
        ['modified', () => t.modified],
        ['date', () => t.date],
        ['author_text', () => t.authorText],
        ['original_source', () => t.originalSource],
        ['parent', () => t.parent],
      ]);
      out._links = revisions
        ? {
            self: [{ href: restUrl(siteUrl, `${base}/${t.id}/${revisions}/${t.cmsId}`) }],
            parent: [{ href: restUrl(siteUrl, `${base}/${t.id}`) }],
          }
        : templateLinks(t, context);
      return out;
    };
    const contextOf = (req: RestRequest) => (req.params.context as RestContext) ?? 'view';
    const input = ({ params: p, given }: RestRequest) => ({
      slug: p.slug,
      theme: p.theme,
      title: textOf(p.title),
      content: textOf(p.content),
      description: p.description,
      author: p.author,
      area: p.area,
      // Read-only in the schema, so not an argument: only `theme` (revert) means anything.
      source: given.source === 'theme' ? 'theme' : undefined,
    });
    const id = (req: RestRequest) => String(req.params.id);

    const list = async (req: RestRequest): Promise<RestResponse> => {
      const p = req.params;
      const filter = { cmsId: p.cms_id, area: p.area, postType: p.post_type };
      const { list } = await operations.run(kind.listOperation, { filter }, req.context);
      return { body: list.map((t) => serialize(t, contextOf(req))) };
    };
    const lookup = async (req: RestRequest): Promise<RestResponse> => {
      const p = req.params;
      const { item } = await operations.run(
        op.RestLookupTemplateDocument,
        { slug: p.slug, isCustom: p.is_custom ?? false, templatePrefix: p.template_prefix ?? '' },
        req.context,
      );
      return { body: item ? serialize(item, contextOf(req)) : {} };
    };
    const create = async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await operations.run(
        op.RestCreateTemplateDocument,
        { type: kind.gqlType, input: input(req) },
        req.context,
      );
      // Created templates answer in the requested context (default view), unlike other writes.
      return {
        status: 201,
        body: serialize(item, contextOf(req)),
        headers: { Location: restUrl(siteUrl, `${base}/${item.id}`) },
      };
    };
    const get = async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await operations.run(
        op.RestGetTemplateDocument,
        { type: kind.gqlType, id: id(req) },
        req.context,
      );
      return { body: serialize(item, contextOf(req)) };
    };
    const update = async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await operations.run(
        op.RestUpdateTemplateDocument,
        { type: kind.gqlType, id: id(req), input: input(req) },
        req.context,
      );
      return { body: serialize(item, 'edit') };
    };
    const remove = async (req: RestRequest): Promise<RestResponse> => {
      const force = req.params.force === true;
      const { deleted } = await operations.run(
        op.RestDeleteTemplateDocument,
        { type: kind.gqlType, id: id(req), force },
        req.context,
      );
      const body = serialize(deleted.previous, 'edit');
      return { body: force ? { deleted: true, previous: body } : body };
    };

    const parentOf = (req: RestRequest) => String(req.params.parent ?? req.params.id);
    const revisionList = async (req: RestRequest): Promise<RestResponse> => {
      const { nodes, headers } = await revisionPage(siteUrl, req, async (window) => {
        const data = await operations.run(
          op.RestListTemplateRevisionsDocument,
          { type: kind.gqlType, id: parentOf(req), ...window },
          req.context,
        );
        return data.revisions;
      });
      return { body: nodes.map((t) => serialize(t, contextOf(req), 'revisions')), headers, allow: ['GET'] };
    };
    const revisionGet = async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await operations.run(
        op.RestGetTemplateRevisionDocument,
        { type: kind.gqlType, id: parentOf(req), revisionId: req.params.id },
        req.context,
      );
      return { body: serialize(item, contextOf(req), 'revisions'), allow: ['GET', 'DELETE'] };
    };
    const revisionDelete = async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await operations.run(
        op.RestDeleteTemplateRevisionDocument,
        { type: kind.gqlType, id: parentOf(req), revisionId: req.params.id, force: req.params.force },
        req.context,
      );
      return { body: { deleted: true, previous: serialize(item, contextOf(req), 'revisions') } };
    };
    const autosaveList = async (req: RestRequest): Promise<RestResponse> => {
      const { list } = await operations.run(
        op.RestListTemplateAutosavesDocument,
        { type: kind.gqlType, id: parentOf(req) },
        req.context,
      );
      return { body: list.map((t) => serialize(t, contextOf(req), 'autosaves')), allow: ['GET', 'POST'] };
    };
    const autosaveGet = async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await operations.run(
        op.RestGetTemplateAutosaveDocument,
        { type: kind.gqlType, id: parentOf(req), autosaveId: req.params.id },
        req.context,
      );
      return { body: serialize(item, contextOf(req), 'autosaves'), allow: ['GET'] };
    };
    const autosaveCreate = async (req: RestRequest): Promise<RestResponse> => {
      const { item } = await operations.run(
        op.RestAutosaveTemplateDocument,
        { type: kind.gqlType, id: parentOf(req), input: input(req) },
        req.context,
      );
      return { body: serialize(item, 'edit', 'autosaves') };
    };

    const writable = (method: 'create' | 'update'): Args =>
      writeArgs(schema, method, { title: { unchecked: true }, content: { unchecked: true } });
    const listArgs: Args = {
      context: CONTEXT,
      cms_id: { description: 'Limit to the specified post id.', type: 'integer' },
      ...(kind.type === 'wp_template_part'
        ? { area: { description: 'Limit to the specified template part area.', type: 'string' } }
        : {}),
      post_type: { description: 'Post type to get the templates for.', type: 'string' },
    };
    const idArg = { description: 'The id of a template', type: 'string' };
    const parentArg = { description: 'The id of a template', type: 'string' };
    const revisionId = { description: 'Unique identifier for the revision.', type: 'integer' };
    // Template ids contain slashes, so these routes come before the item route that would take them.
    const ID = '[\\w%\\x2F-]+';
    return [
      {
        namespace: 'cms/v2',
        path: base,
        schema,
        endpoints: [
          { methods: ['GET'], args: listArgs, handler: list },
          { methods: ['POST'], args: writable('create'), handler: create },
        ],
      },
      {
        namespace: 'cms/v2',
        path: `${base}/lookup`,
        endpoints: [
          {
            methods: ['GET'],
            args: {
              slug: {
                description: 'The slug of the template to get the fallback for',
                type: 'string',
                required: true,
              },
              is_custom: {
                description: 'Indicates if a template is custom or part of the template hierarchy',
                type: 'boolean',
              },
              template_prefix: {
                description:
                  'The template prefix for the created template. This is used to extract the main template type, e.g. in `taxonomy-books` extracts the `taxonomy`',
                type: 'string',
              },
            },
            handler: lookup,
          },
        ],
      },
      {
        namespace: 'cms/v2',
        path: `${base}/(?P<parent>${ID})/revisions`,
        schema: revisionSchema,
        endpoints: [{ methods: ['GET'], args: revisionListArgs(parentArg), handler: revisionList }],
      },
      {
        namespace: 'cms/v2',
        path: `${base}/(?P<parent>${ID})/revisions/(?P<id>[\\d]+)`,
        schema: revisionSchema,
        endpoints: [
          {
            methods: ['GET'],
            args: { parent: parentArg, id: revisionId, context: CONTEXT },
            handler: revisionGet,
          },
          {
            methods: ['DELETE'],
            args: { parent: parentArg, id: revisionId, force: { type: 'boolean', default: false } },
            handler: revisionDelete,
          },
        ],
      },
      {
        namespace: 'cms/v2',
        // The reference names this path variable `id` (the template) and the argument `parent`.
        path: `${base}/(?P<id>${ID})/autosaves`,
        schema: revisionSchema,
        endpoints: [
          { methods: ['GET'], args: { parent: parentArg, context: CONTEXT }, handler: autosaveList },
          { methods: ['POST'], args: { parent: parentArg, ...writable('update') }, handler: autosaveCreate },
        ],
      },
      {
        namespace: 'cms/v2',
        path: `${base}/(?P<parent>${ID})/autosaves/(?P<id>[\\d]+)`,
        schema: revisionSchema,
        endpoints: [
          {
            methods: ['GET'],
            args: { parent: parentArg, id: revisionId, context: CONTEXT },
            handler: autosaveGet,
          },
        ],
      },
      {
        namespace: 'cms/v2',
        // Ids are `theme//slug` (or `theme/slug`, or URL-encoded): the seed's letters, digits, `_`, `%`,
        // `-` and `/`. The slash is written `\x2F`: clients that discover routes from the index (wpapi)
        // split route patterns at every `/` and fail on the reference's pattern, which contains some.
        path: `${base}/(?P<id>${ID})`,
        schema,
        endpoints: [
          { methods: ['GET'], args: { id: idArg, context: CONTEXT }, handler: get },
          { methods: ['POST', 'PUT', 'PATCH'], args: { id: idArg, ...writable('update') }, handler: update },
          {
            methods: ['DELETE'],
            args: {
              id: idArg,
              force: FORCE,
            },
            handler: remove,
          },
        ],
      },
    ];
  });
}
