/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestSearchQueryVariables = Exact<{
  kind: "post" | "term" | "post-format";
  search?: string | null | undefined;
  subtypes?: Array<string> | string | null | undefined;
  include?: Array<number> | number | null | undefined;
  exclude?: Array<number> | number | null | undefined;
  first: number;
  offset: number;
}>;


export type RestSearchQuery = { list: { totalCount: number, nodes: Array<{ kind: "post" | "term" | "post-format", databaseId: number | null, format: string | null, title: string, url: string, subtype: string }> } };

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

export const RestSearchDocument = new TypedDocumentString(`
    query RestSearch($kind: SearchKind!, $search: String, $subtypes: [String!], $include: [Int!], $exclude: [Int!], $first: Int!, $offset: Int!) {
  list: search(
    kind: $kind
    search: $search
    subtypes: $subtypes
    include: $include
    exclude: $exclude
    first: $first
    offset: $offset
  ) {
    totalCount
    nodes {
      kind
      databaseId
      format
      title
      url
      subtype
    }
  }
}
    `) as unknown as TypedDocumentString<RestSearchQuery, RestSearchQueryVariables>;