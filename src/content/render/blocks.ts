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

/** A block once its inner blocks are rendered into `html` (its saved HTML, inner blocks in their places). */
const finish = (block: ParsedBlock, html: string) =>
  block.blockName === 'core/paragraph' ? paragraphClass(html) : html;

interface Frame {
  block: ParsedBlock;
  /** The next of its innerContent chunks, and of its inner blocks (a `null` chunk marks each's place). */
  chunk: number;
  inner: number;
  html: string;
}

/**
 * One parsed block rendered (render_block): depth first with a stack of its own rather than
 * recursion, so markup nested thousands of blocks deep renders like any other (as the reference's
 * parser and renderer take it) instead of overflowing the call stack.
 */
function renderBlock(root: ParsedBlock): string {
  const stack: Frame[] = [{ block: root, chunk: 0, inner: 0, html: '' }];
  for (;;) {
    const frame = stack.at(-1)!;
    const { block } = frame;
    let rendered: string;
    if (block.blockName === 'core/navigation-link') rendered = navigationLink(block.attrs);
    else if (frame.chunk < block.innerContent.length) {
      const chunk = block.innerContent[frame.chunk++];
      if (chunk === null)
        stack.push({ block: block.innerBlocks[frame.inner++]!, chunk: 0, inner: 0, html: '' });
      else frame.html += chunk;
      continue;
    } else rendered = finish(block, frame.html);
    stack.pop();
    if (!stack.length) return rendered;
    stack.at(-1)!.html += rendered;
  }
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
