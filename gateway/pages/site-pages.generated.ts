/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PermalinkPostQueryVariables = Exact<{
  type: "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
  id?: number | null | undefined;
  slug?: string | null | undefined;
}>;


export type PermalinkPostQuery = { post: { id: number, title: { rendered: string } } };

export type PermalinkMediaQueryVariables = Exact<{
  id: number;
}>;


export type PermalinkMediaQuery = { mediaItem: { id: number, title: { rendered: string } } };

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

export const PermalinkPostDocument = new TypedDocumentString(`
    query PermalinkPost($type: ContentType!, $id: Int, $slug: String) {
  post(type: $type, id: $id, slug: $slug) {
    id: databaseId
    title {
      rendered
    }
  }
}
    `) as unknown as TypedDocumentString<PermalinkPostQuery, PermalinkPostQueryVariables>;
export const PermalinkMediaDocument = new TypedDocumentString(`
    query PermalinkMedia($id: Int!) {
  mediaItem(id: $id) {
    id: databaseId
    title {
      rendered
    }
  }
}
    `) as unknown as TypedDocumentString<PermalinkMediaQuery, PermalinkMediaQueryVariables>;