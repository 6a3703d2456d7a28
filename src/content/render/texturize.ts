import { WP_SPACES as SPACES } from './php-text.js';
import { shortcodesIn } from './shortcodes.js';

const END = '(?=\\n?$)'; // PCRE's \Z
const CLOSING_CONTEXT = `(?=\\n?$|[.,:;!?)}\\-\\]]|&gt;|${SPACES})`;

const OPEN_QUOTE_FLAG = '<!--oq-->';
const OPEN_SINGLE_FLAG = '<!--osq-->';
const APOS_FLAG = '<!--apos-->';
const PRIME_FLAG = '<!--wp-prime-or-quote-->';

const COCKNEY = [
  "'tain't",
  "'twere",
  "'twas",
  "'tis",
  "'twill",
  "'til",
  "'bout",
  "'nuff",
  "'round",
  "'cause",
  "'em",
];
const STATIC: [string, string][] = [
  ['...', '&#8230;'],
  ['``', '&#8220;'],
  ["''", '&#8221;'],
  [' (tm)', ' &#8482;'],
  ...COCKNEY.map((word): [string, string] => [word, word.replace(/'/g, '&#8217;')]),
];

const APOSTROPHES: [RegExp, string][] = [
  [new RegExp(`'(\\d\\d)'${CLOSING_CONTEXT}`, 'g'), `${APOS_FLAG}$1&#8217;`],
  [new RegExp(`'(\\d\\d)"${CLOSING_CONTEXT}`, 'g'), `${APOS_FLAG}$1&#8221;`],
  [/'(?=\d\d(?:(?=\n?$)|(?![%\d]|[.,]\d)))/g, APOS_FLAG],
  [new RegExp(`(?<=^|${SPACES})'(\\d[.,\\d]*)'`, 'g'), `${OPEN_SINGLE_FLAG}$1&#8217;`],
  [new RegExp(`(?<=^|[(\\[{"\\-]|&lt;|${SPACES})'`, 'g'), OPEN_SINGLE_FLAG],
  [new RegExp(`(?<!${SPACES})'(?!${END}|[.,:;!?"'(){}[\\]\\-]|&[lg]t;|${SPACES})`, 'g'), APOS_FLAG],
];
const QUOTES: [RegExp, string][] = [
  [new RegExp(`(?<=^|${SPACES})"(\\d[.,\\d]*)"`, 'g'), `${OPEN_QUOTE_FLAG}$1&#8221;`],
  [new RegExp(`(?<=^|[(\\[{\\-]|&lt;|${SPACES})"(?!${SPACES})`, 'g'), OPEN_QUOTE_FLAG],
];
const DASHES: [RegExp, string][] = [
  [/---/g, '&#8212;'],
  [new RegExp(`(?<=^|${SPACES})--(?=$|${SPACES})`, 'g'), '&#8212;'],
  [/(?<!xn)--/g, '&#8211;'],
  [new RegExp(`(?<=^|${SPACES})-(?=$|${SPACES})`, 'g'), '&#8211;'],
];
// An ampersand that does not start an entity.
const BARE_AMPERSAND = /&(?!#(?:\d+|x[a-f0-9]+);|[a-z1-4]{1,8};)/gi;

const replaceAll = (text: string, rules: [RegExp, string][]) =>
  rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);

/** wptexturize_primes(): quotes that close a quotation become closing quotes, the rest after digits primes. */
function primes(text: string, needle: string, prime: string, openFlag: string, closeQuote: string): string {
  const quote = new RegExp(`${needle}${CLOSING_CONTEXT}`, 'g');
  const afterDigit = new RegExp(`(?<=\\d)${needle}`, 'g');
  return text
    .split(openFlag)
    .map((sentence, index) => {
      if (!sentence.includes(needle)) return sentence;
      if (index !== 0 && !sentence.includes(closeQuote)) {
        const count = sentence.match(quote)?.length ?? 0;
        sentence = sentence.replace(quote, PRIME_FLAG);
        if (count > 1) {
          let closed = 0;
          sentence = sentence.replace(new RegExp(`(?<!\\d)${PRIME_FLAG}`, 'g'), () => (closed++, closeQuote));
          if (closed === 0) {
            // The rightmost candidate followed by a period, else the rightmost, closes the quotation.
            let at = sentence.lastIndexOf(`${PRIME_FLAG}.`);
            if (at < 0) at = sentence.lastIndexOf(PRIME_FLAG);
            sentence = sentence.slice(0, at) + closeQuote + sentence.slice(at + PRIME_FLAG.length);
          }
          sentence = sentence
            .replace(afterDigit, prime)
            .replace(new RegExp(`(?<=\\d)${PRIME_FLAG}`, 'g'), prime)
            .replaceAll(PRIME_FLAG, closeQuote);
        } else if (count === 1)
          sentence = sentence.replaceAll(PRIME_FLAG, closeQuote).replace(afterDigit, prime);
        else sentence = sentence.replace(afterDigit, prime);
      } else sentence = sentence.replace(afterDigit, prime).replace(quote, closeQuote);
      if (needle === '"') sentence = sentence.replaceAll('"', closeQuote);
      return sentence;
    })
    .join(openFlag);
}

function texturizeText(text: string): string {
  let out = STATIC.reduce((acc, [from, to]) => (acc.includes(from) ? acc.replaceAll(from, to) : acc), text);
  if (out.includes("'")) {
    out = primes(replaceAll(out, APOSTROPHES), "'", '&#8242;', OPEN_SINGLE_FLAG, '&#8217;')
      .replaceAll(APOS_FLAG, '&#8217;')
      .replaceAll(OPEN_SINGLE_FLAG, '&#8216;');
  }
  if (out.includes('"'))
    out = primes(replaceAll(out, QUOTES), '"', '&#8243;', OPEN_QUOTE_FLAG, '&#8221;').replaceAll(
      OPEN_QUOTE_FLAG,
      '&#8220;',
    );
  if (out.includes('-')) out = replaceAll(out, DASHES);
  // 9x9 is a multiplication, 0x9999 is not.
  if (/(?<=\d)x\d/.test(out)) out = out.replace(/\b(0[\d.,]+|[1-9][\d.,]*)x(\d[\d.,]*)\b/g, '$1&#215;$2');
  return out.includes('&') ? out.replace(BARE_AMPERSAND, '&#038;') : out;
}

/** Elements and shortcodes whose text is left alone (the reference's no_texturize_tags). */
const RAW_ELEMENTS = ['pre', 'code', 'kbd', 'style', 'script', 'tt'];
// A comment (to its end, or to the end of the text), or a tag (to its `>`, or to the end of the text).
const HTML_PART = '<(?:(?=!--)!(?:-(?!->)[^-]*)*(?:-->)?|(?!!--)[^>]*>?)';

const HTML_SPLIT = new RegExp(`(${HTML_PART})`);

function splitter(text: string): RegExp {
  const shortcodes = text.includes('[') ? shortcodesIn(text, true) : [];
  if (!shortcodes.length) return HTML_SPLIT;
  const shortcode = `\\[[/[]?(?:${shortcodes.join('|')})(?=[\\s\\]/])(?:[^[\\]<>]|<[^[\\]>]*>)*\\]\\]?`;
  return new RegExp(`(${HTML_PART}|${shortcode})`);
}

/**
 * The reference's wptexturize(): smart quotes, apostrophes and primes, dashes, ellipses, ™, × and bare
 * ampersands in text — never inside comments, registered shortcodes or pre/code/kbd/style/script/tt; bare
 * ampersands inside tags become `&#038;` too.
 */
export function texturize(text: string): string {
  if (!text) return text;
  const open: string[] = [];
  const parts = text.split(splitter(text));
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '') continue;
    if (part[0] === '<') {
      if (part.startsWith('<!--')) continue;
      if (part.includes('&')) parts[i] = part.replace(BARE_AMPERSAND, '&#038;');
      pushPop(part, open);
    } else if (part.trim() === '' || (part[0] === '[' && i % 2 === 1)) continue;
    else if (!open.length) parts[i] = texturizeText(part);
  }
  return parts.join('');
}

/** _wptexturize_pushpop_element(): tracks the raw elements a tag opens or closes. */
function pushPop(tag: string, open: string[]): void {
  const closing = tag[1] === '/';
  if (closing && !open.length) return;
  const offset = closing ? 2 : 1;
  const space = tag.indexOf(' ');
  const name = space < 0 ? tag.slice(offset, -1) : tag.slice(offset, space);
  if (!RAW_ELEMENTS.includes(name)) return;
  if (!closing) open.push(name);
  else if (open.at(-1) === name) open.pop();
}
