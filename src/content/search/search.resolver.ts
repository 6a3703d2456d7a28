import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { DomainError } from '../../errors.js';
import { PageArgs, pageSize } from '../../graphql/connection.js';
import { OffsetArg } from '../../graphql/rest-only.js';
import { contentDeps } from '../content-access.js';
import { searchSite, type SearchWindow } from './search.service.js';
import { SearchKind, SearchResultConnection } from './search.types.js';

/** Search results are a ranked list, not rows to seek in: their cursors are positions. */
const cursorAt = (position: number) => Buffer.from(`position:${position}`).toString('base64url');
function positionOf(cursor: string): number {
  const match = /^position:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new DomainError('BAD_CURSOR', 'The cursor is not one of this list.');
  return Number(match[1]);
}

function windowOf({ first, after, last, before }: PageArgs, offset: number | null): SearchWindow {
  if (last != null || before != null)
    throw new DomainError('BAD_USER_INPUT', 'search results page forwards only');
  if (offset != null && after != null) throw new DomainError('BAD_USER_INPUT', 'offset pages take no cursor');
  if (offset != null && offset < 0) throw new DomainError('BAD_USER_INPUT', 'offset must not be negative');
  return {
    limit: pageSize('first', first ?? 10),
    offset: offset ?? (after == null ? 0 : positionOf(after) + 1),
  };
}

@Resolver()
export class SearchResolver {
  @Query(() => SearchResultConnection, {
    description:
      'What the site search finds: items, terms or post formats to link to (the editor’s link search).',
  })
  async search(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => SearchKind, { defaultValue: SearchKind.POST, description: 'What to look through.' })
    kind: SearchKind,
    @Arg('search', () => String, { nullable: true, description: 'The words to look for.' })
    search: string | null,
    @Arg('subtypes', () => [String], {
      nullable: true,
      description: 'Only these post types or taxonomies (`any`: all of the kind).',
    })
    subtypes: string[] | null,
    @Arg('include', () => [Int], { nullable: true, description: 'Only these database ids.' })
    include: number[] | null,
    @Arg('exclude', () => [Int], { nullable: true, description: 'Not these database ids.' })
    exclude: number[] | null,
    @Args(() => PageArgs) pageArgs: PageArgs,
    @OffsetArg() offset: number | null,
  ) {
    const window = windowOf(pageArgs, offset);
    const filter = {
      search: search ?? undefined,
      subtypes: subtypes ?? undefined,
      include: include ?? undefined,
      exclude: exclude ?? undefined,
    };
    const { nodes, totalCount } = await searchSite(contentDeps(ctx), kind, filter, window);
    const cursors = nodes.map((_, index) => cursorAt(window.offset + index));
    return {
      nodes,
      totalCount,
      edges: nodes.map((node, index) => ({ cursor: cursors[index], node })),
      pageInfo: {
        hasNextPage: window.offset + nodes.length < totalCount,
        hasPreviousPage: window.offset > 0,
        startCursor: cursors[0] ?? null,
        endCursor: cursors.at(-1) ?? null,
      },
    };
  }
}
