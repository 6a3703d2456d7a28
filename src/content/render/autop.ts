// Block-level elements that wpautop never wraps in <p> (the reference's $allblocks, abridged).
const BLOCK_TAGS =
  'table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|math|svg|video|audio|source|track|iframe|object|script|noscript';
const STARTS_WITH_BLOCK = new RegExp(`^</?(?:${BLOCK_TAGS})[\\s/>]`, 'i');
const ENDS_WITH_BLOCK = new RegExp(`</?(?:${BLOCK_TAGS})[^>]*>$`, 'i');

/**
 * The reference's wpautop, reduced: blank lines separate paragraphs, a single newline inside one becomes
 * `<br />`, and chunks that already are block markup are left unwrapped.
 */
export function autop(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').trim();
  if (normalised === '') return '';
  return normalised
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => {
      if (STARTS_WITH_BLOCK.test(chunk) && ENDS_WITH_BLOCK.test(chunk)) return `${chunk}\n`;
      return `<p>${chunk.replace(/\n/g, '<br />\n')}</p>\n`;
    })
    .join('');
}
