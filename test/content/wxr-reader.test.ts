import { createReadStream, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, readWxr, WxrError, type WxrRecord } from '../../src/content/import/wxr-reader.js';

const fixture = (name: string) => new URL(`../fixtures/wxr/${name}.xml`, import.meta.url);

/** Every record of a fixture, read in chunks of `chunk` bytes (small ones split tags and characters). */
async function read(name: string, chunk = 64 * 1024): Promise<WxrRecord[]> {
  const records: WxrRecord[] = [];
  for await (const record of readWxr(createReadStream(fixture(name), { highWaterMark: chunk })))
    records.push(record);
  return records;
}

const counts = (records: WxrRecord[]) => {
  const out: Record<string, number> = {};
  for (const record of records) {
    const key =
      record.kind === 'item'
        ? `item:${record.type}`
        : record.kind === 'term'
          ? `term:${record.taxonomy}`
          : record.kind;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

// The WordPress importer's own test exports (test/fixtures/wxr/README.md).
describe('WXR reader', () => {
  it('reads an export as it streams: header first, then authors, terms and items', async () => {
    const records = await read('small-export', 997);
    expect(records[0]).toEqual({
      kind: 'site',
      version: '1.1',
      baseSiteUrl: 'http://localhost/',
      baseBlogUrl: 'http://localhost/',
    });
    expect(counts(records)).toEqual({
      site: 1,
      author: 3,
      'term:category': 30,
      'term:post_tag': 3,
      'item:post': 6,
      'item:page': 5,
    });
    expect(records.find((r) => r.kind === 'author' && r.login === 'editor')).toEqual({
      kind: 'author', id: '2', login: 'editor', email: 'editor@example.org', displayName: 'editor',
      firstName: 'FirstName', lastName: 'LastName',
    }); // prettier-ignore
    expect(records.find((r) => r.kind === 'term' && r.slug === 'foo-bar')).toEqual({
      kind: 'term', taxonomy: 'category', id: '5', slug: 'foo-bar', name: 'Foo', parent: 'bar',
      description: 'The child foo category',
    }); // prettier-ignore
    expect(records.find((r) => r.kind === 'item' && r.postId === '1')).toEqual({
      kind: 'item', line: 78, title: 'Hello world!', link: 'http://localhost/?p=1', guid: 'http://localhost/?p=1',
      creator: 'author',
      content: 'Welcome to WordPress. This is your first post. Edit or delete it, then start blogging!',
      excerpt: '', postId: '1', date: '2011-01-18 07:40:14', dateGmt: '2011-01-18 07:40:14', commentStatus: 'open',
      pingStatus: 'open', name: 'hello-world', status: 'publish', parent: '0', menuOrder: '0', type: 'post',
      password: '', sticky: '0', attachmentUrl: '',
      terms: [{ domain: 'category', slug: 'uncategorized', name: 'Uncategorized' }],
      meta: [{ key: 'Post by', value: 'author' }, { key: '_edit_last', value: '1' }],
      comments: 1,
    }); // prettier-ignore
  });

  it('reads WXR 1.0 and the other term elements', async () => {
    expect(counts(await read('valid-wxr-1.0'))).toMatchObject({
      'term:category': 5,
      'item:post': 3,
      'item:page': 3,
    });
    expect(counts(await read('term-formats'))).toEqual({
      site: 1,
      'term:category': 2,
      'term:post_tag': 3,
      'term:custom-taxonomy': 1,
      'term:nav_menu': 1,
    });
  });

  it('joins characters split between chunks', async () => {
    const whole = await read('wxr-utf-8-challenges');
    expect(await read('wxr-utf-8-challenges', 7)).toEqual(whole);
    const item = whole.find((r) => r.kind === 'item');
    expect(item?.kind === 'item' && [...(item.title + item.content)].some((c) => c.charCodeAt(0) > 127)).toBe(
      true,
    );
  });

  it('knows WordPress elements by their namespace, not their prefix', async () => {
    const records = await read('namespace-edge-cases');
    const logins = records.flatMap((r) => (r.kind === 'author' ? [r.login] : []));
    expect(logins).not.toContain('fake_ns_user');
    const hijacked = records.find((r) => r.kind === 'item' && r.title === 'Hijacked Namespace');
    expect(hijacked).toMatchObject({ type: '', postId: '', meta: [] });
  });

  it.each([
    ['malformed-simple', 'line 14, column 0: unclosed tag: item (in the item that starts on line 9)'],
    ['invalid-version-tag', 'line 33: unknown WXR version "abc" (1.0 to 1.2 are known)'],
    ['missing-version-tag', 'line 35: this is not a WordPress export: no wp:wxr_version before its content'],
    [
      'crazy-cdata',
      'line 18, column 72: the string "]]>" is disallowed in char data. (in the item that starts on line 12)',
    ],
  ])('stops %s with an error naming the line', async (name, message) => {
    await expect(read(name)).rejects.toThrow(new WxrError(message));
  });

  it('says what is not an export', async () => {
    const from = async (text: string) => {
      for await (const _ of readWxr([Buffer.from(text)]));
    };
    await expect(from('')).rejects.toThrow('line 1, column 0: document must contain a root element.');
    await expect(from('<html><body/></html>')).rejects.toThrow('its root element is <html>');
    await expect(from('not xml at all')).rejects.toThrow(WxrError);
    expect(readFileSync(fixture('small-export'), 'utf8')).toContain('<wp:wxr_version>1.1</wp:wxr_version>');
  });

  it('refuses elements nested deeper than 256 levels at once, however deep the file goes', async () => {
    const nested = (depth: number) =>
      `<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>\n` +
      `<item>\n${'<x>'.repeat(depth)}${'</x>'.repeat(depth)}</item></channel></rss>`;
    const records = async (text: string) => {
      const out: WxrRecord[] = [];
      for await (const record of readWxr([Buffer.from(text)])) out.push(record);
      return out;
    };
    expect(await records(nested(MAX_DEPTH - 3))).toHaveLength(2); // rss, channel and item above
    // 200,000 levels took minutes before the bound; the reader now stops at level 257.
    await expect(records(nested(200_000))).rejects.toThrow(
      new WxrError(`line 3: elements nested more than ${MAX_DEPTH} deep (in the item that starts on line 2)`),
    );
  });
});
