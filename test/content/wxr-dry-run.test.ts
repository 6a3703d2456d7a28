import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startTestServer, type TestServer } from '../helpers/server.js';

// A dry run is the import itself with its writes thrown away: it prints what the run then prints.
let server: TestServer;
const fixture = (name: string) => new URL(`../fixtures/wxr/${name}.xml`, import.meta.url).pathname;
const importWxr = async (args: string[]) => {
  const run = await runCli(['import', 'wxr', ...args, '--json'], server.env);
  return { code: run.code, json: JSON.parse(run.stdout) as Record<string, unknown> };
};

/** What an import writes: the content tables' rows and the media files. */
async function written() {
  const connection = server.runtime.orm.em.getConnection();
  const rows: Record<string, unknown> = {};
  for (const table of ['users', 'terms', 'post_terms', 'posts', 'attachments', 'import_origins'])
    rows[table] = (await connection.execute(`select * from ${table} order by 1`)).length;
  const media = server.env.MEDIA_DIR!;
  const files = readdirSync(media, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  return { rows, files: files.length };
}

beforeAll(async () => {
  // Files in MEDIA_DIR, where this test counts them.
  server = await startTestServer({ env: { MEDIA_STORAGE: 'local' } });
  mkdirSync(server.env.MEDIA_DIR!, { recursive: true });
});
afterAll(() => server.stop());

describe('import wxr --dry-run', () => {
  it.each([
    // Makes the authors `editor` and `author`, skips custom fields Portico does not keep.
    ['small-export'],
    ['valid-wxr-1.0'],
    ['wxr-utf-8-challenges'],
    ['namespace-edge-cases'],
    ['term-formats'],
    // Broken XML: both stop at the same line with the same error.
    ['crazy-cdata'],
  ])('%s: prints the summary the import then prints, having written nothing', async (name) => {
    const before = await written();
    const dry = await importWxr([fixture(name), '--dry-run']);
    expect(await written()).toEqual(before);
    const real = await importWxr([fixture(name)]);
    expect(dry).toEqual(real);
  });

  it('stores media files as the import does, then drops them', async () => {
    // Three images of the theme unit test data in an uploads copy; its other attachments have no file.
    const file = fixture('theme-unit-test-data');
    const uploads = join(server.dir, 'old-uploads');
    const urls = [...readFileSync(file, 'utf8').matchAll(/<wp:attachment_url>\s*([^<\s]+\.jpg)/g)];
    for (const [, url] of urls.slice(0, 3)) {
      const path = join(uploads, new URL(url!).pathname);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(
        path,
        await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c87828' } })
          .jpeg()
          .toBuffer(),
      );
    }
    const before = await written();
    const dry = await importWxr([file, '--uploads-dir', uploads, '--dry-run']);
    expect(await written()).toEqual(before);
    const real = await importWxr([file, '--uploads-dir', uploads]);
    expect(dry).toEqual(real);
    expect(real.json).toMatchObject({ imported: { attachment: 3 }, failed: { attachment: 34 } });
    expect((await written()).files).toBeGreaterThan(before.files);
  });
});
