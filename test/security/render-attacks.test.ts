import { describe, expect, it } from 'vitest';
import { renderContent, renderExcerpt } from '../../src/content/render/render.js';

// Contents an author can save (a cms/v2 body may be 10 MB) whose reference rendering costs the square of
// their length: the reference's patterns read a tag from each `<` to the next `>`, a shortcode from each
// `[name` to the next `]` or `[/name]`, and its block parser gives each unclosed block the rest of the
// post. Rendered on every read, one such post would stall the server. Each shape here is 250 kB (a quadratic
// path takes minutes at that size); the test's time-out, not a measured speed, fails if one comes back.
const SIZE = 250_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const inBlock = (html: string) => `<!-- wp:paragraph --><p>${html}</p><!-- /wp:paragraph -->`;

const SHAPES: [string, string][] = [
  ['tags that never close', fill('<div')],
  ['paragraph tags that never close', fill('</p')],
  ['images that never close', fill('<img src="x" ')],
  ['a run of spaces', fill(' ')],
  ['scripts that never close', fill('<script')],
  ['svg elements that never close', fill('<svg')],
  ['captions without a closing tag', fill('[caption]')],
  ['captions without a bracket', fill('[caption ')],
  ['paragraphs holding unclosed captions', fill('<p>[caption]')],
  ['smileys between tags that never close', fill('< :) ')],
  ['figcaptions that never close', fill('<figcaption')],
  ['quotes', fill('"a\' ')],
  ['unclosed comments', fill('<!-- ')],
];

describe('rendering hostile contents', () => {
  it.each(SHAPES)(
    'renders 250 kB of %s, as classic text and in a block, without stalling',
    { timeout: 20_000 },
    (_name, text) => {
      for (const content of [text, inBlock(text)]) {
        const html = renderContent(content);
        expect(html.length).toBeLessThan(10 * content.length);
        expect(renderExcerpt('', content).length).toBeLessThan(10 * content.length);
      }
    },
  );

  it(
    'adds its classes to a tag of thousands of attributes or classes without stalling',
    { timeout: 20_000 },
    () => {
      const attributes = fill('a=1 ');
      const classes = fill('c ');
      const paragraph = (tag: string) => `<!-- wp:paragraph -->${tag}x</p><!-- /wp:paragraph -->`;
      expect(renderContent(paragraph(`<p ${attributes}>`))).toContain(' class="wp-block-paragraph"');
      expect(renderContent(paragraph(`<p class="${classes}">`))).toBe(
        '<p class="c wp-block-paragraph">x</p>',
      );
    },
  );

  it('renders blocks that never close as written instead of once per block', { timeout: 20_000 }, () => {
    const content = fill('<!-- wp:group --><div class="wp-block-group">x');
    const html = renderContent(content);
    expect(html.length).toBeLessThan(2 * content.length);
    expect(html).toContain('<!-- wp:group --><div class="wp-block-group">x<!-- wp:group -->');
    // A few unclosed blocks still render as the reference's parser takes them (PHP's WP_Block_Parser gives
    // this tree too: the text before, the last block, then the first block holding the rest of the post).
    expect(renderContent('<!-- wp:paragraph --><p>a</p><!-- wp:paragraph --><p>b</p>')).toBe(
      '<p>a</p><p class="wp-block-paragraph">b</p><p class="wp-block-paragraph">a</p><!-- wp:paragraph --><p>b</p>',
    );
  });

  it('keeps the reference rendering of a stray `<` in ordinary text', () => {
    expect(renderContent('<!-- wp:paragraph --><p>1 < 2 and 3 > 2</p><!-- /wp:paragraph -->')).toBe(
      '<p class="wp-block-paragraph">1 < 2 and 3 > 2</p>',
    );
  });

  it('lets no block attribute carry a script link or a style of its own into the markup', () => {
    const link = (url: string) => `<!-- wp:navigation-link {"label":"x","url":${JSON.stringify(url)}} /-->`;
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ])
      expect(renderContent(link(url))).toContain('href=""');
    expect(renderContent(link('https://example.test/?a=1&b="2"'))).toContain(
      'href="https://example.test/?a=1&amp;b=&quot;2&quot;"',
    );
    const button = (width: string) =>
      renderContent(
        `<!-- wp:button {"style":{"dimensions":{"width":${JSON.stringify(width)}}}} -->` +
          '<div class="wp-block-button"><a class="wp-block-button__link">Go</a></div><!-- /wp:button -->',
      );
    expect(button('12rem')).toContain('<div style="width: 12rem;" class="wp-block-button has-custom-width">');
    for (const width of ['1px;background:url(https://evil.test/)', '1px}a{color:red', '"><script>x</script>'])
      expect(button(width)).toBe(
        '<div class="wp-block-button"><a class="wp-block-button__link">Go</a></div>',
      );
  });
});
