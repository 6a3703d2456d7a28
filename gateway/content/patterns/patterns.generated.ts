/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestListBlockPatternsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestListBlockPatternsQuery = { list: Array<{ name: string, title: string, content: string, description: string | null, inserter: boolean, categories: Array<string>, keywords: Array<string>, blockTypes: Array<string>, postTypes: Array<string> }> };

export type RestListBlockPatternCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestListBlockPatternCategoriesQuery = { list: Array<{ name: string, label: string, description: string }> };

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

export const RestListBlockPatternsDocument = new TypedDocumentString(`
    query RestListBlockPatterns {
  list: blockPatternList {
    name
    title
    content
    description
    inserter
    categories
    keywords
    blockTypes
    postTypes
  }
}
    `) as unknown as TypedDocumentString<RestListBlockPatternsQuery, RestListBlockPatternsQueryVariables>;
export const RestListBlockPatternCategoriesDocument = new TypedDocumentString(`
    query RestListBlockPatternCategories {
  list: blockPatternCategoryList {
    name
    label
    description
  }
}
    `) as unknown as TypedDocumentString<RestListBlockPatternCategoriesQuery, RestListBlockPatternCategoriesQueryVariables>;