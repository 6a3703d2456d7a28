// The WordPress import at scale: a generated WXR export of ITEMS items (default 100,000: posts with
// categories, tags and custom fields, one page in ten under a parent) imported by `import wxr` into a
// fresh server's SQLite database (or the `DATABASE_URL` of the environment). Prints items/s and the
// import process's peak resident memory (VmHWM, from /usr/bin/time), then runs it again: the second run
// must create nothing. `--write <file>` only writes the export (to try it by hand).
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, timedCli } from './lib.mjs';

const ITEMS = Number(process.env.ITEMS ?? 100_000);
const AUTHORS = 10;
const CATEGORIES = 50;
const TAGS = 200;

const cdata = (text) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function paragraph(i, n) {
  return `<!-- wp:paragraph -->\n<p>Post ${i}, paragraph ${n}: the quick brown fox jumps over the lazy dog &amp; keeps running past <a href="https://example.com/${i}">the fence</a>.</p>\n<!-- /wp:paragraph -->`;
}

function item(i) {
  const page = i % 10 === 0;
  const id = 1000 + i;
  const date = new Date(Date.UTC(2015, 0, 1) + i * 600_000).toISOString().slice(0, 19).replace('T', ' ');
  const terms = page
    ? ''
    : [
        `<category domain="category" nicename="category-${i % CATEGORIES}">${cdata(`Category ${i % CATEGORIES}`)}</category>`,
        ...[0, 1, 2].map(
          (k) =>
            `<category domain="post_tag" nicename="tag-${(i + k * 7) % TAGS}">${cdata(`Tag ${(i + k * 7) % TAGS}`)}</category>`,
        ),
      ].join('\n');
  return `<item>
<title>${cdata(`${page ? 'Page' : 'Post'} number ${i}`)}</title>
<link>https://old.example.com/?p=${id}</link>
<dc:creator>${cdata(`author${i % AUTHORS}`)}</dc:creator>
<guid isPermaLink="false">https://old.example.com/?p=${id}</guid>
<description></description>
<content:encoded>${cdata([1, 2, 3, 4].map((n) => paragraph(i, n)).join('\n\n'))}</content:encoded>
<excerpt:encoded>${cdata(i % 3 ? '' : `Excerpt of ${i}`)}</excerpt:encoded>
<wp:post_id>${id}</wp:post_id>
<wp:post_date>${cdata(date)}</wp:post_date>
<wp:post_date_gmt>${cdata(date)}</wp:post_date_gmt>
<wp:comment_status>${cdata('open')}</wp:comment_status>
<wp:ping_status>${cdata('open')}</wp:ping_status>
<wp:post_name>${cdata(`${page ? 'page' : 'post'}-${i}`)}</wp:post_name>
<wp:status>${cdata(i % 50 === 7 ? 'draft' : 'publish')}</wp:status>
<wp:post_parent>${page && i > 100 ? 1000 + (i % 100) * 10 : 0}</wp:post_parent>
<wp:menu_order>0</wp:menu_order>
<wp:post_type>${cdata(page ? 'page' : 'post')}</wp:post_type>
<wp:post_password>${cdata('')}</wp:post_password>
<wp:is_sticky>0</wp:is_sticky>
${terms}
<wp:postmeta><wp:meta_key>${cdata('_edit_last')}</wp:meta_key><wp:meta_value>${cdata('1')}</wp:meta_value></wp:postmeta>
</item>
`;
}

/** Writes the export, respecting the stream's back-pressure so generating takes no memory either. */
async function generate(path) {
  const out = createWriteStream(path);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
<title>Generated</title>
<link>https://old.example.com</link>
<wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://old.example.com</wp:base_site_url>
<wp:base_blog_url>https://old.example.com</wp:base_blog_url>
`);
  for (let a = 0; a < AUTHORS; a++)
    await write(
      `<wp:author><wp:author_id>${a + 1}</wp:author_id><wp:author_login>${cdata(`author${a}`)}</wp:author_login><wp:author_email>${cdata(`author${a}@example.com`)}</wp:author_email><wp:author_display_name>${cdata(`Author ${a}`)}</wp:author_display_name></wp:author>\n`,
    );
  for (let c = 0; c < CATEGORIES; c++)
    await write(
      `<wp:category><wp:term_id>${c + 1}</wp:term_id><wp:category_nicename>${cdata(`category-${c}`)}</wp:category_nicename><wp:category_parent>${cdata(c >= 10 ? `category-${c % 10}` : '')}</wp:category_parent><wp:cat_name>${cdata(`Category ${c}`)}</wp:cat_name></wp:category>\n`,
    );
  for (let t = 0; t < TAGS; t++)
    await write(
      `<wp:tag><wp:term_id>${CATEGORIES + t + 1}</wp:term_id><wp:tag_slug>${cdata(`tag-${t}`)}</wp:tag_slug><wp:tag_name>${cdata(`Tag ${t}`)}</wp:tag_name></wp:tag>\n`,
    );
  for (let i = 0; i < ITEMS; i++) await write(item(i));
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
}

const target = process.argv.indexOf('--write');
if (target > 0) {
  await generate(process.argv[target + 1]);
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'portico-wxr-'));
const file = join(dir, 'export.xml');
const server = await startServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
try {
  await generate(file);
  const megabytes = (statSync(file).size / 1e6).toFixed(0);
  console.log(`export: ${ITEMS} items, ${megabytes} MB`);
  const first = await timedCli(['import', 'wxr', file], server.env);
  const made = Object.values(first.result.imported).reduce((sum, n) => sum + n, 0);
  console.log(
    `first run: ${first.seconds} s, ${Math.round(ITEMS / first.seconds)} items/s, peak RSS ${first.peakMb} MB`,
  );
  console.log(
    `  imported ${JSON.stringify(first.result.imported)}; failed ${JSON.stringify(first.result.failed)}`,
  );
  const again = await timedCli(['import', 'wxr', file], server.env);
  console.log(
    `second run: ${again.seconds} s, ${Math.round(ITEMS / again.seconds)} items/s, peak RSS ${again.peakMb} MB`,
  );
  if (Object.keys(again.result.imported).length)
    throw new Error(`the second run imported ${JSON.stringify(again.result.imported)}`);
  if (made < ITEMS) console.log(`  (only ${made} records imported of ${ITEMS} items)`);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
