export type ChannelKind = "email" | "webhook" | "sms" | "slack" | "mattermost" | "rocketchat" | "discord" | "msteamsw" | "googlechat" | "telegram" | "ntfy" | "po" | "gotify" | "matrix" | "zulip" | "pd" | "opsgenie" | "group";
export type CheckEventKind = "PING" | "STATUS" | "EDITED" | "DELETED";
export type CheckStatus = "new" | "up" | "grace" | "down" | "paused";
export type CheckUniqueField = "name" | "slug" | "tags" | "timeout" | "grace";
export type ContentEventKind = "CREATED" | "UPDATED" | "PUBLISHED" | "TRASHED" | "DELETED";
export type ContentType = "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
export type KeyAccess = "READ_WRITE" | "READ_ONLY";
export type ModifierType = "rotate" | "crop" | "flip";
export type PingSignal = "success" | "start" | "fail" | "log";
export type PingType = "success" | "start" | "fail" | "log" | "ign";
export type TaxOperator = "IN" | "AND" | "NOT IN";
export type TemplateKind = "wp_template" | "wp_template_part";
export type UserRole = "administrator" | "editor" | "author" | "contributor" | "subscriber";
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

/** One image edit: ROTATE by `angle` degrees clockwise; CROP `left`/`top`/`width`/`height` in percent of the current size; FLIP `horizontal`/`vertical`. Each edit needs every value of its kind, as the REST route does. */
export type ModifierInput = {
  angle?: number | null | undefined;
  height?: number | null | undefined;
  horizontal?: boolean | null | undefined;
  left?: number | null | undefined;
  top?: number | null | undefined;
  type: "rotate" | "crop" | "flip";
  vertical?: boolean | null | undefined;
  width?: number | null | undefined;
};

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
  signal?: "success" | "start" | "fail" | "log";
  slug?: string | null | undefined;
  userAgent?: string;
  uuid?: string | number | null | undefined;
};

/** Items with (or, for NOT_IN, without) these terms of one taxonomy. */
export type TaxFilterInput = {
  /** Child terms count too (hierarchical taxonomies). */
  includeChildren?: boolean;
  operator?: "IN" | "AND" | "NOT IN";
  taxonomy: string;
  terms: Array<number>;
};

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
