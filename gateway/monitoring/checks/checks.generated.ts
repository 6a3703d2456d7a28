/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ApiCheckFragment = { name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null };

export type ApiListChecksQueryVariables = Exact<{
  tag?: Array<string> | string | null | undefined;
  slug?: string | null | undefined;
}>;


export type ApiListChecksQuery = { checks: { nodes: Array<{ name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null }> } };

export type ApiGetCheckQueryVariables = Exact<{
  id?: string | number | null | undefined;
  uniqueKey?: string | null | undefined;
}>;


export type ApiGetCheckQuery = { check: { name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null } };

export type ApiCreateCheckMutationVariables = Exact<{
  input: Types.CheckInput;
  unique?: Array<"name" | "slug" | "tags" | "timeout" | "grace"> | "name" | "slug" | "tags" | "timeout" | "grace" | null | undefined;
  slugFromName: boolean;
}>;


export type ApiCreateCheckMutation = { createCheck: { created: boolean, check: { name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null } } };

export type ApiUpdateCheckMutationVariables = Exact<{
  id: string | number;
  input: Types.CheckInput;
  slugFromName: boolean;
}>;


export type ApiUpdateCheckMutation = { updateCheck: { name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null } };

export type ApiPauseCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiPauseCheckMutation = { pauseCheck: { name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null } };

export type ApiResumeCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiResumeCheckMutation = { resumeCheck: { name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null } };

export type ApiDeleteCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiDeleteCheckMutation = { deleteCheck: { name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: "new" | "up" | "grace" | "down" | "paused", statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: "simple" | "cron" | "oncalendar", timeout: number, schedule: string, tz: string, id: string, channels: Array<{ id: string }> | null } };

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
export const ApiCheckFragmentDoc = new TypedDocumentString(`
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}
    `, {"fragmentName":"ApiCheck"}) as unknown as TypedDocumentString<ApiCheckFragment, unknown>;
export const ApiListChecksDocument = new TypedDocumentString(`
    query ApiListChecks($tag: [String!], $slug: String) {
  checks(tag: $tag, slug: $slug, first: 10000) {
    nodes {
      ...ApiCheck
    }
  }
}
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiListChecksQuery, ApiListChecksQueryVariables>;
export const ApiGetCheckDocument = new TypedDocumentString(`
    query ApiGetCheck($id: ID, $uniqueKey: String) {
  check(id: $id, uniqueKey: $uniqueKey) {
    ...ApiCheck
  }
}
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiGetCheckQuery, ApiGetCheckQueryVariables>;
export const ApiCreateCheckDocument = new TypedDocumentString(`
    mutation ApiCreateCheck($input: CheckInput!, $unique: [CheckUniqueField!], $slugFromName: Boolean!) {
  createCheck(input: $input, unique: $unique, slugFromName: $slugFromName) {
    created
    check {
      ...ApiCheck
    }
  }
}
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiCreateCheckMutation, ApiCreateCheckMutationVariables>;
export const ApiUpdateCheckDocument = new TypedDocumentString(`
    mutation ApiUpdateCheck($id: ID!, $input: CheckInput!, $slugFromName: Boolean!) {
  updateCheck(id: $id, input: $input, slugFromName: $slugFromName) {
    ...ApiCheck
  }
}
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiUpdateCheckMutation, ApiUpdateCheckMutationVariables>;
export const ApiPauseCheckDocument = new TypedDocumentString(`
    mutation ApiPauseCheck($id: ID!) {
  pauseCheck(id: $id) {
    ...ApiCheck
  }
}
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiPauseCheckMutation, ApiPauseCheckMutationVariables>;
export const ApiResumeCheckDocument = new TypedDocumentString(`
    mutation ApiResumeCheck($id: ID!) {
  resumeCheck(id: $id) {
    ...ApiCheck
  }
}
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiResumeCheckMutation, ApiResumeCheckMutationVariables>;
export const ApiDeleteCheckDocument = new TypedDocumentString(`
    mutation ApiDeleteCheck($id: ID!) {
  deleteCheck(id: $id) {
    ...ApiCheck
  }
}
    fragment ApiCheck on Check {
  id: uuid
  name
  slug
  tags
  desc
  grace
  nPings
  status
  statusV1
  started
  lastPing
  nextPing
  manualResume
  methods
  subject
  subjectFail
  startKw
  successKw
  failureKw
  filterSubject
  filterBody
  filterHttpBody
  filterDefaultFail
  badgeUrl
  lastDuration
  uniqueKey
  pingUrl
  channels: channelList {
    id: uuid
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiDeleteCheckMutation, ApiDeleteCheckMutationVariables>;