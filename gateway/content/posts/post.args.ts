// The mapping between cms/v2 post list requests and the GraphQL operations' variables, shared by the
// post, media and menu item routes: collection arguments and list filters (writes: post.fields.ts).
import { LIST_STATUSES } from '../../../src/content/content-model/post-status.js';
import {
  TAXONOMIES,
  supports,
  type PostType,
} from '../../../src/content/content-model/post-type-registry.js';
import type { ArgSchema, Args } from '../rest/args.js';
import { INT_LIST, paginationArgs } from '../rest/collection.js';
import type { ContentType, PostFilter, PostStatusFilter } from '../../schema-types.generated.js';
import { FORMATS } from '../../../src/content/posts/post-values.js';
import { sanitizeTitle } from '../../../src/content/render/slug.js';
import type { RestParams } from '../rest/route.js';

/** A post type as the schema's ContentType enum stores it. */
export const contentType = (type: PostType) => type.name as ContentType;

function termArg(name: string, exclude: boolean): ArgSchema {
  const properties: Record<string, ArgSchema> = {
    terms: { type: 'array', items: { type: 'integer' }, default: [] },
  };
  if (TAXONOMIES[name].hierarchical) properties.include_children = { type: 'boolean', default: false };
  if (!exclude) properties.operator = { type: 'string', enum: ['AND', 'OR'], default: 'OR' };
  return {
    type: ['object', 'array'],
    oneOf: [
      { title: 'Term ID List', type: 'array', items: { type: 'integer' } },
      { title: 'Term ID Taxonomy Query', type: 'object', properties, additionalProperties: false },
    ],
  };
}

/** Lists filter by author where the type has authors — except requirement, which the seed lists without. */
const authorFilter = (type: PostType) => supports(type, 'author') && type.name !== 'requirement';

export function collectionArgs(type: PostType): Args {
  const args: Args = {
    ...paginationArgs(),
    after: { type: 'string', format: 'date-time' },
    modified_after: { type: 'string', format: 'date-time' },
  };
  if (authorFilter(type)) Object.assign(args, { author: INT_LIST, author_exclude: INT_LIST });
  Object.assign(args, {
    before: { type: 'string', format: 'date-time' },
    modified_before: { type: 'string', format: 'date-time' },
    exclude: INT_LIST,
    include: INT_LIST,
  });
  if (supports(type, 'page-attributes')) args.menu_order = { type: 'integer' };
  const orderby = [
    'author',
    'date',
    'id',
    'include',
    'modified',
    'parent',
    'relevance',
    'slug',
    'include_slugs',
    'title',
  ];
  if (supports(type, 'page-attributes')) orderby.push('menu_order');
  Object.assign(args, {
    offset: { type: 'integer' },
    order: { type: 'string', default: 'desc', enum: ['asc', 'desc'] },
    orderby: { type: 'string', default: 'date', enum: orderby },
  });
  if (type.hierarchical) Object.assign(args, { parent: INT_LIST, parent_exclude: INT_LIST });
  Object.assign(args, {
    search_columns: {
      type: 'array',
      items: { type: 'string', enum: ['post_title', 'post_content', 'post_excerpt'] },
      default: [],
    },
    search_semantics: { description: 'How to interpret the search input.', type: 'string', enum: ['exact'] },
    slug: { type: 'array', items: { type: 'string' } },
    // The reference names any bad status `status[0]`, whatever its position.
    status: {
      type: 'array',
      items: { type: 'string', enum: LIST_STATUSES },
      default: 'publish',
      itemsAsFirst: true,
    },
  });
  if (type.taxonomies.length) args.tax_relation = { type: 'string', enum: ['AND', 'OR'] };
  for (const name of type.taxonomies) {
    const base = TAXONOMIES[name].restBase;
    args[base] = termArg(name, false);
    args[`${base}_exclude`] = termArg(name, true);
  }
  if (supports(type, 'sticky'))
    Object.assign(args, { sticky: { type: 'boolean' }, ignore_sticky: { type: 'boolean', default: true } });
  if (supports(type, 'post-formats'))
    args.format = { type: 'array', uniqueItems: true, items: { type: 'string', enum: FORMATS } };
  return args;
}

/** The GraphQL PostFilter of a collection request. */
export function listFilter(type: PostType, p: RestParams): PostFilter {
  const list = (name: string) => (Array.isArray(p[name]) && p[name].length ? p[name] : undefined);
  const taxonomies: PostFilter['taxonomies'] = [];
  for (const name of type.taxonomies) {
    const base = TAXONOMIES[name].restBase;
    for (const exclude of [false, true]) {
      const value = p[exclude ? `${base}_exclude` : base] as
        number[] | { terms: number[]; operator?: string; include_children?: boolean } | undefined;
      if (value === undefined) continue;
      const query = Array.isArray(value) ? { terms: value } : value;
      taxonomies.push({
        taxonomy: name,
        terms: query.terms,
        operator: exclude ? 'NOT IN' : 'operator' in query && query.operator === 'AND' ? 'AND' : 'IN',
        includeChildren: 'include_children' in query ? !!query.include_children : false,
      });
    }
  }
  return {
    statuses: [p.status].flat() as PostStatusFilter[],
    search: p.search || undefined,
    searchColumns: list('search_columns'),
    searchExact: p.search_semantics === 'exact' || undefined,
    after: p.after,
    before: p.before,
    modifiedAfter: p.modified_after,
    modifiedBefore: p.modified_before,
    authors: authorFilter(type) ? list('author') : undefined,
    authorsExclude: authorFilter(type) ? list('author_exclude') : undefined,
    include: list('include'),
    exclude: list('exclude'),
    // As WP_Query reads post_name__in: through sanitize_title_for_query.
    slugs: list('slug')?.map((slug: string) => sanitizeTitle(slug, 'query')),
    parents: list('parent'),
    parentsExclude: list('parent_exclude'),
    menuOrder: p.menu_order,
    sticky: p.sticky,
    ignoreSticky: p.ignore_sticky,
    formats: list('format'),
    taxRelation: p.tax_relation,
    taxonomies,
    orderBy: p.orderby,
    order: p.order,
  };
}
