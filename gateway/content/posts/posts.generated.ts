/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestPostFragment = { type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } };

export type RestPostPageFragment = { totalCount: number, nodes: Array<{ type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } }> };

export type RestListPostsQueryVariables = Exact<{
  filter: Types.PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListPostsQuery = { list: { totalCount: number, nodes: Array<{ type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListPagesQueryVariables = Exact<{
  filter: Types.PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListPagesQuery = { list: { totalCount: number, nodes: Array<{ type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListRequirementsQueryVariables = Exact<{
  filter: Types.PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListRequirementsQuery = { list: { totalCount: number, nodes: Array<{ type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListBlocksQueryVariables = Exact<{
  filter: Types.PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListBlocksQuery = { list: { totalCount: number, nodes: Array<{ type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListNavigationsQueryVariables = Exact<{
  filter: Types.PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListNavigationsQuery = { list: { totalCount: number, nodes: Array<{ type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestGetPostQueryVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  id: number;
  password?: string | null | undefined;
  edit: boolean;
}>;


export type RestGetPostQuery = { post: { type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestCreatePostMutationVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  input: Types.PostInput;
}>;


export type RestCreatePostMutation = { post: { type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestUpdatePostMutationVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  id: number;
  input: Types.PostInput;
}>;


export type RestUpdatePostMutation = { post: { type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestTrashPostMutationVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  id: number;
}>;


export type RestTrashPostMutation = { post: { type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestDeletePostMutationVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  id: number;
}>;


export type RestDeletePostMutation = { deletePost: { deleted: boolean, previous: { type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation", status: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled", slug: string, generatedSlug: string, dateGmt: string, modifiedGmt: string, guid: string, link: string, password: string | null, commentStatus: "open" | "closed", pingStatus: "open" | "closed", format: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio", sticky: boolean, template: string, meta: Record<string, unknown>, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, id: number, date: string, modified: string, author: number, featuredMedia: number, parent: number, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", slug: string, id: number }>, revisionSummary: { count: number, latestId: number | null } } } };

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
export const RestPostFragmentDoc = new TypedDocumentString(`
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
    `, {"fragmentName":"RestPost"}) as unknown as TypedDocumentString<RestPostFragment, unknown>;
export const RestPostPageFragmentDoc = new TypedDocumentString(`
    fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`, {"fragmentName":"RestPostPage"}) as unknown as TypedDocumentString<RestPostPageFragment, unknown>;
export const RestListPostsDocument = new TypedDocumentString(`
    query RestListPosts($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: posts(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: POST) {
    canCreate
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListPostsQuery, RestListPostsQueryVariables>;
export const RestListPagesDocument = new TypedDocumentString(`
    query RestListPages($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: pages(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: PAGE) {
    canCreate
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListPagesQuery, RestListPagesQueryVariables>;
export const RestListRequirementsDocument = new TypedDocumentString(`
    query RestListRequirements($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: requirements(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: REQUIREMENT) {
    canCreate
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListRequirementsQuery, RestListRequirementsQueryVariables>;
export const RestListBlocksDocument = new TypedDocumentString(`
    query RestListBlocks($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: blocks(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: WP_BLOCK) {
    canCreate
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListBlocksQuery, RestListBlocksQueryVariables>;
export const RestListNavigationsDocument = new TypedDocumentString(`
    query RestListNavigations($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: navigations(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: WP_NAVIGATION) {
    canCreate
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListNavigationsQuery, RestListNavigationsQueryVariables>;
export const RestGetPostDocument = new TypedDocumentString(`
    query RestGetPost($type: ContentType!, $id: Int!, $password: String, $edit: Boolean!) {
  post(type: $type, id: $id, password: $password, edit: $edit) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestGetPostQuery, RestGetPostQueryVariables>;
export const RestCreatePostDocument = new TypedDocumentString(`
    mutation RestCreatePost($type: ContentType!, $input: PostInput!) {
  post: createPost(type: $type, input: $input) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestCreatePostMutation, RestCreatePostMutationVariables>;
export const RestUpdatePostDocument = new TypedDocumentString(`
    mutation RestUpdatePost($type: ContentType!, $id: Int!, $input: PostInput!) {
  post: updatePost(type: $type, id: $id, input: $input) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestUpdatePostMutation, RestUpdatePostMutationVariables>;
export const RestTrashPostDocument = new TypedDocumentString(`
    mutation RestTrashPost($type: ContentType!, $id: Int!) {
  post: trashPost(type: $type, id: $id) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestTrashPostMutation, RestTrashPostMutationVariables>;
export const RestDeletePostDocument = new TypedDocumentString(`
    mutation RestDeletePost($type: ContentType!, $id: Int!) {
  deletePost(type: $type, id: $id) {
    deleted
    previous {
      ...RestPost
    }
  }
}
    fragment RestPost on Post {
  id: databaseId
  type
  status
  slug
  generatedSlug
  date: dateLocal
  dateGmt
  modified: modifiedLocal
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author: authorDatabaseId
  featuredMedia: featuredImageDatabaseId
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent: parentDatabaseId
  menuOrder
  canEdit
  canDelete
  editActions
  terms: termList {
    id: databaseId
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestDeletePostMutation, RestDeletePostMutationVariables>;