import { randomBytes } from 'node:crypto';
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';
import { Parser } from 'htmlparser2';
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import {
  ALLOWED_PROTOCOLS,
  DATA_TAGS,
  GLOBAL_ATTRIBUTES,
  POST_TAGS,
  URI_ATTRIBUTES,
} from './kses-allow-lists.js';
import { safeCss } from './safe-css.js';

/**
 * The reference's kses, on a real HTML parser: the input is parsed (htmlparser2, through sanitize-html)
 * and written out again with only allowed elements and attributes, so what a browser parses from the
 * output is what was checked. Entities are kept as written (`&nbsp;` stays `&nbsp;`), as kses keeps
 * them; URL and style attributes are checked on their decoded value.
 */

/**
 * Which allow-list applies: `post` (wp_kses_post), `data` (wp_filter_kses, the short list) or `strip`
 * (no elements at all: sanitize_text_field's tag stripping).
 */
export type KsesContext = 'post' | 'data' | 'strip';

/** Elements whose content goes with them (a script's text is not text to show). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'option',
];

/** The C0 controls kses removes (`wp_kses_no_null`): all but tab, line feed and carriage return. */
const CONTROLS = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g; // eslint-disable-line no-control-regex

/** Characters a browser skips inside or around a URL's scheme. */
const URL_IGNORED = /[\x00-\x20\x7f]/g; // eslint-disable-line no-control-regex

/** A URL whose scheme, once decoded as a browser decodes it, is not an allowed protocol. */
export function badUrl(value: string): boolean {
  return [decodeHTMLAttribute(value), decodeHTML(value)].some((decoded) => {
    const scheme = /^([^:/?#]+):/.exec(decoded.replace(URL_IGNORED, ''))?.[1];
    return scheme !== undefined && !ALLOWED_PROTOCOLS.includes(scheme.toLowerCase());
  });
}

/** URL attributes with a bad scheme are dropped; a style keeps only its safe declarations. */
function checkAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if (URI_ATTRIBUTES.includes(lower) && badUrl(value)) continue;
    if (lower === 'style') {
      const css = safeCss(decodeHTMLAttribute(value), badUrl);
      if (css) kept[name] = css;
      continue;
    }
    kept[name] = value;
  }
  return { tagName, attribs: kept };
}

const TAGS: Record<KsesContext, Record<string, string[]>> = { post: POST_TAGS, data: DATA_TAGS, strip: {} };

function options(context: KsesContext): IOptions {
  const tags = TAGS[context];
  const allowedAttributes = Object.fromEntries(
    Object.entries(tags).map(([tag, attributes]) => [
      tag,
      context === 'post' ? [...attributes, ...GLOBAL_ATTRIBUTES] : attributes,
    ]),
  );
  return {
    allowedTags: Object.keys(tags),
    allowedAttributes,
    allowedSchemes: ALLOWED_PROTOCOLS,
    allowedSchemesAppliedToAttributes: URI_ATTRIBUTES,
    allowProtocolRelative: true,
    nonTextTags: DROPPED_WITH_CONTENT,
    parseStyleAttributes: false,
    transformTags: { '*': checkAttributes },
    // Entities stay as written; the attribute checks above decode for themselves.
    parser: { decodeEntities: false, lowerCaseAttributeNames: true },
  };
}

const OPTIONS: Record<KsesContext, IOptions> = {
  post: options('post'),
  data: options('data'),
  strip: options('strip'),
};

/**
 * A comment's text as kses keeps it: no tags, `--` runs collapsed and no trailing `-`, so it cannot
 * close early; `<` and `>` go too, so it cannot end abruptly (`<!-->`). Block delimiters survive.
 */
function commentText(text: string): string {
  return text
    .replace(/<[^>]*(>|$)/g, '')
    .replace(/[<>]/g, '')
    .replace(/--+/g, '-')
    .replace(/-$/, '');
}

/**
 * Filters HTML from a user without `unfiltered_html` (the reference's wp_kses with the `post` or
 * `data` list): disallowed elements are removed (script-like ones with their content), event
 * handlers and other unlisted attributes dropped, URLs limited to the allowed protocols, styles to
 * safe declarations, unclosed tags closed. Comments (block delimiters) are kept, cleaned: the parser
 * finds them, they are swapped for markers the sanitiser passes as text, and put back after.
 */
export function kses(html: string, context: KsesContext): string {
  const input = html.replace(CONTROLS, '');
  const comments: string[] = [];
  const marker = `\u{F0000}${randomBytes(6).toString('hex')}`;
  let marked = '';
  let from = 0;
  const parser = new Parser(
    {
      oncomment(text) {
        marked += input.slice(from, parser.startIndex) + `${marker}:${comments.length}\u{F0001}`;
        comments.push(context === 'strip' ? '' : commentText(text));
        from = parser.endIndex + 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(input);
  marked += input.slice(from);
  const clean = sanitizeHtml(marked, OPTIONS[context]);
  return clean.replace(new RegExp(`${marker}:(\\d+)\u{F0001}`, 'gu'), (_, index: string) => {
    const text = comments[Number(index)];
    return text ? `<!--${text}-->` : '';
  });
}
