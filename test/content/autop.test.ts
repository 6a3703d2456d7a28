import { describe, expect, it } from 'vitest';
import { autop } from '../../src/content/render/autop.js';

// Input → what PHP's wpautop returns for it. Recorded with PHP 8.2 running wp-includes/formatting.php of
// WordPress 6.1.9 (Debian's `wordpress` package; since then wpautop only keeps <math> whole instead of
// treating it as a block): the classic-content and excerpt cases Portico renders — paragraphs, line breaks,
// block-level tags, <pre>, <hr>, comments, tags spanning lines, <option>, <script>/<style>. The port also
// agreed with PHP on 10,000 random mixes of these when it was written.
const PHP_WPAUTOP: [string, string][] = [
  [
    'First line\n\nSecond &#8212; line &#8220;quoted&#8221;',
    '<p>First line</p>\n<p>Second &#8212; line &#8220;quoted&#8221;</p>\n',
  ],
  ['a\nb', '<p>a<br />\nb</p>\n'],
  ['a\r\nb\r\n\r\nc', '<p>a<br />\nb</p>\n<p>c</p>\n'],
  ['  padded  \n\n\n\n  text  ', '<p>  padded  </p>\n<p>  text  </p>\n'],
  ['<div>x</div>', '<div>x</div>\n'],
  ['<div>\nx\n</div>\n\nafter', '<div>\nx\n</div>\n<p>after</p>\n'],
  ['text <strong>bold</strong>\nmore', '<p>text <strong>bold</strong><br />\nmore</p>\n'],
  ['<ul>\n<li>one</li>\n<li>two</li>\n</ul>', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n'],
  ['<pre>line1\n\nline2</pre>\n\nafter', '<pre>line1\n\nline2</pre>\n<p>after</p>\n'],
  ['<blockquote>quoted\n\nagain</blockquote>', '<blockquote><p>quoted</p>\n<p>again</p></blockquote>\n'],
  ['before<hr>after', '<p>before</p>\n<hr>\n<p>after</p>\n'],
  ['<!-- comment -->\n\ntext', '<p><!-- comment --></p>\n<p>text</p>\n'],
  ['<img src="a.jpg" alt="a\nb">', '<p><img src="a.jpg" alt="a\nb"></p>\n'],
  ['<p>already</p>\n\n<p>two</p>', '<p>already</p>\n<p>two</p>\n'],
  ['line<br>\nline', '<p>line<br />\nline</p>\n'],
  ['<script>var a = 1;\n\nvar b;</script>', '<p><script>var a = 1;</p>\n<p>var b;</script></p>\n'],
  ['<figure><img src="x"></figure>\ncaption', '<figure><img src="x"></figure>\n<p>caption</p>\n'],
  ['[gallery ids="1"]\n\ntext', '<p>[gallery ids="1"]</p>\n<p>text</p>\n'],
  ['Hello world [&hellip;]', '<p>Hello world [&hellip;]</p>\n'],
  ['<table><tr><td>1</td></tr></table>', '<table>\n<tr>\n<td>1</td>\n</tr>\n</table>\n'],
  [
    '<select><option>a</option>\n<option>b</option></select>',
    '<p><select><option>a</option><option>b</option></select></p>\n',
  ],
  ['<h2>Title</h2>\nBody text', '<h2>Title</h2>\n<p>Body text</p>\n'],
  ['one\n\n\ntwo\n\n\n\nthree', '<p>one</p>\n<p>two</p>\n<p>three</p>\n'],
  ['<details><summary>s</summary>\nbody</details>', '<details>\n<summary>s</summary>\n<p>body</details>\n'],
  ['<style>p{}\n\n</style>text', '<style>p{}</p>\n</style>\n<p>text</p>\n'],
  ['', ''],
  ['   ', ''],
];

describe('autop', () => {
  it.each(PHP_WPAUTOP)('gives what PHP gives for %j', (text, php) => {
    expect(autop(text)).toBe(php);
  });

  it('leaves an <hr> inside <pre> alone, as PHP does', () => {
    expect(autop('<pre>a<hr>b</pre>')).toBe('<pre>a<hr>b</pre>\n');
  });
});
