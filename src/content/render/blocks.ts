import { parse } from '@wordpress/block-serialization-default-parser';
import { escapeHtml } from '../../escape-html.js';

type ParsedBlock = ReturnType<typeof parse>[number];

/** A navigation link block (dynamic: it has no saved HTML) as the reference renders it. */
function navigationLink(attrs: ParsedBlock['attrs']): string {
  const label = typeof attrs?.label === 'string' ? attrs.label : '';
  const url = typeof attrs?.url === 'string' ? attrs.url : '';
  if (!label && !url) return '';
  const href = url ? ` href="${escapeHtml(url)}"` : '';
  return (
    '<li class="wp-block-navigation-item wp-block-navigation-link">' +
    `<a class="wp-block-navigation-item__content"${href}>` +
    `<span class="wp-block-navigation-item__label">${escapeHtml(label)}</span></a></li>`
  );
}

/** A paragraph's first `<p>` carries `wp-block-paragraph` (7.x's block supports), before its own classes. */
const paragraphClass = (html: string) =>
  html.replace(/^(\s*)<p\b([^>]*)>/, (_match, space: string, attrs: string) => {
    const classAttr = /\bclass="([^"]*)"/.exec(attrs);
    const withClass = classAttr
      ? attrs.replace(classAttr[0], `class="wp-block-paragraph ${classAttr[1]}"`)
      : `${attrs} class="wp-block-paragraph"`;
    return `${space}<p${withClass}>`;
  });

/** One parsed block: its saved HTML with its inner blocks rendered in their places (render_block). */
function renderBlock(block: ParsedBlock): string {
  if (block.blockName === 'core/navigation-link') return navigationLink(block.attrs);
  let next = 0;
  const html = block.innerContent
    .map((chunk) => (chunk === null ? renderBlock(block.innerBlocks[next++]!) : chunk))
    .join('');
  return block.blockName === 'core/paragraph' ? paragraphClass(html) : html;
}

/** Whether content is block markup (the reference's has_blocks()). */
export const hasBlocks = (content: string) => content.includes('<!-- wp:');

/**
 * Renders block markup the way a static block theme outputs it (do_blocks, parsed by the reference's
 * own block parser): the delimiters go, the saved HTML stays, paragraphs carry `wp-block-paragraph`, and
 * navigation links (dynamic blocks) become their list items.
 */
export const renderBlocks = (content: string) =>
  parse(content)
    .map(renderBlock)
    .join('')
    .replace(/^\s+|\s+$/g, '');
