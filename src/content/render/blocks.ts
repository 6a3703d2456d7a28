const BLOCK_COMMENT = /<!--\s*\/?wp:[\s\S]*?-->/g;

/** Whether content is block markup (the reference's has_blocks()). */
export const hasBlocks = (content: string) => content.includes('<!-- wp:');

/**
 * Renders block markup the way a static block theme outputs it: the block comment delimiters go, the
 * saved inner HTML stays, and paragraph blocks carry `wp-block-paragraph` (7.x).
 */
export function renderBlocks(content: string): string {
  return content
    .replace(/<!--\s*wp:paragraph\b[\s\S]*?-->(\s*)<p\b([^>]*)>/g, (_match, space: string, attrs: string) => {
      const classAttr = /\bclass="([^"]*)"/.exec(attrs);
      const withClass = classAttr
        ? attrs.replace(classAttr[0], `class="wp-block-paragraph ${classAttr[1]}"`)
        : `${attrs} class="wp-block-paragraph"`;
      return `${space}<p${withClass}>`;
    })
    .replace(BLOCK_COMMENT, '')
    .replace(/^\s+|\s+$/g, '');
}
