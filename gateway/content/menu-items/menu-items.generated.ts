/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestMenuItemFragment = { status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", url: string, attrTitle: string, description: string, type: "taxonomy" | "post_type" | "post_type_archive" | "custom", typeLabel: string, object: string, objectId: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, canEdit: boolean, canDelete: boolean, id: number, parent: number, menu: number, title: { raw: string | null, rendered: string } };

export type RestListMenuItemsQueryVariables = Exact<{
  filter: Types.PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListMenuItemsQuery = { list: { totalCount: number, nodes: Array<{ status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", url: string, attrTitle: string, description: string, type: "taxonomy" | "post_type" | "post_type_archive" | "custom", typeLabel: string, object: string, objectId: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, canEdit: boolean, canDelete: boolean, id: number, parent: number, menu: number, title: { raw: string | null, rendered: string } }> }, access: { canCreate: boolean } };

export type RestGetMenuItemQueryVariables = Exact<{
  id: number;
  edit: boolean;
}>;


export type RestGetMenuItemQuery = { item: { status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", url: string, attrTitle: string, description: string, type: "taxonomy" | "post_type" | "post_type_archive" | "custom", typeLabel: string, object: string, objectId: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, canEdit: boolean, canDelete: boolean, id: number, parent: number, menu: number, title: { raw: string | null, rendered: string } } };

export type RestCreateMenuItemMutationVariables = Exact<{
  input: Types.MenuItemInput;
}>;


export type RestCreateMenuItemMutation = { item: { status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", url: string, attrTitle: string, description: string, type: "taxonomy" | "post_type" | "post_type_archive" | "custom", typeLabel: string, object: string, objectId: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, canEdit: boolean, canDelete: boolean, id: number, parent: number, menu: number, title: { raw: string | null, rendered: string } } };

export type RestUpdateMenuItemMutationVariables = Exact<{
  id: number;
  input: Types.MenuItemInput;
}>;


export type RestUpdateMenuItemMutation = { item: { status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", url: string, attrTitle: string, description: string, type: "taxonomy" | "post_type" | "post_type_archive" | "custom", typeLabel: string, object: string, objectId: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, canEdit: boolean, canDelete: boolean, id: number, parent: number, menu: number, title: { raw: string | null, rendered: string } } };

export type RestDeleteMenuItemMutationVariables = Exact<{
  id: number;
  force: boolean;
}>;


export type RestDeleteMenuItemMutation = { deleted: { previous: { status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", url: string, attrTitle: string, description: string, type: "taxonomy" | "post_type" | "post_type_archive" | "custom", typeLabel: string, object: string, objectId: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, canEdit: boolean, canDelete: boolean, id: number, parent: number, menu: number, title: { raw: string | null, rendered: string } } } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RestMenuItemFragmentDoc = new TypedDocumentString(`
    fragment RestMenuItem on MenuItem {
  id: databaseId
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent: parentDatabaseId
  menuOrder
  target
  classes
  xfn
  invalid
  menu: menuDatabaseId
  canEdit
  canDelete
}
    `, {"fragmentName":"RestMenuItem"}) as unknown as TypedDocumentString<RestMenuItemFragment, unknown>;
export const RestListMenuItemsDocument = new TypedDocumentString(`
    query RestListMenuItems($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: menuItems(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    totalCount
    nodes {
      ...RestMenuItem
    }
  }
  access: menuItemAccess {
    canCreate
  }
}
    fragment RestMenuItem on MenuItem {
  id: databaseId
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent: parentDatabaseId
  menuOrder
  target
  classes
  xfn
  invalid
  menu: menuDatabaseId
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListMenuItemsQuery, RestListMenuItemsQueryVariables>;
export const RestGetMenuItemDocument = new TypedDocumentString(`
    query RestGetMenuItem($id: Int!, $edit: Boolean!) {
  item: menuItem(id: $id, edit: $edit) {
    ...RestMenuItem
  }
}
    fragment RestMenuItem on MenuItem {
  id: databaseId
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent: parentDatabaseId
  menuOrder
  target
  classes
  xfn
  invalid
  menu: menuDatabaseId
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestGetMenuItemQuery, RestGetMenuItemQueryVariables>;
export const RestCreateMenuItemDocument = new TypedDocumentString(`
    mutation RestCreateMenuItem($input: MenuItemInput!) {
  item: createMenuItem(input: $input) {
    ...RestMenuItem
  }
}
    fragment RestMenuItem on MenuItem {
  id: databaseId
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent: parentDatabaseId
  menuOrder
  target
  classes
  xfn
  invalid
  menu: menuDatabaseId
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestCreateMenuItemMutation, RestCreateMenuItemMutationVariables>;
export const RestUpdateMenuItemDocument = new TypedDocumentString(`
    mutation RestUpdateMenuItem($id: Int!, $input: MenuItemInput!) {
  item: updateMenuItem(id: $id, input: $input) {
    ...RestMenuItem
  }
}
    fragment RestMenuItem on MenuItem {
  id: databaseId
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent: parentDatabaseId
  menuOrder
  target
  classes
  xfn
  invalid
  menu: menuDatabaseId
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUpdateMenuItemMutation, RestUpdateMenuItemMutationVariables>;
export const RestDeleteMenuItemDocument = new TypedDocumentString(`
    mutation RestDeleteMenuItem($id: Int!, $force: Boolean!) {
  deleted: deleteMenuItem(id: $id, force: $force) {
    previous {
      ...RestMenuItem
    }
  }
}
    fragment RestMenuItem on MenuItem {
  id: databaseId
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent: parentDatabaseId
  menuOrder
  target
  classes
  xfn
  invalid
  menu: menuDatabaseId
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestDeleteMenuItemMutation, RestDeleteMenuItemMutationVariables>;