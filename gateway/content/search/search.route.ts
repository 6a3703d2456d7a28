import { restBaseOfType, TAXONOMIES } from '../../../src/content/content-model/post-type-registry.js';
import { SEARCHED_TAXONOMIES, SEARCHED_TYPES } from '../../../src/content/search/search-scope.js';
import type { Gateway } from '../../gateway.js';
import type { SearchKind } from '../../schema-types.generated.js';
import { CONTEXT, INT_LIST, pageWindow, paginationArgs, paginationHeaders } from '../rest/collection.js';
import { itemSchema, type PropertySchema } from '../rest/item-schema.js';
import { compactLinks, restUrl } from '../rest/links.js';
import type { RestRequest, RestResponse, Route } from '../rest/route.js';
import { RestSearchDocument, type RestSearchQuery } from './search.generated.js';

type Hit = RestSearchQuery['list']['nodes'][number];

/** What the search looks through, by the reference's handler names, and the subtypes it knows. */
const KINDS = ['post', 'term', 'post-format'];
const SUBTYPES = [...SEARCHED_TYPES, ...SEARCHED_TAXONOMIES, 'any'];

/** A found item, term or format as the reference's search handlers answer it. */
function serializeHit(siteUrl: string, hit: Hit) {
  const links: Record<string, Record<string, unknown>[]> = {};
  const self = (base: string) => [
    { embeddable: true, href: restUrl(siteUrl, `/cms/v2/${base}/${hit.databaseId}`) },
  ];
  if (hit.kind === 'post') {
    links.self = self(restBaseOfType(hit.subtype));
    links.about = [{ href: restUrl(siteUrl, `/cms/v2/types/${hit.subtype}`) }];
  } else if (hit.kind === 'term') {
    links.self = self(TAXONOMIES[hit.subtype].restBase);
    links.about = [{ href: restUrl(siteUrl, `/cms/v2/taxonomies/${hit.subtype}`) }];
  }
  links.collection = [{ href: restUrl(siteUrl, '/cms/v2/search') }];
  return {
    id: hit.kind === 'post-format' ? hit.format : hit.databaseId,
    title: hit.title,
    url: hit.url,
    // A term's type is its taxonomy, and only items have a subtype.
    type: hit.kind === 'term' ? hit.subtype : hit.kind,
    ...(hit.kind === 'post' ? { subtype: hit.subtype } : {}),
    _links: compactLinks(links),
  };
}

const VIEW_EMBED: PropertySchema['context'] = ['view', 'embed'];
const SEARCH_SCHEMA = itemSchema('search-result', {
  id: {
    description: 'Unique identifier for the object.',
    type: ['integer', 'string'],
    context: VIEW_EMBED,
    readonly: true,
  },
  title: { description: 'The title for the object.', type: 'string', context: VIEW_EMBED, readonly: true },
  url: {
    description: 'URL to the object.',
    type: 'string',
    format: 'uri',
    context: VIEW_EMBED,
    readonly: true,
  },
  type: { description: 'Object type.', type: 'string', enum: KINDS, context: VIEW_EMBED, readonly: true },
  subtype: {
    description: 'Object subtype.',
    type: 'string',
    enum: SUBTYPES.slice(0, -1),
    context: VIEW_EMBED,
    readonly: true,
  },
});

/**
 * `/cms/v2/search`: the site search the editor's link popover asks — published items of the public
 * types, terms of the public taxonomies, post formats in use — as WordPress's search controller answers.
 */
export function searchRoutes(gateway: Gateway): Route[] {
  const { operations } = gateway;
  const siteUrl = gateway.runtime.settings.publicUrl;

  const search = async (req: RestRequest): Promise<RestResponse> => {
    const p = req.params;
    const { perPage, page, offset } = pageWindow(p);
    const kind = p.type as SearchKind;
    const { list } = await operations.run(
      RestSearchDocument,
      {
        kind,
        search: (p.search as string | undefined) ?? null,
        subtypes: p.subtype as string[],
        include: p.include as number[],
        exclude: p.exclude as number[],
        first: perPage,
        offset,
      },
      req.context,
    );
    return {
      body: list.nodes.map((hit) => serializeHit(siteUrl, hit)),
      // The reference's item search never finds a page too far (its query counts nothing there).
      headers: paginationHeaders(
        siteUrl,
        req,
        list.totalCount,
        perPage,
        page,
        p.type === 'post' ? null : 'rest_search_invalid_page_number',
      ),
    };
  };

  const { context: _context, ...paging } = paginationArgs();
  return [
    {
      namespace: 'cms/v2',
      path: '/cms/v2/search',
      schema: SEARCH_SCHEMA,
      endpoints: [
        {
          methods: ['GET'],
          args: {
            context: { ...CONTEXT, enum: ['view', 'embed'] },
            ...paging,
            type: {
              default: 'post',
              description: 'Limit results to items of an object type.',
              type: 'string',
              enum: KINDS,
            },
            subtype: {
              default: 'any',
              description: 'Limit results to items of one or more object subtypes.',
              type: 'array',
              items: { enum: SUBTYPES, type: 'string' },
            },
            exclude: { ...INT_LIST, description: 'Ensure result set excludes specific IDs.' },
            include: { ...INT_LIST, description: 'Limit result set to specific IDs.' },
          },
          handler: search,
        },
      ],
    },
  ];
}
