/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RecordPingMutationVariables = Exact<{
  input: Types.RecordPingInput;
}>;


export type RecordPingMutation = { recordPing: { created: boolean, n: number, type: "success" | "start" | "fail" | "log" | "ign" } };

export type ApiPingFragment = { type: "success" | "start" | "fail" | "log" | "ign", date: string, n: number, scheme: "http" | "https" | "email", remoteAddr: string | null, method: string, userAgent: string, rid: string | null, hasBody: boolean, duration: number | null };

export type ApiListPingsQueryVariables = Exact<{
  id: string | number;
}>;


export type ApiListPingsQuery = { check: { pings: Array<{ type: "success" | "start" | "fail" | "log" | "ign", date: string, n: number, scheme: "http" | "https" | "email", remoteAddr: string | null, method: string, userAgent: string, rid: string | null, hasBody: boolean, duration: number | null }> } };

export type ApiPingBodyQueryVariables = Exact<{
  id: string | number;
  n: number;
}>;


export type ApiPingBodyQuery = { check: { ping: { bodyBase64: string | null } | null } };

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
export const ApiPingFragmentDoc = new TypedDocumentString(`
    fragment ApiPing on Ping {
  type
  date
  n
  scheme
  remoteAddr
  method
  userAgent
  rid
  hasBody
  duration
}
    `, {"fragmentName":"ApiPing"}) as unknown as TypedDocumentString<ApiPingFragment, unknown>;
export const RecordPingDocument = new TypedDocumentString(`
    mutation RecordPing($input: RecordPingInput!) {
  recordPing(input: $input) {
    created
    n
    type
  }
}
    `) as unknown as TypedDocumentString<RecordPingMutation, RecordPingMutationVariables>;
export const ApiListPingsDocument = new TypedDocumentString(`
    query ApiListPings($id: ID!) {
  check(id: $id) {
    pings: pingList {
      ...ApiPing
    }
  }
}
    fragment ApiPing on Ping {
  type
  date
  n
  scheme
  remoteAddr
  method
  userAgent
  rid
  hasBody
  duration
}`) as unknown as TypedDocumentString<ApiListPingsQuery, ApiListPingsQueryVariables>;
export const ApiPingBodyDocument = new TypedDocumentString(`
    query ApiPingBody($id: ID!, $n: Int!) {
  check(id: $id) {
    ping(n: $n) {
      bodyBase64
    }
  }
}
    `) as unknown as TypedDocumentString<ApiPingBodyQuery, ApiPingBodyQueryVariables>;