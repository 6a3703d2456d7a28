import { Arg, Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../auth/request-context.js';
import { PageArgs, connectionOf, cursorWindow, paginate } from '../../graphql/connection.js';
import { EDITORS, MayWithhold } from '../../graphql/withheld.js';
import { NAV_MENU_ITEM, supports } from '../content-model/post-type-registry.js';
import { firstRevisionPages, listRevisions } from '../revisions/revision.service.js';
import { byCursor, EMPTY_PAGE } from '../../db/keyset.js';
import { Post } from './post.entity.js';
import { RevisionWindowArgs } from './post.input.js';
import { firstPageOf, loaderOf } from '../../graphql/loaders.js';
import { contentDeps } from '../content-access.js';
import { mediaItemOf } from '../media/media.resolver.js';
import { MediaItemNode } from '../media/media.types.js';
import { termsOfPosts } from '../terms/term.service.js';
import { TermConnection, TermNode } from '../terms/term.types.js';
import { authorOf } from '../users/authors.js';
import { childrenToShow } from './post.service.js';
import { postNode, postOf, revisionNode } from './post.resolver.js';
import { PostConnection, PostNode, RevisionConnection, RevisionNode } from './post.types.js';
import { TaxonomyName } from '../content-model/content-sets.js';

/** A post's terms of one taxonomy (or of all), a page at a time, ordered by name. */
async function termsOf(ctx: RequestContext, node: PostNode, taxonomy: string | null, page: PageArgs) {
  const window = cursorWindow(page, 10);
  const all = await loaderOf(ctx, 'postTerms', (ids: readonly number[]) => termsOfPosts(ctx, ids)).load(
    node.databaseId,
  );
  const terms = all
    .filter((term) => taxonomy === null || term.taxonomy === taxonomy)
    .map((term) => new TermNode(term));
  return paginate(terms, (term) => [term.name, term.databaseId], window);
}

/**
 * A post's edges to what it names: its author, featured image, parent and terms, each read in
 * batches for a whole page of posts, and each as the caller may see it.
 */
@Resolver(() => PostNode)
export class PostEdgesResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description: 'Who wrote it; null where the caller may not see them.',
  })
  author(@Root() node: PostNode, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return authorOf(ctx, node.authorDatabaseId);
  }

  @FieldResolver(() => MediaItemNode, {
    nullable: true,
    description: 'Its featured image, if the caller may see it.',
  })
  featuredImage(@Root() node: PostNode, @Ctx() ctx: RequestContext): Promise<MediaItemNode | null> {
    return mediaItemOf(ctx, node.featuredImageDatabaseId);
  }

  @FieldResolver(() => PostNode, {
    nullable: true,
    description: 'Its parent (pages), if the caller may see it.',
  })
  parent(@Root() node: PostNode, @Ctx() ctx: RequestContext): Promise<PostNode | null> {
    return postOf(ctx, node.postView.type, node.parentDatabaseId);
  }

  @FieldResolver(() => PostConnection, {
    description: 'The items under it (pages) the caller may see, by menu order, then oldest first.',
  })
  async children(@Root() node: PostNode, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    const type = node.postView.type;
    const views = await loaderOf(ctx, `childrenToShow:${type.name}`, (ids: readonly number[]) =>
      childrenToShow(contentDeps(ctx), type, ids),
    ).load(node.databaseId);
    const nodes = views.map((view) => postNode(ctx, view));
    return paginate(nodes, (child) => [child.menuOrder, child.databaseId], cursorWindow(page, 10));
  }

  @MayWithhold()
  @FieldResolver(() => RevisionConnection, {
    nullable: true,
    description: 'Its revisions (autosaves too), newest first; for those who may edit it.',
  })
  async revisions(
    @Root() node: PostNode,
    @Ctx() ctx: RequestContext,
    @Args(() => RevisionWindowArgs) args: RevisionWindowArgs,
  ) {
    if (!node.permissions.edit) return EDITORS;
    const window = args.window();
    const type = node.postView.type;
    const { page } = window;
    const found = !supports(type, 'revisions')
      ? EMPTY_PAGE
      : byCursor(page) && page.cursor === undefined
        ? // A first page: read with those of every item on the page asking the same, in one statement.
          await firstPageOf(ctx, 'revisions', [type.name, window], node.databaseId, async (ids) => {
            const parents = await ctx.em.find(Post, { id: { $in: [...ids] } });
            return firstRevisionPages(contentDeps(ctx), type, parents, { ...window, page });
          })
        : await listRevisions(contentDeps(ctx), type, node.databaseId, window);
    return connectionOf({ ...found, nodes: found.nodes.map((view) => revisionNode(ctx, view)) }, page);
  }

  @FieldResolver(() => TermConnection, { description: 'Its categories, by name.' })
  categories(@Root() node: PostNode, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    return termsOf(ctx, node, 'category', page);
  }

  @FieldResolver(() => TermConnection, { description: 'Its tags, by name.' })
  tags(@Root() node: PostNode, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    return termsOf(ctx, node, 'post_tag', page);
  }

  @FieldResolver(() => TermConnection, {
    description: 'Its terms of one taxonomy (of every one when none is named), by name.',
  })
  terms(
    @Root() node: PostNode,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('taxonomy', () => TaxonomyName, {
      nullable: true,
      description: 'The taxonomy; every one if omitted.',
    })
    taxonomy: string | null,
  ) {
    return termsOf(ctx, node, taxonomy ?? null, page);
  }
}

/** A revision's edge to the item it is a state of. */
@Resolver(() => RevisionNode)
export class RevisionEdgesResolver {
  @FieldResolver(() => PostNode, {
    nullable: true,
    description: "The item it is a state of; null for a menu item's autosave (`parentDatabaseId` names it).",
  })
  parent(@Root() node: RevisionNode, @Ctx() ctx: RequestContext): Promise<PostNode | null> | null {
    const { type } = node.revisionView;
    return type === NAV_MENU_ITEM ? null : postOf(ctx, type, node.parentDatabaseId);
  }
}
