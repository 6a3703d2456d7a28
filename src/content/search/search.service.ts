import { DomainError } from '../../errors.js';
import { postLink, termLink } from '../links.js';
import { POST_TYPES, TAXONOMIES } from '../content-model/post-type-registry.js';
import { SEARCHED_TAXONOMIES, SEARCHED_TYPES } from './search-scope.js';
import type { ContentDeps } from '../posts/post.service.js';
import { listPosts } from '../posts/post.service.js';
import { FORMATS } from '../posts/post-values.js';
import { renderTitle } from '../render/render.js';
import { listTerms } from '../terms/term.service.js';
import { SearchKind, type SearchResult } from './search.types.js';
import type { Page } from '../../db/keyset.js';

export interface SearchFilter {
  search?: string;
  /** Post types (items) or taxonomies (terms) to look through; none: all of the kind's. */
  subtypes?: string[];
  include?: number[];
  exclude?: number[];
}
export interface SearchWindow {
  limit: number;
  offset: number;
}

/** The kind's subtypes asked for: all of them when none (or `any`) is, those of the kind otherwise. */
const chosen = (all: string[], asked: string[] | undefined) =>
  !asked?.length || asked.includes('any') ? all : all.filter((name) => asked.includes(name));

/**
 * Published items of the public types, as the reference's search finds them: only `publish`, whoever
 * asks; a visitor's search skips password-protected items; best title matches first, then newest.
 */
async function searchPosts(deps: ContentDeps, filter: SearchFilter, window: SearchWindow) {
  const [first, ...others] = chosen(SEARCHED_TYPES, filter.subtypes);
  const page = await listPosts(
    deps,
    POST_TYPES[first ?? 'post'],
    {
      statuses: ['publish'],
      search: filter.search || undefined,
      include: filter.include,
      exclude: filter.exclude,
      otherTypes: first ? others : [],
      withoutPassword: !deps.user && Boolean(filter.search),
      orderBy: filter.search ? 'relevance' : 'date',
      order: 'desc',
    },
    window,
  );
  const siteUrl = deps.settings.publicUrl;
  return {
    totalCount: page.totalCount,
    nodes: page.nodes.map(({ post }) => ({
      kind: SearchKind.POST,
      databaseId: post.id,
      format: null,
      title: renderTitle(post.title),
      url: postLink(siteUrl, post),
      subtype: post.type,
    })),
  };
}

/** Terms of the public taxonomies by name, as one list over the taxonomies asked for. */
async function searchTerms(deps: ContentDeps, filter: SearchFilter, window: SearchWindow) {
  const [first, ...others] = chosen(SEARCHED_TAXONOMIES, filter.subtypes).map((name) => TAXONOMIES[name]);
  if (!first) return { totalCount: 0, nodes: [] };
  const page = await listTerms(
    deps,
    first,
    { ...filter, otherTaxonomies: others, orderBy: 'name', order: 'asc' },
    window,
  );
  return {
    totalCount: page.totalCount,
    nodes: page.nodes.map((term) => ({
      kind: SearchKind.TERM,
      databaseId: term.id,
      format: null,
      title: term.name,
      url: termLink(deps.settings.publicUrl, term),
      subtype: term.taxonomy,
    })),
  };
}

/** The post formats some item has, whose name or slug contains the search. */
async function searchFormats(deps: ContentDeps, filter: SearchFilter, window: SearchWindow) {
  const rows = await deps.em.execute<{ format: string }[]>(
    "select distinct format from posts where format != ''",
  );
  const used = new Set(rows.map((row) => row.format));
  const needle = (filter.search ?? '').toLowerCase();
  const label = (slug: string) => slug[0].toUpperCase() + slug.slice(1);
  const found = FORMATS.filter(
    (slug) => used.has(slug) && (slug.includes(needle) || label(slug).toLowerCase().includes(needle)),
  );
  return {
    totalCount: found.length,
    nodes: found.slice(window.offset, window.offset + window.limit).map((slug) => ({
      kind: SearchKind.POST_FORMAT,
      databaseId: null,
      format: slug,
      title: label(slug),
      url: `${deps.settings.publicUrl}/?post_format=${slug}`,
      subtype: 'post-format',
    })),
  };
}

/** What the site search finds of a kind, a page at a time (the link popover of the editor asks it). */
export async function searchSite(
  deps: ContentDeps,
  kind: SearchKind,
  filter: SearchFilter,
  window: SearchWindow,
): Promise<Page<SearchResult>> {
  if (filter.search?.includes('\u0000'))
    throw new DomainError('INVALID_PARAM', 'search contains a NUL character.');
  if (kind === SearchKind.TERM) return searchTerms(deps, filter, window);
  if (kind === SearchKind.POST_FORMAT) return searchFormats(deps, filter, window);
  return searchPosts(deps, filter, window);
}
