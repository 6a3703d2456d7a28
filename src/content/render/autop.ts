import { MARKUP, withoutStrayOpeners } from './html-tags.js';
import { phpTrim } from './php-text.js';

// PCRE's \s: ASCII whitespace only (a no-break space is text to PHP's wpautop).
const re = (source: string, flags = 'g') => new RegExp(source.replaceAll('\\s', '[ \\t\\n\\v\\f\\r]'), flags);
// A leading \s* that starts where the run of whitespace starts (or is empty): the same matches, without
// trying a long run at each of its characters.
const LEADING_SPACE = '(?:(?<![ \\t\\n\\v\\f\\r])[ \\t\\n\\v\\f\\r]+)?';
const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|' +
  'address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|' +
  'details|menu|summary)';
type Rule = [RegExp, string];

// Block-level elements stand apart: two line breaks before each opening tag and after each closing one.
const SEPARATE: Rule[] = [
  [re('<br\\s*/?>\\s*<br\\s*/?>'), '\n\n'],
  [re(`(<${BLOCKS}[ \\t\\n\\v\\f\\r/>])`), '\n\n$1'],
  [re(`(</${BLOCKS}>)`), '$1\n\n'],
  [re('(<hr\\s*?/?>)'), '$1\n\n'],
  [/\r\n?/g, '\n'],
];
// Line breaks around these elements do not make paragraphs.
const COLLAPSE: [string[], Rule[]][] = [
  [
    ['<option'],
    [
      [re(LEADING_SPACE + '<option'), '<option'],
      [re('</option>\\s*'), '</option>'],
    ],
  ],
  [
    ['</object>'],
    [
      [re('(<object[^>]*>)\\s*'), '$1'],
      [re(LEADING_SPACE + '</object>'), '</object>'],
      [re(LEADING_SPACE + '(</?(?:param|embed)[^>]*>)\\s*'), '$1'],
    ],
  ],
  [
    ['<source', '<track'],
    [
      [re('([<\\[](?:audio|video)[^>\\]]*[>\\]])\\s*'), '$1'],
      [re(LEADING_SPACE + '([<\\[]/(?:audio|video)[>\\]])'), '$1'],
      [re(LEADING_SPACE + '(<(?:source|track)[^>]*>)\\s*'), '$1'],
    ],
  ],
  [
    ['<figcaption'],
    [
      [re(LEADING_SPACE + '(<figcaption[^>]*>)'), '$1'],
      [re('</figcaption>\\s*'), '</figcaption>'],
    ],
  ],
];
const PARAGRAPH_BREAK = re('\\n\\s*\\n', '');
// Paragraphs that wrap block-level tags are taken off them.
const TIDY: Rule[] = [
  [re('<p>\\s*</p>'), ''],
  [/<p>([^<]+)<\/(div|address|form)>/g, '<p>$1</p></$2>'],
  [re(`<p>\\s*(</?${BLOCKS}[^>]*>)\\s*</p>`), '$1'],
  [/<p>(<li[^\n]+?)<\/p>/g, '$1'],
  [/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>'],
  [/<\/blockquote><\/p>/g, '</p></blockquote>'],
  [re(`<p>\\s*(</?${BLOCKS}[^>]*>)`), '$1'],
  [re(`(</?${BLOCKS}[^>]*>)\\s*</p>`), '$1'],
];
const BREAK_AROUND_BLOCKS: Rule[] = [
  [re(`(</?${BLOCKS}[^>]*>)\\s*<br />`), '$1'],
  [re('<br />(\\s*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)'), '$1'],
  [/\n<\/p>(?=\n?$)/, '</p>'],
];

/** Newlines inside script, style, svg and math elements hidden from the line breaks (`<(…).*?</\\1>`s). */
function keepNewlines(text: string): string {
  const opening = /<(script|style|svg|math)/g;
  const unclosed = new Set<string>();
  let out = '';
  let done = 0;
  for (let match; (match = opening.exec(text));) {
    const name = match[1]!;
    if (unclosed.has(name)) continue;
    const close = text.indexOf(`</${name}>`, opening.lastIndex);
    if (close < 0) {
      unclosed.add(name);
      continue;
    }
    opening.lastIndex = close + name.length + 3;
    out +=
      text.slice(done, match.index) +
      text.slice(match.index, opening.lastIndex).replaceAll('\n', '<WPPreserveNewline />');
    done = opening.lastIndex;
  }
  return out + text.slice(done);
}

/**
 * `(?<!<br />)\s*\n` → `<br />\n` in one pass: a run of whitespace up to its last newline becomes a line
 * break, from its second character when it follows a `<br />`.
 */
const lineBreaks = (text: string) =>
  text.replace(/[ \t\n\v\f\r]+/g, (run: string, at: number) => {
    const last = run.lastIndexOf('\n');
    const from = at >= 6 && text.startsWith('<br />', at - 6) ? 1 : 0;
    return last < from ? run : `${run.slice(0, from)}<br />\n${run.slice(last + 1)}`;
  });

const apply = (text: string, rules: Rule[]) =>
  rules.reduce((out, [pattern, to]) => out.replace(pattern, to), text);

/** The text with each `<pre>…</pre>` set aside behind a placeholder, and the placeholders. */
function withoutPre(text: string): [string, Map<string, string>] {
  const pre = new Map<string, string>();
  if (!text.includes('<pre')) return [text, pre];
  const parts = text.split('</pre>');
  const last = parts.pop()!;
  let out = '';
  for (const part of parts) {
    const start = part.indexOf('<pre');
    if (start < 0) {
      out += part;
      continue;
    }
    const name = `<pre wp-pre-tag-${pre.size}></pre>`;
    pre.set(name, `${part.slice(start)}</pre>`);
    out += part.slice(0, start) + name;
  }
  return [out + last, pre];
}

/**
 * The reference's wpautop(), step for step: double line breaks become paragraphs, single ones `<br />`,
 * block-level elements stand on their own; `<pre>`, newlines inside tags and inside script, style, svg
 * and math are left alone.
 */
export function autop(input: string): string {
  if (phpTrim(input) === '') return '';
  const [padded, pre] = withoutPre(`${withoutStrayOpeners(input)}\n`);
  let text = apply(padded, SEPARATE)
    .split(MARKUP)
    .map((part, i) => (i % 2 === 1 ? part.replaceAll('\n', ' <!-- wpnl --> ') : part))
    .join('');
  for (const [markers, rules] of COLLAPSE)
    if (markers.some((m) => text.includes(m))) text = apply(text, rules);
  text = text
    .replace(/\n\n+/g, '\n\n')
    .split(PARAGRAPH_BREAK)
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('');
  text = apply(text, TIDY);
  text = lineBreaks(keepNewlines(text).replace(/<br>|<br\/>/g, '<br />')).replaceAll(
    '<WPPreserveNewline />',
    '\n',
  );
  text = apply(text, BREAK_AROUND_BLOCKS);
  if (pre.size) text = text.replace(/<pre wp-pre-tag-\d+><\/pre>/g, (name) => pre.get(name) ?? name);
  return text.includes('<!-- wpnl -->')
    ? text.replaceAll(' <!-- wpnl --> ', '\n').replaceAll('<!-- wpnl -->', '\n')
    : text;
}
