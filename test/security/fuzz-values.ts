/** Hostile and careless values, for JSON bodies and for query strings. */

/** A raw JSON token that JSON.stringify cannot write (a number out of double range, say). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text with RawJson tokens written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000RAW${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000RAW(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)]);
}

/** An array nested `depth` levels deep, as raw JSON (too deep for JSON.stringify's replacer). */
export const nested = (depth: number) => new RawJson(`${'['.repeat(depth)}"deep"${']'.repeat(depth)}`);

export const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Values for one JSON field: wrong types, NUL, lone surrogates, numbers out of any range. */
export const JSON_VALUES: unknown[] = [
  'a\u0000b',
  '\ud800x',
  'x\udfff',
  '',
  'x',
  '-1',
  '99999999999999999999999',
  '1e400',
  -1,
  0,
  1.5,
  new RawJson('1e309'),
  new RawJson('-9223372036854775809'),
  new RawJson('9223372036854775808'),
  new RawJson('99999999999999999999999'),
  new RawJson('9007199254740993'),
  true,
  null,
  [],
  {},
  ['a\u0000', new RawJson('99999999999999999999999')],
  { a: { b: [1, { c: null }] } },
  nested(64),
];

/** Raw query-string forms of a parameter `name` (already encoded). */
export const queryForms = (name: string): string[] => [
  `${name}=%00`,
  `${name}=a%00b`,
  `${name}=%ED%A0%80`,
  `${name}=%FF%FE`,
  `${name}=-1`,
  `${name}=0`,
  `${name}=1.5`,
  `${name}=99999999999999999999999`,
  `${name}=9007199254740993`,
  `${name}=-9223372036854775809`,
  `${name}=1e309`,
  `${name}=x`,
  `${name}=`,
  `${name}[]=1&${name}[]=x`,
  `${name}[a][b]=1`,
  `${name}=1&${name}[]=2`,
];

/** Request bodies that are not what any route expects. */
export const MALFORMED_BODIES: { type: string; body: string | Uint8Array }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"a":}' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: '"string"' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '{"title":"\\ud800"}' },
  {
    type: 'application/json',
    body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { type: 'application/json', body: jsonText(nested(10_000)) },
  { type: 'application/json', body: `{"a":${jsonText(nested(10_000))}}` },
  { type: 'application/x-www-form-urlencoded', body: 'a=%00&b[]=1&b[c]=2&%ZZ=1&title=%ED%A0%80' },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n',
  },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: 'text/plain', body: 'plain' },
];

export const WRONG_METHODS = ['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'];
