/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PrometheusChecksQueryVariables = Exact<{ [key: string]: never; }>;


export type PrometheusChecksQuery = { viewer: { keyAccess: "READ_WRITE" | "READ_ONLY" | null }, checks: { nodes: Array<{ name: string, tags: string, uniqueKey: string, status: "new" | "up" | "grace" | "down" | "paused", started: boolean }> } };

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

export const PrometheusChecksDocument = new TypedDocumentString(`
    query PrometheusChecks {
  viewer {
    keyAccess
  }
  checks(first: 10000) {
    nodes {
      name
      tags
      uniqueKey
      status
      started
    }
  }
}
    `) as unknown as TypedDocumentString<PrometheusChecksQuery, PrometheusChecksQueryVariables>;