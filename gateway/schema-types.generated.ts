export type ChannelKind = "email" | "webhook" | "sms" | "slack" | "mattermost" | "rocketchat" | "discord" | "msteamsw" | "googlechat" | "telegram" | "ntfy" | "po" | "gotify" | "matrix" | "zulip" | "pd" | "opsgenie" | "group";
export type CheckEventKind = "PING" | "STATUS" | "EDITED" | "DELETED" | "NOTIFICATION";
export type CheckKind = "simple" | "cron" | "oncalendar";
export type CheckStatus = "new" | "up" | "grace" | "down" | "paused";
export type CheckUniqueField = "name" | "slug" | "tags" | "timeout" | "grace";
export type ContentEventKind = "CREATED" | "UPDATED" | "PUBLISHED" | "TRASHED" | "DELETED";
export type ContentType = "post" | "page" | "requirement" | "wp_block" | "wp_navigation";
export type DiscussionStatus = "open" | "closed";
export type FlipReason = "" | "timeout" | "fail" | "nag";
export type FlipStatus = "new" | "up" | "down" | "paused";
export type ImageFit = "inside" | "cover" | "contain";
export type ImageFormat = "auto" | "webp" | "avif" | "jpeg" | "png";
export type KeyAccess = "READ_WRITE" | "READ_ONLY";
export type MaintenanceScope = "check" | "tag" | "project";
export type MediaType = "image" | "file";
export type MenuItemType = "taxonomy" | "post_type" | "post_type_archive" | "custom";
export type MimeCategory = "image" | "video" | "text" | "application" | "audio";
export type ModifierType = "rotate" | "crop" | "flip";
export type NotificationEvent = "down" | "up" | "reminder" | "slow";
export type NotificationReason = "" | "maintenance" | "snooze" | "escalation" | "threshold" | "dependency" | "reminder" | "recovered" | "unannounced" | "stale";
export type NotificationState = "pending" | "sent" | "failed" | "held" | "suppressed" | "dropped";
export type OrderDirection = "asc" | "desc";
export type PingScheme = "http" | "https" | "email";
export type PingSignal = "success" | "start" | "fail" | "log";
export type PingType = "success" | "start" | "fail" | "log" | "ign";
export type PostFormat = "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio";
export type PostOrderField = "author" | "date" | "id" | "include" | "modified" | "parent" | "relevance" | "slug" | "include_slugs" | "title" | "menu_order";
export type PostSearchColumn = "post_title" | "post_content" | "post_excerpt";
export type PostStatus = "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled";
export type PostStatusFilter = "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled" | "any";
export type ProjectRole = "owner" | "manager" | "member" | "read_only";
export type SearchKind = "post" | "term" | "post-format";
export type SiteSettingName = "name" | "description" | "timezone" | "dateFormat" | "timeFormat" | "startOfWeek" | "email" | "language" | "useSmilies" | "defaultCategory" | "defaultPostFormat" | "postsPerPage" | "showOnFront" | "pageOnFront" | "pageForPosts" | "defaultPingStatus" | "defaultCommentStatus" | "siteLogo" | "siteIcon";
export type SnoozeChoice = "hour" | "morning" | "day";
export type TaxOperator = "IN" | "AND" | "NOT IN";
export type TaxRelation = "AND" | "OR";
export type TaxonomyName = "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
export type TemplateKind = "wp_template" | "wp_template_part";
export type TermOrderField = "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
export type ThemeStatus = "active" | "inactive";
export type UserOrderField = "id" | "include" | "name" | "registered_date" | "slug" | "include_slugs" | "email" | "url";
export type UserRole = "administrator" | "editor" | "author" | "contributor" | "subscriber";
/** Writable check fields; omitted ones keep their value (or take the default on create). */
export type CheckInput = {
  /** `*` (all), `""` (none) or comma-separated channel UUIDs or names. */
  channels?: string | null | undefined;
  /** Free-form description. */
  desc?: string | null | undefined;
  /** Comma-separated failure keywords, at most 200 characters. */
  failureKw?: string | null | undefined;
  /** Classify e-mail pings by keywords in their body. */
  filterBody?: boolean | null | undefined;
  /** A filtered ping matching no keyword is a failure, not ignored. */
  filterDefaultFail?: boolean | null | undefined;
  /** Classify HTTP pings by keywords in their request body. */
  filterHttpBody?: boolean | null | undefined;
  /** Classify e-mail pings by keywords in their subject. */
  filterSubject?: boolean | null | undefined;
  /** Seconds, 60 to 31536000. */
  grace?: number | null | undefined;
  /** When true, a paused check ignores pings until `resumeCheck`. */
  manualResume?: boolean | null | undefined;
  /** Empty string or POST. */
  methods?: string | null | undefined;
  /** At most 100 characters. */
  name?: string | null | undefined;
  /** Cron or OnCalendar expression; wins over timeout. */
  schedule?: string | null | undefined;
  /** a-z, 0-9, hyphen and underscore; never derived from the name. */
  slug?: string | null | undefined;
  /** Comma-separated start keywords, at most 200 characters. */
  startKw?: string | null | undefined;
  /**
   * Sets `successKw`; `filterSubject` then follows whether any keyword is set.
   * @deprecated Use successKw with filterSubject.
   */
  subject?: string | null | undefined;
  /**
   * Sets `failureKw`; `filterSubject` then follows whether any keyword is set.
   * @deprecated Use failureKw with filterSubject.
   */
  subjectFail?: string | null | undefined;
  /** Comma-separated success keywords, at most 200 characters. */
  successKw?: string | null | undefined;
  /** Space-separated. */
  tags?: string | null | undefined;
  /** Seconds, 60 to 31536000; makes the check simple. */
  timeout?: number | null | undefined;
  /** IANA time zone of the schedule; legacy aliases are rewritten. */
  tz?: string | null | undefined;
};

/** A point of an image, as fractions of the image's width and height from its top left corner. */
export type FocalPointInput = {
  /** From the left edge: 0 to 1. */
  x: number;
  /** From the top edge: 0 to 1. */
  y: number;
};

/** Media filters: the post filters plus file kinds and types. */
export type MediaFilter = {
  /** Published after this date-time (site-local unless it has an offset). */
  after?: string | null | undefined;
  /** Only items by these authors (users' database ids). */
  authors?: Array<number> | null | undefined;
  /** No items by these authors. */
  authorsExclude?: Array<number> | null | undefined;
  /** Published before this date-time (site-local unless it has an offset). */
  before?: string | null | undefined;
  /** Not the items with these database ids. */
  exclude?: Array<number> | null | undefined;
  /** Only items in these formats. */
  formats?: Array<"standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio"> | null | undefined;
  /** False puts the sticky items first on the first page (unless `include` is given). */
  ignoreSticky?: boolean;
  /** Only the items with these database ids. */
  include?: Array<number> | null | undefined;
  /** Only files of these kinds. */
  mediaTypes?: Array<"image" | "video" | "text" | "application" | "audio"> | null | undefined;
  /** Only the items with this menu order. */
  menuOrder?: number | null | undefined;
  /** Exact file types, e.g. image/png. */
  mimeTypes?: Array<string> | null | undefined;
  /** Changed after this date-time (site-local unless it has an offset). */
  modifiedAfter?: string | null | undefined;
  /** Changed before this date-time (site-local unless it has an offset). */
  modifiedBefore?: string | null | undefined;
  /** Ascending or descending. */
  order?: "asc" | "desc";
  /** What the list is ordered by. */
  orderBy?: "author" | "date" | "id" | "include" | "modified" | "parent" | "relevance" | "slug" | "include_slugs" | "title" | "menu_order";
  /** Only the children of these items (0: top level). */
  parents?: Array<number> | null | undefined;
  /** Not the children of these items. */
  parentsExclude?: Array<number> | null | undefined;
  /** Only items whose texts contain these words. */
  search?: string | null | undefined;
  /** Where `search` looks (all three if omitted). */
  searchColumns?: Array<"post_title" | "post_content" | "post_excerpt"> | null | undefined;
  /** Each search word must equal the whole title. */
  searchExact?: boolean | null | undefined;
  /** Only the items with these slugs. */
  slugs?: Array<string> | null | undefined;
  /** Statuses; media are `INHERIT` (shown where their post is). */
  statuses?: Array<"publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled" | "any">;
  /** Only sticky items (true) or only the others (false). */
  sticky?: boolean | null | undefined;
  /** How the taxonomy filters combine. */
  taxRelation?: "AND" | "OR" | null | undefined;
  /** Filters by terms, one a taxonomy. */
  taxonomies?: Array<TaxFilterInput> | null | undefined;
};

/** Writable fields of a media item; absent ones are left unchanged. */
export type MediaInput = {
  /** The alternative text of an image. */
  altText?: string | null | undefined;
  /** The author's database id. */
  author?: number | null | undefined;
  /** The caption, as stored. */
  caption?: string | null | undefined;
  /** Whether it takes comments. */
  commentStatus?: "open" | "closed" | null | undefined;
  /** The site-local date; null makes it float again. */
  date?: string | null | undefined;
  /** The date in UTC; null makes it float again. */
  dateGmt?: string | null | undefined;
  /** The description, as stored. */
  description?: string | null | undefined;
  /** Where an image's subject is; null clears it. */
  focalPoint?: FocalPointInput | null | undefined;
  /** Whether it takes pings. */
  pingStatus?: "open" | "closed" | null | undefined;
  /** The post to attach it to; 0 for none. */
  post?: number | null | undefined;
  /** The slug (made unique). */
  slug?: string | null | undefined;
  /** `PRIVATE`; anything else keeps the media `INHERIT`. */
  status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled" | null | undefined;
  /** The theme template's slug; empty for the default. */
  template?: string | null | undefined;
  /** The title, as stored. */
  title?: string | null | undefined;
};

/** A file to upload: its name and bytes (base64 over HTTP). */
export type MediaUpload = {
  /** The file's content: base64 or a byte array over HTTP. */
  bytes: Buffer | import('../src/content/media/file-content.js').StagedFile;
  /** The client's file name; it is sanitized and given the real type's extension. */
  name: string;
};

/** The writable fields of a menu item; absent ones stay as they are. */
export type MenuItemInput = {
  /** The link's `title` attribute. */
  attrTitle?: string | null | undefined;
  /** The link's CSS classes. */
  classes?: Array<string> | null | undefined;
  /** Its description. */
  description?: string | null | undefined;
  /** Its position in the menu, from 1. */
  menuOrder?: number | null | undefined;
  /** The menu (nav_menu term id); 0 for none. */
  menus?: number | null | undefined;
  /** The linked post type or taxonomy. */
  object?: string | null | undefined;
  /** The linked post's or term's database id. */
  objectId?: number | null | undefined;
  /** The parent item's database id; 0 at the top level. */
  parent?: number | null | undefined;
  /** `PUBLISH` (default); anything else is stored as draft. */
  status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled" | null | undefined;
  /** The link's `target` attribute: `_blank` or empty. */
  target?: string | null | undefined;
  /** Its own title; empty shows the linked object’s. */
  title?: string | null | undefined;
  /** What it links to (`CUSTOM` by default). */
  type?: "taxonomy" | "post_type" | "post_type_archive" | "custom" | null | undefined;
  /** The address a custom link points to (custom links need one). */
  url?: string | null | undefined;
  /** The link's relationships (its `rel`, XFN). */
  xfn?: Array<string> | null | undefined;
};

/** One image edit: ROTATE by `angle` degrees clockwise; CROP `left`/`top`/`width`/`height` in percent of the current size; FLIP `horizontal`/`vertical`. Each edit needs every value of its kind, as the REST route does. */
export type ModifierInput = {
  /** ROTATE: degrees clockwise (any angle). */
  angle?: number | null | undefined;
  /** CROP: the height kept, in percent of the height (0 to 100). */
  height?: number | null | undefined;
  /** FLIP: mirrors left and right. */
  horizontal?: boolean | null | undefined;
  /** CROP: the left edge, in percent of the width (0 to 100). */
  left?: number | null | undefined;
  /** CROP: the top edge, in percent of the height (0 to 100). */
  top?: number | null | undefined;
  /** The kind of edit. */
  type: "rotate" | "crop" | "flip";
  /** FLIP: mirrors top and bottom. */
  vertical?: boolean | null | undefined;
  /** CROP: the width kept, in percent of the width (0 to 100). */
  width?: number | null | undefined;
};

/** The filters of the REST collection arguments. */
export type PostFilter = {
  /** Published after this date-time (site-local unless it has an offset). */
  after?: string | null | undefined;
  /** Only items by these authors (users' database ids). */
  authors?: Array<number> | null | undefined;
  /** No items by these authors. */
  authorsExclude?: Array<number> | null | undefined;
  /** Published before this date-time (site-local unless it has an offset). */
  before?: string | null | undefined;
  /** Not the items with these database ids. */
  exclude?: Array<number> | null | undefined;
  /** Only items in these formats. */
  formats?: Array<"standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio"> | null | undefined;
  /** False puts the sticky items first on the first page (unless `include` is given). */
  ignoreSticky?: boolean;
  /** Only the items with these database ids. */
  include?: Array<number> | null | undefined;
  /** Only the items with this menu order. */
  menuOrder?: number | null | undefined;
  /** Changed after this date-time (site-local unless it has an offset). */
  modifiedAfter?: string | null | undefined;
  /** Changed before this date-time (site-local unless it has an offset). */
  modifiedBefore?: string | null | undefined;
  /** Ascending or descending. */
  order?: "asc" | "desc";
  /** What the list is ordered by. */
  orderBy?: "author" | "date" | "id" | "include" | "modified" | "parent" | "relevance" | "slug" | "include_slugs" | "title" | "menu_order";
  /** Only the children of these items (0: top level). */
  parents?: Array<number> | null | undefined;
  /** Not the children of these items. */
  parentsExclude?: Array<number> | null | undefined;
  /** Only items whose texts contain these words. */
  search?: string | null | undefined;
  /** Where `search` looks (all three if omitted). */
  searchColumns?: Array<"post_title" | "post_content" | "post_excerpt"> | null | undefined;
  /** Each search word must equal the whole title. */
  searchExact?: boolean | null | undefined;
  /** Only the items with these slugs. */
  slugs?: Array<string> | null | undefined;
  /** Only items in these statuses (published ones if omitted). */
  statuses?: Array<"publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled" | "any">;
  /** Only sticky items (true) or only the others (false). */
  sticky?: boolean | null | undefined;
  /** How the taxonomy filters combine. */
  taxRelation?: "AND" | "OR" | null | undefined;
  /** Filters by terms, one a taxonomy. */
  taxonomies?: Array<TaxFilterInput> | null | undefined;
};

/** Writable fields; absent ones are left unchanged. */
export type PostInput = {
  /** The author's database id. */
  author?: number | null | undefined;
  /** Whether it takes comments. */
  commentStatus?: "open" | "closed" | null | undefined;
  /** The content, as stored (block markup or HTML). */
  content?: string | null | undefined;
  /** REST date-time; null makes a draft float again. */
  date?: string | null | undefined;
  /** The date in UTC; null makes a draft float again. */
  dateGmt?: string | null | undefined;
  /** The excerpt, as stored. */
  excerpt?: string | null | undefined;
  /** The featured image's database id; 0 for none. */
  featuredMedia?: number | null | undefined;
  /** The post format. */
  format?: "standard" | "aside" | "chat" | "gallery" | "link" | "image" | "quote" | "status" | "video" | "audio" | null | undefined;
  /** The order among its siblings. */
  menuOrder?: number | null | undefined;
  /** Registered meta fields to change. */
  meta?: Record<string, unknown> | null | undefined;
  /** The parent's database id; 0 for none. */
  parent?: number | null | undefined;
  /** A password readers must give; empty for none. */
  password?: string | null | undefined;
  /** Whether it takes pings. */
  pingStatus?: "open" | "closed" | null | undefined;
  /** The slug (made unique; derived from the title if empty). */
  slug?: string | null | undefined;
  /** The status. */
  status?: "publish" | "future" | "draft" | "pending" | "private" | "trash" | "auto-draft" | "inherit" | "request-pending" | "request-confirmed" | "request-failed" | "request-completed" | "ec" | "trustee" | "loc" | "ext-disabled" | null | undefined;
  /** Kept at the top of the blog index. */
  sticky?: boolean | null | undefined;
  /** The theme template's slug; empty for the default. */
  template?: string | null | undefined;
  /** The terms, a taxonomy at a time. */
  terms?: Array<TermIdsInput> | null | undefined;
  /** The title, as stored. */
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
  /** The project’s ping key, with `slug`. */
  pingKey?: string | null | undefined;
  /** Run id (a UUID) pairing start and end. */
  rid?: string | null | undefined;
  /** What the URL asks for; method, exit status and body filters may count it otherwise. */
  signal?: "success" | "start" | "fail" | "log";
  /** The check’s slug, with `pingKey`. */
  slug?: string | null | undefined;
  /** The User-Agent header; stored cut to 200 characters. */
  userAgent?: string;
  /** The check’s UUID (from its ping URL). */
  uuid?: string | number | null | undefined;
};

/** A login name or e-mail address and the login password. */
export type SignInInput = {
  /** The 6-digit code of the authenticator app, for an account with two-factor sign-in; without it such a sign-in fails with SECOND_FACTOR_REQUIRED, whose `ticket` extension `signInWithCode` takes. */
  code?: string | null | undefined;
  /** The login name or the e-mail address. */
  login: string;
  /** The login password (not an application password). */
  password: string;
};

/** The site settings to change; absent ones are left unchanged. */
export type SiteInput = {
  /** PHP date() format: not empty, at most 100 characters. */
  dateFormat?: string | null | undefined;
  /** The category of posts given none. */
  defaultCategory?: number | null | undefined;
  /** "open" or "closed". */
  defaultCommentStatus?: string | null | undefined;
  /** "open" or "closed". */
  defaultPingStatus?: string | null | undefined;
  /** "0" (standard) or a post format’s slug. */
  defaultPostFormat?: string | null | undefined;
  /** The site's tagline, at most 500 characters; may be empty. */
  description?: string | null | undefined;
  /** The administrators’ e-mail address. */
  email?: string | null | undefined;
  /** A WordPress locale; only en_US is installed. */
  language?: string | null | undefined;
  /** The monitoring project whose checks watch scheduled items; "" unlinks it. */
  monitorProject?: string | number | null | undefined;
  /** The site's name: not empty, at most 200 characters. */
  name?: string | null | undefined;
  /** The page of the latest posts; 0 for none. */
  pageForPosts?: number | null | undefined;
  /** The page on the front page; 0 for none. */
  pageOnFront?: number | null | undefined;
  /** Posts a page of the blog shows: at least 1. */
  postsPerPage?: number | null | undefined;
  /** Settings set back to their defaults (what the REST API does with null). */
  reset?: Array<"name" | "description" | "timezone" | "dateFormat" | "timeFormat" | "startOfWeek" | "email" | "language" | "useSmilies" | "defaultCategory" | "defaultPostFormat" | "postsPerPage" | "showOnFront" | "pageOnFront" | "pageForPosts" | "defaultPingStatus" | "defaultCommentStatus" | "siteLogo" | "siteIcon"> | null | undefined;
  /** "posts" or "page". */
  showOnFront?: string | null | undefined;
  /** The site icon’s media item id; 0 for none. */
  siteIcon?: number | null | undefined;
  /** The site logo’s media item id. */
  siteLogo?: number | null | undefined;
  /** The first day of the week: 0 (Sunday) to 6. */
  startOfWeek?: number | null | undefined;
  /** PHP date() format of times. */
  timeFormat?: string | null | undefined;
  /** IANA name; legacy aliases are rewritten. */
  timezone?: string | null | undefined;
  /** Whether emoticons become emoji. */
  useSmilies?: boolean | null | undefined;
};

/** Items with (or, for NOT_IN, without) these terms of one taxonomy. */
export type TaxFilterInput = {
  /** Child terms count too (hierarchical taxonomies). */
  includeChildren?: boolean;
  /** How the terms match an item. */
  operator?: "IN" | "AND" | "NOT IN";
  /** The taxonomy of the terms. */
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
  /** The terms' ids in the database. */
  terms: Array<number>;
};

/** Which templates a list holds. */
export type TemplateFilterInput = {
  /** Only the template parts of this area, e.g. `header`. */
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
  /** The author's database id. */
  author?: number | null | undefined;
  /** The block markup, as stored. */
  content?: string | null | undefined;
  /** Its description, as stored. */
  description?: string | null | undefined;
  /** Required on create. */
  slug?: string | null | undefined;
  /** `theme` on update reverts a customised theme file. */
  source?: string | null | undefined;
  /** On create, its theme's slug (`portico` when empty). */
  theme?: string | null | undefined;
  /** The title, as stored. */
  title?: string | null | undefined;
};

/** The filters of the REST term collections. */
export type TermFilterInput = {
  /** Not the terms with these database ids. */
  exclude?: Array<number> | null | undefined;
  /** Leave out terms no published item carries. */
  hideEmpty?: boolean | null | undefined;
  /** Only the terms with these database ids. */
  include?: Array<number> | null | undefined;
  /** Ascending (the default) or descending. */
  order?: "asc" | "desc" | null | undefined;
  /** What the list is ordered by (name if omitted). */
  orderBy?: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count" | null | undefined;
  /** Children of this term (hierarchical taxonomies). */
  parent?: number | null | undefined;
  /** Only the terms of this item. */
  post?: number | null | undefined;
  /** Only terms whose name or slug contains this. */
  search?: string | null | undefined;
  /** Only the terms with these slugs. */
  slugs?: Array<string> | null | undefined;
};

/** All the terms an item has in one taxonomy (replacing those it had). */
export type TermIdsInput = {
  /** Every term of it the item has: their database ids. */
  ids: Array<number>;
  /** The taxonomy. */
  taxonomy: "category" | "post_tag" | "nav_menu" | "wp_pattern_category" | "league";
};

/** The writable fields of a term; absent ones are left unchanged. */
export type TermInput = {
  /** Menus: the `auto_add` flag (add new top-level pages); only stored here. */
  autoAdd?: boolean | null | undefined;
  /** Its description (HTML is filtered). */
  description?: string | null | undefined;
  /** Its name, tags stripped (at most 200 characters); a new term needs one. */
  name?: string | null | undefined;
  /** The parent's database id; 0 for none (hierarchical taxonomies). */
  parent?: number | null | undefined;
  /** The name in its URL; made from the name when empty. */
  slug?: string | null | undefined;
};

/** The filters of the REST users collection. */
export type UserFilterInput = {
  /** Not the users with these database ids. */
  exclude?: Array<number> | null | undefined;
  /** Only the users with these database ids. */
  include?: Array<number> | null | undefined;
  /** Ascending (the default) or descending. */
  order?: "asc" | "desc" | null | undefined;
  /** What the list is ordered by (name if omitted). */
  orderBy?: "id" | "include" | "name" | "registered_date" | "slug" | "include_slugs" | "email" | "url" | null | undefined;
  /** Role names; needs list_users. */
  roles?: Array<string> | null | undefined;
  /** Only users whose names, slug, e-mail or website contain this. */
  search?: string | null | undefined;
  /** Only the users with these slugs. */
  slugs?: Array<string> | null | undefined;
};
