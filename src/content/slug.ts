// Letters that do not decompose into a base letter plus accents (the reference's remove_accents()).
const LIGATURES: Record<string, string> = {
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  ħ: 'h',
  ı: 'i',
  ŋ: 'n',
  ŧ: 't',
};

/**
 * The reference's sanitize_title(): tags and accents removed, lower case, anything but letters, digits,
 * `_` and `-` turned into dashes, other non-ASCII characters percent-encoded, dashes collapsed.
 */
export function sanitizeTitle(title: string): string {
  const ascii = title
    .toWellFormed()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z0-9#]+;/gi, '')
    .replace(/[æÆœŒßøØđĐłŁþÞðÐħıŋŧ]/g, (letter) => LIGATURES[letter])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  let out = '';
  for (const char of ascii) {
    if (/[a-z0-9_-]/.test(char)) out += char;
    else if (/[\s./]/.test(char)) out += '-';
    else if (char.charCodeAt(0) > 127) out += encodeURIComponent(char).toLowerCase();
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 200);
}

/** `base`, or `base-2`, `base-3` … — the first candidate `taken` says is free. */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, 200 - suffix.length) + suffix;
    if (!(await taken(candidate))) return candidate;
  }
}
