/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestOEmbedQueryVariables = Exact<{
  url: string;
  maxWidth: number;
}>;


export type RestOEmbedQuery = { oembed: Record<string, unknown> };

export type RestOEmbedProxyQueryVariables = Exact<{
  url: string;
  maxWidth: number;
  maxHeight?: number | null | undefined;
  discover: boolean;
}>;


export type RestOEmbedProxyQuery = { oembedProxy: Record<string, unknown> };

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

export const RestOEmbedDocument = new TypedDocumentString(`
    query RestOEmbed($url: String!, $maxWidth: Int!) {
  oembed(url: $url, maxWidth: $maxWidth)
}
    `) as unknown as TypedDocumentString<RestOEmbedQuery, RestOEmbedQueryVariables>;
export const RestOEmbedProxyDocument = new TypedDocumentString(`
    query RestOEmbedProxy($url: String!, $maxWidth: Int!, $maxHeight: Int, $discover: Boolean!) {
  oembedProxy(
    url: $url
    maxWidth: $maxWidth
    maxHeight: $maxHeight
    discover: $discover
  )
}
    `) as unknown as TypedDocumentString<RestOEmbedProxyQuery, RestOEmbedProxyQueryVariables>;