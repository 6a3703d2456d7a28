/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ApiListChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiListChannelsQuery = { channels: Array<{ name: string, kind: "email" | "webhook" | "sms" | "slack" | "mattermost" | "rocketchat" | "discord" | "msteamsw" | "googlechat" | "telegram" | "ntfy" | "po" | "gotify" | "matrix" | "zulip" | "pd" | "opsgenie" | "group", id: string }> };

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

export const ApiListChannelsDocument = new TypedDocumentString(`
    query ApiListChannels {
  channels: channelList {
    id: uuid
    name
    kind
  }
}
    `) as unknown as TypedDocumentString<ApiListChannelsQuery, ApiListChannelsQueryVariables>;