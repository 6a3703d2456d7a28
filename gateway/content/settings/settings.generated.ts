/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestSettingsFragment = { name: string, description: string, email: string | null, timezone: string, dateFormat: string, timeFormat: string, startOfWeek: number, language: string, useSmilies: boolean, defaultCategory: number, defaultPostFormat: string, postsPerPage: number, showOnFront: string, pageOnFront: number, pageForPosts: number, defaultPingStatus: string, defaultCommentStatus: string, siteLogo: number | null, siteIcon: number };

export type RestGetSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestGetSettingsQuery = { viewer: { user: { capabilities: Array<string> | null } | null }, site: { name: string, description: string, email: string | null, timezone: string, dateFormat: string, timeFormat: string, startOfWeek: number, language: string, useSmilies: boolean, defaultCategory: number, defaultPostFormat: string, postsPerPage: number, showOnFront: string, pageOnFront: number, pageForPosts: number, defaultPingStatus: string, defaultCommentStatus: string, siteLogo: number | null, siteIcon: number } };

export type RestUpdateSettingsMutationVariables = Exact<{
  input: Types.SiteInput;
}>;


export type RestUpdateSettingsMutation = { updateSite: { name: string, description: string, email: string | null, timezone: string, dateFormat: string, timeFormat: string, startOfWeek: number, language: string, useSmilies: boolean, defaultCategory: number, defaultPostFormat: string, postsPerPage: number, showOnFront: string, pageOnFront: number, pageForPosts: number, defaultPingStatus: string, defaultCommentStatus: string, siteLogo: number | null, siteIcon: number } };

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
export const RestSettingsFragmentDoc = new TypedDocumentString(`
    fragment RestSettings on Site {
  name
  description
  email
  timezone
  dateFormat
  timeFormat
  startOfWeek
  language
  useSmilies
  defaultCategory
  defaultPostFormat
  postsPerPage
  showOnFront
  pageOnFront
  pageForPosts
  defaultPingStatus
  defaultCommentStatus
  siteLogo
  siteIcon
}
    `, {"fragmentName":"RestSettings"}) as unknown as TypedDocumentString<RestSettingsFragment, unknown>;
export const RestGetSettingsDocument = new TypedDocumentString(`
    query RestGetSettings {
  viewer {
    user {
      capabilities
    }
  }
  site {
    ...RestSettings
  }
}
    fragment RestSettings on Site {
  name
  description
  email
  timezone
  dateFormat
  timeFormat
  startOfWeek
  language
  useSmilies
  defaultCategory
  defaultPostFormat
  postsPerPage
  showOnFront
  pageOnFront
  pageForPosts
  defaultPingStatus
  defaultCommentStatus
  siteLogo
  siteIcon
}`) as unknown as TypedDocumentString<RestGetSettingsQuery, RestGetSettingsQueryVariables>;
export const RestUpdateSettingsDocument = new TypedDocumentString(`
    mutation RestUpdateSettings($input: SiteInput!) {
  updateSite(input: $input, lenient: true) {
    ...RestSettings
  }
}
    fragment RestSettings on Site {
  name
  description
  email
  timezone
  dateFormat
  timeFormat
  startOfWeek
  language
  useSmilies
  defaultCategory
  defaultPostFormat
  postsPerPage
  showOnFront
  pageOnFront
  pageForPosts
  defaultPingStatus
  defaultCommentStatus
  siteLogo
  siteIcon
}`) as unknown as TypedDocumentString<RestUpdateSettingsMutation, RestUpdateSettingsMutationVariables>;