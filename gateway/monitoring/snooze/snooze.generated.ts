/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SnoozeLinkPageQueryVariables = Exact<{
  token: string;
}>;


export type SnoozeLinkPageQuery = { snoozeLink: { checkName: string, options: Array<{ choice: "hour" | "morning" | "day", until: string, label: string }> } };

export type SnoozeByLinkMutationVariables = Exact<{
  token: string;
  choice: "hour" | "morning" | "day";
}>;


export type SnoozeByLinkMutation = { snoozeByLink: { checkName: string, until: string } };

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

export const SnoozeLinkPageDocument = new TypedDocumentString(`
    query SnoozeLinkPage($token: String!) {
  snoozeLink(token: $token) {
    checkName
    options {
      choice
      until
      label
    }
  }
}
    `) as unknown as TypedDocumentString<SnoozeLinkPageQuery, SnoozeLinkPageQueryVariables>;
export const SnoozeByLinkDocument = new TypedDocumentString(`
    mutation SnoozeByLink($token: String!, $choice: SnoozeChoice!) {
  snoozeByLink(token: $token, choice: $choice) {
    checkName
    until
  }
}
    `) as unknown as TypedDocumentString<SnoozeByLinkMutation, SnoozeByLinkMutationVariables>;