/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestUserFragment = { login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: "administrator" | "editor" | "author" | "contributor" | "subscriber" | null, capabilities: Array<string> | null, id: number, avatarUrls: Array<{ size: number, url: string }> };

export type RestApplicationPasswordFragment = { uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null };

export type RestListUsersQueryVariables = Exact<{
  filter: Types.UserFilterInput;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListUsersQuery = { list: { totalCount: number, nodes: Array<{ login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: "administrator" | "editor" | "author" | "contributor" | "subscriber" | null, capabilities: Array<string> | null, id: number, avatarUrls: Array<{ size: number, url: string }> }> } };

export type RestGetUserQueryVariables = Exact<{
  id: number;
  edit: boolean;
}>;


export type RestGetUserQuery = { user: { login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: "administrator" | "editor" | "author" | "contributor" | "subscriber" | null, capabilities: Array<string> | null, id: number, avatarUrls: Array<{ size: number, url: string }> } };

export type RestGetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestGetMeQuery = { user: { login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: "administrator" | "editor" | "author" | "contributor" | "subscriber" | null, capabilities: Array<string> | null, id: number, avatarUrls: Array<{ size: number, url: string }> } };

export type RestListApplicationPasswordsQueryVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type RestListApplicationPasswordsQuery = { list: Array<{ uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null }> };

export type RestGetApplicationPasswordQueryVariables = Exact<{
  userId?: number | null | undefined;
  uuid: string;
}>;


export type RestGetApplicationPasswordQuery = { item: { uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null } };

export type RestIntrospectApplicationPasswordQueryVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type RestIntrospectApplicationPasswordQuery = { item: { uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null } };

export type RestCreateApplicationPasswordMutationVariables = Exact<{
  userId?: number | null | undefined;
  name: string;
  appId: string;
}>;


export type RestCreateApplicationPasswordMutation = { created: { password: string, item: { uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null } } };

export type RestUpdateApplicationPasswordMutationVariables = Exact<{
  userId?: number | null | undefined;
  uuid: string;
  name?: string | null | undefined;
}>;


export type RestUpdateApplicationPasswordMutation = { item: { uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null } };

export type RestDeleteApplicationPasswordMutationVariables = Exact<{
  userId?: number | null | undefined;
  uuid: string;
}>;


export type RestDeleteApplicationPasswordMutation = { item: { uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null } };

export type RestDeleteApplicationPasswordsMutationVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type RestDeleteApplicationPasswordsMutation = { deleted: { count: number } };

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
export const RestUserFragmentDoc = new TypedDocumentString(`
    fragment RestUser on User {
  id: databaseId
  login
  displayName
  firstName
  lastName
  email
  url
  description
  link
  nickname
  slug
  registeredAt
  role
  capabilities
  avatarUrls {
    size
    url
  }
}
    `, {"fragmentName":"RestUser"}) as unknown as TypedDocumentString<RestUserFragment, unknown>;
export const RestApplicationPasswordFragmentDoc = new TypedDocumentString(`
    fragment RestApplicationPassword on ApplicationPassword {
  uuid
  userId
  appId
  name
  created
  lastUsed
  lastIp
}
    `, {"fragmentName":"RestApplicationPassword"}) as unknown as TypedDocumentString<RestApplicationPasswordFragment, unknown>;
export const RestListUsersDocument = new TypedDocumentString(`
    query RestListUsers($filter: UserFilterInput!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: users(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    totalCount
    nodes {
      ...RestUser
    }
  }
}
    fragment RestUser on User {
  id: databaseId
  login
  displayName
  firstName
  lastName
  email
  url
  description
  link
  nickname
  slug
  registeredAt
  role
  capabilities
  avatarUrls {
    size
    url
  }
}`) as unknown as TypedDocumentString<RestListUsersQuery, RestListUsersQueryVariables>;
export const RestGetUserDocument = new TypedDocumentString(`
    query RestGetUser($id: Int!, $edit: Boolean!) {
  user(id: $id, edit: $edit) {
    ...RestUser
  }
}
    fragment RestUser on User {
  id: databaseId
  login
  displayName
  firstName
  lastName
  email
  url
  description
  link
  nickname
  slug
  registeredAt
  role
  capabilities
  avatarUrls {
    size
    url
  }
}`) as unknown as TypedDocumentString<RestGetUserQuery, RestGetUserQueryVariables>;
export const RestGetMeDocument = new TypedDocumentString(`
    query RestGetMe {
  user: me {
    ...RestUser
  }
}
    fragment RestUser on User {
  id: databaseId
  login
  displayName
  firstName
  lastName
  email
  url
  description
  link
  nickname
  slug
  registeredAt
  role
  capabilities
  avatarUrls {
    size
    url
  }
}`) as unknown as TypedDocumentString<RestGetMeQuery, RestGetMeQueryVariables>;
export const RestListApplicationPasswordsDocument = new TypedDocumentString(`
    query RestListApplicationPasswords($userId: Int) {
  list: applicationPasswordList(userId: $userId) {
    ...RestApplicationPassword
  }
}
    fragment RestApplicationPassword on ApplicationPassword {
  uuid
  userId
  appId
  name
  created
  lastUsed
  lastIp
}`) as unknown as TypedDocumentString<RestListApplicationPasswordsQuery, RestListApplicationPasswordsQueryVariables>;
export const RestGetApplicationPasswordDocument = new TypedDocumentString(`
    query RestGetApplicationPassword($userId: Int, $uuid: String!) {
  item: applicationPassword(userId: $userId, uuid: $uuid) {
    ...RestApplicationPassword
  }
}
    fragment RestApplicationPassword on ApplicationPassword {
  uuid
  userId
  appId
  name
  created
  lastUsed
  lastIp
}`) as unknown as TypedDocumentString<RestGetApplicationPasswordQuery, RestGetApplicationPasswordQueryVariables>;
export const RestIntrospectApplicationPasswordDocument = new TypedDocumentString(`
    query RestIntrospectApplicationPassword($userId: Int) {
  item: introspectApplicationPassword(userId: $userId) {
    ...RestApplicationPassword
  }
}
    fragment RestApplicationPassword on ApplicationPassword {
  uuid
  userId
  appId
  name
  created
  lastUsed
  lastIp
}`) as unknown as TypedDocumentString<RestIntrospectApplicationPasswordQuery, RestIntrospectApplicationPasswordQueryVariables>;
export const RestCreateApplicationPasswordDocument = new TypedDocumentString(`
    mutation RestCreateApplicationPassword($userId: Int, $name: String!, $appId: String!) {
  created: createApplicationPassword(userId: $userId, name: $name, appId: $appId) {
    password
    item: applicationPassword {
      ...RestApplicationPassword
    }
  }
}
    fragment RestApplicationPassword on ApplicationPassword {
  uuid
  userId
  appId
  name
  created
  lastUsed
  lastIp
}`) as unknown as TypedDocumentString<RestCreateApplicationPasswordMutation, RestCreateApplicationPasswordMutationVariables>;
export const RestUpdateApplicationPasswordDocument = new TypedDocumentString(`
    mutation RestUpdateApplicationPassword($userId: Int, $uuid: String!, $name: String) {
  item: updateApplicationPassword(userId: $userId, uuid: $uuid, name: $name) {
    ...RestApplicationPassword
  }
}
    fragment RestApplicationPassword on ApplicationPassword {
  uuid
  userId
  appId
  name
  created
  lastUsed
  lastIp
}`) as unknown as TypedDocumentString<RestUpdateApplicationPasswordMutation, RestUpdateApplicationPasswordMutationVariables>;
export const RestDeleteApplicationPasswordDocument = new TypedDocumentString(`
    mutation RestDeleteApplicationPassword($userId: Int, $uuid: String!) {
  item: deleteApplicationPassword(userId: $userId, uuid: $uuid) {
    ...RestApplicationPassword
  }
}
    fragment RestApplicationPassword on ApplicationPassword {
  uuid
  userId
  appId
  name
  created
  lastUsed
  lastIp
}`) as unknown as TypedDocumentString<RestDeleteApplicationPasswordMutation, RestDeleteApplicationPasswordMutationVariables>;
export const RestDeleteApplicationPasswordsDocument = new TypedDocumentString(`
    mutation RestDeleteApplicationPasswords($userId: Int) {
  deleted: deleteApplicationPasswords(userId: $userId) {
    count
  }
}
    `) as unknown as TypedDocumentString<RestDeleteApplicationPasswordsMutation, RestDeleteApplicationPasswordsMutationVariables>;