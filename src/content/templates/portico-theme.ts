import { templateTypeText } from '../themes/template-types.js';

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

/** The theme's templates, in its directory's (alphabetical) order, titled and described as its template types. */
export const TEMPLATE_FILES: readonly TemplateFile[] = [
  {
    slug: '404',
    ...templateTypeText('404'),
    content: main(
      '<!-- wp:heading {"level":1} -->\n<h1 class="wp-block-heading">Page not found</h1>\n<!-- /wp:heading -->',
    ),
  },
  {
    slug: 'archive',
    ...templateTypeText('archive'),
    content: main(`<!-- wp:query-title {"type":"archive"} /-->\n${query}`),
  },
  {
    slug: 'front-page',
    ...templateTypeText('front-page'),
    content: main(query),
  },
  {
    slug: 'home',
    ...templateTypeText('home'),
    content: main(query),
  },
  {
    slug: 'index',
    ...templateTypeText('index'),
    content: main(query),
  },
  {
    slug: 'page',
    ...templateTypeText('page'),
    content: main(single),
  },
  {
    slug: 'search',
    ...templateTypeText('search'),
    content: main(`<!-- wp:query-title {"type":"search"} /-->\n${query}`),
  },
  {
    slug: 'single',
    ...templateTypeText('single'),
    content: main(single),
  },
  {
    slug: 'singular',
    ...templateTypeText('singular'),
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
