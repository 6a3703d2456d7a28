/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BadgeFragment = { label: string, status: string, total: number, grace: number, down: number };

export type TagBadgeQueryVariables = Exact<{
  badgeKey: string;
  signature: string;
  tag: string;
  threeState: boolean;
}>;


export type TagBadgeQuery = { tagBadge: { label: string, status: string, total: number, grace: number, down: number } | null };

export type CheckBadgeQueryVariables = Exact<{
  badgeKey: string;
  threeState: boolean;
}>;


export type CheckBadgeQuery = { checkBadge: { label: string, status: string, total: number, grace: number, down: number } | null };

export type ApiListBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiListBadgesQuery = { badges: Array<{ tag: string, svg: string, svg3: string, json: string, json3: string, shields: string, shields3: string }> };

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
export const BadgeFragmentDoc = new TypedDocumentString(`
    fragment Badge on BadgeState {
  label
  status
  total
  grace
  down
}
    `, {"fragmentName":"Badge"}) as unknown as TypedDocumentString<BadgeFragment, unknown>;
export const TagBadgeDocument = new TypedDocumentString(`
    query TagBadge($badgeKey: String!, $signature: String!, $tag: String!, $threeState: Boolean!) {
  tagBadge(
    badgeKey: $badgeKey
    signature: $signature
    tag: $tag
    threeState: $threeState
  ) {
    ...Badge
  }
}
    fragment Badge on BadgeState {
  label
  status
  total
  grace
  down
}`) as unknown as TypedDocumentString<TagBadgeQuery, TagBadgeQueryVariables>;
export const CheckBadgeDocument = new TypedDocumentString(`
    query CheckBadge($badgeKey: String!, $threeState: Boolean!) {
  checkBadge(badgeKey: $badgeKey, threeState: $threeState) {
    ...Badge
  }
}
    fragment Badge on BadgeState {
  label
  status
  total
  grace
  down
}`) as unknown as TypedDocumentString<CheckBadgeQuery, CheckBadgeQueryVariables>;
export const ApiListBadgesDocument = new TypedDocumentString(`
    query ApiListBadges {
  badges: badgeList {
    tag
    svg
    svg3
    json
    json3
    shields
    shields3
  }
}
    `) as unknown as TypedDocumentString<ApiListBadgesQuery, ApiListBadgesQueryVariables>;