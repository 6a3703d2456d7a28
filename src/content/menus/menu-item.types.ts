import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import type { MenuItemChanges, MenuItemKind, MenuItemLink, MenuItemView } from './menu-item.service.js';
import { RenderedText } from '../posts/post.types.js';
import { renderTitle } from '../render/render.js';
import { MenuItemType, PostStatus } from '../content-model/content-sets.js';
import { EDITORS } from '../../graphql/withheld.js';

@ObjectType('MenuItem', {
  implements: Node,
  simpleResolvers: true,
  description: 'An entry of a navigation menu (classic menus).',
})
export class MenuItemNode {
  constructor(
    private readonly view: MenuItemView,
    /** Whether the caller may edit and delete it. */
    readonly permissions: { edit: boolean; delete: boolean },
  ) {}

  private get p() {
    return this.view.post;
  }

  /** What it links to (its `connectedObject` edge reads it). */
  get link(): MenuItemLink {
    return this.view.link;
  }

  [NODE_REF](): NodeRef {
    return ['post', String(this.p.id)];
  }
  @Field(() => Int, { description: 'The id in the database, as the REST API shows it.' })
  get databaseId(): number {
    return this.p.id;
  }
  @Field(() => RenderedText, { description: 'The own title (raw) and the shown one (the object’s if none).' })
  get title(): RenderedText {
    return { raw: this.permissions.edit ? this.p.title : EDITORS, rendered: renderTitle(this.view.title) };
  }
  @Field(() => PostStatus, { description: 'Its status: `PUBLISH`, or `DRAFT` until its menu is saved.' })
  get status(): string {
    return this.p.status;
  }
  @Field({ description: 'The link: the custom url, or the linked object’s address.' })
  get url(): string {
    return this.view.url;
  }
  @Field({ description: "The link's `title` attribute." })
  get attrTitle(): string {
    return this.p.excerpt;
  }
  @Field({ description: 'Its description, as stored.' })
  get description(): string {
    return this.p.content;
  }
  @Field(() => MenuItemType, { description: 'What it links to.' })
  get type(): MenuItemKind {
    return this.view.link.type;
  }
  @Field({ description: 'Custom Link, or the linked type’s singular name.' })
  get typeLabel(): string {
    return this.view.typeLabel;
  }
  @Field({ description: 'The linked post type or taxonomy; `custom` for custom links.' })
  get object(): string {
    return this.view.link.type === 'custom' ? 'custom' : this.view.link.object;
  }
  @Field(() => Int, { description: 'The linked post or term; the item itself for custom links.' })
  get objectId(): number {
    return this.view.link.objectId;
  }
  @Field(() => Int, { description: "The parent item's database id; 0 at the top level (`parent` reads it)." })
  get parentDatabaseId(): number {
    return this.p.parentId;
  }
  @Field(() => Int, { description: 'Its position in the menu, from 1.' })
  get menuOrder(): number {
    return this.p.menuOrder;
  }
  @Field({ description: "The link's `target` attribute: `_blank` or empty." })
  get target(): string {
    return this.view.link.target;
  }
  @Field(() => [String], { description: "The link's CSS classes." })
  get classes(): string[] {
    return this.view.link.classes;
  }
  @Field(() => [String], { description: "The link's relationships (its `rel`, XFN)." })
  get xfn(): string[] {
    return this.view.link.xfn;
  }
  @Field({ description: 'The linked object no longer exists.' })
  get invalid(): boolean {
    return this.view.invalid;
  }
  @Field(() => Int, { description: "The menu's database id (a nav_menu term; `menu` reads it); 0 for none." })
  get menuDatabaseId(): number {
    return this.view.menuId;
  }
  @Field(() => GraphQLJSONObject, { description: 'Its registered meta fields (none yet).' })
  get meta(): Record<string, unknown> {
    return {};
  }
  @Field({ description: 'The caller may edit (update) it.' })
  get canEdit(): boolean {
    return this.permissions.edit;
  }
  @Field({ description: 'The caller may delete it.' })
  get canDelete(): boolean {
    return this.permissions.delete;
  }
}

@ObjectType({ simpleResolvers: true })
export class MenuItemConnection extends Connection(MenuItemNode, 'MenuItem') {}

@InputType({ description: 'The writable fields of a menu item; absent ones stay as they are.' })
export class MenuItemInput implements MenuItemChanges {
  @Field({ nullable: true, description: 'Its own title; empty shows the linked object’s.' })
  title?: string;
  @Field(() => MenuItemType, { nullable: true, description: 'What it links to (`CUSTOM` by default).' })
  type?: MenuItemKind;
  @Field(() => PostStatus, {
    nullable: true,
    description: '`PUBLISH` (default); anything else is stored as draft.',
  })
  status?: string;
  @Field(() => Int, { nullable: true, description: "The parent item's database id; 0 at the top level." })
  parent?: number;
  @Field({ nullable: true, description: "The link's `title` attribute." })
  attrTitle?: string;
  @Field(() => [String], { nullable: true, description: "The link's CSS classes." })
  classes?: string[];
  @Field({ nullable: true, description: 'Its description.' })
  description?: string;
  @Field(() => Int, { nullable: true, description: 'Its position in the menu, from 1.' })
  menuOrder?: number;
  @Field({ nullable: true, description: 'The linked post type or taxonomy.' })
  object?: string;
  @Field(() => Int, { nullable: true, description: "The linked post's or term's database id." })
  objectId?: number;
  @Field({ nullable: true, description: "The link's `target` attribute: `_blank` or empty." })
  target?: string;
  @Field({ nullable: true, description: 'The address a custom link points to (custom links need one).' })
  url?: string;
  @Field(() => [String], { nullable: true, description: "The link's relationships (its `rel`, XFN)." })
  xfn?: string[];
  @Field(() => Int, { nullable: true, description: 'The menu (nav_menu term id); 0 for none.' })
  menus?: number;
}
