import { removeAccents } from './remove-accents.js';
import { stripTags } from './strip-tags.js';

/** The longest slug, in bytes of its percent-encoded form (the reference's post_name column). */
const MAX_SLUG = 200;

/** UTF-8 bytes of a character as the reference writes them in slugs: `%ce%b5`. */
const octets = (char: string) => [...Buffer.from(char)].map((byte) => `%${byte.toString(16)}`).join('');

/**
 * utf8_uri_encode(): ASCII kept as it is (1 each), other characters percent-encoded (3 per byte),
 * up to `length` — a character that would not fit whole ends the text there.
 */
function uriEncoded(text: string, length: number, encodeAscii = false): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const encoded = code < 128 && !encodeAscii ? char : code < 128 ? encodeURIComponent(char) : octets(char);
    if (out.length + encoded.length > length) break;
    out += encoded;
  }
  return out;
}

// The save context's characters, as their percent-encoded UTF-8 (which is what they are by then).
const TO_DASH = ['%c2%a0', '%e2%80%91', '%e2%80%93', '%e2%80%94'];
const ENTITIES_TO_DASH = ['&nbsp;', '&#8209;', '&#160;', '&ndash;', '&#8211;', '&mdash;', '&#8212;'];
// prettier-ignore
const REMOVED = [
  '%c2%ad', '%c2%a1', '%c2%bf', '%c2%ab', '%c2%bb', '%e2%80%b9', '%e2%80%ba', '%e2%80%98', '%e2%80%99',
  '%e2%80%9c', '%e2%80%9d', '%e2%80%9a', '%e2%80%9b', '%e2%80%9e', '%e2%80%9f', '%e2%80%a2', '%c2%a9',
  '%c2%ae', '%c2%b0', '%e2%80%a6', '%e2%84%a2', '%c2%b4', '%cb%8a', '%cc%81', '%cd%81', '%cc%80', '%cc%84',
  '%cc%8c', '%e2%80%8b', '%e2%80%8c', '%e2%80%8d', '%e2%80%8e', '%e2%80%8f', '%e2%80%aa', '%e2%80%ab',
  '%e2%80%ac', '%e2%80%ad', '%e2%80%ae', '%ef%bb%bf', '%ef%bf%bc',
];
// prettier-ignore
const SPACES_TO_DASH = [
  '%e2%80%80', '%e2%80%81', '%e2%80%82', '%e2%80%83', '%e2%80%84', '%e2%80%85', '%e2%80%86', '%e2%80%87',
  '%e2%80%88', '%e2%80%89', '%e2%80%8a', '%e2%80%a8', '%e2%80%a9', '%e2%80%af',
];
const replaced = (text: string, from: readonly string[], to: string) =>
  from.reduce((out, each) => (out.includes(each) ? out.replaceAll(each, to) : out), text);

/**
 * The reference's sanitize_title() as it saves a slug: remove_accents() (Latin letters only), then
 * sanitize_title_with_dashes() in the save context — tags stripped as PHP's strip_tags() does,
 * escaped octets (`%ce%b5`) kept, lower case, other characters percent-encoded up to 200 bytes,
 * dashes and spaces of every kind turned into one dash, typographic marks and entities removed, and
 * nothing but `%`, `a-z`, digits, `_` and `-` left. The `query` context (sanitize_title_for_query,
 * what a list's `slug` filter goes through) leaves accents and typographic marks to the last step.
 */
export function sanitizeTitle(title: string, context: 'save' | 'query' = 'save'): string {
  const save = context === 'save';
  let slug = stripTags(save ? removeAccents(title.toWellFormed()) : title.toWellFormed())
    .replace(/%([a-fA-F0-9]{2})/g, '---$1---')
    .replaceAll('%', '')
    .replace(/---([a-fA-F0-9]{2})---/g, '%$1');
  // mb_strtolower, the encoding, then strtolower (the kept octets' hex digits).
  slug = uriEncoded(slug.toLowerCase(), MAX_SLUG).toLowerCase();
  if (save) {
    slug = replaced(replaced(slug, TO_DASH, '-'), ENTITIES_TO_DASH, '-').replaceAll('/', '-');
    slug = replaced(replaced(slug, REMOVED, ''), SPACES_TO_DASH, '-').replaceAll('%c3%97', 'x');
  }
  return slug
    .replace(/&.+?;/g, '')
    .replaceAll('.', '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * _truncate_post_slug(): a slug cut to `length` bytes without splitting a percent-encoded character,
 * and without a dash at its end.
 */
function truncated(slug: string, length: number): string {
  if (slug.length <= length) return slug;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    decoded = slug;
  }
  const cut = decoded === slug ? slug.slice(0, length) : uriEncoded(decoded, length, true).toLowerCase();
  return cut.replace(/-+$/, '');
}

/**
 * `base`, or `base-2`, `base-3` … — the first candidate `taken` says is free, cut so that it stays
 * within 200 bytes (the reference's wp_unique_post_slug).
 */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = truncated(base, MAX_SLUG - suffix.length) + suffix;
    if (!(await taken(candidate))) return candidate;
  }
}
