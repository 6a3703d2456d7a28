import type { Gateway } from '../../gateway.js';
import type { ArgSchema } from '../rest/args.js';
import { CONTEXT } from '../rest/collection.js';
import { itemSchema, type PropertySchema } from '../rest/item-schema.js';
import { compactLinks, restUrl } from '../rest/links.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import {
  RestGetBlockTypeDocument,
  RestListBlockTypesDocument,
  type RestBlockTypeFragment,
} from './block-types.generated.js';

const BASE = '/cms/v2/block-types';
const ALL: PropertySchema['context'] = ['embed', 'view', 'edit'];
const NAME_PATTERN = '^[a-z][a-z0-9-]*/[a-z][a-z0-9-]*$';

/** PHP encodes an empty array as `[]`: the reference's empty maps (supports, selectors …) read so. */
const map = (value: Record<string, unknown>) => (Object.keys(value).length ? value : []);
const first = (handles: string[]) => handles[0] ?? null;

/** A block type as the reference's block types controller answers it, in its key order. */
function serialize(siteUrl: string, block: RestBlockTypeFragment) {
  // The reference adds `wp:render-block` for dynamic blocks: Portico has no block renderer route.
  const links = {
    collection: [{ href: restUrl(siteUrl, BASE) }],
    self: [{ href: restUrl(siteUrl, `${BASE}/${block.name}`), targetHints: { allow: ['GET'] } }],
    up: [{ href: restUrl(siteUrl, `${BASE}/${block.name.split('/')[0]}`) }],
  };
  return {
    attributes: block.attributes,
    is_dynamic: block.dynamic,
    api_version: block.apiVersion,
    name: block.name,
    title: block.title,
    description: block.description,
    icon: block.icon,
    category: block.category,
    keywords: block.keywords,
    parent: block.parent,
    ancestor: block.ancestor,
    allowed_blocks: block.allowedBlocks,
    provides_context: map(block.providesContext),
    uses_context: block.usesContext,
    selectors: map(block.selectors),
    supports: map(block.supports),
    styles: block.styles,
    // The reference registers core blocks without their text domain.
    textdomain: null,
    example: block.example,
    editor_script_handles: block.editorScriptHandles,
    script_handles: block.scriptHandles,
    view_script_handles: block.viewScriptHandles,
    view_script_module_ids: block.viewScriptModuleIds,
    editor_style_handles: block.editorStyleHandles,
    style_handles: block.styleHandles,
    view_style_handles: block.viewStyleHandles,
    variations: block.variations,
    block_hooks: map(block.blockHooks),
    // Deprecated since 6.1: the first handle of each list.
    editor_script: first(block.editorScriptHandles),
    script: first(block.scriptHandles),
    view_script: first(block.viewScriptHandles),
    editor_style: first(block.editorStyleHandles),
    style: first(block.styleHandles),
    _links: compactLinks(links),
  };
}

const prop = (description: string, type: ArgSchema['type']): PropertySchema => ({
  description,
  type,
  context: ALL,
  readonly: true,
});
const handles = (description: string) => ({ ...prop(description, 'array'), items: { type: 'string' } });

// prettier-ignore
const SCHEMA = itemSchema('block-type', {
  api_version: prop('Version of block API.', 'integer'),
  title: prop('Title of block type.', 'string'),
  name: { ...prop('Unique name identifying the block type.', 'string'), pattern: NAME_PATTERN },
  description: prop('Description of block type.', 'string'),
  icon: prop('Icon of block type.', ['string', 'null']),
  attributes: prop('Block attributes.', ['object', 'null']),
  provides_context: prop('Context provided by blocks of this type.', 'object'),
  uses_context: handles('Context values inherited by blocks of this type.'),
  selectors: prop('Custom CSS selectors.', 'object'),
  supports: prop('Block supports.', 'object'),
  category: prop('Block category.', ['string', 'null']),
  is_dynamic: prop('Is the block dynamically rendered.', 'boolean'),
  editor_script_handles: handles('Editor script handles.'),
  script_handles: handles('Public facing and editor script handles.'),
  view_script_handles: handles('Public facing script handles.'),
  view_script_module_ids: handles('Public facing script module IDs.'),
  editor_style_handles: handles('Editor style handles.'),
  style_handles: handles('Public facing and editor style handles.'),
  view_style_handles: handles('Public facing style handles.'),
  styles: prop('Block style variations.', 'array'),
  variations: prop('Block variations.', ['array', 'null']),
  textdomain: prop('Public text domain.', ['string', 'null']),
  parent: prop('Parent blocks.', ['array', 'null']),
  ancestor: prop('Ancestor blocks.', ['array', 'null']),
  allowed_blocks: prop('Allowed child block types.', ['array', 'null']),
  keywords: handles('Block keywords.'),
  example: prop('Block example.', ['object', 'null']),
  block_hooks: prop('This block is automatically inserted near any occurrence of the block types used as keys of this map, into a relative position given by the corresponding value.', 'object'),
  editor_script: prop('Editor script handle. DEPRECATED: Use `editor_script_handles` instead.', ['string', 'null']),
  script: prop('Public facing and editor script handle. DEPRECATED: Use `script_handles` instead.', ['string', 'null']),
  view_script: prop('Public facing script handle. DEPRECATED: Use `view_script_handles` instead.', ['string', 'null']),
  editor_style: prop('Editor style handle. DEPRECATED: Use `editor_style_handles` instead.', ['string', 'null']),
  style: prop('Public facing and editor style handle. DEPRECATED: Use `style_handles` instead.', ['string', 'null']),
});

const NAMESPACE_ARG: ArgSchema = { description: 'Block namespace.', type: 'string' };

/**
 * `/cms/v2/block-types` (all, or one namespace's) and `/cms/v2/block-types/<namespace>/<name>`: the
 * core blocks WordPress registers, as the editor reads them, to whoever may write content.
 */
export function blockTypesRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;
  const list = async (req: RestRequest): Promise<RestResponse> => {
    const namespace = (req.params.namespace as string | undefined) ?? null;
    const { list: blocks } = await operations.run(RestListBlockTypesDocument, { namespace }, req.context);
    return { body: blocks.map((block) => serialize(siteUrl, block)) };
  };
  const item = async (req: RestRequest): Promise<RestResponse> => {
    const name = `${String(req.params.namespace)}/${String(req.params.name)}`;
    const { item: block } = await operations.run(RestGetBlockTypeDocument, { name }, req.context);
    return { body: serialize(siteUrl, block) };
  };
  const listArgs = { context: CONTEXT, namespace: NAMESPACE_ARG };
  const segment = '[a-zA-Z0-9_-]+';
  return [
    {
      namespace: 'cms/v2',
      path: BASE,
      schema: SCHEMA,
      endpoints: [{ methods: ['GET'], args: listArgs, handler: list }],
    },
    {
      namespace: 'cms/v2',
      path: `${BASE}/(?P<namespace>${segment})`,
      schema: SCHEMA,
      endpoints: [{ methods: ['GET'], args: listArgs, handler: list }],
    },
    {
      namespace: 'cms/v2',
      path: `${BASE}/(?P<namespace>${segment})/(?P<name>${segment})`,
      schema: SCHEMA,
      endpoints: [
        {
          methods: ['GET'],
          args: {
            name: { description: 'Block name.', type: 'string' },
            namespace: NAMESPACE_ARG,
            context: CONTEXT,
          },
          handler: item,
        },
      ],
    },
  ];
}
