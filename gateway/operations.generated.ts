/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ChannelKind =
  | 'DISCORD'
  | 'EMAIL'
  | 'GOOGLECHAT'
  | 'GOTIFY'
  | 'GROUP'
  | 'MATRIX'
  | 'MATTERMOST'
  | 'MSTEAMSW'
  | 'NTFY'
  | 'OPSGENIE'
  | 'PD'
  | 'PO'
  | 'ROCKETCHAT'
  | 'SLACK'
  | 'SMS'
  | 'TELEGRAM'
  | 'WEBHOOK'
  | 'ZULIP';

export type CheckInput = {
  /** `*` (all), `""` (none) or comma-separated channel UUIDs or names. */
  channels?: string | null | undefined;
  desc?: string | null | undefined;
  failureKw?: string | null | undefined;
  filterBody?: boolean | null | undefined;
  filterDefaultFail?: boolean | null | undefined;
  filterHttpBody?: boolean | null | undefined;
  filterSubject?: boolean | null | undefined;
  /** Seconds, 60 to 31536000. */
  grace?: number | null | undefined;
  manualResume?: boolean | null | undefined;
  /** Empty string or POST. */
  methods?: string | null | undefined;
  name?: string | null | undefined;
  /** Cron or OnCalendar expression; wins over timeout. */
  schedule?: string | null | undefined;
  /** a-z, 0-9, hyphen and underscore; never derived from the name. */
  slug?: string | null | undefined;
  startKw?: string | null | undefined;
  /** @deprecated Use successKw with filterSubject. */
  subject?: string | null | undefined;
  /** @deprecated Use failureKw with filterSubject. */
  subjectFail?: string | null | undefined;
  successKw?: string | null | undefined;
  /** Space-separated. */
  tags?: string | null | undefined;
  /** Seconds, 60 to 31536000; makes the check simple. */
  timeout?: number | null | undefined;
  tz?: string | null | undefined;
};

export type CheckStatus =
  | 'DOWN'
  | 'GRACE'
  | 'NEW'
  | 'PAUSED'
  | 'UP';

export type CheckUniqueField =
  | 'GRACE'
  | 'NAME'
  | 'SLUG'
  | 'TAGS'
  | 'TIMEOUT';

/** The post-like types. */
export type ContentType =
  | 'PAGE'
  | 'POST'
  | 'REQUIREMENT'
  | 'WP_BLOCK'
  | 'WP_NAVIGATION';

export type KeyAccess =
  | 'READ_ONLY'
  | 'READ_WRITE';

/** Media filters: the post filters plus file kinds and types. */
export type MediaFilter = {
  /** Published after this date-time (site-local unless it has an offset). */
  after?: string | null | undefined;
  authors?: Array<number> | null | undefined;
  authorsExclude?: Array<number> | null | undefined;
  before?: string | null | undefined;
  exclude?: Array<number> | null | undefined;
  /** Post formats; `standard` is none. */
  formats?: Array<string> | null | undefined;
  /** False puts the sticky items first on the first page (unless `include` is given). */
  ignoreSticky?: boolean;
  include?: Array<number> | null | undefined;
  /** image, video, text, application, audio. */
  mediaTypes?: Array<string> | null | undefined;
  menuOrder?: number | null | undefined;
  /** Exact file types, e.g. image/png. */
  mimeTypes?: Array<string> | null | undefined;
  modifiedAfter?: string | null | undefined;
  modifiedBefore?: string | null | undefined;
  order?: string;
  /** author, date, id, include, modified, parent, relevance, slug, include_slugs, title, menu_order. */
  orderBy?: string;
  parents?: Array<number> | null | undefined;
  parentsExclude?: Array<number> | null | undefined;
  search?: string | null | undefined;
  /** post_title, post_content, post_excerpt. */
  searchColumns?: Array<string> | null | undefined;
  /** Each search word must equal the whole title. */
  searchExact?: boolean | null | undefined;
  slugs?: Array<string> | null | undefined;
  /** Statuses; media are `inherit` (shown where their post is). */
  statuses?: Array<string>;
  sticky?: boolean | null | undefined;
  /** AND (default) or OR between the taxonomy filters. */
  taxRelation?: string | null | undefined;
  taxonomies?: Array<TaxFilterInput> | null | undefined;
};

/** Writable fields of a media item; absent ones are left unchanged. */
export type MediaInput = {
  altText?: string | null | undefined;
  author?: number | null | undefined;
  caption?: string | null | undefined;
  commentStatus?: string | null | undefined;
  date?: string | null | undefined;
  dateGmt?: string | null | undefined;
  description?: string | null | undefined;
  pingStatus?: string | null | undefined;
  /** The post to attach it to; 0 for none. */
  post?: number | null | undefined;
  slug?: string | null | undefined;
  /** `private`; anything else keeps the media `inherit`. */
  status?: string | null | undefined;
  template?: string | null | undefined;
  title?: string | null | undefined;
};

/** A file to upload: its name and bytes (base64 over HTTP). */
export type MediaUpload = {
  bytes: Buffer | import('../src/content/media/file-content.js').StagedFile;
  name: string;
};

/** The writable fields of a menu item; absent ones stay as they are. */
export type MenuItemInput = {
  attrTitle?: string | null | undefined;
  classes?: Array<string> | null | undefined;
  description?: string | null | undefined;
  menuOrder?: number | null | undefined;
  /** The menu (nav_menu term id); 0 for none. */
  menus?: number | null | undefined;
  object?: string | null | undefined;
  objectId?: number | null | undefined;
  parent?: number | null | undefined;
  /** publish (default); anything else is stored as draft. */
  status?: string | null | undefined;
  target?: string | null | undefined;
  title?: string | null | undefined;
  /** custom (default), post_type, post_type_archive or taxonomy. */
  type?: string | null | undefined;
  url?: string | null | undefined;
  xfn?: Array<string> | null | undefined;
};

/** One image edit: ROTATE by `angle` degrees clockwise; CROP `left`/`top`/`width`/`height` in percent of the current size; FLIP `horizontal`/`vertical`. */
export type ModifierInput = {
  angle?: number | null | undefined;
  height?: number | null | undefined;
  horizontal?: boolean | null | undefined;
  left?: number | null | undefined;
  top?: number | null | undefined;
  type: ModifierType;
  vertical?: boolean | null | undefined;
  width?: number | null | undefined;
};

export type ModifierType =
  | 'CROP'
  | 'FLIP'
  | 'ROTATE';

/** What a ping URL asks for. */
export type PingSignal =
  | 'FAIL'
  | 'LOG'
  | 'START'
  | 'SUCCESS';

/** How a ping was counted. */
export type PingType =
  | 'FAIL'
  | 'IGN'
  | 'LOG'
  | 'START'
  | 'SUCCESS';

/** The filters of the REST collection arguments. */
export type PostFilter = {
  /** Published after this date-time (site-local unless it has an offset). */
  after?: string | null | undefined;
  authors?: Array<number> | null | undefined;
  authorsExclude?: Array<number> | null | undefined;
  before?: string | null | undefined;
  exclude?: Array<number> | null | undefined;
  /** Post formats; `standard` is none. */
  formats?: Array<string> | null | undefined;
  /** False puts the sticky items first on the first page (unless `include` is given). */
  ignoreSticky?: boolean;
  include?: Array<number> | null | undefined;
  menuOrder?: number | null | undefined;
  modifiedAfter?: string | null | undefined;
  modifiedBefore?: string | null | undefined;
  order?: string;
  /** author, date, id, include, modified, parent, relevance, slug, include_slugs, title, menu_order. */
  orderBy?: string;
  parents?: Array<number> | null | undefined;
  parentsExclude?: Array<number> | null | undefined;
  search?: string | null | undefined;
  /** post_title, post_content, post_excerpt. */
  searchColumns?: Array<string> | null | undefined;
  /** Each search word must equal the whole title. */
  searchExact?: boolean | null | undefined;
  slugs?: Array<string> | null | undefined;
  /** Statuses; `any` for all readable. */
  statuses?: Array<string>;
  sticky?: boolean | null | undefined;
  /** AND (default) or OR between the taxonomy filters. */
  taxRelation?: string | null | undefined;
  taxonomies?: Array<TaxFilterInput> | null | undefined;
};

/** Writable fields; absent ones are left unchanged. */
export type PostInput = {
  author?: number | null | undefined;
  commentStatus?: string | null | undefined;
  content?: string | null | undefined;
  /** REST date-time; null makes a draft float again. */
  date?: string | null | undefined;
  dateGmt?: string | null | undefined;
  excerpt?: string | null | undefined;
  featuredMedia?: number | null | undefined;
  format?: string | null | undefined;
  menuOrder?: number | null | undefined;
  meta?: Record<string, unknown> | null | undefined;
  parent?: number | null | undefined;
  password?: string | null | undefined;
  pingStatus?: string | null | undefined;
  slug?: string | null | undefined;
  status?: string | null | undefined;
  sticky?: boolean | null | undefined;
  template?: string | null | undefined;
  terms?: Array<TermIdsInput> | null | undefined;
  title?: string | null | undefined;
};

/** An HTTP ping: the check by UUID, or by ping key and slug. */
export type RecordPingInput = {
  /** The request body. */
  body?: Buffer | null | undefined;
  /** With pingKey and slug: create the check when missing. */
  create?: boolean;
  /** 0 is a success, 1–255 a failure. */
  exitStatus?: number | null | undefined;
  /** The HTTP method the ping came with. */
  method?: string;
  pingKey?: string | null | undefined;
  /** Run id (a UUID) pairing start and end. */
  rid?: string | null | undefined;
  signal?: PingSignal;
  slug?: string | null | undefined;
  userAgent?: string;
  uuid?: string | number | null | undefined;
};

/** Items with (or, for NOT_IN, without) these terms of one taxonomy. */
export type TaxFilterInput = {
  /** Child terms count too (hierarchical taxonomies). */
  includeChildren?: boolean;
  operator?: TaxOperator;
  taxonomy: string;
  terms: Array<number>;
};

export type TaxOperator =
  | 'AND'
  | 'IN'
  | 'NOT_IN';

export type TemplateFilterInput = {
  area?: string | null | undefined;
  /** Only the template stored as this post. */
  cmsId?: number | null | undefined;
  /** Templates assignable to items of this post type. */
  postType?: string | null | undefined;
};

/** The writable fields of a template; absent ones stay as they are. */
export type TemplateInput = {
  /** Template parts only; unknown areas are `uncategorized`. */
  area?: string | null | undefined;
  author?: number | null | undefined;
  content?: string | null | undefined;
  description?: string | null | undefined;
  /** Required on create. */
  slug?: string | null | undefined;
  /** `theme` on update reverts a customised theme file. */
  source?: string | null | undefined;
  theme?: string | null | undefined;
  title?: string | null | undefined;
};

/** Templates or template parts. */
export type TemplateKind =
  | 'WP_TEMPLATE'
  | 'WP_TEMPLATE_PART';

/** The filters of the REST term collections. */
export type TermFilterInput = {
  exclude?: Array<number> | null | undefined;
  /** Leave out terms no published item carries. */
  hideEmpty?: boolean | null | undefined;
  include?: Array<number> | null | undefined;
  /** asc (default) or desc. */
  order?: string | null | undefined;
  /** id, include, name (default), slug, include_slugs, term_group, description, count. */
  orderBy?: string | null | undefined;
  /** Children of this term (hierarchical taxonomies). */
  parent?: number | null | undefined;
  /** Only the terms of this item. */
  post?: number | null | undefined;
  search?: string | null | undefined;
  slugs?: Array<string> | null | undefined;
};

export type TermIdsInput = {
  ids: Array<number>;
  taxonomy: string;
};

export type TermInput = {
  autoAdd?: boolean | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  parent?: number | null | undefined;
  slug?: string | null | undefined;
};

/** The filters of the REST users collection. */
export type UserFilterInput = {
  exclude?: Array<number> | null | undefined;
  include?: Array<number> | null | undefined;
  /** asc (default) or desc. */
  order?: string | null | undefined;
  /** id, include, name (default), registered_date, slug, include_slugs, email, url. */
  orderBy?: string | null | undefined;
  /** Role names; needs list_users. */
  roles?: Array<string> | null | undefined;
  search?: string | null | undefined;
  slugs?: Array<string> | null | undefined;
};

export type UserRole =
  | 'ADMINISTRATOR'
  | 'AUTHOR'
  | 'CONTRIBUTOR'
  | 'EDITOR'
  | 'SUBSCRIBER';

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

export type ApiCheckFragment = { id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null };

export type ApiListChecksQueryVariables = Exact<{
  tag?: Array<string> | string | null | undefined;
  slug?: string | null | undefined;
}>;


export type ApiListChecksQuery = { checks: { nodes: Array<{ id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null }> } };

export type ApiGetCheckQueryVariables = Exact<{
  id?: string | number | null | undefined;
  uniqueKey?: string | null | undefined;
}>;


export type ApiGetCheckQuery = { check: { id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null } };

export type ApiCreateCheckMutationVariables = Exact<{
  input: CheckInput;
  unique?: Array<CheckUniqueField> | CheckUniqueField | null | undefined;
  slugFromName: boolean;
}>;


export type ApiCreateCheckMutation = { createCheck: { created: boolean, check: { id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null } } };

export type ApiUpdateCheckMutationVariables = Exact<{
  id: string | number;
  input: CheckInput;
  slugFromName: boolean;
}>;


export type ApiUpdateCheckMutation = { updateCheck: { id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null } };

export type ApiPauseCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiPauseCheckMutation = { pauseCheck: { id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null } };

export type ApiResumeCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiResumeCheckMutation = { resumeCheck: { id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null } };

export type ApiDeleteCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiDeleteCheckMutation = { deleteCheck: { id: string, name: string, slug: string, tags: string, desc: string, grace: number, nPings: number, status: CheckStatus, statusV1: string, started: boolean, lastPing: string | null, nextPing: string | null, manualResume: boolean, methods: string, subject: string, subjectFail: string, startKw: string, successKw: string, failureKw: string, filterSubject: boolean, filterBody: boolean, filterHttpBody: boolean, filterDefaultFail: boolean, badgeUrl: string, lastDuration: number | null, uniqueKey: string, pingUrl: string | null, kind: string, timeout: number, schedule: string, tz: string, channels: Array<{ id: string }> | null } };

export type ApiListChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiListChannelsQuery = { channels: Array<{ id: string, name: string, kind: ChannelKind }> };

export type ApiListFlipsQueryVariables = Exact<{
  id?: string | number | null | undefined;
  uniqueKey?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  seconds?: number | null | undefined;
}>;


export type ApiListFlipsQuery = { check: { flips: Array<{ timestamp: string, newStatus: string }> } };

export type ApiListBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiListBadgesQuery = { badges: Array<{ tag: string, svg: string, svg3: string, json: string, json3: string, shields: string, shields3: string }> };

export type PrometheusChecksQueryVariables = Exact<{ [key: string]: never; }>;


export type PrometheusChecksQuery = { viewer: { keyAccess: KeyAccess | null }, checks: { nodes: Array<{ name: string, tags: string, uniqueKey: string, status: CheckStatus, started: boolean }> } };

export type RestTypeFragment = { name: string, label: string, description: string, hierarchical: boolean, restBase: string, taxonomies: Array<string>, supports: Array<string>, canEdit: boolean, capabilities: Array<{ name: string, capability: string }> };

export type RestTaxonomyFragment = { name: string, label: string, hierarchical: boolean, public: boolean, restBase: string, types: Array<string>, canAssign: boolean, canCreate: boolean, capabilities: Array<{ name: string, capability: string }> };

export type RestStatusFragment = { name: string, label: string, public: boolean, protected: boolean, private: boolean, queryable: boolean, showInList: boolean, dateFloating: boolean };

export type RestListTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestListTypesQuery = { list: Array<{ name: string, label: string, description: string, hierarchical: boolean, restBase: string, taxonomies: Array<string>, supports: Array<string>, canEdit: boolean, capabilities: Array<{ name: string, capability: string }> }> };

export type RestGetTypeQueryVariables = Exact<{
  name: string;
}>;


export type RestGetTypeQuery = { item: { name: string, label: string, description: string, hierarchical: boolean, restBase: string, taxonomies: Array<string>, supports: Array<string>, canEdit: boolean, capabilities: Array<{ name: string, capability: string }> } };

export type RestListTaxonomiesQueryVariables = Exact<{
  type?: string | null | undefined;
}>;


export type RestListTaxonomiesQuery = { list: Array<{ name: string, label: string, hierarchical: boolean, public: boolean, restBase: string, types: Array<string>, canAssign: boolean, canCreate: boolean, capabilities: Array<{ name: string, capability: string }> }> };

export type RestGetTaxonomyQueryVariables = Exact<{
  name: string;
}>;


export type RestGetTaxonomyQuery = { item: { name: string, label: string, hierarchical: boolean, public: boolean, restBase: string, types: Array<string>, canAssign: boolean, canCreate: boolean, capabilities: Array<{ name: string, capability: string }> } };

export type RestListStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestListStatusesQuery = { list: Array<{ name: string, label: string, public: boolean, protected: boolean, private: boolean, queryable: boolean, showInList: boolean, dateFloating: boolean }> };

export type RestGetStatusQueryVariables = Exact<{
  name: string;
}>;


export type RestGetStatusQuery = { item: { name: string, label: string, public: boolean, protected: boolean, private: boolean, queryable: boolean, showInList: boolean, dateFloating: boolean } };

export type RestPostFragment = { id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } };

export type RestRevisionFragment = { id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } };

export type RestPostPageFragment = { totalCount: number, nodes: Array<{ id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } }> };

export type RestListPostsQueryVariables = Exact<{
  filter: PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListPostsQuery = { list: { totalCount: number, nodes: Array<{ id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListPagesQueryVariables = Exact<{
  filter: PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListPagesQuery = { list: { totalCount: number, nodes: Array<{ id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListRequirementsQueryVariables = Exact<{
  filter: PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListRequirementsQuery = { list: { totalCount: number, nodes: Array<{ id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListBlocksQueryVariables = Exact<{
  filter: PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListBlocksQuery = { list: { totalCount: number, nodes: Array<{ id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestListNavigationsQueryVariables = Exact<{
  filter: PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListNavigationsQuery = { list: { totalCount: number, nodes: Array<{ id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } }> }, access: { canCreate: boolean } };

export type RestGetPostQueryVariables = Exact<{
  type: ContentType;
  id: number;
  password?: string | null | undefined;
  edit: boolean;
}>;


export type RestGetPostQuery = { post: { id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestCreatePostMutationVariables = Exact<{
  type: ContentType;
  input: PostInput;
}>;


export type RestCreatePostMutation = { post: { id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestUpdatePostMutationVariables = Exact<{
  type: ContentType;
  id: number;
  input: PostInput;
}>;


export type RestUpdatePostMutation = { post: { id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestTrashPostMutationVariables = Exact<{
  type: ContentType;
  id: number;
}>;


export type RestTrashPostMutation = { post: { id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } } };

export type RestDeletePostMutationVariables = Exact<{
  type: ContentType;
  id: number;
}>;


export type RestDeletePostMutation = { deletePost: { deleted: boolean, previous: { id: number, type: string, status: string, slug: string, generatedSlug: string, date: string, dateGmt: string, modified: string, modifiedGmt: string, guid: string, link: string, password: string | null, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, format: string, sticky: boolean, template: string, meta: Record<string, unknown>, parent: number, menuOrder: number, canEdit: boolean, canDelete: boolean, editActions: Array<string>, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean }, terms: Array<{ id: number, taxonomy: string, slug: string }>, revisionSummary: { count: number, latestId: number | null } } } };

export type RestListRevisionsQueryVariables = Exact<{
  type: ContentType;
  parent: number;
  first?: number | null | undefined;
  offset: number;
  order: string;
  include?: Array<number> | number | null | undefined;
  exclude?: Array<number> | number | null | undefined;
  search?: string | null | undefined;
}>;


export type RestListRevisionsQuery = { revisions: { totalCount: number, nodes: Array<{ id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } }> } };

export type RestGetRevisionQueryVariables = Exact<{
  type: ContentType;
  parent: number;
  id: number;
}>;


export type RestGetRevisionQuery = { revision: { id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } } };

export type RestDeleteRevisionMutationVariables = Exact<{
  type: ContentType;
  parent: number;
  id: number;
  force: boolean;
}>;


export type RestDeleteRevisionMutation = { revision: { id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } } };

export type RestListAutosavesQueryVariables = Exact<{
  type: ContentType;
  parent: number;
}>;


export type RestListAutosavesQuery = { autosaves: Array<{ id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } }> };

export type RestGetAutosaveQueryVariables = Exact<{
  type: ContentType;
  parent: number;
  id: number;
}>;


export type RestGetAutosaveQuery = { autosave: { id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } } };

export type RestAutosaveMutationVariables = Exact<{
  type: ContentType;
  id: number;
  input: PostInput;
}>;


export type RestAutosaveMutation = { revision: { id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } } };

export type RestListMenuItemAutosavesQueryVariables = Exact<{
  parent: number;
}>;


export type RestListMenuItemAutosavesQuery = { autosaves: Array<{ id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } }> };

export type RestGetMenuItemAutosaveQueryVariables = Exact<{
  parent: number;
  id: number;
}>;


export type RestGetMenuItemAutosaveQuery = { autosave: { id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } } };

export type RestAutosaveMenuItemMutationVariables = Exact<{
  id: number;
  input: MenuItemInput;
}>;


export type RestAutosaveMenuItemMutation = { revision: { id: number, author: number, date: string, dateGmt: string, revisionDateGmt: string | null, modified: string, modifiedGmt: string, parent: number, slug: string, guid: string, meta: Record<string, unknown>, autosave: boolean, previewLink: string, title: { raw: string | null, rendered: string }, content: { raw: string | null, rendered: string, protected: boolean, blockVersion: number }, excerpt: { raw: string | null, rendered: string, protected: boolean } } };

export type RestMediaItemFragment = { id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } };

export type RestListMediaQueryVariables = Exact<{
  filter: MediaFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListMediaQuery = { list: { totalCount: number, nodes: Array<{ id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } }> }, access: { canCreate: boolean } };

export type RestGetMediaQueryVariables = Exact<{
  id: number;
  edit: boolean;
}>;


export type RestGetMediaQuery = { item: { id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestMediaUploadAllowedQueryVariables = Exact<{
  post?: number | null | undefined;
}>;


export type RestMediaUploadAllowedQuery = { mediaUploadAllowed: boolean };

export type RestUploadMediaMutationVariables = Exact<{
  file: MediaUpload;
  input: MediaInput;
  subSizes: boolean;
  titleFromFileName: boolean;
}>;


export type RestUploadMediaMutation = { item: { id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestUpdateMediaMutationVariables = Exact<{
  id: number;
  input: MediaInput;
}>;


export type RestUpdateMediaMutation = { item: { id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestDeleteMediaMutationVariables = Exact<{
  id: number;
  force: boolean;
}>;


export type RestDeleteMediaMutation = { deleted: { previous: { id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } } };

export type RestCreateMediaSubSizesMutationVariables = Exact<{
  id: number;
}>;


export type RestCreateMediaSubSizesMutation = { item: { id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestEditMediaMutationVariables = Exact<{
  id: number;
  src: string;
  modifiers: Array<ModifierInput> | ModifierInput;
  input: MediaInput;
}>;


export type RestEditMediaMutation = { item: { id: number, date: string, dateGmt: string, modified: string, modifiedGmt: string, slug: string, status: string, link: string, guid: string, author: number, featuredMedia: number, commentStatus: string, pingStatus: string, template: string, altText: string, mediaType: string, mimeType: string, post: number | null, sourceUrl: string, fileName: string, filesize: number, missingImageSizes: Array<string>, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string }, caption: { raw: string | null, rendered: string }, description: { raw: string | null, rendered: string }, attachedTo: { id: number, type: string } | null, details: { width: number | null, height: number | null, file: string, filesize: number, originalImage: string | null, sizes: Array<{ name: string, file: string, width: number, height: number, filesize: number, mimeType: string, sourceUrl: string }>, imageMeta: { aperture: string, credit: string, camera: string, caption: string, createdTimestamp: string, copyright: string, focalLength: string, iso: string, shutterSpeed: string, title: string, orientation: string, keywords: Array<string>, alt: string } | null, parentImage: { attachmentId: number, file: string } | null } } };

export type RestMenuItemFragment = { id: number, status: string, url: string, attrTitle: string, description: string, type: string, typeLabel: string, object: string, objectId: number, parent: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, menu: number, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string } };

export type RestListMenuItemsQueryVariables = Exact<{
  filter: PostFilter;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListMenuItemsQuery = { list: { totalCount: number, nodes: Array<{ id: number, status: string, url: string, attrTitle: string, description: string, type: string, typeLabel: string, object: string, objectId: number, parent: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, menu: number, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string } }> }, access: { canCreate: boolean } };

export type RestGetMenuItemQueryVariables = Exact<{
  id: number;
  edit: boolean;
}>;


export type RestGetMenuItemQuery = { item: { id: number, status: string, url: string, attrTitle: string, description: string, type: string, typeLabel: string, object: string, objectId: number, parent: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, menu: number, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string } } };

export type RestCreateMenuItemMutationVariables = Exact<{
  input: MenuItemInput;
}>;


export type RestCreateMenuItemMutation = { item: { id: number, status: string, url: string, attrTitle: string, description: string, type: string, typeLabel: string, object: string, objectId: number, parent: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, menu: number, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string } } };

export type RestUpdateMenuItemMutationVariables = Exact<{
  id: number;
  input: MenuItemInput;
}>;


export type RestUpdateMenuItemMutation = { item: { id: number, status: string, url: string, attrTitle: string, description: string, type: string, typeLabel: string, object: string, objectId: number, parent: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, menu: number, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string } } };

export type RestDeleteMenuItemMutationVariables = Exact<{
  id: number;
  force: boolean;
}>;


export type RestDeleteMenuItemMutation = { deleted: { previous: { id: number, status: string, url: string, attrTitle: string, description: string, type: string, typeLabel: string, object: string, objectId: number, parent: number, menuOrder: number, target: string, classes: Array<string>, xfn: Array<string>, invalid: boolean, menu: number, canEdit: boolean, canDelete: boolean, title: { raw: string | null, rendered: string } } } };

export type RestOEmbedQueryVariables = Exact<{
  url: string;
  maxWidth: number;
}>;


export type RestOEmbedQuery = { oembed: Record<string, unknown> };

export type RestOEmbedProxyQueryVariables = Exact<{
  url: string;
  maxWidth: number;
  maxHeight?: number | null | undefined;
  discover: boolean;
}>;


export type RestOEmbedProxyQuery = { oembedProxy: Record<string, unknown> };

export type RecordPingMutationVariables = Exact<{
  input: RecordPingInput;
}>;


export type RecordPingMutation = { recordPing: { created: boolean, n: number, type: PingType } };

export type ApiPingFragment = { type: PingType, date: string, n: number, scheme: string, remoteAddr: string | null, method: string, userAgent: string, rid: string | null, hasBody: boolean, duration: number | null };

export type ApiListPingsQueryVariables = Exact<{
  id: string | number;
}>;


export type ApiListPingsQuery = { check: { pings: Array<{ type: PingType, date: string, n: number, scheme: string, remoteAddr: string | null, method: string, userAgent: string, rid: string | null, hasBody: boolean, duration: number | null }> } };

export type ApiPingBodyQueryVariables = Exact<{
  id: string | number;
  n: number;
}>;


export type ApiPingBodyQuery = { check: { ping: { bodyBase64: string | null } | null } };

export type PermalinkPostQueryVariables = Exact<{
  type: ContentType;
  id?: number | null | undefined;
  slug?: string | null | undefined;
}>;


export type PermalinkPostQuery = { post: { id: number, title: { rendered: string } } };

export type PermalinkMediaQueryVariables = Exact<{
  id: number;
}>;


export type PermalinkMediaQuery = { mediaItem: { id: number, title: { rendered: string } } };

export type RestSiteIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type RestSiteIndexQuery = { site: { name: string, description: string, timezone: string, gmtOffset: number } };

export type ServiceStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceStatusQuery = { health: boolean };

export type RestTemplateFragment = { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } };

export type RestListTemplatesQueryVariables = Exact<{
  filter: TemplateFilterInput;
}>;


export type RestListTemplatesQuery = { list: Array<{ id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> };

export type RestListTemplatePartsQueryVariables = Exact<{
  filter: TemplateFilterInput;
}>;


export type RestListTemplatePartsQuery = { list: Array<{ id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> };

export type RestGetTemplateQueryVariables = Exact<{
  type: TemplateKind;
  id: string;
}>;


export type RestGetTemplateQuery = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestLookupTemplateQueryVariables = Exact<{
  slug: string;
  isCustom: boolean;
  templatePrefix: string;
}>;


export type RestLookupTemplateQuery = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } | null };

export type RestCreateTemplateMutationVariables = Exact<{
  type: TemplateKind;
  input: TemplateInput;
}>;


export type RestCreateTemplateMutation = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestUpdateTemplateMutationVariables = Exact<{
  type: TemplateKind;
  id: string;
  input: TemplateInput;
}>;


export type RestUpdateTemplateMutation = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestDeleteTemplateMutationVariables = Exact<{
  type: TemplateKind;
  id: string;
  force: boolean;
}>;


export type RestDeleteTemplateMutation = { deleted: { previous: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } } };

export type RestListTemplateRevisionsQueryVariables = Exact<{
  type: TemplateKind;
  id: string;
  first?: number | null | undefined;
  offset: number;
  order: string;
  include?: Array<number> | number | null | undefined;
  exclude?: Array<number> | number | null | undefined;
  search?: string | null | undefined;
}>;


export type RestListTemplateRevisionsQuery = { revisions: { totalCount: number, nodes: Array<{ id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> } };

export type RestGetTemplateRevisionQueryVariables = Exact<{
  type: TemplateKind;
  id: string;
  revisionId: number;
}>;


export type RestGetTemplateRevisionQuery = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestDeleteTemplateRevisionMutationVariables = Exact<{
  type: TemplateKind;
  id: string;
  revisionId: number;
  force: boolean;
}>;


export type RestDeleteTemplateRevisionMutation = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestListTemplateAutosavesQueryVariables = Exact<{
  type: TemplateKind;
  id: string;
}>;


export type RestListTemplateAutosavesQuery = { list: Array<{ id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } }> };

export type RestGetTemplateAutosaveQueryVariables = Exact<{
  type: TemplateKind;
  id: string;
  autosaveId: number;
}>;


export type RestGetTemplateAutosaveQuery = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestAutosaveTemplateMutationVariables = Exact<{
  type: TemplateKind;
  id: string;
  input: TemplateInput;
}>;


export type RestAutosaveTemplateMutation = { item: { id: string, theme: string, slug: string, type: TemplateKind, source: string, origin: string | null, description: string, status: string, cmsId: number, hasThemeFile: boolean, isCustom: boolean, author: number, area: string, modified: string | null, date: string | null, authorText: string, originalSource: string, parent: number, editActions: Array<string>, title: { raw: string, rendered: string }, content: { raw: string, blockVersion: number }, revisionSummary: { count: number, latestId: number | null } } };

export type RestTermFragment = { id: number, taxonomy: string, name: string, slug: string, description: string, parent: number, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean };

export type RestListTermsQueryVariables = Exact<{
  taxonomy: string;
  filter: TermFilterInput;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListTermsQuery = { list: { totalCount: number, nodes: Array<{ id: number, taxonomy: string, name: string, slug: string, description: string, parent: number, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean }> }, access: { canCreate: boolean } };

export type RestListTermsOfItemsQueryVariables = Exact<{
  taxonomy: string;
  items: Array<number> | number;
  first: number;
}>;


export type RestListTermsOfItemsQuery = { lists: Array<{ item: number, totalCount: number, nodes: Array<{ id: number, taxonomy: string, name: string, slug: string, description: string, parent: number, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean }> | null }>, access: { canCreate: boolean } };

export type RestGetTermQueryVariables = Exact<{
  taxonomy: string;
  id: number;
  edit: boolean;
}>;


export type RestGetTermQuery = { term: { id: number, taxonomy: string, name: string, slug: string, description: string, parent: number, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean } };

export type RestCreateTermMutationVariables = Exact<{
  taxonomy: string;
  input: TermInput;
}>;


export type RestCreateTermMutation = { term: { id: number, taxonomy: string, name: string, slug: string, description: string, parent: number, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean } };

export type RestUpdateTermMutationVariables = Exact<{
  taxonomy: string;
  id: number;
  input: TermInput;
}>;


export type RestUpdateTermMutation = { term: { id: number, taxonomy: string, name: string, slug: string, description: string, parent: number, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean } };

export type RestDeleteTermMutationVariables = Exact<{
  taxonomy: string;
  id: number;
  force: boolean;
}>;


export type RestDeleteTermMutation = { deleteTerm: { previous: { id: number, taxonomy: string, name: string, slug: string, description: string, parent: number, autoAdd: boolean, count: number, link: string, canEdit: boolean, canDelete: boolean } } };

export type RestUserFragment = { id: number, login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: UserRole | null, capabilities: Array<string> | null, avatarUrls: Array<{ size: number, url: string }> };

export type RestApplicationPasswordFragment = { uuid: string, userId: number, appId: string, name: string, created: string, lastUsed: string | null, lastIp: string | null };

export type RestListUsersQueryVariables = Exact<{
  filter: UserFilterInput;
  first: number;
  offset: number;
  edit: boolean;
}>;


export type RestListUsersQuery = { list: { totalCount: number, nodes: Array<{ id: number, login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: UserRole | null, capabilities: Array<string> | null, avatarUrls: Array<{ size: number, url: string }> }> } };

export type RestGetUserQueryVariables = Exact<{
  id: number;
  edit: boolean;
}>;


export type RestGetUserQuery = { user: { id: number, login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: UserRole | null, capabilities: Array<string> | null, avatarUrls: Array<{ size: number, url: string }> } };

export type RestGetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestGetMeQuery = { user: { id: number, login: string | null, displayName: string, firstName: string | null, lastName: string | null, email: string | null, url: string, description: string, link: string, nickname: string | null, slug: string, registeredAt: string | null, role: UserRole | null, capabilities: Array<string> | null, avatarUrls: Array<{ size: number, url: string }> } };

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
export const BadgeFragmentDoc = new TypedDocumentString(`
    fragment Badge on BadgeState {
  label
  status
  total
  grace
  down
}
    `, {"fragmentName":"Badge"}) as unknown as TypedDocumentString<BadgeFragment, unknown>;
export const ApiCheckFragmentDoc = new TypedDocumentString(`
    fragment ApiCheck on Check {
  id
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
  channels {
    id
  }
  kind
  timeout
  schedule
  tz
}
    `, {"fragmentName":"ApiCheck"}) as unknown as TypedDocumentString<ApiCheckFragment, unknown>;
export const RestTypeFragmentDoc = new TypedDocumentString(`
    fragment RestType on ContentTypeInfo {
  name
  label
  description
  hierarchical
  restBase
  taxonomies
  supports
  capabilities {
    name
    capability
  }
  canEdit
}
    `, {"fragmentName":"RestType"}) as unknown as TypedDocumentString<RestTypeFragment, unknown>;
export const RestTaxonomyFragmentDoc = new TypedDocumentString(`
    fragment RestTaxonomy on TaxonomyInfo {
  name
  label
  hierarchical
  public
  restBase
  types
  capabilities {
    name
    capability
  }
  canAssign
  canCreate
}
    `, {"fragmentName":"RestTaxonomy"}) as unknown as TypedDocumentString<RestTaxonomyFragment, unknown>;
export const RestStatusFragmentDoc = new TypedDocumentString(`
    fragment RestStatus on PostStatusInfo {
  name
  label
  public
  protected
  private
  queryable
  showInList
  dateFloating
}
    `, {"fragmentName":"RestStatus"}) as unknown as TypedDocumentString<RestStatusFragment, unknown>;
export const RestRevisionFragmentDoc = new TypedDocumentString(`
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}
    `, {"fragmentName":"RestRevision"}) as unknown as TypedDocumentString<RestRevisionFragment, unknown>;
export const RestPostFragmentDoc = new TypedDocumentString(`
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
    `, {"fragmentName":"RestPost"}) as unknown as TypedDocumentString<RestPostFragment, unknown>;
export const RestPostPageFragmentDoc = new TypedDocumentString(`
    fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`, {"fragmentName":"RestPostPage"}) as unknown as TypedDocumentString<RestPostPageFragment, unknown>;
export const RestMediaItemFragmentDoc = new TypedDocumentString(`
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}
    `, {"fragmentName":"RestMediaItem"}) as unknown as TypedDocumentString<RestMediaItemFragment, unknown>;
export const RestMenuItemFragmentDoc = new TypedDocumentString(`
    fragment RestMenuItem on MenuItem {
  id
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent
  menuOrder
  target
  classes
  xfn
  invalid
  menu
  canEdit
  canDelete
}
    `, {"fragmentName":"RestMenuItem"}) as unknown as TypedDocumentString<RestMenuItemFragment, unknown>;
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
export const RestTemplateFragmentDoc = new TypedDocumentString(`
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}
    `, {"fragmentName":"RestTemplate"}) as unknown as TypedDocumentString<RestTemplateFragment, unknown>;
export const RestTermFragmentDoc = new TypedDocumentString(`
    fragment RestTerm on Term {
  id
  taxonomy
  name
  slug
  description
  parent
  autoAdd
  count
  link
  canEdit
  canDelete
}
    `, {"fragmentName":"RestTerm"}) as unknown as TypedDocumentString<RestTermFragment, unknown>;
export const RestUserFragmentDoc = new TypedDocumentString(`
    fragment RestUser on User {
  id
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
export const ApiListChecksDocument = new TypedDocumentString(`
    query ApiListChecks($tag: [String!], $slug: String) {
  checks(tag: $tag, slug: $slug, first: 10000) {
    nodes {
      ...ApiCheck
    }
  }
}
    fragment ApiCheck on Check {
  id
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
  channels {
    id
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
  id
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
  channels {
    id
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
  id
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
  channels {
    id
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
  id
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
  channels {
    id
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
  id
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
  channels {
    id
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
  id
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
  channels {
    id
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
  id
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
  channels {
    id
  }
  kind
  timeout
  schedule
  tz
}`) as unknown as TypedDocumentString<ApiDeleteCheckMutation, ApiDeleteCheckMutationVariables>;
export const ApiListChannelsDocument = new TypedDocumentString(`
    query ApiListChannels {
  channels {
    id
    name
    kind
  }
}
    `) as unknown as TypedDocumentString<ApiListChannelsQuery, ApiListChannelsQueryVariables>;
export const ApiListFlipsDocument = new TypedDocumentString(`
    query ApiListFlips($id: ID, $uniqueKey: String, $start: DateTimeISO, $end: DateTimeISO, $seconds: Int) {
  check(id: $id, uniqueKey: $uniqueKey) {
    flips(start: $start, end: $end, seconds: $seconds) {
      timestamp
      newStatus
    }
  }
}
    `) as unknown as TypedDocumentString<ApiListFlipsQuery, ApiListFlipsQueryVariables>;
export const ApiListBadgesDocument = new TypedDocumentString(`
    query ApiListBadges {
  badges {
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
export const RestListTypesDocument = new TypedDocumentString(`
    query RestListTypes {
  list: contentTypes {
    ...RestType
  }
}
    fragment RestType on ContentTypeInfo {
  name
  label
  description
  hierarchical
  restBase
  taxonomies
  supports
  capabilities {
    name
    capability
  }
  canEdit
}`) as unknown as TypedDocumentString<RestListTypesQuery, RestListTypesQueryVariables>;
export const RestGetTypeDocument = new TypedDocumentString(`
    query RestGetType($name: String!) {
  item: contentType(name: $name) {
    ...RestType
  }
}
    fragment RestType on ContentTypeInfo {
  name
  label
  description
  hierarchical
  restBase
  taxonomies
  supports
  capabilities {
    name
    capability
  }
  canEdit
}`) as unknown as TypedDocumentString<RestGetTypeQuery, RestGetTypeQueryVariables>;
export const RestListTaxonomiesDocument = new TypedDocumentString(`
    query RestListTaxonomies($type: String) {
  list: taxonomies(type: $type) {
    ...RestTaxonomy
  }
}
    fragment RestTaxonomy on TaxonomyInfo {
  name
  label
  hierarchical
  public
  restBase
  types
  capabilities {
    name
    capability
  }
  canAssign
  canCreate
}`) as unknown as TypedDocumentString<RestListTaxonomiesQuery, RestListTaxonomiesQueryVariables>;
export const RestGetTaxonomyDocument = new TypedDocumentString(`
    query RestGetTaxonomy($name: String!) {
  item: taxonomy(name: $name) {
    ...RestTaxonomy
  }
}
    fragment RestTaxonomy on TaxonomyInfo {
  name
  label
  hierarchical
  public
  restBase
  types
  capabilities {
    name
    capability
  }
  canAssign
  canCreate
}`) as unknown as TypedDocumentString<RestGetTaxonomyQuery, RestGetTaxonomyQueryVariables>;
export const RestListStatusesDocument = new TypedDocumentString(`
    query RestListStatuses {
  list: postStatuses {
    ...RestStatus
  }
}
    fragment RestStatus on PostStatusInfo {
  name
  label
  public
  protected
  private
  queryable
  showInList
  dateFloating
}`) as unknown as TypedDocumentString<RestListStatusesQuery, RestListStatusesQueryVariables>;
export const RestGetStatusDocument = new TypedDocumentString(`
    query RestGetStatus($name: String!) {
  item: postStatus(name: $name) {
    ...RestStatus
  }
}
    fragment RestStatus on PostStatusInfo {
  name
  label
  public
  protected
  private
  queryable
  showInList
  dateFloating
}`) as unknown as TypedDocumentString<RestGetStatusQuery, RestGetStatusQueryVariables>;
export const RestListPostsDocument = new TypedDocumentString(`
    query RestListPosts($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: posts(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: POST) {
    canCreate
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListPostsQuery, RestListPostsQueryVariables>;
export const RestListPagesDocument = new TypedDocumentString(`
    query RestListPages($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: pages(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: PAGE) {
    canCreate
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListPagesQuery, RestListPagesQueryVariables>;
export const RestListRequirementsDocument = new TypedDocumentString(`
    query RestListRequirements($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: requirements(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: REQUIREMENT) {
    canCreate
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListRequirementsQuery, RestListRequirementsQueryVariables>;
export const RestListBlocksDocument = new TypedDocumentString(`
    query RestListBlocks($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: blocks(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: WP_BLOCK) {
    canCreate
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListBlocksQuery, RestListBlocksQueryVariables>;
export const RestListNavigationsDocument = new TypedDocumentString(`
    query RestListNavigations($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: navigations(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    ...RestPostPage
  }
  access: contentAccess(type: WP_NAVIGATION) {
    canCreate
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}
fragment RestPostPage on PostConnection {
  totalCount
  nodes {
    ...RestPost
  }
}`) as unknown as TypedDocumentString<RestListNavigationsQuery, RestListNavigationsQueryVariables>;
export const RestGetPostDocument = new TypedDocumentString(`
    query RestGetPost($type: ContentType!, $id: Int!, $password: String, $edit: Boolean!) {
  post(type: $type, id: $id, password: $password, edit: $edit) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestGetPostQuery, RestGetPostQueryVariables>;
export const RestCreatePostDocument = new TypedDocumentString(`
    mutation RestCreatePost($type: ContentType!, $input: PostInput!) {
  post: createPost(type: $type, input: $input) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestCreatePostMutation, RestCreatePostMutationVariables>;
export const RestUpdatePostDocument = new TypedDocumentString(`
    mutation RestUpdatePost($type: ContentType!, $id: Int!, $input: PostInput!) {
  post: updatePost(type: $type, id: $id, input: $input) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestUpdatePostMutation, RestUpdatePostMutationVariables>;
export const RestTrashPostDocument = new TypedDocumentString(`
    mutation RestTrashPost($type: ContentType!, $id: Int!) {
  post: trashPost(type: $type, id: $id) {
    ...RestPost
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestTrashPostMutation, RestTrashPostMutationVariables>;
export const RestDeletePostDocument = new TypedDocumentString(`
    mutation RestDeletePost($type: ContentType!, $id: Int!) {
  deletePost(type: $type, id: $id) {
    deleted
    previous {
      ...RestPost
    }
  }
}
    fragment RestPost on Post {
  id
  type
  status
  slug
  generatedSlug
  date
  dateGmt
  modified
  modifiedGmt
  guid
  link
  password
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  format
  sticky
  template
  meta
  parent
  menuOrder
  canEdit
  canDelete
  editActions
  terms {
    id
    taxonomy
    slug
  }
  revisionSummary {
    count
    latestId
  }
}`) as unknown as TypedDocumentString<RestDeletePostMutation, RestDeletePostMutationVariables>;
export const RestListRevisionsDocument = new TypedDocumentString(`
    query RestListRevisions($type: ContentType!, $parent: Int!, $first: Int, $offset: Int!, $order: String!, $include: [Int!], $exclude: [Int!], $search: String) {
  revisions(
    type: $type
    parent: $parent
    first: $first
    offset: $offset
    order: $order
    include: $include
    exclude: $exclude
    search: $search
  ) {
    totalCount
    nodes {
      ...RestRevision
    }
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestListRevisionsQuery, RestListRevisionsQueryVariables>;
export const RestGetRevisionDocument = new TypedDocumentString(`
    query RestGetRevision($type: ContentType!, $parent: Int!, $id: Int!) {
  revision(type: $type, parent: $parent, id: $id) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestGetRevisionQuery, RestGetRevisionQueryVariables>;
export const RestDeleteRevisionDocument = new TypedDocumentString(`
    mutation RestDeleteRevision($type: ContentType!, $parent: Int!, $id: Int!, $force: Boolean!) {
  revision: deleteRevision(type: $type, parent: $parent, id: $id, force: $force) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestDeleteRevisionMutation, RestDeleteRevisionMutationVariables>;
export const RestListAutosavesDocument = new TypedDocumentString(`
    query RestListAutosaves($type: ContentType!, $parent: Int!) {
  autosaves(type: $type, parent: $parent) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestListAutosavesQuery, RestListAutosavesQueryVariables>;
export const RestGetAutosaveDocument = new TypedDocumentString(`
    query RestGetAutosave($type: ContentType!, $parent: Int!, $id: Int!) {
  autosave(type: $type, parent: $parent, id: $id) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestGetAutosaveQuery, RestGetAutosaveQueryVariables>;
export const RestAutosaveDocument = new TypedDocumentString(`
    mutation RestAutosave($type: ContentType!, $id: Int!, $input: PostInput!) {
  revision: autosavePost(type: $type, id: $id, input: $input) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestAutosaveMutation, RestAutosaveMutationVariables>;
export const RestListMenuItemAutosavesDocument = new TypedDocumentString(`
    query RestListMenuItemAutosaves($parent: Int!) {
  autosaves: menuItemAutosaves(parent: $parent) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestListMenuItemAutosavesQuery, RestListMenuItemAutosavesQueryVariables>;
export const RestGetMenuItemAutosaveDocument = new TypedDocumentString(`
    query RestGetMenuItemAutosave($parent: Int!, $id: Int!) {
  autosave: menuItemAutosave(parent: $parent, id: $id) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestGetMenuItemAutosaveQuery, RestGetMenuItemAutosaveQueryVariables>;
export const RestAutosaveMenuItemDocument = new TypedDocumentString(`
    mutation RestAutosaveMenuItem($id: Int!, $input: MenuItemInput!) {
  revision: autosaveMenuItem(id: $id, input: $input) {
    ...RestRevision
  }
}
    fragment RestRevision on Revision {
  id
  author
  date
  dateGmt
  revisionDateGmt
  modified
  modifiedGmt
  parent
  slug
  guid
  title {
    raw
    rendered
  }
  content {
    raw
    rendered
    protected
    blockVersion
  }
  excerpt {
    raw
    rendered
    protected
  }
  meta
  autosave
  previewLink
}`) as unknown as TypedDocumentString<RestAutosaveMenuItemMutation, RestAutosaveMenuItemMutationVariables>;
export const RestListMediaDocument = new TypedDocumentString(`
    query RestListMedia($filter: MediaFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: mediaItems(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    totalCount
    nodes {
      ...RestMediaItem
    }
  }
  access: mediaAccess {
    canCreate
  }
}
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListMediaQuery, RestListMediaQueryVariables>;
export const RestGetMediaDocument = new TypedDocumentString(`
    query RestGetMedia($id: Int!, $edit: Boolean!) {
  item: mediaItem(id: $id, edit: $edit) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestGetMediaQuery, RestGetMediaQueryVariables>;
export const RestMediaUploadAllowedDocument = new TypedDocumentString(`
    query RestMediaUploadAllowed($post: Int) {
  mediaUploadAllowed(post: $post)
}
    `) as unknown as TypedDocumentString<RestMediaUploadAllowedQuery, RestMediaUploadAllowedQueryVariables>;
export const RestUploadMediaDocument = new TypedDocumentString(`
    mutation RestUploadMedia($file: MediaUpload!, $input: MediaInput!, $subSizes: Boolean!, $titleFromFileName: Boolean!) {
  item: uploadMedia(
    file: $file
    input: $input
    subSizes: $subSizes
    titleFromFileName: $titleFromFileName
  ) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUploadMediaMutation, RestUploadMediaMutationVariables>;
export const RestUpdateMediaDocument = new TypedDocumentString(`
    mutation RestUpdateMedia($id: Int!, $input: MediaInput!) {
  item: updateMedia(id: $id, input: $input) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUpdateMediaMutation, RestUpdateMediaMutationVariables>;
export const RestDeleteMediaDocument = new TypedDocumentString(`
    mutation RestDeleteMedia($id: Int!, $force: Boolean!) {
  deleted: deleteMedia(id: $id, force: $force) {
    previous {
      ...RestMediaItem
    }
  }
}
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestDeleteMediaMutation, RestDeleteMediaMutationVariables>;
export const RestCreateMediaSubSizesDocument = new TypedDocumentString(`
    mutation RestCreateMediaSubSizes($id: Int!) {
  item: createMediaSubSizes(id: $id) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestCreateMediaSubSizesMutation, RestCreateMediaSubSizesMutationVariables>;
export const RestEditMediaDocument = new TypedDocumentString(`
    mutation RestEditMedia($id: Int!, $src: String!, $modifiers: [ModifierInput!]!, $input: MediaInput!) {
  item: editMedia(id: $id, src: $src, modifiers: $modifiers, input: $input) {
    ...RestMediaItem
  }
}
    fragment RestMediaItem on MediaItem {
  id
  date
  dateGmt
  modified
  modifiedGmt
  slug
  status
  link
  guid
  title {
    raw
    rendered
  }
  author
  featuredMedia
  commentStatus
  pingStatus
  template
  altText
  caption {
    raw
    rendered
  }
  description {
    raw
    rendered
  }
  mediaType
  mimeType
  post
  attachedTo {
    id
    type
  }
  sourceUrl
  fileName
  filesize
  missingImageSizes
  details {
    width
    height
    file
    filesize
    sizes {
      name
      file
      width
      height
      filesize
      mimeType
      sourceUrl
    }
    imageMeta {
      aperture
      credit
      camera
      caption
      createdTimestamp
      copyright
      focalLength
      iso
      shutterSpeed
      title
      orientation
      keywords
      alt
    }
    originalImage
    parentImage {
      attachmentId
      file
    }
  }
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestEditMediaMutation, RestEditMediaMutationVariables>;
export const RestListMenuItemsDocument = new TypedDocumentString(`
    query RestListMenuItems($filter: PostFilter!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: menuItems(filter: $filter, first: $first, offset: $offset, edit: $edit) {
    totalCount
    nodes {
      ...RestMenuItem
    }
  }
  access: menuItemAccess {
    canCreate
  }
}
    fragment RestMenuItem on MenuItem {
  id
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent
  menuOrder
  target
  classes
  xfn
  invalid
  menu
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListMenuItemsQuery, RestListMenuItemsQueryVariables>;
export const RestGetMenuItemDocument = new TypedDocumentString(`
    query RestGetMenuItem($id: Int!, $edit: Boolean!) {
  item: menuItem(id: $id, edit: $edit) {
    ...RestMenuItem
  }
}
    fragment RestMenuItem on MenuItem {
  id
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent
  menuOrder
  target
  classes
  xfn
  invalid
  menu
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestGetMenuItemQuery, RestGetMenuItemQueryVariables>;
export const RestCreateMenuItemDocument = new TypedDocumentString(`
    mutation RestCreateMenuItem($input: MenuItemInput!) {
  item: createMenuItem(input: $input) {
    ...RestMenuItem
  }
}
    fragment RestMenuItem on MenuItem {
  id
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent
  menuOrder
  target
  classes
  xfn
  invalid
  menu
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestCreateMenuItemMutation, RestCreateMenuItemMutationVariables>;
export const RestUpdateMenuItemDocument = new TypedDocumentString(`
    mutation RestUpdateMenuItem($id: Int!, $input: MenuItemInput!) {
  item: updateMenuItem(id: $id, input: $input) {
    ...RestMenuItem
  }
}
    fragment RestMenuItem on MenuItem {
  id
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent
  menuOrder
  target
  classes
  xfn
  invalid
  menu
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUpdateMenuItemMutation, RestUpdateMenuItemMutationVariables>;
export const RestDeleteMenuItemDocument = new TypedDocumentString(`
    mutation RestDeleteMenuItem($id: Int!, $force: Boolean!) {
  deleted: deleteMenuItem(id: $id, force: $force) {
    previous {
      ...RestMenuItem
    }
  }
}
    fragment RestMenuItem on MenuItem {
  id
  title {
    raw
    rendered
  }
  status
  url
  attrTitle
  description
  type
  typeLabel
  object
  objectId
  parent
  menuOrder
  target
  classes
  xfn
  invalid
  menu
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestDeleteMenuItemMutation, RestDeleteMenuItemMutationVariables>;
export const RestOEmbedDocument = new TypedDocumentString(`
    query RestOEmbed($url: String!, $maxWidth: Int!) {
  oembed(url: $url, maxWidth: $maxWidth)
}
    `) as unknown as TypedDocumentString<RestOEmbedQuery, RestOEmbedQueryVariables>;
export const RestOEmbedProxyDocument = new TypedDocumentString(`
    query RestOEmbedProxy($url: String!, $maxWidth: Int!, $maxHeight: Int, $discover: Boolean!) {
  oembedProxy(
    url: $url
    maxWidth: $maxWidth
    maxHeight: $maxHeight
    discover: $discover
  )
}
    `) as unknown as TypedDocumentString<RestOEmbedProxyQuery, RestOEmbedProxyQueryVariables>;
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
    pings {
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
export const PermalinkPostDocument = new TypedDocumentString(`
    query PermalinkPost($type: ContentType!, $id: Int, $slug: String) {
  post(type: $type, id: $id, slug: $slug) {
    id
    title {
      rendered
    }
  }
}
    `) as unknown as TypedDocumentString<PermalinkPostQuery, PermalinkPostQueryVariables>;
export const PermalinkMediaDocument = new TypedDocumentString(`
    query PermalinkMedia($id: Int!) {
  mediaItem(id: $id) {
    id
    title {
      rendered
    }
  }
}
    `) as unknown as TypedDocumentString<PermalinkMediaQuery, PermalinkMediaQueryVariables>;
export const RestSiteIndexDocument = new TypedDocumentString(`
    query RestSiteIndex {
  site {
    name
    description
    timezone
    gmtOffset
  }
}
    `) as unknown as TypedDocumentString<RestSiteIndexQuery, RestSiteIndexQueryVariables>;
export const ServiceStatusDocument = new TypedDocumentString(`
    query ServiceStatus {
  health
}
    `) as unknown as TypedDocumentString<ServiceStatusQuery, ServiceStatusQueryVariables>;
export const RestListTemplatesDocument = new TypedDocumentString(`
    query RestListTemplates($filter: TemplateFilterInput!) {
  list: templates(filter: $filter) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplatesQuery, RestListTemplatesQueryVariables>;
export const RestListTemplatePartsDocument = new TypedDocumentString(`
    query RestListTemplateParts($filter: TemplateFilterInput!) {
  list: templateParts(filter: $filter) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplatePartsQuery, RestListTemplatePartsQueryVariables>;
export const RestGetTemplateDocument = new TypedDocumentString(`
    query RestGetTemplate($type: TemplateKind!, $id: String!) {
  item: template(type: $type, id: $id) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestGetTemplateQuery, RestGetTemplateQueryVariables>;
export const RestLookupTemplateDocument = new TypedDocumentString(`
    query RestLookupTemplate($slug: String!, $isCustom: Boolean!, $templatePrefix: String!) {
  item: templateLookup(
    slug: $slug
    isCustom: $isCustom
    templatePrefix: $templatePrefix
  ) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestLookupTemplateQuery, RestLookupTemplateQueryVariables>;
export const RestCreateTemplateDocument = new TypedDocumentString(`
    mutation RestCreateTemplate($type: TemplateKind!, $input: TemplateInput!) {
  item: createTemplate(type: $type, input: $input) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestCreateTemplateMutation, RestCreateTemplateMutationVariables>;
export const RestUpdateTemplateDocument = new TypedDocumentString(`
    mutation RestUpdateTemplate($type: TemplateKind!, $id: String!, $input: TemplateInput!) {
  item: updateTemplate(type: $type, id: $id, input: $input) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestUpdateTemplateMutation, RestUpdateTemplateMutationVariables>;
export const RestDeleteTemplateDocument = new TypedDocumentString(`
    mutation RestDeleteTemplate($type: TemplateKind!, $id: String!, $force: Boolean!) {
  deleted: deleteTemplate(type: $type, id: $id, force: $force) {
    previous {
      ...RestTemplate
    }
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestDeleteTemplateMutation, RestDeleteTemplateMutationVariables>;
export const RestListTemplateRevisionsDocument = new TypedDocumentString(`
    query RestListTemplateRevisions($type: TemplateKind!, $id: String!, $first: Int, $offset: Int!, $order: String!, $include: [Int!], $exclude: [Int!], $search: String) {
  revisions: templateRevisions(
    type: $type
    id: $id
    first: $first
    offset: $offset
    order: $order
    include: $include
    exclude: $exclude
    search: $search
  ) {
    totalCount
    nodes {
      ...RestTemplate
    }
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplateRevisionsQuery, RestListTemplateRevisionsQueryVariables>;
export const RestGetTemplateRevisionDocument = new TypedDocumentString(`
    query RestGetTemplateRevision($type: TemplateKind!, $id: String!, $revisionId: Int!) {
  item: templateRevision(type: $type, id: $id, revisionId: $revisionId) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestGetTemplateRevisionQuery, RestGetTemplateRevisionQueryVariables>;
export const RestDeleteTemplateRevisionDocument = new TypedDocumentString(`
    mutation RestDeleteTemplateRevision($type: TemplateKind!, $id: String!, $revisionId: Int!, $force: Boolean!) {
  item: deleteTemplateRevision(
    type: $type
    id: $id
    revisionId: $revisionId
    force: $force
  ) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestDeleteTemplateRevisionMutation, RestDeleteTemplateRevisionMutationVariables>;
export const RestListTemplateAutosavesDocument = new TypedDocumentString(`
    query RestListTemplateAutosaves($type: TemplateKind!, $id: String!) {
  list: templateAutosaves(type: $type, id: $id) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestListTemplateAutosavesQuery, RestListTemplateAutosavesQueryVariables>;
export const RestGetTemplateAutosaveDocument = new TypedDocumentString(`
    query RestGetTemplateAutosave($type: TemplateKind!, $id: String!, $autosaveId: Int!) {
  item: templateAutosave(type: $type, id: $id, autosaveId: $autosaveId) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestGetTemplateAutosaveQuery, RestGetTemplateAutosaveQueryVariables>;
export const RestAutosaveTemplateDocument = new TypedDocumentString(`
    mutation RestAutosaveTemplate($type: TemplateKind!, $id: String!, $input: TemplateInput!) {
  item: autosaveTemplate(type: $type, id: $id, input: $input) {
    ...RestTemplate
  }
}
    fragment RestTemplate on Template {
  id
  theme
  slug
  type
  source
  origin
  title {
    raw
    rendered
  }
  content {
    raw
    blockVersion
  }
  description
  status
  cmsId
  hasThemeFile
  isCustom
  author
  area
  modified
  date
  authorText
  originalSource
  parent
  revisionSummary {
    count
    latestId
  }
  editActions
}`) as unknown as TypedDocumentString<RestAutosaveTemplateMutation, RestAutosaveTemplateMutationVariables>;
export const RestListTermsDocument = new TypedDocumentString(`
    query RestListTerms($taxonomy: String!, $filter: TermFilterInput!, $first: Int!, $offset: Int!, $edit: Boolean!) {
  list: terms(
    taxonomy: $taxonomy
    filter: $filter
    first: $first
    offset: $offset
    edit: $edit
  ) {
    totalCount
    nodes {
      ...RestTerm
    }
  }
  access: taxonomy(name: $taxonomy) {
    canCreate
  }
}
    fragment RestTerm on Term {
  id
  taxonomy
  name
  slug
  description
  parent
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListTermsQuery, RestListTermsQueryVariables>;
export const RestListTermsOfItemsDocument = new TypedDocumentString(`
    query RestListTermsOfItems($taxonomy: String!, $items: [Int!]!, $first: Int!) {
  lists: termsOfItems(taxonomy: $taxonomy, items: $items, first: $first) {
    item
    totalCount
    nodes {
      ...RestTerm
    }
  }
  access: taxonomy(name: $taxonomy) {
    canCreate
  }
}
    fragment RestTerm on Term {
  id
  taxonomy
  name
  slug
  description
  parent
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestListTermsOfItemsQuery, RestListTermsOfItemsQueryVariables>;
export const RestGetTermDocument = new TypedDocumentString(`
    query RestGetTerm($taxonomy: String!, $id: Int!, $edit: Boolean!) {
  term(taxonomy: $taxonomy, id: $id, edit: $edit) {
    ...RestTerm
  }
}
    fragment RestTerm on Term {
  id
  taxonomy
  name
  slug
  description
  parent
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestGetTermQuery, RestGetTermQueryVariables>;
export const RestCreateTermDocument = new TypedDocumentString(`
    mutation RestCreateTerm($taxonomy: String!, $input: TermInput!) {
  term: createTerm(taxonomy: $taxonomy, input: $input) {
    ...RestTerm
  }
}
    fragment RestTerm on Term {
  id
  taxonomy
  name
  slug
  description
  parent
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestCreateTermMutation, RestCreateTermMutationVariables>;
export const RestUpdateTermDocument = new TypedDocumentString(`
    mutation RestUpdateTerm($taxonomy: String!, $id: Int!, $input: TermInput!) {
  term: updateTerm(taxonomy: $taxonomy, id: $id, input: $input) {
    ...RestTerm
  }
}
    fragment RestTerm on Term {
  id
  taxonomy
  name
  slug
  description
  parent
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestUpdateTermMutation, RestUpdateTermMutationVariables>;
export const RestDeleteTermDocument = new TypedDocumentString(`
    mutation RestDeleteTerm($taxonomy: String!, $id: Int!, $force: Boolean!) {
  deleteTerm(taxonomy: $taxonomy, id: $id, force: $force) {
    previous {
      ...RestTerm
    }
  }
}
    fragment RestTerm on Term {
  id
  taxonomy
  name
  slug
  description
  parent
  autoAdd
  count
  link
  canEdit
  canDelete
}`) as unknown as TypedDocumentString<RestDeleteTermMutation, RestDeleteTermMutationVariables>;
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
  id
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
  id
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
  id
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
  list: applicationPasswords(userId: $userId) {
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