import { parse } from '@wordpress/block-serialization-default-parser';
import { BLOCK_TYPES, renderDuotone } from './block-types.js';
import { renderLayout } from './layout.js';
import type { ParsedBlock, UniqueIds } from './parsed-block.js';

/** render_block_data: a gallery's images carry their attachment id as `data-id` (the reference's back-compat). */
function prepare(block: ParsedBlock): ParsedBlock {
  if (block.blockName === 'core/gallery')
    for (const inner of block.innerBlocks) {
      const attrs = inner.attrs ?? {};
      if (inner.blockName === 'core/image' && attrs.id != null && attrs['data-id'] === undefined)
        inner.attrs = { ...attrs, 'data-id': String(attrs.id) };
    }
  return block;
}

/** A block once its inner blocks are in its HTML: its render callback, then the supports that add markup. */
function finish(block: ParsedBlock, html: string, ids: UniqueIds): string {
  const type = block.blockName ? BLOCK_TYPES[block.blockName] : undefined;
  if (!type) return html;
  let out = type.render ? type.render(html, block, ids) : html;
  if (type.duotone) out = renderDuotone(out, block, ids);
  if (type.layout) out = renderLayout(out, block, type.layout);
  return out;
}

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
function renderBlock(root: ParsedBlock, ids: UniqueIds): string {
  const stack: Frame[] = [{ block: prepare(root), chunk: 0, inner: 0, html: '' }];
  for (;;) {
    const frame = stack.at(-1)!;
    const { block } = frame;
    if (frame.chunk < block.innerContent.length) {
      const chunk = block.innerContent[frame.chunk++];
      if (chunk === null)
        stack.push({ block: prepare(block.innerBlocks[frame.inner++]!), chunk: 0, inner: 0, html: '' });
      else frame.html += chunk;
      continue;
    }
    const rendered = finish(block, frame.html, ids);
    stack.pop();
    if (!stack.length) return rendered;
    stack.at(-1)!.html += rendered;
  }
}

/** Whether content is block markup (the reference's has_blocks()). */
export const hasBlocks = (content: string) => content.includes('<!-- wp:');

/**
 * The content's blocks, or undefined when rendering them would print the content over and over: the
 * reference's parser gives every block left open the whole rest of the content, so a content of N unclosed
 * blocks renders N times its size. Such a content is rendered as it is written (its block comments are
 * HTML comments) rather than growing with the square of its length.
 */
function blocksOf(content: string): ParsedBlock[] | undefined {
  const blocks = parse(content);
  const limit = 2 * content.length + 65_536;
  let size = 0;
  const pending = [...blocks];
  while (pending.length) {
    const block = pending.pop()!;
    for (const chunk of block.innerContent) size += chunk?.length ?? 0;
    if (size > limit) return undefined;
    for (const inner of block.innerBlocks) pending.push(inner);
  }
  return blocks;
}

/** do_blocks(): every top-level block rendered, the text between them kept as it is. */
export function renderBlocks(content: string, ids: UniqueIds): string {
  const blocks = blocksOf(content);
  return blocks ? blocks.map((block) => renderBlock(block, ids)).join('') : content;
}

// excerpt_remove_blocks()'s lists: the blocks whose text may open an excerpt, and the wrappers looked into.
const EXCERPT_INNER_BLOCKS = new Set([
  null, 'core/freeform', 'core/heading', 'core/html', 'core/list', 'core/media-text', 'core/paragraph',
  'core/preformatted', 'core/pullquote', 'core/quote', 'core/table', 'core/verse',
]); // prettier-ignore
const EXCERPT_WRAPPERS = new Set(['core/columns', 'core/column', 'core/group']);
const excerptAllowed = (name: string | null) => EXCERPT_INNER_BLOCKS.has(name) || EXCERPT_WRAPPERS.has(name!);

/** _excerpt_render_inner_blocks(): a wrapper's allowed blocks without inner blocks, in order, at any depth. */
function excerptInnerBlocks(wrapper: ParsedBlock, ids: UniqueIds): string {
  let out = '';
  const pending = wrapper.innerBlocks.toReversed();
  while (pending.length) {
    const block = pending.pop()!;
    if (!excerptAllowed(block.blockName)) continue;
    if (!block.innerBlocks.length) out += renderBlock(block, ids);
    else for (let i = block.innerBlocks.length - 1; i >= 0; i--) pending.push(block.innerBlocks[i]!);
  }
  return out;
}

/**
 * excerpt_remove_blocks(): only the blocks an excerpt may show, rendered — text blocks, and the text blocks
 * inside columns and groups; a block whose inner blocks are not all plain text blocks goes (a list of
 * list items, a quote holding a gallery).
 */
export function excerptBlocks(content: string, ids: UniqueIds): string {
  const blocks = hasBlocks(content) ? blocksOf(content) : undefined;
  if (!blocks) return content;
  let out = '';
  for (const block of blocks) {
    if (!excerptAllowed(block.blockName)) continue;
    if (block.innerBlocks.length) {
      if (EXCERPT_WRAPPERS.has(block.blockName!)) {
        out += excerptInnerBlocks(block, ids);
        continue;
      }
      const plain = block.innerBlocks.every(
        (inner) => EXCERPT_INNER_BLOCKS.has(inner.blockName) && !inner.innerBlocks.length,
      );
      if (!plain) continue;
    }
    out += renderBlock(block, ids);
  }
  return out;
}
