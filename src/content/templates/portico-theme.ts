/**
 * The built-in block theme, the only one: its file templates and template parts. Customising
 * one stores a copy in the database; reverting deletes the copy; the files themselves never change.
 */

export const THEME = { slug: 'portico', name: 'Portico' };

export interface TemplateFile {
  slug: string;
  title: string;
  description: string;
  content: string;
  /** Template parts only: where the part goes. */
  area?: string;
}

const header = '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->';
const footer = '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
const main = (inner: string) =>
  `${header}\n\n<!-- wp:group {"tagName":"main","layout":{"type":"constrained"}} -->\n<main class="wp-block-group">${inner}</main>\n<!-- /wp:group -->\n\n${footer}\n`;
const query =
  '<!-- wp:query {"queryId":0,"query":{"inherit":true}} -->\n<div class="wp-block-query"><!-- wp:post-template -->\n<!-- wp:post-title {"isLink":true} /-->\n<!-- wp:post-excerpt /-->\n<!-- /wp:post-template --></div>\n<!-- /wp:query -->';
const single = '<!-- wp:post-title {"level":1} /-->\n<!-- wp:post-content /-->';

/** The theme's templates, in its directory's (alphabetical) order; titles are the reference's defaults. */
export const TEMPLATE_FILES: readonly TemplateFile[] = [
  {
    slug: '404',
    title: 'Page: 404',
    description: 'Displays when a visitor views a non-existent page, such as a dead link or a mistyped URL.',
    content: main(
      '<!-- wp:heading {"level":1} -->\n<h1 class="wp-block-heading">Page not found</h1>\n<!-- /wp:heading -->',
    ),
  },
  {
    slug: 'archive',
    title: 'All Archives',
    description:
      'Displays any archive, including posts by a single author, category, tag, taxonomy, custom post type, and date. This template will serve as a fallback when more specific templates (e.g. Category or Tag) cannot be found.',
    content: main(`<!-- wp:query-title {"type":"archive"} /-->\n${query}`),
  },
  {
    slug: 'front-page',
    title: 'Front Page',
    description:
      "Displays your site's homepage, whether it is set to display latest posts or a static page. The Front Page template takes precedence over all templates.",
    content: main(query),
  },
  {
    slug: 'home',
    title: 'Blog Home',
    description:
      'Displays the latest posts as either the site homepage or as the "Posts page" as defined under reading settings. If it exists, the Front Page template overrides this template when posts are shown on the homepage.',
    content: main(query),
  },
  {
    slug: 'index',
    title: 'Index',
    description: 'Used as a fallback template for all pages when a more specific template is not defined.',
    content: main(query),
  },
  {
    slug: 'page',
    title: 'Pages',
    description:
      'Display all static pages unless a custom template has been applied or a dedicated template exists.',
    content: main(single),
  },
  {
    slug: 'search',
    title: 'Search Results',
    description: 'Displays search results.',
    content: main(`<!-- wp:query-title {"type":"search"} /-->\n${query}`),
  },
  {
    slug: 'single',
    title: 'Single Posts',
    description:
      'Displays a single post on your website unless a custom template has been applied to that post or a dedicated template exists.',
    content: main(single),
  },
  {
    slug: 'singular',
    title: 'Single Entries',
    description:
      'Displays any single entry, such as a post or a page. This template will serve as a fallback when a more specific template (e.g. Single Post, Page, or Attachment) cannot be found.',
    content: main(single),
  },
];

export const TEMPLATE_PART_FILES: readonly TemplateFile[] = [
  {
    slug: 'footer',
    title: 'Footer',
    description: '',
    area: 'footer',
    content:
      '<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group"><!-- wp:site-title /--></div>\n<!-- /wp:group -->\n',
  },
  {
    slug: 'header',
    title: 'Header',
    description: '',
    area: 'header',
    content:
      '<!-- wp:group {"layout":{"type":"flex"}} -->\n<div class="wp-block-group"><!-- wp:site-title /-->\n<!-- wp:navigation /--></div>\n<!-- /wp:group -->\n',
  },
];

/** The areas a template part may declare; anything else is `uncategorized`. */
export const TEMPLATE_PART_AREAS = ['header', 'footer', 'sidebar', 'navigation-overlay', 'uncategorized'];
