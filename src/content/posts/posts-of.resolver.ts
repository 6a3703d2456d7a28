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
import { listPosts } from './post.service.js';
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
 * lists (a query per user or term: each is its own page of a large list).
 */
@Resolver(() => User)
export class UserPostsResolver {
  @FieldResolver(() => PostConnection, {
    description: 'What they wrote that the caller may see (published posts by default), newest first.',
  })
  posts(
    @Root() user: User,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => ContentType, { ...TYPE, defaultValue: ContentType.POST }) type: ContentType,
    @Arg('filter', () => PostFilter, FILTER) filter: PostFilter,
  ) {
    return postsWhere(ctx, type, Object.assign(new PostFilter(), filter, { authors: [user.id] }), page);
  }
}

@Resolver(() => TermNode)
export class TermPostsResolver {
  @FieldResolver(() => PostConnection, {
    description:
      'The items given this term that the caller may see (published ones by default), newest first: ' +
      "of the taxonomy's first type unless `type` names another.",
  })
  posts(
    @Root() term: TermNode,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => ContentType, { ...TYPE, nullable: true }) type: ContentType | null,
    @Arg('filter', () => PostFilter, FILTER) filter: PostFilter,
  ) {
    const taxonomies = [
      { taxonomy: term.taxonomy, terms: [term.databaseId], operator: 'IN', includeChildren: false },
    ];
    const given = Object.assign(new PostFilter(), filter, { taxonomies });
    const of = type ?? TAXONOMIES[term.taxonomy].objectTypes[0];
    if (!CONTENT_TYPES.includes(of)) throw badInput(`a ${term.taxonomy} term gives no posts: name a type`);
    return postsWhere(ctx, of, given, page);
  }
}
