import { WP_SPACES as SPACES } from './php-text.js';

// The reference's smilies ($wpsmiliestrans) that are emoji. Its one image smiley, `:mrgreen:`, points at an
// image on the reference's own host, which Portico does not serve, so it stays text.
const SMILIES: Record<string, string> = {
  ':neutral:': '😐',
  ':twisted:': '😈',
  ':arrow:': '➡',
  ':shock:': '😯',
  ':smile:': '🙂',
  ':???:': '😕',
  ':cool:': '😎',
  ':evil:': '👿',
  ':grin:': '😀',
  ':idea:': '💡',
  ':oops:': '😳',
  ':razz:': '😛',
  ':roll:': '🙄',
  ':wink:': '😉',
  ':cry:': '😥',
  ':eek:': '😮',
  ':lol:': '😆',
  ':mad:': '😡',
  ':sad:': '🙁',
  '8-)': '😎',
  '8-O': '😯',
  ':-(': '🙁',
  ':-)': '🙂',
  ':-?': '😕',
  ':-D': '😀',
  ':-P': '😛',
  ':-o': '😮',
  ':-x': '😡',
  ':-|': '😐',
  ';-)': '😉',
  '8O': '😯',
  ':(': '🙁',
  ':)': '🙂',
  ':?': '😕',
  ':D': '😀',
  ':P': '😛',
  ':o': '😮',
  ':x': '😡',
  ':|': '😐',
  ';)': '😉',
  ':!:': '❗',
  ':?:': '❓',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** smilies_init()'s pattern: a smiley between spaces or line ends, longer ones first as krsort orders them. */
const SEARCH = new RegExp(
  `(?<=${SPACES}|^)(?:${Object.keys(SMILIES)
    .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))
    .map(escapeRegExp)
    .join('|')})(?=${SPACES}|$)`,
  'gm',
);

// Any smiley anywhere: texts without one (nearly all) are left as they are at once.
const ANY = new RegExp(Object.keys(SMILIES).map(escapeRegExp).join('|'));

const IGNORED = /^<(code|pre|style|script|textarea)[^>]*>/;

/** The text split around tags as `preg_split('/(<.*>)/U')` splits it (a tag ends at the first `>` on its line). */
function splitTags(html: string): string[] {
  const parts: string[] = [];
  let done = 0;
  for (let at = html.indexOf('<'); at >= 0;) {
    const close = html.indexOf('>', at);
    if (close < 0) break;
    const newline = html.indexOf('\n', at);
    if (newline >= 0 && newline < close) {
      at = html.indexOf('<', newline);
      continue;
    }
    parts.push(html.slice(done, at), html.slice(at, close + 1));
    done = close + 1;
    at = html.indexOf('<', done);
  }
  parts.push(html.slice(done));
  return parts;
}

/** convert_smilies(): text smileys outside tags and code/pre/style/script/textarea become emoji. */
export function convertSmilies(html: string): string {
  if (!ANY.test(html)) return html;
  let ignoring = '';
  return splitTags(html)
    .map((part) => {
      if (!ignoring) ignoring = IGNORED.exec(part)?.[1] ?? '';
      const out =
        !ignoring && part && part[0] !== '<' ? part.replace(SEARCH, (smiley) => SMILIES[smiley]!) : part;
      if (ignoring && part === `</${ignoring}>`) ignoring = '';
      return out;
    })
    .join('');
}
