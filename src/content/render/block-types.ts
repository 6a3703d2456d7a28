import { escapeHtml } from '../../escape-html.js';
import { sanitizeTitle } from './slug.js';
import { TagChange, attributeOf, changeFirstTag, firstTag, type Tag } from './html-tags.js';
import type { LayoutSupport } from './layout.js';
import { badUrl } from './sanitize.js';
import type { ParsedBlock, UniqueIds } from './parsed-block.js';

/** What rendering knows of a block type: its server-side render callback and the supports that add markup. */
export interface BlockType {
  /** The render callback: the block's HTML from its saved HTML (inner blocks rendered) and attributes. */
  render?: (html: string, block: ParsedBlock, ids: UniqueIds) => string;
  layout?: LayoutSupport;
  /** Duotone support: the filter's class goes on the block's first element. */
  duotone?: boolean;
}

type Attributes = Record<string, unknown>;
const attributesOf = (block: ParsedBlock): Attributes => block.attrs ?? {};
const pathOf = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Attributes)[key] : undefined),
    value,
  );

/** The class the block's first (`matches`) element gets at render unless it has it: 7.x's generated class. */
const withClass =
  (name: string, matches?: (tag: Tag) => boolean): BlockType['render'] =>
  (html) =>
    changeFirstTag(html, (tag) => tag.addClass(name), matches);

/** A navigation link (dynamic: it has no saved HTML) as the reference renders it; esc_url empties a `javascript:` link. */
function navigationLink(_html: string, block: ParsedBlock): string {
  const { label, url } = attributesOf(block);
  const text = typeof label === 'string' ? label : '';
  const href = typeof url === 'string' ? url : '';
  if (!text && !href) return '';
  return (
    '<li class="wp-block-navigation-item wp-block-navigation-link">' +
    `<a class="wp-block-navigation-item__content"${href ? ` href="${badUrl(href) ? '' : escapeHtml(href)}"` : ''}>` +
    `<span class="wp-block-navigation-item__label">${escapeHtml(text)}</span></a></li>`
  );
}

/** render_block_core_image(): no image unless its first `<img>` has a `src`; a gallery's image keeps its `data-id`. */
function image(html: string, block: ParsedBlock): string {
  const img = /<img/i.test(html) ? firstTag(html, (tag) => tag.name === 'img') : undefined;
  const src = img && attributeOf(img, 'src');
  if (!img || src === undefined || src === '') return '';
  const dataId = attributesOf(block)['data-id'];
  return dataId === undefined || dataId === null
    ? html
    : new TagChange(img).setAttribute('data-id', String(dataId)).applyTo(html);
}

/** block_core_gallery_render(): a class unique in the rendered text, for the gallery's own gap styles. */
const gallery = (html: string, _block: ParsedBlock, ids: UniqueIds) =>
  changeFirstTag(html, (tag) => tag.addClass(ids.next('wp-block-gallery-')));

const LEGACY_BUTTON_WIDTHS = new Set(['25%', '50%', '75%', '100%']);

/** render_block_core_button(): a width from `style.dimensions.width` becomes classes and a style. */
function button(html: string, block: ParsedBlock): string {
  const width = pathOf(attributesOf(block), 'style', 'dimensions', 'width');
  // A width is one CSS value: one that could end the declaration or load something is not a width.
  if (typeof width !== 'string' || !width || /[;{}\\<>]|\/\*|url\(|expression\(/i.test(width)) return html;
  const preset = /^var:preset\|dimension\|(.+)$/.exec(width);
  return changeFirstTag(
    html,
    (tag, found) => {
      const style = attributeOf(found, 'style') ?? '';
      let declaration: string;
      tag.addClass('has-custom-width');
      if (!preset && width.endsWith('%')) {
        tag.addClass('wp-block-button__width');
        if (LEGACY_BUTTON_WIDTHS.has(width)) tag.addClass(`wp-block-button__width-${parseFloat(width)}`);
        declaration = `--wp--block-button--width: ${parseFloat(width)};`;
      } else {
        const value = preset ? `var(--wp--preset--dimension--${sanitizeTitle(preset[1]!)})` : width;
        declaration = `width: ${value};`;
      }
      tag.setAttribute('style', style ? `${declaration} ${style}` : declaration);
    },
    (tag) => (attributeOf(tag, 'class') ?? '').split(/\s+/).includes('wp-block-button'),
  );
}

/** WP_Duotone::render_duotone_support(): the filter's class on the block's first element. */
export function renderDuotone(html: string, block: ParsedBlock, ids: UniqueIds): string {
  const duotone = pathOf(attributesOf(block), 'style', 'color', 'duotone');
  let filter: string | undefined;
  if (typeof duotone === 'string') {
    const preset = /^var:preset\|duotone\|(.+)$/.exec(duotone);
    if (preset) filter = sanitizeTitle(preset[1]!);
    else if (duotone === 'unset') filter = ids.next('unset-');
  } else if (Array.isArray(duotone) && duotone.every((color) => typeof color === 'string'))
    filter = ids.next(`${sanitizeTitle(duotone.join('-'))}-`);
  return filter ? changeFirstTag(html, (tag) => tag.addClass(`wp-duotone-${filter}`)) : html;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const FLOW: LayoutSupport = {};

/**
 * The core block types whose rendering adds to their saved HTML, with block.json's supports that matter
 * on the server. Blocks not listed render their saved HTML as it is; dynamic blocks Portico cannot serve
 * (they read comments, other posts or post meta it does not keep) render nothing.
 */
export const BLOCK_TYPES: Record<string, BlockType> = {
  'core/paragraph': { render: withClass('wp-block-paragraph') },
  'core/heading': { render: withClass('wp-block-heading', (tag) => HEADINGS.has(tag.name)) },
  'core/image': { render: image, duotone: true },
  'core/gallery': { render: gallery, layout: { default: { type: 'flex' }, skipGap: true } },
  'core/button': { render: button },
  'core/buttons': { layout: { default: { type: 'flex' } } },
  'core/group': { layout: FLOW },
  'core/columns': { layout: { default: { type: 'flex', flexWrap: 'nowrap' } } },
  'core/column': { layout: FLOW },
  'core/quote': { layout: FLOW },
  'core/cover': { layout: FLOW, duotone: true },
  'core/details': { layout: FLOW },
  'core/accordion': { layout: FLOW },
  'core/accordion-item': { layout: FLOW },
  'core/accordion-panel': { layout: FLOW },
  'core/social-links': { layout: { default: { type: 'flex' } } },
  'core/navigation': { layout: { default: { type: 'flex' } } },
  'core/navigation-link': { render: navigationLink },
  'core/footnotes': { render: () => '' },
  'core/latest-posts': { render: () => '' },
};
