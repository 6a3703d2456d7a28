// The block editor in Debian's chromium against a real server (`npm start`'s, on SQLite): the size of
// what it loads (gzipped, as served), and the time from navigation to the editor ready for typing (the
// title field in the canvas shown) — a new post in a fresh browser context (nothing cached), the same
// once cached, and a post of BLOCKS blocks (default 200) once cached; each the median and worst of
// ROUNDS (default 5). The author signs in before the clock starts.
import { Buffer } from 'node:buffer';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchChromium, signInPage } from './browser.mjs';
import { cli, startServer } from './lib.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const BLOCKS = Number(process.env.BLOCKS ?? 200);
const PASSWORD = 'bench password 1';
const WEB = resolve(import.meta.dirname, '../dist/web');

const gzipKb = (pattern) =>
  readdirSync(WEB)
    .filter((name) => pattern.test(name))
    .reduce((sum, name) => sum + readFileSync(join(WEB, name)).length / 1024, 0);

const server = await startServer({ WEB_CONCURRENCY: '1' });
const browser = await launchChromium();
try {
  await cli(
    [
      'user',
      'create',
      '--login',
      'bench',
      '--email',
      'bench@example.test',
      '--role',
      'author',
      '--password',
      PASSWORD,
    ],
    server.env,
  );
  const paragraphs = Array.from(
    { length: BLOCKS },
    (_, i) =>
      `<!-- wp:paragraph -->\n<p>Paragraph ${i} of a long post, with <strong>some</strong> words.</p>\n<!-- /wp:paragraph -->`,
  ).join('\n\n');
  const { password } = await cli(
    ['app-password', 'create', '--login', 'bench', '--name', 'bench'],
    server.env,
  );
  const long = await fetch(`${server.url}/index.php?rest_route=/cms/v2/posts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`bench:${password}`).toString('base64')}`,
    },
    body: JSON.stringify({ title: 'A long post', content: paragraphs, status: 'publish' }),
  }).then((res) => res.json());
  if (!long.id) throw new Error(`seeding failed: ${JSON.stringify(long)}`);

  /** A context signed in as the author; each new context starts with an empty cache. */
  async function signedIn() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInPage(page, server, 'bench', PASSWORD);
    return page;
  }
  /** Milliseconds from navigating to `path` to the title field shown in the editor's canvas. */
  async function open(page, path) {
    const started = performance.now();
    await page.goto(`${server.url}${path}`);
    await page.frameLocator('iframe[name="editor-canvas"]').locator('.editor-post-title').waitFor({
      timeout: 60_000,
    });
    return performance.now() - started;
  }

  const cold = [];
  const warm = [];
  const longPost = [];
  for (let round = 0; round < ROUNDS; round++) {
    const page = await signedIn();
    cold.push(await open(page, '/edit/post/new'));
    warm.push(await open(page, '/edit/post/new'));
    longPost.push(await open(page, `/edit/post/${long.id}`));
    await page
      .frameLocator('iframe[name="editor-canvas"]')
      .getByText(`Paragraph ${BLOCKS - 1} of`)
      .waitFor();
    await page.context().close();
  }

  const sorted = (values) => [...values].sort((a, b) => a - b);
  const median = (values) => Math.round(sorted(values)[Math.floor(values.length / 2)]);
  const worst = (values) => Math.round(sorted(values).at(-1));
  console.table([
    { measure: 'editor JavaScript, gzipped (KB)', value: Math.round(gzipKb(/^editor-[0-9a-f]+\.js\.gz$/)) },
    { measure: 'editor style sheets, gzipped (KB)', value: Math.round(gzipKb(/^editor-.*\.css\.gz$/)) },
    { measure: `new post, nothing cached: median of ${ROUNDS} (ms)`, value: median(cold) },
    { measure: `new post, nothing cached: worst of ${ROUNDS} (ms)`, value: worst(cold) },
    { measure: `new post, cached: median of ${ROUNDS} (ms)`, value: median(warm) },
    { measure: `new post, cached: worst of ${ROUNDS} (ms)`, value: worst(warm) },
    { measure: `post of ${BLOCKS} blocks, cached: median of ${ROUNDS} (ms)`, value: median(longPost) },
    { measure: `post of ${BLOCKS} blocks, cached: worst of ${ROUNDS} (ms)`, value: worst(longPost) },
  ]);
} finally {
  await browser.close();
  await server.stop();
}
