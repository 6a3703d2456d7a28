import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, rest } from '../helpers/content.js';
import { runCli, startTestServer, type TestServer } from '../helpers/server.js';
import { wxrExport } from '../helpers/wxr.js';

// Attachments of an export: files from a copy of wp-content/uploads or downloaded through the
// address guard, stored with their sub-sizes, and the old upload URLs in contents rewritten.
const PUBLIC_URL = 'http://portico.example';
const THEME_UNIT_TEST = new URL('../fixtures/wxr/theme-unit-test-data.xml', import.meta.url).pathname;
const OLD_UPLOADS = 'https://wpthemetestdata.files.wordpress.com';

let server: TestServer;
let receiver: Server;
let receiverHost: string;
const received: string[] = [];
let photo: Buffer;

const importWxr = async (args: string[], env: Record<string, string> = {}) => {
  const run = await runCli(['import', 'wxr', ...args, '--json'], { ...server.env, ...env });
  return { ...run, summary: run.stdout ? JSON.parse(run.stdout) : undefined };
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const list = async (route: string, query = '') => {
  const res = await rest(server, 'GET', route, {
    headers: adminAuth(server),
    query: `context=edit&per_page=100&${query}`,
  });
  if (!Array.isArray(res.body)) throw new Error(res.text.slice(0, 300));
  return { items: res.body as Json[], total: Number(res.headers.get('x-wp-total')) };
};
const image = (width: number, height: number, format: 'jpeg' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  photo = await image(640, 480);
  receiver = createServer((req, res) => {
    received.push(req.url!);
    if (req.url!.endsWith('/photo.jpg')) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverHost = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver.close();
  await server.stop();
});

describe('import wxr: attachments', () => {
  it('takes the files from a copy of wp-content/uploads and rewrites their URLs in contents', async () => {
    // The theme unit test data's 37 attachments: every image given, the mp3 and the mov missing.
    const uploads = join(server.dir, 'old-uploads');
    const exported = readFileSync(THEME_UNIT_TEST, 'utf8');
    const urls = [...exported.matchAll(/<wp:attachment_url>\s*([^<\s]+)/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(37);
    for (const url of urls) {
      const path = join(uploads, url.slice(OLD_UPLOADS.length));
      if (!/\.(jpg|gif)$/.test(path)) continue;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, await image(400, 300, path.endsWith('.gif') ? 'gif' : 'jpeg'));
    }

    const run = await importWxr([THEME_UNIT_TEST, '--uploads-dir', uploads]);
    expect(run.code).toBe(0);
    expect(run.summary).toMatchObject({
      imported: { post: 58, page: 21, attachment: 35, nav_menu_item: 70 },
      failed: { attachment: 2 },
    });
    expect(run.summary.warnings.filter((warning: string) => warning.includes('attachment'))).toEqual([
      `line 3417: attachment "St. Louis Blues" has no file: no 2008/06/originaldixielandjazzbandwithalbernard-stlouisblues.mp3 in ${uploads}`,
      `line 7906: attachment "2014-slider-mobile-behavior" has no file: no 2013/12/2014-slider-mobile-behavior.mov in ${uploads}`,
    ]);
    // What the summary counts is what the API lists.
    const media = await list('/cms/v2/media');
    expect(media.total).toBe(35);
    const posts = await list('/cms/v2/posts', 'status=publish,future,draft,pending,private');
    expect(posts.total).toBe(run.summary.imported.post);

    const canola = media.items.find((item) => item.slug === 'canola2')!;
    const parent = posts.items.find((post) => post.id === canola.post)!;
    expect(parent.slug).toBe('post-format-gallery');
    expect(canola).toMatchObject({
      source_url: `${PUBLIC_URL}/uploads/2008/06/canola2.jpg`,
      alt_text: 'canola',
      date: '2008-06-16T06:17:54',
      date_gmt: '2008-06-16T13:17:54',
      media_type: 'image',
      mime_type: 'image/jpeg',
      media_details: { width: 400, height: 300, file: '2008/06/canola2.jpg' },
    });
    expect(Object.keys(canola.media_details.sizes).sort()).toEqual(['full', 'medium', 'thumbnail']);

    // The old URLs of the imported files are gone from every content, sub-size URLs included.
    const withOld = posts.items.filter((post) =>
      /wpthemetestdata\.files\.wordpress\.com\/[\d/]+[^"'\s]*\.(jpg|gif)/.test(post.content.raw),
    );
    expect(withOld.map((post) => post.slug)).toEqual([]);
    const alignment = posts.items.find((post) => post.slug === 'markup-image-alignment')!;
    expect(alignment.content.raw).toContain(`${PUBLIC_URL}/uploads/2013/03/image-alignment-150x150.jpg`);
    // …but not of the files that did not come.
    const mov = posts.items.filter((post) =>
      post.content.raw.includes(`${OLD_UPLOADS}/2013/12/2014-slider-mobile-behavior.mov`),
    );
    expect(mov.length).toBeGreaterThan(0);

    // Featured images point at the imported media.
    const featured = posts.items.filter((post) => post.featured_media);
    expect(featured.length).toBeGreaterThan(0);
    for (const post of featured) expect(media.items.map((item) => item.id)).toContain(post.featured_media);

    const again = await importWxr([THEME_UNIT_TEST, '--uploads-dir', uploads]);
    expect(again.summary).toMatchObject({
      imported: {},
      existing: { attachment: 35 },
      failed: { attachment: 2 },
    });
    expect((await list('/cms/v2/media')).total).toBe(35);
    const after = await list('/cms/v2/posts', 'status=publish,future,draft,pending,private');
    expect(after.items.map((post) => post.content.raw)).toEqual(posts.items.map((post) => post.content.raw));
  });

  it('downloads them with --fetch-attachments, through the address guard', async () => {
    const base = `http://${receiverHost}/wp-content/uploads`;
    const file = join(server.dir, 'fetch.xml');
    writeFileSync(
      file,
      wxrExport('https://fetch.example', [
        {
          id: 10,
          type: 'attachment',
          title: 'A photo',
          name: 'a-photo',
          status: 'inherit',
          attachmentUrl: `${base}/2019/07/photo.jpg`,
          meta: { _wp_attached_file: '2019/07/photo.jpg' },
          parent: 11,
        },
        {
          id: 12,
          type: 'attachment',
          title: 'Gone',
          status: 'inherit',
          attachmentUrl: `${base}/2019/07/gone.jpg`,
        },
        {
          id: 11,
          title: 'With a photo',
          content: `<img src="${base}/2019/07/photo-300x225.jpg"><a href="${base}/2019/07/photo.jpg">full</a> ${base}/2019/07/photographer.jpg`,
          meta: { _thumbnail_id: '10' },
        },
      ]),
    );

    // Loopback is not public: refused, and said.
    const refused = await importWxr([file, '--fetch-attachments']);
    expect(refused.summary.failed).toEqual({ attachment: 2 });
    expect(refused.summary.warnings[0]).toMatch(
      new RegExp(
        `^line \\d+: attachment "A photo" has no file: ${base}/2019/07/photo.jpg could not be downloaded \\(.+\\)$`,
      ),
    );
    expect(received).toEqual([]);

    // The operator's allowance for oEmbed hosts lets the receiver through.
    const run = await importWxr([file, '--fetch-attachments'], { OEMBED_ALLOW_HOSTS: receiverHost });
    expect(run.summary).toMatchObject({
      imported: { attachment: 1 },
      existing: { post: 1 },
      failed: { attachment: 1 },
    });
    expect(run.summary.warnings).toContain(
      `line ${run.summary.warnings[0].match(/^line (\d+)/)[1]}: attachment "Gone" has no file: ${base}/2019/07/gone.jpg answered 404`,
    );
    expect(received).toEqual([
      '/wp-content/uploads/2019/07/photo.jpg',
      '/wp-content/uploads/2019/07/gone.jpg',
    ]);

    const [item] = (await list('/cms/v2/media', 'search=photo')).items;
    const post = (await list('/cms/v2/posts', 'slug=item-11')).items[0]!;
    expect(item).toMatchObject({ source_url: `${PUBLIC_URL}/uploads/2019/07/photo.jpg`, post: post.id });
    expect(post.featured_media).toBe(item!.id);
    // Sub-size URLs follow the image; another file whose name starts alike does not.
    expect(post.content.raw).toBe(
      `<img src="${PUBLIC_URL}/uploads/2019/07/photo-300x225.jpg"><a href="${PUBLIC_URL}/uploads/2019/07/photo.jpg">full</a> ${base}/2019/07/photographer.jpg`,
    );
  });

  it('never reads outside the uploads copy, whatever path the export names', async () => {
    const uploads = join(server.dir, 'jail');
    mkdirSync(uploads);
    writeFileSync(join(server.dir, 'secret.jpg'), photo);
    const file = join(server.dir, 'escape.xml');
    writeFileSync(
      file,
      wxrExport('https://escape.example', [
        {
          id: 1,
          type: 'attachment',
          title: 'Escape',
          status: 'inherit',
          attachmentUrl: 'https://escape.example/wp-content/uploads/../../secret.jpg',
          meta: { _wp_attached_file: '../secret.jpg' },
        },
      ]),
    );
    const run = await importWxr([file, '--uploads-dir', uploads]);
    expect(run.summary.failed).toEqual({ attachment: 1 });
    expect(run.summary.warnings).toEqual([
      `line 10: attachment "Escape" has no file: no ../secret.jpg in ${uploads}`,
    ]);
    const missing = await importWxr([file, '--uploads-dir', join(server.dir, 'nowhere')]);
    expect(missing.summary).toEqual({
      error: `--uploads-dir: ${join(server.dir, 'nowhere')} is not a folder`,
    });
  });

  it('refuses files reached through symbolic links, and with --follow-symlinks still those leading out', async () => {
    const uploads = join(server.dir, 'linked-uploads');
    const outside = join(server.dir, 'outside');
    mkdirSync(join(uploads, '2020/01'), { recursive: true });
    mkdirSync(join(uploads, '2020/02'), { recursive: true });
    mkdirSync(join(uploads, '2020/03'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.jpg'), photo);
    writeFileSync(join(uploads, '2020/01/real.jpg'), photo);
    symlinkSync(join(outside, 'secret.jpg'), join(uploads, '2020/01/link.jpg'));
    symlinkSync(outside, join(uploads, '2020/02/sub'));
    symlinkSync(join(uploads, '2020/01/real.jpg'), join(uploads, '2020/03/inside.jpg'));
    const attachment = (id: number, title: string, file: string) => ({
      id,
      type: 'attachment',
      title,
      status: 'inherit',
      attachmentUrl: `https://linked.example/wp-content/uploads/${file}`,
      meta: { _wp_attached_file: file },
    });
    const file = join(server.dir, 'linked.xml');
    writeFileSync(
      file,
      wxrExport('https://linked.example', [
        attachment(1, 'Link', '2020/01/link.jpg'),
        attachment(2, 'Folder', '2020/02/sub/secret.jpg'),
        attachment(3, 'Inside', '2020/03/inside.jpg'),
      ]),
    );
    const run = await importWxr([file, '--uploads-dir', uploads]);
    expect(run.summary.failed).toEqual({ attachment: 3 });
    const through = (path: string) =>
      `${path} in ${uploads} is reached through a symbolic link (--follow-symlinks follows links that stay in the folder)`;
    expect(run.summary.warnings.map((warning: string) => warning.replace(/^line \d+: /, ''))).toEqual([
      `attachment "Link" has no file: ${through('2020/01/link.jpg')}`,
      `attachment "Folder" has no file: ${through('2020/02/sub/secret.jpg')}`,
      `attachment "Inside" has no file: ${through('2020/03/inside.jpg')}`,
    ]);

    const followed = await importWxr([file, '--uploads-dir', uploads, '--follow-symlinks']);
    expect(followed.summary.imported).toEqual({ attachment: 1 });
    expect(followed.summary.warnings.map((warning: string) => warning.replace(/^line \d+: /, ''))).toEqual([
      `attachment "Link" has no file: 2020/01/link.jpg in ${uploads} links out of the folder`,
      `attachment "Folder" has no file: 2020/02/sub/secret.jpg in ${uploads} links out of the folder`,
    ]);
    for (const path of ['2020/01/link.jpg', '2020/02/sub/secret.jpg'])
      expect((await fetch(`${server.url}/uploads/${path}`)).status, path).toBe(404);
    const { items } = await list('/cms/v2/media', 'search=Inside');
    expect(items.map((item) => item.source_url)).toEqual([`${PUBLIC_URL}/uploads/2020/03/inside.jpg`]);
  });

  it('never lets another export of the same site change what an earlier one made', async () => {
    const site = 'https://twice.example';
    const first = join(server.dir, 'first.xml');
    writeFileSync(
      first,
      wxrExport(site, [
        {
          id: 1,
          title: 'Banking',
          name: 'banking',
          content: '<a href="https://bank.example/login">bank</a>',
        },
      ]),
    );
    expect((await importWxr([first])).summary.imported).toEqual({ post: 1 });
    const uploads = join(server.dir, 'second-uploads');
    mkdirSync(join(uploads, '2020/01'), { recursive: true });
    writeFileSync(join(uploads, '2020/01/evil.jpg'), photo);
    const second = join(server.dir, 'second.xml');
    writeFileSync(
      second,
      wxrExport(site, [
        {
          id: 2,
          type: 'attachment',
          title: 'Evil',
          status: 'inherit',
          attachmentUrl: 'https://bank.example/login',
          meta: { _wp_attached_file: '2020/01/evil.jpg' },
        },
        { id: 1, title: 'Banking', name: 'banking', meta: { _thumbnail_id: '2' } },
        { id: 3, title: 'Own', name: 'own', content: '<a href="https://bank.example/login">x</a>' },
      ]),
    );
    const run = await importWxr([second, '--uploads-dir', uploads]);
    expect(run.summary).toMatchObject({ imported: { attachment: 1, post: 1 }, existing: { post: 1 } });
    const posts = (await list('/cms/v2/posts', 'search=Banking')).items;
    expect(posts[0]).toMatchObject({
      featured_media: 0,
      content: { raw: '<a href="https://bank.example/login">bank</a>' },
    });
    // Its own items are rewritten (as WordPress's importer rewrites every post).
    const own = (await list('/cms/v2/posts', 'slug=own')).items[0]!;
    expect(own.content.raw).toBe(`<a href="${PUBLIC_URL}/uploads/2020/01/evil.jpg">x</a>`);
  });
});
