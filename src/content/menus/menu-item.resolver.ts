import { Arg, Args, Ctx, Extensions, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { nodeSite } from '../media/library-images.js';
import type { RequestContext } from '../../auth/request-context.js';
import { canDeletePost, canEditPost } from '../capabilities.js';
import {
  deleteMenuItem,
  getMenuItem,
  listMenuItems,
  saveMenuItem,
  type MenuItemView,
} from './menu-item.service.js';
import { MenuItemConnection, MenuItemInput, MenuItemNode } from './menu-item.types.js';
import { PostFilter } from '../posts/post.input.js';
import { ContentAccess, contentDeps } from '../content-access.js';
import { connectionOf, cursorWindow, PageArgs, pageWindow, paginate } from '../../graphql/connection.js';
import { canType } from '../capabilities.js';
import { NAV_MENU_ITEM } from '../content-model/post-type-registry.js';
import { RevisionConnection, RevisionNode } from '../posts/post.types.js';
import { autosave, getAutosave, listAutosaves } from '../revisions/revision.service.js';
import { EditContext, OffsetArg, RestOnly } from '../../graphql/rest-only.js';

/** A menu item as the caller sees it (with the actions it may take). */
export const menuItemNode = (ctx: RequestContext, view: MenuItemView) =>
  new MenuItemNode(view, {
    edit: canEditPost(ctx.caller.user, NAV_MENU_ITEM, view.post),
    delete: canDeletePost(ctx.caller.user, NAV_MENU_ITEM, view.post),
  });

@ObjectType({ description: 'A menu item deleted for good, as it was.' })
class DeletedMenuItem {
  @Field({ description: 'True: the item is deleted.' })
  deleted!: boolean;
  @Field(() => MenuItemNode, { description: 'The item as it was before the deletion.' })
  previous!: MenuItemNode;
}

@Resolver(() => MenuItemNode)
export class MenuItemResolver {
  @Query(() => ContentAccess, {
    description: 'What the caller may do with menu items (create: edit_theme_options).',
  })
  menuItemAccess(@Ctx() ctx: RequestContext): ContentAccess {
    return { canCreate: canType(ctx.caller.user, NAV_MENU_ITEM, 'create') };
  }

  // Pages of 100 unless told: what the node limit counts for it.
  @Extensions({ defaultFirst: 100 })
  @Query(() => MenuItemConnection, {
    description: 'Menu items (for users who may edit posts); filter by menu with a nav_menu taxonomy filter.',
  })
  async menuItems(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => PostFilter, { defaultValue: {}, description: 'Which items, in what order.' })
    filter: PostFilter,
    @Args(() => PageArgs) pageArgs: PageArgs,
    @OffsetArg() offset: number | null,
    @EditContext() edit: boolean,
  ) {
    const window = pageWindow(pageArgs, offset, 100);
    const page = await listMenuItems(contentDeps(ctx), filter, { ...window, edit });
    return connectionOf({ ...page, nodes: page.nodes.map((view) => menuItemNode(ctx, view)) }, window);
  }

  @Query(() => MenuItemNode, { description: 'One menu item (for users who may edit posts).' })
  async menuItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @EditContext() edit: boolean,
  ): Promise<MenuItemNode> {
    return menuItemNode(ctx, await getMenuItem(contentDeps(ctx), id, edit));
  }

  @Mutation(() => MenuItemNode, { description: 'Creates a menu item (needs edit_theme_options).' })
  async createMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MenuItemInput, { description: "The new item's fields." }) input: MenuItemInput,
  ): Promise<MenuItemNode> {
    return menuItemNode(ctx, await saveMenuItem(contentDeps(ctx), null, { ...input }));
  }

  @Mutation(() => MenuItemNode, { description: 'Changes a menu item (needs edit_theme_options).' })
  async updateMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @Arg('input', () => MenuItemInput, { description: 'The fields to change.' }) input: MenuItemInput,
  ): Promise<MenuItemNode> {
    return menuItemNode(ctx, await saveMenuItem(contentDeps(ctx), id, { ...input }));
  }

  @Mutation(() => DeletedMenuItem, { description: 'Deletes a menu item for good (force must be true).' })
  async deleteMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @Arg('force', { defaultValue: false, description: 'Must be true: menu items have no trash.' })
    force: boolean,
  ): Promise<DeletedMenuItem> {
    return { deleted: true, previous: menuItemNode(ctx, await deleteMenuItem(contentDeps(ctx), id, force)) };
  }

  @RestOnly()
  @Query(() => [RevisionNode], { description: 'Autosaves of a menu item, as REST lists them.' })
  async menuItemAutosaveList(
    @Ctx() ctx: RequestContext,
    @Arg('parent', () => Int, { description: "The menu item's database id." }) parent: number,
  ) {
    const views = await listAutosaves(contentDeps(ctx), NAV_MENU_ITEM, parent);
    return views.map((view) => new RevisionNode(view, nodeSite(ctx)));
  }

  @Query(() => RevisionConnection, {
    description: 'Autosaves of a menu item (its title, description, attr title).',
  })
  async menuItemAutosaves(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('parent', () => Int, { description: "The menu item's database id." }) parent: number,
  ) {
    const list = await this.menuItemAutosaveList(ctx, parent);
    return paginate(list, (node) => [node.databaseId], cursorWindow(page, 10));
  }

  @Query(() => RevisionNode, { description: 'One autosave of a menu item; for those who may edit the item.' })
  async menuItemAutosave(
    @Ctx() ctx: RequestContext,
    @Arg('parent', () => Int, { description: "The menu item's database id." }) parent: number,
    @Arg('id', () => Int, { description: "The autosave's database id." }) id: number,
  ) {
    return new RevisionNode(await getAutosave(contentDeps(ctx), NAV_MENU_ITEM, parent, id), nodeSite(ctx));
  }

  @Mutation(() => RevisionNode, {
    description: 'Autosaves a menu item’s texts: an own draft in place, else one autosave per user.',
  })
  async autosaveMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The menu item's database id." }) id: number,
    @Arg('input', () => MenuItemInput, {
      description: 'Its title, description and attrTitle are saved; the rest is ignored.',
    })
    input: MenuItemInput,
  ) {
    const view = await autosave(contentDeps(ctx), NAV_MENU_ITEM, id, {
      title: input.title,
      content: input.description,
      excerpt: input.attrTitle,
    });
    return new RevisionNode(view, nodeSite(ctx));
  }
}
