/** wp_spaces_regexp(): the whitespace WordPress's text patterns mean by "spaces", as a regex source. */
export const WP_SPACES = '[\\r\\n\\t ]|\\u00a0|&nbsp;';

const TRIMMED = ' \t\n\r\0\v';

/**
 * PHP's trim(): only space, tab, newline, carriage return, NUL and vertical tab (not a no-break space).
 * Scanned from both ends: a `\s+$` pattern would retry every run of spaces inside the text.
 */
export function phpTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && TRIMMED.includes(text[start]!)) start++;
  while (end > start && TRIMMED.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}
