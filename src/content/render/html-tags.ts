import { escapeHtmlOnce } from '../../escape-html.js';

/** One attribute as written: its span in the document and its value (`null` for a bare attribute). */
interface Attribute {
  name: string;
  start: number;
  end: number;
  value: string | null;
}

/** A tag in a document: its span, lower-case name, whether it closes, and its attributes (first of each name). */
export interface Tag {
  start: number;
  end: number;
  name: string;
  closer: boolean;
  nameEnd: number;
  attributes: Attribute[];
}

// Elements whose contents are text up to their closing tag, so a `<` inside them starts no tag.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'iframe', 'noembed', 'noframes', 'xmp']);
// Elements that never have a closing tag.
const VOID = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen',
  'link', 'meta', 'param', 'source', 'track', 'wbr',
]); // prettier-ignore
const SPACE = ' \t\f\r\n';

/** wp_html_split()'s delimiter: a comment, CDATA section or tag, each to its end or to the end of the text. */
export const MARKUP =
  /(<(?:(?=!--|!\[CDATA\[)(?:(?=!-)!(?:-(?!->)[^-]*)*(?:-->)?|!\[CDATA\[[^\]]*(?:\](?!\]>)[^\]]*)*(?:\]\]>)?)|[^>]*>?))/;

export const isVoid = (name: string) => VOID.has(name);

const isLetter = (c: string | undefined) => c !== undefined && /[a-z]/i.test(c);

function span(html: string, at: number, stops: string): number {
  while (at < html.length && !stops.includes(html[at]!)) at++;
  return at;
}
function skip(html: string, at: number, chars: string): number {
  while (at < html.length && chars.includes(html[at]!)) at++;
  return at;
}

/** The attributes of a tag whose name ends at `at`, and where the tag ends; `null` when it never closes. */
function attributesFrom(html: string, at: number): { attributes: Attribute[]; end: number } | null {
  const attributes: Attribute[] = [];
  const seen = new Set<string>();
  for (;;) {
    at = skip(html, at, `${SPACE}/`);
    if (at >= html.length) return null;
    if (html[at] === '>') return { attributes, end: at + 1 };
    const start = at;
    at = span(html, at + 1, `=/>${SPACE}`);
    const name = html.slice(start, at).toLowerCase();
    let value: string | null = null;
    const afterName = skip(html, at, SPACE);
    if (html[afterName] === '=') {
      at = skip(html, afterName + 1, SPACE);
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        if (close < 0) return null;
        value = html.slice(at + 1, close);
        at = close + 1;
      } else {
        const end = span(html, at, `>${SPACE}`);
        value = html.slice(at, end);
        at = end;
      }
    }
    if (!seen.has(name)) {
      seen.add(name);
      attributes.push({ name, start, end: at, value });
    }
  }
}

/** Where a comment or other markup declaration starting at `at` (`<!`, `<?`, `</` + non-letter) ends. */
function declarationEnd(html: string, at: number): number {
  if (html.startsWith('<!--', at)) {
    if (html.startsWith('>', at + 4)) return at + 5;
    if (html.startsWith('->', at + 4)) return at + 6;
    const close = html.indexOf('-->', at + 4);
    return close < 0 ? html.length : close + 3;
  }
  const close = html.indexOf('>', at);
  return close < 0 ? html.length : close + 1;
}

/**
 * The tags of an HTML document in order, read as the reference's tag processor reads them: comments and
 * declarations skipped, raw-text elements' contents skipped, a tag that never closes ends the scan.
 */
export function* tagsOf(html: string): Generator<Tag> {
  let at = 0;
  while ((at = html.indexOf('<', at)) >= 0) {
    const next = html[at + 1];
    const closer = next === '/';
    if (!isLetter(closer ? html[at + 2] : next)) {
      at = next === '!' || next === '?' || closer ? declarationEnd(html, at) : at + 1;
      continue;
    }
    const nameStart = at + (closer ? 2 : 1);
    const nameEnd = span(html, nameStart, `/>${SPACE}`);
    const parsed = attributesFrom(html, nameEnd);
    if (!parsed) return;
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    yield { start: at, end: parsed.end, name, closer, nameEnd, attributes: closer ? [] : parsed.attributes };
    at = parsed.end;
    if (!closer && RAW_TEXT.has(name)) {
      const close = new RegExp(`</${name}[${SPACE}/>]`, 'ig');
      close.lastIndex = at;
      const found = close.exec(html);
      at = found ? found.index : html.length;
    }
  }
}

/** The first opening tag, optionally the first one that `matches`. */
export function firstTag(html: string, matches: (tag: Tag) => boolean = () => true): Tag | undefined {
  for (const tag of tagsOf(html)) if (!tag.closer && matches(tag)) return tag;
  return undefined;
}

export const attributeOf = (tag: Tag, name: string) => tag.attributes.find((a) => a.name === name)?.value;

const classesOf = (tag: Tag) => (attributeOf(tag, 'class') ?? '').split(/[ \t\f\r\n]+/).filter(Boolean);

/**
 * Changes to one opening tag, applied as the reference applies them: added classes go at the end of the
 * class list (once each; the list is rewritten only when one is new), a changed attribute keeps its place,
 * and new attributes go right after the tag name.
 */
export class TagChange {
  private readonly classes: string[] = [];
  private readonly values = new Map<string, string>();

  constructor(private readonly tag: Tag) {}

  addClass(...names: string[]): this {
    for (const name of names) if (name && !this.classes.includes(name)) this.classes.push(name);
    return this;
  }

  setAttribute(name: string, value: string): this {
    this.values.set(name.toLowerCase(), value);
    return this;
  }

  /** The document with this tag changed. */
  applyTo(html: string): string {
    const values = new Map(this.values);
    const current = [...new Set(classesOf(this.tag))];
    const added = this.classes.filter((name) => !current.includes(name));
    if (added.length && !values.has('class')) values.set('class', [...current, ...added].join(' '));
    const { tag } = this;
    const edits: { start: number; end: number; text: string }[] = [];
    const inserted: string[] = [];
    for (const [name, value] of values) {
      const text = `${name}="${escapeHtmlOnce(value)}"`;
      const existing = tag.attributes.find((attribute) => attribute.name === name);
      if (existing) edits.push({ start: existing.start, end: existing.end, text });
      else inserted.push(` ${text}`);
    }
    // New attributes share one position; the reference orders them by their text.
    inserted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (inserted.length) edits.push({ start: tag.nameEnd, end: tag.nameEnd, text: inserted.join('') });
    edits.sort((a, b) => b.start - a.start);
    return edits.reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), html);
  }
}

/** `html` with `change` made to its first opening tag (that `matches`); unchanged when there is none. */
export function changeFirstTag(
  html: string,
  change: (edit: TagChange, tag: Tag) => void,
  matches?: (tag: Tag) => boolean,
): string {
  const tag = firstTag(html, matches);
  if (!tag) return html;
  const edit = new TagChange(tag);
  change(edit, tag);
  return edit.applyTo(html);
}

/**
 * `html` as the rendering filters can take it in linear time. Their patterns read a tag from its `<` to
 * the next `>`, so text where many `<` share one `>` (`<div<div<div…`, never real markup) would cost the
 * square of its length; there, each `<` followed by another `<` before any `>` is written `&lt;`.
 */
export function withoutStrayOpeners(html: string): string {
  let cost = 0;
  let nextClose = -1;
  for (let at = html.length - 1; at >= 0; at--) {
    const char = html.charCodeAt(at);
    if (char === 62 /* > */) nextClose = at;
    else if (char === 60 /* < */) cost += (nextClose < 0 ? html.length : nextClose) - at;
  }
  if (cost <= 4 * html.length + 100_000) return html;
  return html.replace(/<(?=[^<>]*<)/g, '&lt;');
}
