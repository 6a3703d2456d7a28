import { DomainError } from '../errors.js';

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
  | 'sticky';

export interface PostType {
  name: string;
  restBase: string;
  label: string;
  hierarchical: boolean;
  supports: ReadonlySet<Feature>;
  /** Taxonomy names attached to the type. */
  taxonomies: readonly string[];
  /** Capability names are built from this: edit_posts / edit_pages … */
  capabilityType: 'post' | 'page';
  /** The permalink query of a published item: `?p=`, `?page_id=`, or `?<type>=<slug>`. */
  link: 'p' | 'page_id' | 'slug';
}

const features = (...names: Feature[]) => new Set<Feature>(names);

export const POST_TYPES: Record<string, PostType> = {
  post: {
    name: 'post',
    restBase: 'posts',
    label: 'Posts',
    hierarchical: false,
    // prettier-ignore
    supports: features('title', 'editor', 'author', 'thumbnail', 'excerpt', 'trackbacks', 'custom-fields', 'comments', 'revisions', 'post-formats', 'sticky'),
    taxonomies: ['category', 'post_tag'],
    capabilityType: 'post',
    link: 'p',
  },
  page: {
    name: 'page',
    restBase: 'pages',
    label: 'Pages',
    hierarchical: true,
    // prettier-ignore
    supports: features('title', 'editor', 'author', 'thumbnail', 'page-attributes', 'custom-fields', 'comments', 'revisions'),
    taxonomies: [],
    capabilityType: 'page',
    link: 'page_id',
  },
  // Portico decision 6: a public type with the non-hierarchical `league` taxonomy.
  requirement: {
    name: 'requirement',
    restBase: 'requirement',
    label: 'Requirements',
    hierarchical: false,
    supports: features('title', 'editor', 'author', 'excerpt', 'revisions', 'custom-fields', 'thumbnail'),
    taxonomies: ['league'],
    capabilityType: 'post',
    link: 'slug',
  },
};

export const CONTENT_TYPES = Object.keys(POST_TYPES);

export function postType(name: string): PostType {
  const type = POST_TYPES[name];
  if (!type) throw new Error(`unknown post type ${name}`);
  return type;
}

export const supports = (type: PostType, feature: Feature) => type.supports.has(feature);

export interface Taxonomy {
  name: string;
  restBase: string;
  label: string;
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
export const TAXONOMIES: Record<string, Taxonomy> = {
  category: { name: 'category', restBase: 'categories', label: 'Categories', hierarchical: true, public: true, objectTypes: ['post'], caps: CATEGORY_CAPS, link: 'cat' },
  post_tag: { name: 'post_tag', restBase: 'tags', label: 'Tags', hierarchical: false, public: true, objectTypes: ['post'], caps: CATEGORY_CAPS, link: 'tag' },
  nav_menu: { name: 'nav_menu', restBase: 'menus', label: 'Navigation Menus', hierarchical: false, public: false, objectTypes: ['nav_menu_item'], caps: MENU_CAPS, link: 'slug' },
  league: { name: 'league', restBase: 'league', label: 'Leagues', hierarchical: false, public: true, objectTypes: ['requirement'], caps: CATEGORY_CAPS, link: 'slug' },
};

/** The REST base of any type that takes terms, including those served outside POST_TYPES. */
export const restBaseOfType = (name: string): string =>
  POST_TYPES[name]?.restBase ?? OTHER_REST_BASES[name] ?? name;

const OTHER_REST_BASES: Record<string, string> = { nav_menu_item: 'menu-items', attachment: 'media' };

/** A taxonomy by name; an unknown name is the reference's 404 `Invalid taxonomy.`. */
export function taxonomyNamed(name: string): Taxonomy {
  const found = Object.hasOwn(TAXONOMIES, name) ? TAXONOMIES[name] : undefined;
  if (!found) throw new DomainError('TAXONOMY_INVALID', 'Invalid taxonomy.', 404);
  return found;
}

/** The default category every post gets when none is sent (created by the first content migration). */
export const DEFAULT_CATEGORY_ID = 1;
