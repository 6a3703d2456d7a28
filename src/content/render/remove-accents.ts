/**
 * The reference's remove_accents() table (WordPress 7.1, the default locale): each replacement with
 * the characters it replaces — Latin letters with accents, ligatures and a few symbols (€ is `E`, £
 * nothing). Greek, Cyrillic and every other script pass through untouched, as in the reference.
 */
const REPLACEMENTS: Record<string, string> = {
  '': '£',
  A: 'ÀÁÂÃÄÅĀĂĄẦẰẢẨẲẪẴẤẮẠẬẶǍ',
  a: 'ªàáâãäåāăąầằảẩẳẫẵấắạậặɑǎ',
  AE: 'Æ',
  ae: 'æ',
  C: 'ÇĆĈĊČ',
  c: 'çćĉċč',
  D: 'ÐĎĐ',
  d: 'ðďđ',
  E: 'ÈÉÊËĒĔĖĘĚƏ€ỀẺỂẼỄẾẸỆ',
  e: 'èéêëēĕėęěǝềẻểẽễếẹệ',
  G: 'ĜĞĠĢ',
  g: 'ĝğġģ',
  H: 'ĤĦ',
  h: 'ĥħ',
  I: 'ÌÍÎÏĨĪĬĮİỈỊǏ',
  i: 'ìíîïĩīĭįıỉịǐ',
  IJ: 'Ĳ',
  ij: 'ĳ',
  J: 'Ĵ',
  j: 'ĵ',
  K: 'Ķ',
  k: 'ķĸ',
  L: 'ĹĻĽĿŁ',
  l: 'ĺļľŀł',
  N: 'ÑŃŅŇŊ',
  n: 'ñńņňŉŋ',
  O: 'ÒÓÔÕÖØŌŎŐƠỒỜỎỔỞỖỠỐỚỌỘỢǑ',
  o: 'ºòóôõöøōŏőơồờỏổởỗỡốớọộợǒ',
  OE: 'Œ',
  oe: 'œ',
  R: 'ŔŖŘ',
  r: 'ŕŗř',
  S: 'ŚŜŞŠȘ',
  s: 'ßśŝşšſș',
  T: 'ŢŤŦȚ',
  t: 'ţťŧț',
  TH: 'Þ',
  th: 'þ',
  U: 'ÙÚÛÜŨŪŬŮŰŲƯỪỦỬỮỨỤỰǕǗǓǙǛ',
  u: 'ùúûüũūŭůűųưừủửữứụựǖǘǔǚǜ',
  W: 'Ŵ',
  w: 'ŵ',
  Y: 'ÝŶŸỲỶỸỴ',
  y: 'ýÿŷỳỷỹỵ',
  Z: 'ŹŻŽ',
  z: 'źżž',
};

const TABLE = new Map<string, string>(
  Object.entries(REPLACEMENTS).flatMap(([to, from]) => [...from].map((char): [string, string] => [char, to])),
);

/** remove_accents(): composed (NFC) first, so a decomposed `e` + U+0301 is the `é` the table knows. */
export function removeAccents(text: string): string {
  if (/^\p{ASCII}*$/u.test(text)) return text;
  let out = '';
  for (const char of text.normalize('NFC')) out += TABLE.get(char) ?? char;
  return out;
}
