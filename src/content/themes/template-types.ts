/** get_default_block_template_types(): slug, title and description of each template the editor offers. */
// prettier-ignore
export const DEFAULT_TEMPLATE_TYPES: readonly (readonly [slug: string, title: string, description: string])[] = [
  ['index', 'Index', 'Used as a fallback template for all pages when a more specific template is not defined.'],
  ['home', 'Blog Home', 'Displays the latest posts as either the site homepage or as the "Posts page" as defined under reading settings. If it exists, the Front Page template overrides this template when posts are shown on the homepage.'],
  ['front-page', 'Front Page', 'Displays your site\'s homepage, whether it is set to display latest posts or a static page. The Front Page template takes precedence over all templates.'],
  ['singular', 'Single Entries', 'Displays any single entry, such as a post or a page. This template will serve as a fallback when a more specific template (e.g. Single Post, Page, or Attachment) cannot be found.'],
  ['single', 'Single Posts', 'Displays a single post on your website unless a custom template has been applied to that post or a dedicated template exists.'],
  ['page', 'Pages', 'Displays a static page unless a custom template has been applied to that page or a dedicated template exists.'],
  ['archive', 'All Archives', 'Displays any archive, including posts by a single author, category, tag, taxonomy, custom post type, and date. This template will serve as a fallback when more specific templates (e.g. Category or Tag) cannot be found.'],
  ['author', 'Author Archives', 'Displays a single author\'s post archive. This template will serve as a fallback when a more specific template (e.g. Author: Admin) cannot be found.'],
  ['category', 'Category Archives', 'Displays a post category archive. This template will serve as a fallback when a more specific template (e.g. Category: Recipes) cannot be found.'],
  ['taxonomy', 'Taxonomy', 'Displays a custom taxonomy archive. Like categories and tags, taxonomies have terms which you use to classify things. For example: a taxonomy named "Art" can have multiple terms, such as "Modern" and "18th Century." This template will serve as a fallback when a more specific template (e.g. Taxonomy: Art) cannot be found.'],
  ['date', 'Date Archives', 'Displays a post archive when a specific date is visited (e.g., example.com/2023/).'],
  ['tag', 'Tag Archives', 'Displays a post tag archive. This template will serve as a fallback when a more specific template (e.g. Tag: Pizza) cannot be found.'],
  ['attachment', 'Attachment Pages', 'Displays when a visitor views the dedicated page that exists for any media attachment.'],
  ['search', 'Search Results', 'Displays when a visitor performs a search on your website.'],
  ['privacy-policy', 'Privacy Policy', 'Displays your site\'s Privacy Policy page.'],
  ['404', 'Page: 404', 'Displays when a visitor views a non-existent page, such as a dead link or a mistyped URL.'],
  ['taxonomy-post_format-post-format-standard', 'Post Format: Standard', 'Displays the Standard post format archive.'],
  ['taxonomy-post_format-post-format-aside', 'Post Format: Aside', 'Displays the Aside post format archive.'],
  ['taxonomy-post_format-post-format-chat', 'Post Format: Chat', 'Displays the Chat post format archive.'],
  ['taxonomy-post_format-post-format-gallery', 'Post Format: Gallery', 'Displays the Gallery post format archive.'],
  ['taxonomy-post_format-post-format-link', 'Post Format: Link', 'Displays the Link post format archive.'],
  ['taxonomy-post_format-post-format-image', 'Post Format: Image', 'Displays the Image post format archive.'],
  ['taxonomy-post_format-post-format-quote', 'Post Format: Quote', 'Displays the Quote post format archive.'],
  ['taxonomy-post_format-post-format-status', 'Post Format: Status', 'Displays the Status post format archive.'],
  ['taxonomy-post_format-post-format-video', 'Post Format: Video', 'Displays the Video post format archive.'],
  ['taxonomy-post_format-post-format-audio', 'Post Format: Audio', 'Displays the Audio post format archive.'],
];

/** The title and description WordPress gives a template of one of those kinds. */
export function templateTypeText(slug: string): { title: string; description: string } {
  const found = DEFAULT_TEMPLATE_TYPES.find(([kind]) => kind === slug);
  if (!found) throw new Error(`no template type ${slug}`);
  return { title: found[1], description: found[2] };
}
