import { parse } from '@wordpress/block-serialization-default-parser';
import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { loaderOf } from '../../graphql/loaders.js';
import { contentDeps } from '../content-access.js';
import { POST_TYPES } from '../content-model/post-type-registry.js';
import { PostFilter } from '../posts/post.input.js';
import { postNode } from '../posts/post.resolver.js';
import { listPosts, type PostView } from '../posts/post.service.js';
import { PostConnection, PostNode } from '../posts/post.types.js';
import type { ParsedBlock } from '../render/parsed-block.js';

/** The most navigations read to find the ones that link to an item: a site has a handful. */
const NAVIGATIONS_MAX = 1000;

const LINKS = new Set(['core/navigation-link', 'core/navigation-submenu']);

/** The items a navigation's links name by id (`kind: post-type`), at any depth of its blocks. */
function linkedIds(blocks: ParsedBlock[], into = new Set<number>()): Set<number> {
  for (const block of blocks) {
    const { id, kind } = (block.attrs ?? {}) as { id?: unknown; kind?: unknown };
    if (block.blockName && LINKS.has(block.blockName) && kind === 'post-type' && typeof id === 'number')
      into.add(id);
    linkedIds(block.innerBlocks as ParsedBlock[], into);
  }
  return into;
}

/** The block editor's navigations (`wp_navigation` posts) whose links name an item. */
@Resolver(() => PostNode)
export class PostNavigationsResolver {
  @FieldResolver(() => PostConnection, {
    description: 'The navigations (`wp_navigation`) whose links name it, that the caller may see, by id.',
  })
  async navigations(
    @Root() node: PostNode,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    // Every navigation, once a request: a page of items asks which of them link to each.
    const all = await loaderOf(ctx, 'navigationLinks', async (keys: readonly number[]) => {
      const query = Object.assign(new PostFilter(), { orderBy: 'id', order: 'asc' });
      const found = await listPosts(contentDeps(ctx), POST_TYPES.wp_navigation, query, {
        limit: NAVIGATIONS_MAX,
        offset: 0,
      });
      const links = found.nodes.map((view: PostView) => ({ view, ids: linkedIds(parse(view.post.content)) }));
      return keys.map(() => links);
    }).load(0);
    const linking = all
      .filter((each) => each.ids.has(node.databaseId))
      .map((each) => postNode(ctx, each.view));
    return paginate(linking, (navigation) => [navigation.databaseId], cursorWindow(page, 10));
  }
}
