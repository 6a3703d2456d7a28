import { Args, Ctx, createUnionType, Extensions, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { loaderOf } from '../../graphql/loaders.js';
import { badInput } from '../../errors.js';
import { contentDeps } from '../content-access.js';
import { ATTACHMENT, POST_TYPES } from '../content-model/post-type-registry.js';
import { mediaItemOf } from '../media/media.resolver.js';
import { MediaItemNode } from '../media/media.types.js';
import { PostFilter } from '../posts/post.input.js';
import { postOf } from '../posts/post.resolver.js';
import { PostNode } from '../posts/post.types.js';
import { termOf } from '../terms/term.resolver.js';
import { TermNode } from '../terms/term.types.js';
import { menuItemNode } from './menu-item.resolver.js';
import { listMenuItems, mayViewMenuItems, type MenuItemView } from './menu-item.service.js';
import { MayWithhold, Withheld } from '../../graphql/withheld.js';
import { MenuItemConnection, MenuItemNode } from './menu-item.types.js';

export const MenuItemObject = createUnionType({
  name: 'MenuItemObject',
  description: 'What a menu item links to: an item, a media item or a term.',
  types: () => [PostNode, MediaItemNode, TermNode] as const,
  resolveType: (value) => value.constructor as typeof PostNode | typeof MediaItemNode | typeof TermNode,
});

/** The most items one menu is read with: menus are short, and their tree is built from all of them. */
const MENU_ITEMS_MAX = 1000;

/** The menu items a filter finds, all of them (by menu order), as the caller may see them. */
async function menuItemsWhere(ctx: RequestContext, filter: Partial<PostFilter>): Promise<MenuItemView[]> {
  const query = Object.assign(
    new PostFilter(),
    { statuses: ['any'], orderBy: 'menu_order', order: 'asc' },
    filter,
  );
  const page = await listMenuItems(contentDeps(ctx), query, { limit: MENU_ITEMS_MAX, offset: 0 });
  return page.nodes;
}

const byMenuOrder = (item: MenuItemNode) => [item.menuOrder, item.databaseId];

/**
 * A menu as a tree: each item's menu, parent, children and linked object, read in one batch for a
 * page of items; a menu's items (a nav_menu term's) by menu order.
 */
@Resolver(() => MenuItemNode)
export class MenuItemEdgesResolver {
  @FieldResolver(() => TermNode, { nullable: true, description: 'The menu it belongs to (a nav_menu term).' })
  menu(@Root() node: MenuItemNode, @Ctx() ctx: RequestContext): Promise<TermNode | null> {
    return termOf(ctx, node.menuDatabaseId);
  }

  @FieldResolver(() => MenuItemNode, {
    nullable: true,
    description: 'The item it sits under; null at the top.',
  })
  async parent(@Root() node: MenuItemNode, @Ctx() ctx: RequestContext): Promise<MenuItemNode | null> {
    if (!node.parentDatabaseId) return null;
    const [view] = await loaderOf(ctx, 'menuItems', async (ids: readonly number[]) => {
      const views = await menuItemsWhere(ctx, { include: [...ids] });
      return ids.map((id) => views.filter((view) => view.post.id === id));
    }).load(node.parentDatabaseId);
    return view ? menuItemNode(ctx, view) : null;
  }

  @FieldResolver(() => MenuItemConnection, { description: 'The items under it, by menu order.' })
  async children(
    @Root() node: MenuItemNode,
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
  ) {
    const views = await loaderOf(ctx, 'menuItemChildren', async (ids: readonly number[]) => {
      const found = Map.groupBy(
        await menuItemsWhere(ctx, { parents: [...ids] }),
        (view) => view.post.parentId,
      );
      return ids.map((id) => found.get(id) ?? []);
    }).load(node.databaseId);
    return paginate(
      views.map((view) => menuItemNode(ctx, view)),
      byMenuOrder,
      cursorWindow(page, 100),
    );
  }

  @FieldResolver(() => MenuItemObject, {
    nullable: true,
    description:
      'The item or term it links to, where the caller may see it; null for a custom link or an archive.',
  })
  connectedObject(@Root() node: MenuItemNode, @Ctx() ctx: RequestContext) {
    const { type, object, objectId } = node.link;
    if (type === 'taxonomy') return termOf(ctx, objectId);
    if (type !== 'post_type') return null;
    if (object === ATTACHMENT.name) return mediaItemOf(ctx, objectId);
    return Object.hasOwn(POST_TYPES, object) ? postOf(ctx, POST_TYPES[object], objectId) : null;
  }
}

@Resolver(() => TermNode)
export class MenuEdgesResolver {
  // Pages of 100 unless told: what the node limit counts for it.
  @Extensions({ defaultFirst: 100 })
  @FieldResolver(() => MenuItemConnection, {
    description:
      "A menu's items (a nav_menu term's), all levels, by menu order: `parent` and `children` make the tree.",
  })
  async menuItems(@Root() term: TermNode, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (term.taxonomy !== 'nav_menu') throw badInput('only a menu (a nav_menu term) has items');
    // Every menu on the page at once: their items are few, and read whole for their tree.
    const views = await loaderOf(ctx, 'menusItems', async (menus: readonly number[]) => {
      const taxonomies = [
        { taxonomy: 'nav_menu' as const, terms: [...menus], operator: 'IN', includeChildren: false },
      ];
      const byMenu = Map.groupBy(
        await menuItemsWhere(ctx, { taxonomies } as Partial<PostFilter>),
        (view) => view.menuId,
      );
      return menus.map((menu) => byMenu.get(menu) ?? []);
    }).load(term.databaseId);
    return paginate(
      views.map((view) => menuItemNode(ctx, view)),
      byMenuOrder,
      cursorWindow(page, 100),
    );
  }
}

/** Who may read menus, and so the menu items that link to an item. */
const MENU_READERS = new Withheld('those who may edit posts or the theme');

@Resolver(() => PostNode)
export class PostMenuItemsResolver {
  @MayWithhold()
  @FieldResolver(() => MenuItemConnection, {
    nullable: true,
    description: 'The menu items that link to it, by menu order; for those who may read menus.',
  })
  async menuItems(@Root() node: PostNode, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (!mayViewMenuItems(ctx.caller.user)) return MENU_READERS;
    // Every menu's items, once a request: menus are short, and a page of items asks for them all.
    const all = await loaderOf(ctx, 'allMenuItems', async (keys: readonly number[]) => {
      const views = await menuItemsWhere(ctx, {});
      return keys.map(() => views);
    }).load(0);
    const linking = all.filter(
      (view) => view.link.type === 'post_type' && view.link.objectId === node.databaseId,
    );
    return paginate(
      linking.map((view) => menuItemNode(ctx, view)),
      byMenuOrder,
      cursorWindow(page, 10),
    );
  }
}
