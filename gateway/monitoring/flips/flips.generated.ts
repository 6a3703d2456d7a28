/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ApiListFlipsQueryVariables = Exact<{
  id?: string | number | null | undefined;
  uniqueKey?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  seconds?: number | null | undefined;
}>;


export type ApiListFlipsQuery = { check: { flips: Array<{ timestamp: string, newStatus: "new" | "up" | "down" | "paused" }> } };

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

export const ApiListFlipsDocument = new TypedDocumentString(`
    query ApiListFlips($id: ID, $uniqueKey: String, $start: DateTime, $end: DateTime, $seconds: Int) {
  check(id: $id, uniqueKey: $uniqueKey) {
    flips: flipList(start: $start, end: $end, seconds: $seconds) {
      timestamp
      newStatus
    }
  }
}
    `) as unknown as TypedDocumentString<ApiListFlipsQuery, ApiListFlipsQueryVariables>;