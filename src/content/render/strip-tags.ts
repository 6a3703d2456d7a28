import { phpTrim } from './php-text.js';

const isSpace = (c: string | undefined) => c !== undefined && ' \t\n\v\f\r'.includes(c);

/**
 * PHP's strip_tags() as the reference's excerpts rely on it, state for state: text (0), a tag (1), a
 * processing instruction (2), a declaration (3), a comment (4). A `<` before a space is text, quotes
 * inside a tag hide its `>`, nested `<` need as many `>`, and what never closes is dropped.
 */
export function stripTags(html: string): string {
  let out = '';
  let state = 0;
  let depth = 0;
  let quote = '';
  let parens = 0;
  let last = '';
  for (let at = 0; at < html.length; at++) {
    const c = html[at]!;
    const previous = html[at - 1];
    if (state === 0) {
      if (c === '<' && !quote && !isSpace(html[at + 1])) state = 1;
      else if (c === '>' && depth) depth--;
      else if (c !== '\0' && !(c === '>' && quote) && !(c === '<' && quote)) out += c;
    } else if (state === 1) {
      if (c === '<' && !quote && !isSpace(html[at + 1])) depth++;
      else if (c === '>' && depth) depth--;
      else if (c === '>' && !quote) [state, quote] = [0, ''];
      else if ((c === '"' || c === "'") && (!quote || c === quote)) quote = quote ? '' : c;
      else if (c === '!' && previous === '<') state = 3;
      else if (c === '?' && previous === '<') [state, parens] = [2, 0];
    } else if (state === 2) {
      if (c === '(' && last !== '"' && last !== "'") [last, parens] = ['(', parens + 1];
      else if (c === ')' && last !== '"' && last !== "'") [last, parens] = [')', parens - 1];
      else if (c === '>' && depth) depth--;
      else if (c === '>' && !quote && !parens && last !== '"' && previous === '?') [state, quote] = [0, ''];
      else if (c === '"' || c === "'") {
        if (previous !== '\\') last = last === c ? '' : last !== '\\' ? c : last;
        if (!quote || c === quote) quote = quote ? '' : c;
      }
    } else if (state === 3) {
      if (c === '>' && depth) depth--;
      else if (c === '>' && !quote) [state, quote] = [0, ''];
      else if ((c === '"' || c === "'") && previous !== '\\' && (!quote || c === quote))
        quote = quote ? '' : c;
      else if (c === '-' && previous === '-' && html[at - 2] === '!') state = 4;
      else if ((c === 'e' || c === 'E') && html.slice(at - 6, at).toLowerCase() === 'doctyp') state = 1;
    } else if (c === '>' && !quote && previous === '-' && html[at - 2] === '-') [state, quote] = [0, ''];
  }
  return out;
}

/** `html` without its script and style elements (`<(script|style)[^>]*?>.*?</\\1>`, any case), in one pass. */
function withoutScripts(html: string): string {
  const opening = /<(script|style)/gi;
  const unclosed = new Set<string>();
  let out = '';
  let done = 0;
  for (let match; (match = opening.exec(html));) {
    const name = match[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const tagEnd = html.indexOf('>', opening.lastIndex);
    if (tagEnd < 0) break;
    const closing = new RegExp(`</${name}>`, 'gi');
    closing.lastIndex = tagEnd + 1;
    if (!closing.exec(html)) {
      unclosed.add(name);
      continue;
    }
    out += html.slice(done, match.index);
    done = opening.lastIndex = closing.lastIndex;
  }
  return out + html.slice(done);
}

/** wp_strip_all_tags(): scripts and styles with their text, then all tags and comments; trimmed as PHP trims. */
export const stripAllTags = (html: string) => phpTrim(stripTags(withoutScripts(html)));
