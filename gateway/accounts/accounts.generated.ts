/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type SignInMutationVariables = Exact<{
  input: Types.SignInInput;
}>;


export type SignInMutation = { signIn: { token: string, session: { expiresAt: string } } };

export type AccountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPageQuery = { viewer: { nonce: string | null, twoFactorEnabled: boolean | null, user: { displayName: string, login: string | null } | null, session: { id: string } | null, sessions: { nodes: Array<{ id: string, createdAt: string, lastSeenAt: string, ip: string, userAgent: string }> } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: number };

export type RequestPasswordResetMutationVariables = Exact<{
  login: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SignInWithCodeMutationVariables = Exact<{
  ticket: string;
  code: string;
}>;


export type SignInWithCodeMutation = { signInWithCode: { token: string, session: { expiresAt: string } } };

export type TwoFactorPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorPageQuery = { viewer: { nonce: string | null, twoFactorEnabled: boolean | null, user: { login: string | null } | null, twoFactorSetup: { secret: string, uri: string, proof: string } | null } };

export type EnableTwoFactorMutationVariables = Exact<{
  secret: string;
  proof: string;
  code: string;
}>;


export type EnableTwoFactorMutation = { enableTwoFactor: boolean };

export type DisableTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

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

export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    token
    session {
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const AccountPageDocument = new TypedDocumentString(`
    query AccountPage {
  viewer {
    user {
      displayName
      login
    }
    session {
      id
    }
    nonce
    twoFactorEnabled
    sessions(first: 100) {
      nodes {
        id
        createdAt
        lastSeenAt
        ip
        userAgent
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountPageQuery, AccountPageQueryVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const SignOutEverywhereDocument = new TypedDocumentString(`
    mutation SignOutEverywhere {
  signOutEverywhere
}
    `) as unknown as TypedDocumentString<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($login: String!) {
  requestPasswordReset(login: $login)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInWithCodeDocument = new TypedDocumentString(`
    mutation SignInWithCode($ticket: String!, $code: String!) {
  signInWithCode(ticket: $ticket, code: $code) {
    token
    session {
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<SignInWithCodeMutation, SignInWithCodeMutationVariables>;
export const TwoFactorPageDocument = new TypedDocumentString(`
    query TwoFactorPage {
  viewer {
    user {
      login
    }
    nonce
    twoFactorEnabled
    twoFactorSetup {
      secret
      uri
      proof
    }
  }
}
    `) as unknown as TypedDocumentString<TwoFactorPageQuery, TwoFactorPageQueryVariables>;
export const EnableTwoFactorDocument = new TypedDocumentString(`
    mutation EnableTwoFactor($secret: String!, $proof: String!, $code: String!) {
  enableTwoFactor(secret: $secret, proof: $proof, code: $code)
}
    `) as unknown as TypedDocumentString<EnableTwoFactorMutation, EnableTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = new TypedDocumentString(`
    mutation DisableTwoFactor($code: String!) {
  disableTwoFactor(code: $code)
}
    `) as unknown as TypedDocumentString<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;