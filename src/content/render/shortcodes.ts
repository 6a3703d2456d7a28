import { escapeHtmlOnce } from '../../escape-html.js';
import { MARKUP } from './html-tags.js';
import type { UniqueIds } from './parsed-block.js';
import { WP_SPACES } from './php-text.js';

/** The shortcodes a stock WordPress registers; of them Portico expands `[caption]` (and `[wp_caption]`). */
export const SHORTCODE_TAGS = ['wp_caption', 'caption', 'gallery', 'playlist', 'audio', 'video', 'embed'];

/** A registered shortcode as get_shortcode_regex() matches it. */
interface Shortcode {
  start: number;
  end: number;
  /** `[` and `]` when it is written `[[escaped]]`. */
  open: string;
  close: string;
  name: string;
  attributes: string;
  /** What it encloses up to its first `[/name]`; undefined when it encloses nothing. */
  content?: string;
}

const NAME_CHAR = /[\w-]/;

/** The registered name that starts at `at` and is not followed by a word character or `-`. */
const nameAt = (text: string, at: number) =>
  SHORTCODE_TAGS.find((name) => text.startsWith(name, at) && !NAME_CHAR.test(text[at + name.length] ?? ''));

/**
 * Where each registered shortcode's closing tags are, so finding "the first `[/name]` after here" costs
 * nothing per candidate (the reference's regex scans to the end of the text for each unclosed one).
 */
class Closers {
  private readonly at = new Map<string, { list: number[]; next: number }>();
  constructor(private readonly text: string) {}
  /** The first `[/name]` at or after `from`; `from` only grows between calls. */
  after(name: string, from: number): number {
    let found = this.at.get(name);
    if (!found) {
      found = { list: [], next: 0 };
      const closer = `[/${name}]`;
      for (let i = this.text.indexOf(closer); i >= 0; i = this.text.indexOf(closer, i + 1))
        found.list.push(i);
      this.at.set(name, found);
    }
    while (found.next < found.list.length && found.list[found.next]! < from) found.next++;
    return found.list[found.next] ?? -1;
  }
}

/**
 * The matches of get_shortcode_regex() in order, found in one pass: a `[` (or `[[`), a registered name,
 * attributes up to the first `]` (a `/` before it closes the shortcode), else what follows up to the first
 * `[/name]`, and an optional `]`.
 */
function* shortcodesOf(text: string): Generator<Shortcode> {
  const closers = new Closers(text);
  let bracket = -1;
  for (let at = text.indexOf('['); at >= 0; at = text.indexOf('[', at + 1)) {
    const open = text[at + 1] === '[' ? '[' : '';
    const name = nameAt(text, at + 1 + open.length);
    if (!name) continue;
    const from = at + 1 + open.length + name.length;
    if (bracket < from) bracket = text.indexOf(']', from);
    if (bracket < 0) return; // no shortcode is complete after this point
    const selfClosing = text[bracket - 1] === '/' && bracket - 1 >= from;
    const shortcode: Shortcode = {
      start: at,
      end: bracket + 1,
      open,
      close: '',
      name,
      attributes: text.slice(from, selfClosing ? bracket - 1 : bracket),
    };
    const closer = selfClosing ? -1 : closers.after(name, bracket + 1);
    if (closer >= 0) {
      shortcode.content = text.slice(bracket + 1, closer);
      shortcode.end = closer + name.length + 3;
    }
    if (text[shortcode.end] === ']') {
      shortcode.close = ']';
      shortcode.end++;
    }
    yield shortcode;
    at = shortcode.end - 1;
  }
}

/**
 * `text` with each shortcode outside tags and comments replaced (do_shortcode(), strip_shortcodes()):
 * brackets inside markup are set aside first (do_shortcodes_in_html_tags()) and put back after, and a
 * `[[escaped]]` shortcode always loses its outer brackets.
 */
function replaceShortcodes(text: string, replace: (shortcode: Shortcode, text: string) => string): string {
  if (!shortcodesIn(text, false).length) return text;
  const guarded = text
    .replaceAll('&#91;', '&#091;')
    .replaceAll('&#93;', '&#093;')
    .split(MARKUP)
    .map((part, i) => (i % 2 === 1 ? part.replaceAll('[', '&#91;').replaceAll(']', '&#93;') : part))
    .join('');
  let out = '';
  let done = 0;
  for (const shortcode of shortcodesOf(guarded)) {
    const whole = guarded.slice(shortcode.start, shortcode.end);
    out +=
      guarded.slice(done, shortcode.start) +
      (shortcode.open && shortcode.close ? whole.slice(1, -1) : replace(shortcode, whole));
    done = shortcode.end;
  }
  return (out + guarded.slice(done)).replaceAll('&#91;', '[').replaceAll('&#93;', ']');
}

const SPACE_RUN = new RegExp(`(?:${WP_SPACES})*`, 'y');
const spacesFrom = (text: string, at: number) => {
  SPACE_RUN.lastIndex = at;
  SPACE_RUN.exec(text);
  return SPACE_RUN.lastIndex;
};

/**
 * shortcode_unautop(): a paragraph that holds only a shortcode (and spaces) is replaced by the shortcode,
 * as its regex does, in one pass.
 */
export function shortcodeUnautop(html: string): string {
  if (!html.includes('<p>') || !shortcodesIn(html, false).length) return html;
  const closers = new Closers(html);
  let bracket = -1;
  let out = '';
  let done = 0;
  for (let at = html.indexOf('<p>'); at >= 0; at = html.indexOf('<p>', at + 1)) {
    const start = spacesFrom(html, at + 3);
    const name = html[start] === '[' ? nameAt(html, start + 1) : undefined;
    if (!name) continue;
    const from = start + 1 + name.length;
    if (bracket < from) bracket = html.indexOf(']', from);
    if (bracket < 0) break;
    const closer = closers.after(name, bracket + 1);
    // The regex's choices in its order: `/]` closing it, else `]` with what it encloses, else `]` alone.
    const ends =
      html[bracket - 1] === '/' && bracket - 1 >= from
        ? [bracket + 1]
        : [...(closer >= 0 ? [closer + name.length + 3] : []), bracket + 1];
    const end = ends.find((candidate) => html.startsWith('</p>', spacesFrom(html, candidate)));
    if (end === undefined) continue;
    out += html.slice(done, at) + html.slice(start, end);
    done = spacesFrom(html, end) + 4;
    at = done - 1;
  }
  return out + html.slice(done);
}

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

/** strip_shortcodes(): registered shortcodes and what they enclose removed, `[[escaped]]` ones kept as `[escaped]`. */
export const stripShortcodes = (text: string) =>
  replaceShortcodes(text, (shortcode) => shortcode.open + shortcode.close);

// get_shortcode_atts_regex(): name="value", name='value', name=value, "value", 'value', value.
const ATTRIBUTE =
  /([\w-]+)[ \t\n\v\f\r]*=[ \t\n\v\f\r]*"([^"]*)"(?:[ \t\n\v\f\r]|$)|([\w-]+)[ \t\n\v\f\r]*=[ \t\n\v\f\r]*'([^']*)'(?:[ \t\n\v\f\r]|$)|([\w-]+)[ \t\n\v\f\r]*=[ \t\n\v\f\r]*([^ \t\n\v\f\r'"]+)(?:[ \t\n\v\f\r]|$)|"([^"]*)"(?:[ \t\n\v\f\r]|$)|'([^']*)'(?:[ \t\n\v\f\r]|$)|([^ \t\n\v\f\r]+)(?:[ \t\n\v\f\r]|$)/g;
const C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', v: '\v', b: '\b', f: '\f' };

/** PHP's stripcslashes(): C escapes (`\n`, `\x41`, `\101` …) decoded, other backslashes dropped. */
const stripcslashes = (text: string) =>
  text.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|[\s\S])/g, (_escape, code: string) =>
    code[0] === 'x' && code.length > 1
      ? String.fromCharCode(parseInt(code.slice(1), 16))
      : /^[0-7]/.test(code)
        ? String.fromCharCode(parseInt(code, 8) & 0xff)
        : (C_ESCAPES[code] ?? code),
  );

/**
 * shortcode_parse_atts(): the named attributes (names in lower case, values unescaped); a value with a tag
 * that never closes is emptied.
 */
function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of text.replace(/[\u00a0\u200b]+/g, ' ').matchAll(ATTRIBUTE)) {
    const name = m[1] || m[3] || m[5];
    if (!name) continue;
    const value = stripcslashes(m[2] ?? m[4] ?? m[6]!);
    attributes[name.toLowerCase()] =
      value.includes('<') && !/^[^<]*(?:<[^>]*>[^<]*)*$/.test(value) ? '' : value;
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

/** do_shortcode() for the shortcodes Portico renders (`[caption]`); the others stay as written. */
export const doShortcodes = (html: string, ids: UniqueIds): string =>
  replaceShortcodes(html, (shortcode, whole) =>
    shortcode.name === 'caption' || shortcode.name === 'wp_caption'
      ? shortcode.open +
        caption(attributesOf(shortcode.attributes), shortcode.content ?? '', ids) +
        shortcode.close
      : whole,
  );
