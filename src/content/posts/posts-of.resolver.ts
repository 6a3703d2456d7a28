import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../auth/request-context.js';
import { connectionOf, cursorWindow, PageArgs } from '../../graphql/connection.js';
import { contentDeps } from '../content-access.js';
import { CONTENT_TYPES, postType, TAXONOMIES } from '../content-model/post-type-registry.js';
import { badInput } from '../../errors.js';
import { TermNode } from '../terms/term.types.js';
import { PostFilter } from './post.input.js';
import { postNode } from './post.resolver.js';
import { firstPostsByAuthor, firstPostsByTerm, listPosts } from './post.service.js';
import { firstPageOf } from '../../graphql/loaders.js';
import { ContentType, PostConnection } from './post.types.js';

const TYPE = { description: 'Their type.' } as const;
const FILTER = { defaultValue: {}, description: 'Further filters, as the root list of the type takes them.' };

/** One page of the items a filter finds, as the root list of their type reads them for the caller. */
async function postsWhere(ctx: RequestContext, type: string, filter: PostFilter, page: PageArgs) {
  const window = cursorWindow(page, 10);
  const found = await listPosts(contentDeps(ctx), postType(type), filter, {
    ...window,
    includeChildren: filter.taxonomies?.map((taxonomy) => taxonomy.includeChildren),
  });
  return connectionOf({ ...found, nodes: found.nodes.map((view) => postNode(ctx, view)) }, window);
}

/**
 * The items a user wrote and those a term is given to, paged by the same keyset reads as the root
 * lists: the first pages of a page of users (or terms) in one statement; a page further on by a
 * statement of its own.
 */
@Resolver(() => User)
export class UserPostsResolver {
  @FieldResolver(() => PostConnection, {
    description: 'What they wrote that the caller may see (published posts by default), newest first.',
  })
  async posts(
    @Root() user: User,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => ContentType, { ...TYPE, defaultValue: ContentType.POST }) type: ContentType,
    @Arg('filter', () => PostFilter, FILTER) filter: PostFilter,
  ) {
    const window = cursorWindow(page, 10);
    const of = (authors: number[]) => Object.assign(new PostFilter(), filter, { authors });
    if (window.cursor !== undefined) return postsWhere(ctx, type, of([user.id]), page);
    // A first page: read with those of every user on the page asking the same, in one statement.
    const found = await firstPageOf(ctx, 'userPosts', [type, filter, window], user.id, (ids) => {
      const includeChildren = filter.taxonomies?.map((taxonomy) => taxonomy.includeChildren);
      return firstPostsByAuthor(contentDeps(ctx), postType(type), of([...ids]), {
        ...window,
        includeChildren,
      });
    });
    return connectionOf({ ...found, nodes: found.nodes.map((view) => postNode(ctx, view)) }, window);
  }
}

@Resolver(() => TermNode)
export class TermPostsResolver {
  @FieldResolver(() => PostConnection, {
    description:
      'The items given this term that the caller may see (published ones by default), newest first: ' +
      "of the taxonomy's first type unless `type` names another.",
  })
  async posts(
    @Root() term: TermNode,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => ContentType, { ...TYPE, nullable: true }) type: ContentType | null,
    @Arg('filter', () => PostFilter, {
      ...FILTER,
      description: `${FILTER.description} Its taxonomy filters give way to the term.`,
    })
    filter: PostFilter,
  ) {
    const of = type ?? TAXONOMIES[term.taxonomy].objectTypes[0];
    if (!CONTENT_TYPES.includes(of)) throw badInput(`a ${term.taxonomy} term gives no posts: name a type`);
    const window = cursorWindow(page, 10);
    if (window.cursor !== undefined) {
      const taxonomies = [
        { taxonomy: term.taxonomy, terms: [term.databaseId], operator: 'IN', includeChildren: false },
      ];
      return postsWhere(ctx, of, Object.assign(new PostFilter(), filter, { taxonomies }), page);
    }
    // A first page: read with those of every term on the page asking the same, in one statement.
    const found = await firstPageOf(ctx, 'termPosts', [of, filter, window], term.databaseId, (ids) => {
      const query = Object.assign(new PostFilter(), filter, { taxonomies: [] });
      return firstPostsByTerm(contentDeps(ctx), postType(of), ids, query, window);
    });
    return connectionOf({ ...found, nodes: found.nodes.map((view) => postNode(ctx, view)) }, window);
  }
}
