/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestTermFragment = { taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", name: string, slug: string, description: string, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean, id: number, parent: number };

export type RestListTermsQueryVariables = Exact<{
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
  taxonomyName: string;
  filter: Types.TermFilterInput;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListTermsQuery = { list: { totalCount: number, nodes: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", name: string, slug: string, description: string, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean, id: number, parent: number }> }, access: { canCreate: boolean } };

export type RestListTermsOfItemsQueryVariables = Exact<{
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
  taxonomyName: string;
  items: Array<number> | number;
  first: number;
}>;


export type RestListTermsOfItemsQuery = { lists: Array<{ item: number, totalCount: number, nodes: Array<{ taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", name: string, slug: string, description: string, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean, id: number, parent: number }> | null }>, access: { canCreate: boolean } };

export type RestGetTermQueryVariables = Exact<{
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
  id: number;
  edit: boolean;
}>;


export type RestGetTermQuery = { term: { taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", name: string, slug: string, description: string, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean, id: number, parent: number } };

export type RestCreateTermMutationVariables = Exact<{
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
  input: Types.TermInput;
}>;


export type RestCreateTermMutation = { term: { taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", name: string, slug: string, description: string, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean, id: number, parent: number } };

export type RestUpdateTermMutationVariables = Exact<{
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
  id: number;
  input: Types.TermInput;
}>;


export type RestUpdateTermMutation = { term: { taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", name: string, slug: string, description: string, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean, id: number, parent: number } };

export type RestDeleteTermMutationVariables = Exact<{
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
  id: number;
  force: boolean;
}>;


export type RestDeleteTermMutation = { deleteTerm: { previous: { taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league", name: string, slug: string, description: string, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean, id: number, parent: number } } };

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
export const RestTermFragmentDoc = new TypedDocumentString(`
    fragment RestTerm on Term {
  id: databaseId
  taxonomy
  name
  slug
  description
  parent: parentDatabaseId
  autoAdd
  count
  link
  canEdit
  canDelete
}
    `, {"fragmentName":"RestTerm"}) as unknown as TypedDocumentString<RestTermFragment, unknown>;
export const RestListTermsDocument = new TypedDocumentString(`
    query RestListTerms($taxonomy: TaxonomyName!, $taxonomyName: String!, $filter: TermFilterInput!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: terms(
    taxonomy: $taxonomy
    filter: $filter
    first: $first
    offset: $offset
    edit: $edit
  ) {
    totalCount
    nodes {
      ...RestTerm
    }
  }
  access: taxonomy(name: $taxonomyName) {
    canCreate
  }
}
    fragment RestTerm on Term {
  id: databaseId
  taxonomy
  name
  slug
  description
  parent: parentDatabaseId
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListTermsQuery, RestListTermsQueryVariables>;
export const RestListTermsOfItemsDocument = new TypedDocumentString(`
    query RestListTermsOfItems($taxonomy: TaxonomyName!, $taxonomyName: String!, $items: [Int!]!, $first: Int!) {
  lists: termsOfItems(taxonomy: $taxonomy, items: $items, first: $first) {
    item
    totalCount
    nodes {
      ...RestTerm
    }
  }
  access: taxonomy(name: $taxonomyName) {
    canCreate
  }
}
    fragment RestTerm on Term {
  id: databaseId
  taxonomy
  name
  slug
  description
  parent: parentDatabaseId
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListTermsOfItemsQuery, RestListTermsOfItemsQueryVariables>;
export const RestGetTermDocument = new TypedDocumentString(`
    query RestGetTerm($taxonomy: TaxonomyName!, $id: Int!, $edit: Boolean!) {
  term(taxonomy: $taxonomy, id: $id, edit: $edit) {
    ...RestTerm
  }
}
    fragment RestTerm on Term {
  id: databaseId
  taxonomy
  name
  slug
  description
  parent: parentDatabaseId
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestGetTermQuery, RestGetTermQueryVariables>;
export const RestCreateTermDocument = new TypedDocumentString(`
    mutation RestCreateTerm($taxonomy: TaxonomyName!, $input: TermInput!) {
  term: createTerm(taxonomy: $taxonomy, input: $input) {
    ...RestTerm
  }
}
    fragment RestTerm on Term {
  id: databaseId
  taxonomy
  name
  slug
  description
  parent: parentDatabaseId
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestCreateTermMutation, RestCreateTermMutationVariables>;
export const RestUpdateTermDocument = new TypedDocumentString(`
    mutation RestUpdateTerm($taxonomy: TaxonomyName!, $id: Int!, $input: TermInput!) {
  term: updateTerm(taxonomy: $taxonomy, id: $id, input: $input) {
    ...RestTerm
  }
}
    fragment RestTerm on Term {
  id: databaseId
  taxonomy
  name
  slug
  description
  parent: parentDatabaseId
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUpdateTermMutation, RestUpdateTermMutationVariables>;
export const RestDeleteTermDocument = new TypedDocumentString(`
    mutation RestDeleteTerm($taxonomy: TaxonomyName!, $id: Int!, $force: Boolean!) {
  deleteTerm(taxonomy: $taxonomy, id: $id, force: $force) {
    previous {
      ...RestTerm
    }
  }
}
    fragment RestTerm on Term {
  id: databaseId
  taxonomy
  name
  slug
  description
  parent: parentDatabaseId
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestDeleteTermMutation, RestDeleteTermMutationVariables>;