import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import type { MenuItemChanges, MenuItemKind, MenuItemView } from './menu-item.service.js';
import { RenderedText } from '../posts/post.types.js';
import { renderTitle } from '../render/render.js';

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

  [NODE_REF](): NodeRef {
    return ['post', String(this.p.id)];
  }
  @Field(() => Int, { description: 'The id in the database, as the REST API shows it.' })
  get databaseId(): number {
    return this.p.id;
  }
  @Field(() => RenderedText, { description: 'The own title (raw) and the shown one (the object’s if none).' })
  get title(): RenderedText {
    return { raw: this.permissions.edit ? this.p.title : null, rendered: renderTitle(this.view.title) };
  }
  @Field()
  get status(): string {
    return this.p.status;
  }
  @Field({ description: 'The link: the custom url, or the linked object’s address.' })
  get url(): string {
    return this.view.url;
  }
  @Field()
  get attrTitle(): string {
    return this.p.excerpt;
  }
  @Field()
  get description(): string {
    return this.p.content;
  }
  @Field(() => String, { description: 'custom, post_type, post_type_archive or taxonomy.' })
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
  @Field(() => Int)
  get parent(): number {
    return this.p.parentId;
  }
  @Field(() => Int)
  get menuOrder(): number {
    return this.p.menuOrder;
  }
  @Field()
  get target(): string {
    return this.view.link.target;
  }
  @Field(() => [String])
  get classes(): string[] {
    return this.view.link.classes;
  }
  @Field(() => [String])
  get xfn(): string[] {
    return this.view.link.xfn;
  }
  @Field({ description: 'The linked object no longer exists.' })
  get invalid(): boolean {
    return this.view.invalid;
  }
  @Field(() => Int, { description: 'The menu (nav_menu term); 0 for none.' })
  get menu(): number {
    return this.view.menuId;
  }
  @Field(() => GraphQLJSONObject)
  get meta(): Record<string, unknown> {
    return {};
  }
  @Field()
  get canEdit(): boolean {
    return this.permissions.edit;
  }
  @Field()
  get canDelete(): boolean {
    return this.permissions.delete;
  }
}

@ObjectType({ simpleResolvers: true })
export class MenuItemConnection extends Connection(MenuItemNode, 'MenuItem') {}

@InputType({ description: 'The writable fields of a menu item; absent ones stay as they are.' })
export class MenuItemInput implements MenuItemChanges {
  @Field({ nullable: true })
  title?: string;
  @Field(() => String, {
    nullable: true,
    description: 'custom (default), post_type, post_type_archive or taxonomy.',
  })
  type?: MenuItemKind;
  @Field({ nullable: true, description: 'publish (default); anything else is stored as draft.' })
  status?: string;
  @Field(() => Int, { nullable: true })
  parent?: number;
  @Field({ nullable: true })
  attrTitle?: string;
  @Field(() => [String], { nullable: true })
  classes?: string[];
  @Field({ nullable: true })
  description?: string;
  @Field(() => Int, { nullable: true })
  menuOrder?: number;
  @Field({ nullable: true })
  object?: string;
  @Field(() => Int, { nullable: true })
  objectId?: number;
  @Field({ nullable: true })
  target?: string;
  @Field({ nullable: true })
  url?: string;
  @Field(() => [String], { nullable: true })
  xfn?: string[];
  @Field(() => Int, { nullable: true, description: 'The menu (nav_menu term id); 0 for none.' })
  menus?: number;
}
