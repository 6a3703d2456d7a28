/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestRevisionFragment = { dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } };

export type RestListRevisionsQueryVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  parent: number;
  first?: number | null | undefined;
  offset: number;
  order: "asc" | "desc";
  include?: Array<number> | number | null | undefined;
  exclude?: Array<number> | number | null | undefined;
  search?: string | null | undefined;
}>;


export type RestListRevisionsQuery = { revisions: { totalCount: number, nodes: Array<{ dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } }> } };

export type RestGetRevisionQueryVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  parent: number;
  id: number;
}>;


export type RestGetRevisionQuery = { revision: { dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } } };

export type RestDeleteRevisionMutationVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  parent: number;
  id: number;
  force: boolean;
}>;


export type RestDeleteRevisionMutation = { revision: { dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } } };

export type RestListAutosavesQueryVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  parent: number;
}>;


export type RestListAutosavesQuery = { autosaves: Array<{ dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } }> };

export type RestGetAutosaveQueryVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  parent: number;
  id: number;
}>;


export type RestGetAutosaveQuery = { autosave: { dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } } };

export type RestAutosaveMutationVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  id: number;
  input: Types.PostInput;
}>;


export type RestAutosaveMutation = { revision: { dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } } };

export type RestListMenuItemAutosavesQueryVariables = Exact<{
  parent: number;
}>;


export type RestListMenuItemAutosavesQuery = { autosaves: Array<{ dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } }> };

export type RestGetMenuItemAutosaveQueryVariables = Exact<{
  parent: number;
  id: number;
}>;


export type RestGetMenuItemAutosaveQuery = { autosave: { dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } } };

export type RestAutosaveMenuItemMutationVariables = Exact<{
  id: number;
  input: Types.MenuItemInput;
}>;


export type RestAutosaveMenuItemMutation = { revision: { dateGmt: string, revisionDateGmt: string | null, modifiedGmt: string, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, id: number, author: number, date: string, modified: string, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string }, excerpt: { raw: string | null, rendered: string } } };

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
export const RestRevisionFragmentDoc = new TypedDocumentString(`
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}
    `, {"fragmentName":"RestRevision"}) as unknown as TypedDocumentString<RestRevisionFragment, unknown>;
export const RestListRevisionsDocument = new TypedDocumentString(`
    query RestListRevisions($type: ContentType!, $parent: Int!, $first: Int, $offset: Int!, $order: OrderDirection!, $include: [Int!], $exclude: [Int!], $search: String) {
  revisions(
    type: $type
    parent: $parent
    first: $first
    offset: $offset
    order: $order
    include: $include
    exclude: $exclude
    search: $search
  ) {
    totalCount
    nodes {
      ...RestRevision
    }
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestListRevisionsQuery, RestListRevisionsQueryVariables>;
export const RestGetRevisionDocument = new TypedDocumentString(`
    query RestGetRevision($type: ContentType!, $parent: Int!, $id: Int!) {
  revision(type: $type, parent: $parent, id: $id) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestGetRevisionQuery, RestGetRevisionQueryVariables>;
export const RestDeleteRevisionDocument = new TypedDocumentString(`
    mutation RestDeleteRevision($type: ContentType!, $parent: Int!, $id: Int!, $force: Boolean!) {
  revision: deleteRevision(type: $type, parent: $parent, id: $id, force: $force) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestDeleteRevisionMutation, RestDeleteRevisionMutationVariables>;
export const RestListAutosavesDocument = new TypedDocumentString(`
    query RestListAutosaves($type: ContentType!, $parent: Int!) {
  autosaves: autosaveList(type: $type, parent: $parent) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestListAutosavesQuery, RestListAutosavesQueryVariables>;
export const RestGetAutosaveDocument = new TypedDocumentString(`
    query RestGetAutosave($type: ContentType!, $parent: Int!, $id: Int!) {
  autosave(type: $type, parent: $parent, id: $id) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestGetAutosaveQuery, RestGetAutosaveQueryVariables>;
export const RestAutosaveDocument = new TypedDocumentString(`
    mutation RestAutosave($type: ContentType!, $id: Int!, $input: PostInput!) {
  revision: autosavePost(type: $type, id: $id, input: $input) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestAutosaveMutation, RestAutosaveMutationVariables>;
export const RestListMenuItemAutosavesDocument = new TypedDocumentString(`
    query RestListMenuItemAutosaves($parent: Int!) {
  autosaves: menuItemAutosaveList(parent: $parent) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestListMenuItemAutosavesQuery, RestListMenuItemAutosavesQueryVariables>;
export const RestGetMenuItemAutosaveDocument = new TypedDocumentString(`
    query RestGetMenuItemAutosave($parent: Int!, $id: Int!) {
  autosave: menuItemAutosave(parent: $parent, id: $id) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestGetMenuItemAutosaveQuery, RestGetMenuItemAutosaveQueryVariables>;
export const RestAutosaveMenuItemDocument = new TypedDocumentString(`
    mutation RestAutosaveMenuItem($id: Int!, $input: MenuItemInput!) {
  revision: autosaveMenuItem(id: $id, input: $input) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id: databaseId
  author: authorDatabaseId
  date: dateLocal
  dateGmt
  revisionDateGmt
  modified: modifiedLocal
  modifiedGmt
  parent: parentDatabaseId
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
  }
  excerpt {
    raw
    rendered
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestAutosaveMenuItemMutation, RestAutosaveMenuItemMutationVariables>;