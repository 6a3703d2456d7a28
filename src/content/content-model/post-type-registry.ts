import { DomainError } from '../../errors.js';

/** What a post type supports, as the reference's post_type_supports() names it. */
export type Feature =
  | 'title'
  | 'editor'
  | 'author'
  | 'excerpt'
  | 'revisions'
  | 'custom-fields'
  | 'thumbnail'
  | 'comments'
  | 'trackbacks'
  | 'page-attributes'
  | 'post-formats'
  | 'slug'
  | 'sticky';

export interface PostType {
  name: string;
  restBase: string;
  label: string;
  /** One item's name, e.g. `Post` (menu items show it as their type label). */
  singular: string;
  hierarchical: boolean;
  supports: ReadonlySet<Feature>;
  /** Taxonomy names attached to the type. */
  taxonomies: readonly TaxonomyKey[];
  /** Capability names are built from this: edit_posts / edit_pages … */
  capabilityType: 'post' | 'page';
  /**
   * Primitive capabilities that differ from `<action>_<capabilityType>s` (the reference's capability
   * map); `read` is only set for types whose published items are not public.
   */
  caps?: Readonly<Record<string, string>>;
  /**
   * The permalink: `?p=`, `?page_id=`, `?<type>=<slug>`, `?attachment_id=`, or `?post_type=<type>&p=` for
   * non-public types.
   */
  link: 'p' | 'page_id' | 'slug' | 'post_type' | 'attachment_id';
  /** Shown on the public site: has permalinks worth linking to and class lists. */
  viewable: boolean;
  /** Readers see the raw title and content too: the markup is what patterns and navigation are. */
  rawReadable?: true;
  /** The status anyone may read: `publish`, or `inherit` for media (readable when their post is). */
  publicStatus?: 'inherit';
  /** Where the admin shows it: in menus and its own screens, only its screens, or nowhere. */
  ui: 'menus' | 'screens' | 'none';
  /** Its description; empty for most. */
  description?: string;
  /** Its dashicon, for the types that have one. */
  icon?: string;
}

export const publicStatusOf = (type: PostType) => type.publicStatus ?? 'publish';

const features = (...names: Feature[]) => new Set<Feature>(names);

/** Every write of the type needs edit_theme_options (navigation, menu items). */
// prettier-ignore
export const THEME_OPTIONS_CAPS = Object.fromEntries(['create', 'edit', 'edit_others', 'edit_published', 'edit_private', 'publish', 'read_private', 'delete', 'delete_others', 'delete_published', 'delete_private'].map((action) => [action, 'edit_theme_options']));

/** The post-like types, core ones first (in the reference's registration order), then Portico's. */
export const POST_TYPES: Record<string, PostType> = {
  post: {
    name: 'post',
    restBase: 'posts',
    label: 'Posts',
    singular: 'Post',
    hierarchical: false,
    // prettier-ignore
    supports: features('title', 'editor', 'author', 'thumbnail', 'excerpt', 'trackbacks', 'custom-fields', 'comments', 'revisions', 'post-formats', 'sticky'),
    taxonomies: ['category', 'post_tag'],
    capabilityType: 'post',
    link: 'p',
    viewable: true,
    ui: 'menus',
    icon: 'dashicons-admin-post',
  },
  page: {
    name: 'page',
    restBase: 'pages',
    label: 'Pages',
    singular: 'Page',
    hierarchical: true,
    // prettier-ignore
    supports: features('title', 'editor', 'author', 'thumbnail', 'page-attributes', 'custom-fields', 'comments', 'revisions'),
    taxonomies: [],
    capabilityType: 'page',
    link: 'page_id',
    viewable: true,
    ui: 'menus',
    icon: 'dashicons-admin-page',
  },
  // Reusable blocks (patterns): reading needs edit_posts, creating publish_posts.
  wp_block: {
    name: 'wp_block',
    restBase: 'blocks',
    label: 'Patterns',
    singular: 'Pattern',
    hierarchical: false,
    supports: features('title', 'excerpt', 'editor', 'revisions', 'custom-fields'),
    taxonomies: ['wp_pattern_category'],
    capabilityType: 'post',
    caps: { read: 'edit_posts', create: 'publish_posts' },
    link: 'post_type',
    viewable: false,
    rawReadable: true,
    ui: 'screens',
  },
  // Navigation menus as block markup: published ones are public, everything else is edit_theme_options.
  wp_navigation: {
    name: 'wp_navigation',
    restBase: 'navigation',
    label: 'Navigation Menus',
    singular: 'Navigation Menu',
    hierarchical: false,
    supports: features('title', 'editor', 'revisions'),
    taxonomies: [],
    capabilityType: 'post',
    caps: THEME_OPTIONS_CAPS,
    link: 'post_type',
    viewable: false,
    rawReadable: true,
    ui: 'screens',
    description: 'Navigation menus that can be inserted into your site.',
  },
  // A custom type, as a site's plugin would register one: public, with the non-hierarchical `league`
  // taxonomy.
  requirement: {
    name: 'requirement',
    restBase: 'requirement',
    label: 'Requirements',
    singular: 'Requirement',
    hierarchical: false,
    supports: features('title', 'editor', 'author', 'excerpt', 'revisions', 'custom-fields', 'thumbnail'),
    taxonomies: ['league'],
    capabilityType: 'post',
    link: 'slug',
    viewable: true,
    ui: 'menus',
  },
};

export const CONTENT_TYPES = Object.keys(POST_TYPES);

export function postType(name: string): PostType {
  const type = POST_TYPES[name];
  if (!type) throw new Error(`unknown post type ${name}`);
  return type;
}

export const supports = (type: PostType, feature: Feature) => type.supports.has(feature);

/**
 * The features a type lists to clients: `sticky` is Portico's mark for posts (the reference hard-codes
 * them), and `editor` implies `autosave`, added last as the reference adds it.
 */
export const listedFeatures = (type: PostType): string[] => [
  ...[...type.supports].filter((feature) => feature !== 'sticky'),
  ...(supports(type, 'editor') ? ['autosave'] : []),
];

/** A registered meta key: a string with its default and, for some, the values it may take. */
export interface MetaField {
  default: string;
  enum?: readonly string[];
}

/**
 * The meta keys a type registers: `footnotes` on types with an editor, custom fields and revisions (as
 * the reference registers it), and the sync status of patterns.
 */
export function registeredMeta(type: PostType): Record<string, MetaField> {
  const meta: Record<string, MetaField> = {};
  if (['editor', 'custom-fields', 'revisions'].every((f) => supports(type, f as Feature)))
    meta.footnotes = { default: '' };
  if (type.name === 'wp_block') meta.wp_pattern_sync_status = { default: '', enum: ['partial', 'unsynced'] };
  return meta;
}

/** The taxonomies Portico has (the schema's TaxonomyName). */
export type TaxonomyKey = 'category' | 'post_tag' | 'nav_menu' | 'wp_pattern_category' | 'league';

export interface Taxonomy {
  name: TaxonomyKey;
  restBase: string;
  label: string;
  /** One term's name, e.g. `Category`. */
  singular: string;
  hierarchical: boolean;
  /** Public taxonomies have archive links and are listed for anonymous callers' posts. */
  public: boolean;
  /** The post types (by name) whose items take these terms. */
  objectTypes: readonly string[];
  /** The primitive capabilities behind manage/edit/delete/assign_terms. */
  caps: { manage: string; edit: string; delete: string; assign: string };
  /** The archive link of a term: `?cat=<id>`, `?tag=<slug>` or `?<taxonomy>=<slug>`. */
  link: 'cat' | 'tag' | 'slug';
}

const CATEGORY_CAPS = {
  manage: 'manage_categories',
  edit: 'manage_categories',
  delete: 'manage_categories',
  assign: 'edit_posts',
};
const MENU_CAPS = {
  manage: 'edit_theme_options',
  edit: 'edit_theme_options',
  delete: 'edit_theme_options',
  assign: 'edit_theme_options',
};

// prettier-ignore
export const TAXONOMIES: Record<string, Taxonomy> & Record<TaxonomyKey, Taxonomy> = {
  category: { name: 'category', restBase: 'categories', label: 'Categories', singular: 'Category', hierarchical: true, public: true, objectTypes: ['post'], caps: CATEGORY_CAPS, link: 'cat' },
  post_tag: { name: 'post_tag', restBase: 'tags', label: 'Tags', singular: 'Tag', hierarchical: false, public: true, objectTypes: ['post'], caps: CATEGORY_CAPS, link: 'tag' },
  nav_menu: { name: 'nav_menu', restBase: 'menus', label: 'Navigation Menus', singular: 'Navigation Menu', hierarchical: false, public: false, objectTypes: ['nav_menu_item'], caps: MENU_CAPS, link: 'slug' },
  wp_pattern_category: { name: 'wp_pattern_category', restBase: 'wp_pattern_category', label: 'Pattern Categories', singular: 'Pattern Category', hierarchical: false, public: false, objectTypes: ['wp_block'], caps: CATEGORY_CAPS, link: 'slug' },
  league: { name: 'league', restBase: 'league', label: 'Leagues', singular: 'League', hierarchical: false, public: true, objectTypes: ['requirement'], caps: CATEGORY_CAPS, link: 'slug' },
};

/**
 * Menu items: post rows of their own shape, served by their own routes (not a post-like type). Only
 * administrators write them; whoever may edit posts reads them.
 */
export const NAV_MENU_ITEM: PostType = {
  name: 'nav_menu_item',
  restBase: 'menu-items',
  label: 'Navigation Menu Items',
  singular: 'Navigation Menu Item',
  hierarchical: false,
  supports: features('title', 'custom-fields'),
  taxonomies: ['nav_menu'],
  capabilityType: 'post',
  caps: { read: 'edit_posts', ...THEME_OPTIONS_CAPS },
  link: 'p',
  viewable: false,
  ui: 'none',
};

/**
 * Media items: post rows of type `attachment` (title, caption in the excerpt, description in the content)
 * with their file in the attachments table; served by their own routes. Uploading needs upload_files.
 */
export const ATTACHMENT: PostType = {
  name: 'attachment',
  restBase: 'media',
  label: 'Media',
  singular: 'Media',
  hierarchical: false,
  supports: features('title', 'author', 'comments', 'thumbnail'),
  taxonomies: [],
  capabilityType: 'post',
  caps: { create: 'upload_files' },
  link: 'attachment_id',
  viewable: true,
  publicStatus: 'inherit',
  ui: 'screens',
  icon: 'dashicons-admin-media',
};

/** Stored templates and template parts: served by the templates routes; only edit_theme_options edits them. */
const templateType = (name: string, restBase: string, label: string, singular: string, description: string) =>
  ({
    name,
    restBase,
    label,
    singular,
    hierarchical: false,
    supports: features('title', 'slug', 'excerpt', 'editor', 'revisions', 'author'),
    taxonomies: [],
    capabilityType: 'post',
    caps: { read: 'edit_theme_options', ...THEME_OPTIONS_CAPS },
    link: 'post_type',
    viewable: false,
    ui: 'none',
    description,
  }) satisfies PostType;
export const WP_TEMPLATE = templateType(
  'wp_template',
  'templates',
  'Templates',
  'Template',
  'Templates to include in your theme.',
);
export const WP_TEMPLATE_PART = templateType(
  'wp_template_part',
  'template-parts',
  'Template Parts',
  'Template Part',
  'Template parts to include in your templates.',
);

/** Any type served by the content routes, by name. */
export const typeNamed = (name: string): PostType | undefined =>
  POST_TYPES[name] ?? [ATTACHMENT, NAV_MENU_ITEM].find((type) => type.name === name);

/** The REST base of any type that takes terms, including those served outside POST_TYPES. */
export const restBaseOfType = (name: string): string => typeNamed(name)?.restBase ?? name;

/** A taxonomy by name; an unknown name is the reference's 404 `Invalid taxonomy.`. */
export function taxonomyNamed(name: string): Taxonomy {
  const found = Object.hasOwn(TAXONOMIES, name) ? TAXONOMIES[name] : undefined;
  if (!found) throw new DomainError('TAXONOMY_INVALID', 'Invalid taxonomy.', 404);
  return found;
}

/** The default category every post gets when none is sent (created by the first content migration). */
export const DEFAULT_CATEGORY_ID = 1;
