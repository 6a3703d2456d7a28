import { describe, expect, it } from 'vitest';
import { UrlRemap } from '../../src/content/import/url-remap.js';

describe('UrlRemap', () => {
  const remap = new UrlRemap();
  remap.add('http://old/up/2020/01/a.pdf', 'http://new/up/2020/01/a.pdf');
  remap.add('http://old/up/2020/01/a.pdf.zip', 'http://new/up/2020/01/a-1.pdf.zip');
  remap.addImage('http://old/up/2020/01/photo', 'http://new/up/2020/01/photo-1');
  remap.add('http://old/up/2020/01/photo.jpg', 'http://new/up/2020/01/photo-1.jpg');

  it('replaces the longest old URL at each place, once', () => {
    expect(remap.rewrite('<a href="http://old/up/2020/01/a.pdf.zip">z</a> http://old/up/2020/01/a.pdf')).toBe(
      '<a href="http://new/up/2020/01/a-1.pdf.zip">z</a> http://new/up/2020/01/a.pdf',
    );
  });

  it("follows an image's sub-sizes but not other files that start alike", () => {
    expect(
      remap.rewrite(
        'http://old/up/2020/01/photo-300x200.jpg http://old/up/2020/01/photo.jpg http://old/up/2020/01/photographer.jpg http://old/up/2020/01/photo-scaled',
      ),
    ).toBe(
      'http://new/up/2020/01/photo-1-300x200.jpg http://new/up/2020/01/photo-1.jpg http://old/up/2020/01/photographer.jpg http://old/up/2020/01/photo-scaled',
    );
  });

  it('leaves text without old URLs as it is', () => {
    const text = 'nothing at http://old/up/2020/02/a.pdf';
    expect(remap.rewrite(text)).toBe(text);
    expect(remap.size).toBe(4);
  });
});
