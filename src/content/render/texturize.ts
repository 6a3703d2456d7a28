/** Elements whose text is left alone (the reference's no_texturize_tags). */
const RAW_ELEMENTS = new Set(['pre', 'code', 'kbd', 'style', 'script', 'tt']);
const SPACE = '\\s';
const OPENING_CONTEXT = `(?<=^|[(\\[{"\\-]|${SPACE})`;

const REPLACEMENTS: [RegExp, string][] = [
  [/\.\.\./g, '&#8230;'],
  [/ \(tm\)/gi, ' &#8482;'],
  [/---/g, '&#8212;'],
  [new RegExp(`(?<=^|${SPACE})--(?=$|${SPACE})`, 'g'), '&#8212;'],
  [/(?<!xn)--/g, '&#8211;'],
  [new RegExp(`(?<=^|${SPACE})-(?=$|${SPACE})`, 'g'), '&#8211;'],
  [/(?<=\w)'(?=\w)/g, '&#8217;'],
  [new RegExp(`${OPENING_CONTEXT}'`, 'g'), '&#8216;'],
  [/'/g, '&#8217;'],
  [new RegExp(`${OPENING_CONTEXT.replace('"', '')}"(?!${SPACE})`, 'g'), '&#8220;'],
  [/"/g, '&#8221;'],
  // An ampersand that does not start an entity.
  [/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi, '&#038;'],
];

function texturizeText(text: string): string {
  return REPLACEMENTS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/**
 * The reference's wptexturize, reduced to what clients see: smart quotes, dashes, ellipses, ™ and bare
 * ampersands, in text only — never inside tags, comments, shortcodes or pre/code/kbd/style/script/tt.
 */
export function texturize(html: string): string {
  const parts = html.split(/(<!--[\s\S]*?-->|<[^>]*>|\[[^\]]*\])/);
  const open: string[] = [];
  return parts
    .map((part, index) => {
      if (index % 2 === 1) {
        const tag = /^<(\/?)([a-z][a-z0-9]*)/i.exec(part);
        if (tag && RAW_ELEMENTS.has(tag[2].toLowerCase())) {
          if (tag[1]) open.pop();
          else if (!part.endsWith('/>')) open.push(tag[2]);
        }
        return part;
      }
      return open.length ? part : texturizeText(part);
    })
    .join('');
}
