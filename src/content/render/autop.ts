import { MARKUP } from './html-tags.js';

// PCRE's \s: ASCII whitespace only (a no-break space is text to PHP's wpautop).
const re = (source: string, flags = 'g') => new RegExp(source.replaceAll('\\s', '[ \\t\\n\\v\\f\\r]'), flags);
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
      [re('\\s*<option'), '<option'],
      [re('</option>\\s*'), '</option>'],
    ],
  ],
  [
    ['</object>'],
    [
      [re('(<object[^>]*>)\\s*'), '$1'],
      [re('\\s*</object>'), '</object>'],
      [re('\\s*(</?(?:param|embed)[^>]*>)\\s*'), '$1'],
    ],
  ],
  [
    ['<source', '<track'],
    [
      [re('([<\\[](?:audio|video)[^>\\]]*[>\\]])\\s*'), '$1'],
      [re('\\s*([<\\[]/(?:audio|video)[>\\]])'), '$1'],
      [re('\\s*(<(?:source|track)[^>]*>)\\s*'), '$1'],
    ],
  ],
  [
    ['<figcaption'],
    [
      [re('\\s*(<figcaption[^>]*>)'), '$1'],
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
const LINE_BREAK = re('(?<!<br />)\\s*\\n');
const BREAK_AROUND_BLOCKS: Rule[] = [
  [re(`(</?${BLOCKS}[^>]*>)\\s*<br />`), '$1'],
  [re('<br />(\\s*</?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)'), '$1'],
  [/\n<\/p>(?=\n?$)/, '</p>'],
];

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
  if (/^[ \t\n\r\0\v]*$/.test(input)) return '';
  const [padded, pre] = withoutPre(`${input}\n`);
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
  text = apply(text, TIDY)
    .replace(/<(script|style|svg|math)[\s\S]*?<\/\1>/g, (element) =>
      element.replaceAll('\n', '<WPPreserveNewline />'),
    )
    .replace(/<br>|<br\/>/g, '<br />')
    .replace(LINE_BREAK, '<br />\n')
    .replaceAll('<WPPreserveNewline />', '\n');
  text = apply(text, BREAK_AROUND_BLOCKS);
  for (const [name, element] of pre) text = text.replace(name, () => element);
  return text.includes('<!-- wpnl -->')
    ? text.replaceAll(' <!-- wpnl --> ', '\n').replaceAll('<!-- wpnl -->', '\n')
    : text;
}
