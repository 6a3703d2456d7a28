import { createHash } from 'node:crypto';
import { sanitizeTitle } from './slug.js';
import { TagChange, attributeOf, firstTag, isVoid, tagsOf } from './html-tags.js';
import { THEME } from './theme.js';
import type { ParsedBlock } from './parsed-block.js';

/** A block type's layout support (block.json `supports.layout`). */
export interface LayoutSupport {
  default?: Record<string, unknown>;
  /** The block serializes its gap itself (`__experimentalSkipSerialization`). */
  skipGap?: boolean;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** PHP's truthiness, which the reference's `! empty()` and `isset() && $x` tests use. */
const truthy = (value: unknown) =>
  !(
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    value === '0'
  ) &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isObject(value) && Object.keys(value).length === 0);

/**
 * PHP's json_encode() with its default flags: `/` and non-ASCII escaped, an empty object as `[]`, and
 * nothing (`null`, PHP's `false`) past 512 levels of nesting.
 */
function phpJson(value: Json, depth = 0): string | null {
  if (Array.isArray(value) || isObject(value)) {
    if (depth >= 512) return null;
    const keys = Object.keys(value);
    const list = Array.isArray(value) || keys.every((key, index) => key === String(index));
    const parts: string[] = [];
    for (const key of keys) {
      const item = phpJson((value as Record<string, Json>)[key]!, depth + 1);
      if (item === null) return null;
      parts.push(list ? item : `${phpJson(key)}:${item}`);
    }
    return list ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
  }
  if (typeof value === 'string')
    return JSON.stringify(value)
      .replace(/\//g, '\\/')
      .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return JSON.stringify(value);
}

/** wp_sanitize_block_gap_value(): a gap with characters no CSS value needs is dropped. */
function sanitizeGap(gap: Json | undefined): Json {
  const unsafe = (value: Json | undefined) => typeof value === 'string' && /[\\(&=}]|\/\*/.test(value);
  if (isObject(gap))
    return Object.fromEntries(
      Object.entries(gap).map(([side, value]) => [side, unsafe(value) ? null : value]),
    );
  return gap === undefined || unsafe(gap) ? null : gap;
}

const JUSTIFY = ['left', 'right', 'center', 'space-between'];
const VERTICAL_ALIGN = ['top', 'center', 'bottom'];

/** Whether wp_get_layout_style() writes any rule for this layout, which is when the container class is added. */
function hasLayoutStyle(layout: Record<string, Json>, gap: Json, skipGap: boolean): boolean {
  const type = layout.type ?? 'default';
  const gapTop = isObject(gap) ? (gap.top ?? null) : gap;
  const gapStyle = THEME.blockGapSupport && gapTop !== null && !skipGap;
  if (type === 'default') return gapStyle;
  if (type === 'constrained')
    return (
      truthy(layout.contentSize) ||
      truthy(layout.wideSize) ||
      layout.justifyContent === 'left' ||
      layout.justifyContent === 'right' ||
      gapStyle
    );
  if (type === 'flex') {
    const horizontal = (layout.orientation ?? 'horizontal') === 'horizontal';
    const justify = horizontal ? JUSTIFY : JUSTIFY.slice(0, 3);
    return (
      !horizontal ||
      layout.flexWrap === 'nowrap' ||
      (THEME.blockGapSupport && gap !== null && !skipGap) ||
      (truthy(layout.justifyContent) && justify.includes(String(layout.justifyContent))) ||
      (truthy(layout.verticalAlignment) && VERTICAL_ALIGN.includes(String(layout.verticalAlignment)))
    );
  }
  return type === 'grid';
}

/** The class attribute of the last element the first chunk leaves open: the inner blocks' wrapper. */
function innerWrapperClasses(block: ParsedBlock): string | null {
  const first = block.innerContent[0];
  if (typeof first !== 'string' || block.innerContent.length < 2) return null;
  const open: (string | null)[] = [];
  for (const tag of tagsOf(first)) {
    if (tag.closer) open.pop();
    else if (!isVoid(tag.name)) open.push(attributeOf(tag, 'class') ?? null);
  }
  return open.reverse().find((classes) => classes) ?? null;
}

/**
 * wp_render_layout_support_flag(): the layout type's classes (`is-layout-flow`, `has-global-padding`,
 * `is-content-justification-*` …), a `wp-container-<block>-is-layout-<hash>` class when the layout has
 * styles of its own (the hash of the same values the reference hashes), and `wp-block-<block>-is-layout-*`,
 * added to the element that wraps the inner blocks, else to the first.
 */
export function renderLayout(html: string, block: ParsedBlock, support: LayoutSupport): string {
  const attrs = (block.attrs ?? {}) as Record<string, Json>;
  const given = isObject(attrs.layout) ? attrs.layout : undefined;
  const layout: Record<string, Json> = { ...(given ?? (support.default as Record<string, Json>) ?? {}) };
  if (truthy(layout.inherit) || truthy(layout.contentSize)) layout.type = 'constrained';

  const classes: string[] = [];
  if (THEME.rootPaddingAwareAlignments && layout.type === 'constrained') classes.push('has-global-padding');
  if (truthy(given?.orientation)) classes.push(`is-${sanitizeTitle(String(given!.orientation))}`);
  if (truthy(given?.justifyContent))
    classes.push(`is-content-justification-${sanitizeTitle(String(given!.justifyContent))}`);
  if (given?.flexWrap === 'nowrap') classes.push('is-nowrap');
  const layoutClass = THEME.layoutClassNames[typeof layout.type === 'string' ? layout.type : 'default'] ?? '';
  if (layoutClass) classes.push(sanitizeTitle(layoutClass));

  const style = isObject(attrs.style) ? attrs.style : {};
  const spacing = isObject(style.spacing) ? style.spacing : null;
  const gap = sanitizeGap(spacing?.blockGap);
  const fallbackGap = THEME.blockGaps[block.blockName!] ?? THEME.blockGap;
  const skipGap = support.skipGap ?? false;
  if (hasLayoutStyle(layout, gap, skipGap)) {
    const values: Json = [layout, THEME.blockGapSupport, gap, skipGap, fallbackGap, spacing];
    const hash = createHash('md5')
      .update(phpJson(values) ?? '')
      .digest('hex')
      .slice(0, 8);
    classes.push(`wp-container-${sanitizeTitle(block.blockName!)}-is-layout-${hash}`);
  }
  const [namespace, name] = block.blockName!.split('/');
  classes.push(`wp-block-${namespace === 'core' ? name : `${namespace}-${name}`}-${layoutClass}`);

  // The inner blocks' wrapper, found by its classes; else the first element. Scanning stops there.
  const wrapper = innerWrapperClasses(block);
  const target = firstTag(html, (tag) => !wrapper || (attributeOf(tag, 'class') ?? '').includes(wrapper));
  return target ? new TagChange(target).addClass(...classes).applyTo(html) : html;
}
