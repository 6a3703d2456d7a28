import { escapeHtmlOnce } from '../../escape-html.js';
import { MARKUP } from './html-tags.js';
import type { UniqueIds } from './parsed-block.js';

/** The shortcodes a stock WordPress registers; of them Portico expands `[caption]` (and `[wp_caption]`). */
export const SHORTCODE_TAGS = ['wp_caption', 'caption', 'gallery', 'playlist', 'audio', 'video', 'embed'];
const TAG_PATTERN = SHORTCODE_TAGS.join('|');

// get_shortcode_regex(): 1 `[` escaping it, 2 name, 3 attributes, 4 `/` closing it, 5 content, 6 `]` escaping it.
const SHORTCODE = new RegExp(
  `\\[(\\[?)(${TAG_PATTERN})(?![\\w-])([^\\]/]*(?:/(?!\\])[^\\]/]*)*?)(?:(/)\\]|\\](?:([^[]*(?:\\[(?!/\\2\\])[^[]*)*)\\[/\\2\\])?)(\\]?)`,
  'g',
);
const SPACES = '(?:[\\r\\n\\t ]|\\u00a0|&nbsp;)';
// shortcode_unautop(): a paragraph holding only a shortcode.
const ALONE_IN_PARAGRAPH = new RegExp(
  `<p>${SPACES}*(\\[(${TAG_PATTERN})(?![\\w-])[^\\]/]*(?:/(?!\\])[^\\]/]*)*?(?:/\\]|\\](?:[^[]*(?:\\[(?!/\\2\\])[^[]*)*\\[/\\2\\])?))${SPACES}*</p>`,
  'g',
);

/** shortcode_unautop(): wpautop's paragraph around a shortcode on its own is taken away. */
export const shortcodeUnautop = (html: string) => html.replace(ALONE_IN_PARAGRAPH, '$1');

/**
 * The registered shortcodes whose names follow a `[` (or `[/` with `closers`) in the text: a name runs to
 * the first of `<>&/[]=`, a space or a control character.
 */
export function shortcodesIn(text: string, closers: boolean): string[] {
  const names = new Set<string>();
  for (const [, name] of text.matchAll(closers ? /\[\/?([^<>&/[\]=]+)/g : /\[([^<>&/[\]=]+)/g)) {
    const end = [...name!].findIndex((char) => char <= ' ');
    names.add(end < 0 ? name! : name!.slice(0, end));
  }
  return SHORTCODE_TAGS.filter((tag) => names.has(tag));
}

/**
 * strip_shortcodes(): registered shortcodes and what they enclose removed, `[[escaped]]` ones kept as
 * `[escaped]`; brackets inside tags and comments are not shortcodes (do_shortcodes_in_html_tags()).
 */
export function stripShortcodes(text: string): string {
  if (!shortcodesIn(text, false).length) return text;
  const guarded = text
    .replaceAll('&#91;', '&#091;')
    .replaceAll('&#93;', '&#093;')
    .split(MARKUP)
    .map((part) => (part[0] === '<' ? part.replaceAll('[', '&#91;').replaceAll(']', '&#93;') : part))
    .join('');
  return guarded
    .replace(SHORTCODE, (match, open: string, ...groups: string[]) =>
      open === '[' && groups[4] === ']' ? match.slice(1, -1) : open + groups[4],
    )
    .replaceAll('&#91;', '[')
    .replaceAll('&#93;', ']');
}

/** shortcode_parse_atts(): `name="value"`, `name='value'` and `name=value` pairs, names in lower case. */
function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern =
    /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)/g;
  for (const m of text.replace(/[\u00a0\u200b]+/g, ' ').matchAll(pattern)) {
    const name = (m[1] ?? m[3] ?? m[5])!.toLowerCase();
    attributes[name] = m[2] ?? m[4] ?? m[6]!;
  }
  return attributes;
}

const htmlClass = (name: string) => name.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, '');

/**
 * img_caption_shortcode() as a theme with HTML5 captions has it: a figure whose id is made unique in the
 * rendered text (as 7.x does), the caption from the attribute or from the text after the image.
 */
function caption(attributes: Record<string, string>, content: string, ids: UniqueIds): string {
  let text = attributes.caption;
  if (text === undefined) {
    const split = /((?:<a [^>]+>\s*)?<img [^>]+>(?:\s*<\/a>)?)([\s\S]*)/i.exec(content);
    if (split) [content, text] = [split[1]!, split[2]!.trim()];
  }
  const width = parseInt(attributes.width ?? '', 10) || 0;
  if (width < 1 || !text) return content;
  const id = attributes.id ? ids.next(`${htmlClass(attributes.id)}-`) : '';
  const captionId = attributes.caption_id
    ? htmlClass(attributes.caption_id)
    : id && `caption-${id.replace(/_/g, '-')}`;
  const className = `wp-caption ${attributes.align ?? 'alignnone'} ${attributes.class ?? ''}`.trim();
  return (
    '<figure ' +
    (id ? `id="${escapeHtmlOnce(id)}" ` : '') +
    (captionId ? `aria-describedby="${escapeHtmlOnce(captionId)}" ` : '') +
    `style="width: ${width}px" class="${escapeHtmlOnce(className)}">${doShortcodes(content, ids)}` +
    `<figcaption ${captionId ? `id="${escapeHtmlOnce(captionId)}" ` : ''}class="wp-caption-text">${text}</figcaption></figure>`
  );
}

/** do_shortcode() for the shortcodes Portico renders; the others stay as written, `[[escaped]]` ones lose a bracket. */
export function doShortcodes(html: string, ids: UniqueIds): string {
  if (!html.includes('[')) return html;
  return html.replace(
    SHORTCODE,
    (match, open: string, name: string, attributes: string, ...rest: string[]) => {
      const [, content, close] = rest as [string | undefined, string | undefined, string];
      if (open === '[' && close === ']') return match.slice(1, -1);
      if (name !== 'caption' && name !== 'wp_caption') return match;
      return open + caption(attributesOf(attributes), content ?? '', ids) + close;
    },
  );
}
