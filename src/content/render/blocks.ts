import { escapeHtml } from '../../escape-html.js';

const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;
const NAVIGATION_LINK = /<!--\s*wp:navigation-link\s*(\{[\s\S]*?\})?\s*\/-->/g;

/** A navigation link block (dynamic: it has no saved HTML) as the reference renders it. */
function navigationLink(json: string | undefined): string {
  let attrs: { label?: unknown; url?: unknown };
  try {
    attrs = json ? JSON.parse(json) : {};
  } catch {
    return '';
  }
  const label = typeof attrs.label === 'string' ? attrs.label : '';
  const url = typeof attrs.url === 'string' ? attrs.url : '';
  if (!label && !url) return '';
  const href = url ? ` href="${escapeHtml(url)}"` : '';
  return (
    '<li class="wp-block-navigation-item wp-block-navigation-link">' +
    `<a class="wp-block-navigation-item__content"${href}>` +
    `<span class="wp-block-navigation-item__label">${escapeHtml(label)}</span></a></li>`
  );
}

/** Whether content is block markup (the reference's has_blocks()). */
export const hasBlocks = (content: string) => content.includes('<!-- wp:');

/**
 * Renders block markup the way a static block theme outputs it: the block comment delimiters go, the
 * saved inner HTML stays, paragraph blocks carry `wp-block-paragraph` (7.x), and navigation links
 * (dynamic blocks) become their list items.
 */
export function renderBlocks(content: string): string {
  return content
    .replace(NAVIGATION_LINK, (_match, json: string | undefined) => navigationLink(json))
    .replace(/<!--\s*wp:paragraph\b[\s\S]*?-->(\s*)<p\b([^>]*)>/g, (_match, space: string, attrs: string) => {
      const classAttr = /\bclass="([^"]*)"/.exec(attrs);
      const withClass = classAttr
        ? attrs.replace(classAttr[0], `class="wp-block-paragraph ${classAttr[1]}"`)
        : `${attrs} class="wp-block-paragraph"`;
      return `${space}<p${withClass}>`;
    })
    .replace(BLOCK_COMMENT, '')
    .replace(/^\s+|\s+$/g, '');
}
