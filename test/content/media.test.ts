import { createHash } from 'node:crypto';
import { get } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, contentUser, rest, restError, restLink } from '../helpers/content.js';
import { corners, quadrantImage } from '../helpers/images.js';
import { expectRangesServed, storedCount, storedFile } from '../helpers/media.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

// Media: uploads (stored under MEDIA_DIR, served by Portico), edits, reads and their errors.
let server: TestServer;
let site: string;
let admin: Record<string, string>;
let author: { id: number; auth: Record<string, string> };
let contributor: { id: number; auth: Record<string, string> };
let subscriber: { id: number; auth: Record<string, string> };
let photo: Buffer;
let folder: string;

const stored = (file: string) => storedFile(server.runtime.settings, file);
const fileCount = () => storedCount(server.runtime.settings);
const url = (file: string) => `${site}/uploads/${file}`;

function upload(
  bytes: Buffer,
  headers: Record<string, string>,
  options: { name?: string; type?: string; query?: string; md5?: string } = {},
) {
  const extra: Record<string, string> = {};
  if (options.type !== '') extra['Content-Type'] = options.type ?? 'image/jpeg';
  if (options.name !== '')
    extra['Content-Disposition'] = `attachment; filename="${options.name ?? 'test.jpg'}"`;
  if (options.md5) extra['Content-MD5'] = options.md5;
  return rest(server, 'POST', '/cms/v2/media', {
    headers: { ...headers, ...extra },
    raw: new Uint8Array(bytes),
    query: options.query,
  });
}

function multipart(file: Buffer, name: string, fields: Record<string, string>, headers = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return rest(server, 'POST', '/cms/v2/media', { headers, raw: form });
}

beforeAll(async () => {
  server = await startTestServer({ env: { MEDIA_MAX_UPLOAD_MB: '1' } });
  site = server.runtime.settings.publicUrl;
  admin = adminAuth(server);
  author = await contentUser(server, 'ann', 'author');
  contributor = await contentUser(server, 'carl', 'contributor');
  subscriber = await contentUser(server, 'sam', 'subscriber');
  photo = await quadrantImage(800, 600);
  const now = new Date();
  folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
});
afterAll(() => server.stop());

describe('cms/v2 media upload', () => {
  it('stores a raw upload with its sub-sizes: 201, Location, the whole edit-context body', async () => {
    const res = await upload(photo, admin);
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(res.headers.get('location')).toBe(restLink(server, `/cms/v2/media/${id}`));
    expect(res.headers.get('x-wp-upload-attachment-id')).toBe(String(id));
    const size = async (file: string, width: number, height: number) => ({
      file,
      width,
      height,
      filesize: (await stored(`${folder}/${file}`)).length,
      mime_type: 'image/jpeg',
      source_url: url(`${folder}/${file}`),
    });
    const body = res.body;
    expect(body).toEqual({
      id,
      date: body.date,
      date_gmt: body.date_gmt,
      guid: { rendered: url(`${folder}/test.jpg`), raw: url(`${folder}/test.jpg`) },
      modified: body.modified,
      modified_gmt: body.modified_gmt,
      slug: 'test',
      status: 'inherit',
      type: 'attachment',
      link: `${site}/?attachment_id=${id}`,
      title: { raw: 'test', rendered: 'test' },
      author: 1,
      featured_media: 0,
      comment_status: 'open',
      ping_status: 'closed',
      template: '',
      meta: {},
      permalink_template: `${site}/?attachment_id=${id}`,
      generated_slug: 'test',
      class_list: [`post-${id}`, 'attachment', 'type-attachment', 'status-inherit', 'hentry'],
      description: {
        raw: '',
        rendered:
          `<p class="attachment"><a href='${url(`${folder}/test.jpg`)}'><img width="300" height="225" ` +
          `src="${url(`${folder}/test-300x225.jpg`)}" class="attachment-medium size-medium" alt="" decoding="async" loading="lazy" /></a></p>\n`,
      },
      caption: { raw: '', rendered: '' },
      alt_text: '',
      media_type: 'image',
      mime_type: 'image/jpeg',
      media_details: {
        width: 800,
        height: 600,
        file: `${folder}/test.jpg`,
        filesize: photo.length,
        sizes: {
          medium: await size('test-300x225.jpg', 300, 225),
          thumbnail: await size('test-150x150.jpg', 150, 150),
          medium_large: await size('test-768x576.jpg', 768, 576),
          full: {
            file: 'test.jpg',
            width: 800,
            height: 600,
            mime_type: 'image/jpeg',
            source_url: url(`${folder}/test.jpg`),
          },
        },
        image_meta: {
          aperture: '0',
          credit: '',
          camera: '',
          caption: '',
          created_timestamp: '0',
          copyright: '',
          focal_length: '0',
          iso: '0',
          shutter_speed: '0',
          title: '',
          orientation: '0',
          keywords: [],
          alt: '',
        },
      },
      post: null,
      source_url: url(`${folder}/test.jpg`),
      missing_image_sizes: [],
      filename: 'test.jpg',
      filesize: photo.length,
      _links: {
        self: [
          {
            href: restLink(server, `/cms/v2/media/${id}`),
            targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
          },
        ],
        collection: [{ href: restLink(server, '/cms/v2/media') }],
        about: [{ href: restLink(server, '/cms/v2/types/attachment') }],
        author: [{ embeddable: true, href: restLink(server, '/cms/v2/users/1') }],
        replies: [{ embeddable: true, href: restLink(server, '/cms/v2/comments', `&post=${id}`) }],
      },
    });
    expect(body.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    // The stored files are what the metadata says, byte for byte and pixel for pixel.
    expect((await stored(`${folder}/test.jpg`)).equals(photo)).toBe(true);
    const thumb = await sharp(await stored(`${folder}/test-150x150.jpg`)).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([150, 150, 'jpeg']);
    // Served at {site_url}/uploads/… with the type of the file.
    const served = await fetch(url(`${folder}/test-300x225.jpg`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(await stored(`${folder}/test-300x225.jpg`))).toBe(
      true,
    );
  });

  it('serves stored files with cache validators and byte ranges, and nothing outside the folder', async () => {
    const file = `${folder}/test-150x150.jpg`;
    const bytes = await stored(file);
    const whole = await fetch(url(file));
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    const etag = whole.headers.get('etag')!;
    // node:http, as a browser's cache revalidates (fetch adds Cache-Control: no-cache to conditional requests).
    const revalidated = await new Promise<number>((done) =>
      get(url(file), { headers: { 'If-None-Match': etag } }, (res) => done(res.resume().statusCode!)),
    );
    expect(revalidated).toBe(304);
    await expectRangesServed(url(file), bytes);
    for (const path of [
      `${folder}/nope.jpg`,
      '..%2Fportico.db',
      '%2e%2e/portico.db',
      `${folder}/%ZZ`,
      folder,
    ])
      expect((await fetch(`${site}/uploads/${path}`)).status, path).toBe(404);
  });

  it('gives a second file of the same name a unique name, title and slug', async () => {
    const res = await upload(photo, admin);
    expect(res.status).toBe(201);
    expect(res.body.media_details.file).toBe(`${folder}/test-1.jpg`);
    expect(res.body.title.raw).toBe('test-1');
    expect(res.body.slug).toBe('test-1');
    expect(res.body.media_details.sizes.thumbnail.file).toBe('test-1-150x150.jpg');
  });

  it('takes multipart uploads with other fields; the title defaults to the client file name', async () => {
    const res = await multipart(photo, 'Holiday Snap.jpg', {
      alt_text: 'A red square',
      caption: 'On the beach',
      description: 'Taken in <em>June</em>.',
    });
    expect(res.status).toBe(201);
    expect(res.body.title.raw).toBe('Holiday Snap');
    expect(res.body.slug).toBe('holiday-snap');
    expect(res.body.media_details.file).toBe(`${folder}/Holiday-Snap.jpg`);
    expect(res.body.alt_text).toBe('A red square');
    expect(res.body.caption).toEqual({ raw: 'On the beach', rendered: '<p>On the beach</p>\n' });
    expect(res.body.description.raw).toBe('Taken in <em>June</em>.');
    expect(res.body.description.rendered).toMatch(/<\/p>\n<p>Taken in <em>June<\/em>.<\/p>\n$/);
    const titled = await multipart(photo, 'x.jpg', { title: 'Given' });
    expect(titled.body.title.raw).toBe('Given');
    // Searches find media by their file's name too.
    const found = await rest(server, 'GET', '/cms/v2/media', { query: 'search=x.jpg' });
    expect(found.body.map((m: { id: number }) => m.id)).toEqual([titled.body.id]);
    const excluded = await rest(server, 'GET', '/cms/v2/media', { query: 'search=-x.jpg&per_page=100' });
    expect(excluded.body.map((m: { id: number }) => m.id)).not.toContain(titled.body.id);
    expect(excluded.body.length).toBeGreaterThan(1);
  });

  it('stores a file under the extension of its real type (photo.jpg holding PNG → photo.png)', async () => {
    const png = await quadrantImage(200, 100, 'png');
    const res = await upload(png, admin, { name: 'photo.jpg' });
    expect(res.status).toBe(201);
    expect(res.body.mime_type).toBe('image/png');
    expect(res.body.media_details.file).toBe(`${folder}/photo.png`);
    expect(res.body.media_details.sizes.thumbnail.mime_type).toBe('image/png');
    const served = await fetch(res.body.source_url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('scales images above 2560 px into a -scaled copy and makes every sub-size smaller than it', async () => {
    const big = await quadrantImage(3000, 2000);
    const res = await upload(big, admin, { name: 'wide.jpg' });
    expect(res.status).toBe(201);
    const details = res.body.media_details;
    expect([details.width, details.height, details.file]).toEqual([2560, 1707, `${folder}/wide-scaled.jpg`]);
    expect(details.original_image).toBe('wide.jpg');
    const dims = Object.fromEntries(
      Object.entries(details.sizes as Record<string, { width: number; height: number }>).map(([k, v]) => [
        k,
        `${v.width}x${v.height}`,
      ]),
    );
    expect(dims).toEqual({
      medium: '300x200',
      large: '1024x683',
      thumbnail: '150x150',
      medium_large: '768x512',
      '1536x1536': '1536x1024',
      '2048x2048': '2048x1365',
      full: '2560x1707',
    });
    const scaled = await sharp(await stored(details.file)).metadata();
    expect([scaled.width, scaled.height]).toEqual([2560, 1707]);
    expect((await stored(`${folder}/wide.jpg`)).equals(big)).toBe(true);
  });

  it('turns an image upright by its EXIF orientation into a -rotated copy and reads its EXIF data', async () => {
    // Stored 400x200 with orientation 6 (turn 90° clockwise to view): upright it is 200x400.
    const sideways = await quadrantImage(400, 200, 'jpeg', { orientation: 6, model: 'Pocket Cam' });
    const res = await upload(sideways, admin, { name: 'side.jpg' });
    expect(res.status).toBe(201);
    const details = res.body.media_details;
    expect([details.width, details.height, details.file, details.original_image]).toEqual([
      200,
      400,
      `${folder}/side-rotated.jpg`,
      'side.jpg',
    ]);
    expect(details.image_meta.camera).toBe('Pocket Cam');
    expect(details.image_meta.orientation).toBe('6');
    const upright = await corners(await stored(details.file));
    expect(upright).toMatchObject({ width: 200, height: 400, topLeft: 'bottomLeft', topRight: 'topLeft' });
  });

  it('skips sub-sizes with generate_sub_sizes=false; post-process makes the missing ones', async () => {
    const res = await upload(photo, admin, { name: 'later.jpg', query: 'generate_sub_sizes=false' });
    expect(res.status).toBe(201);
    expect(res.body.media_details.sizes).toEqual({});
    expect(res.body.missing_image_sizes).toEqual(['medium', 'thumbnail', 'medium_large']);
    const id = res.body.id;
    const bad = await rest(server, 'POST', `/cms/v2/media/${id}/post-process`, {
      headers: admin,
      body: { action: 'resize' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params).toEqual({ action: 'action is not create-image-subsizes.' });
    const missing = await rest(server, 'POST', `/cms/v2/media/${id}/post-process`, {
      headers: admin,
      body: {},
    });
    expect(missing.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): action',
      data: { status: 400, params: ['action'] },
    });
    const done = await rest(server, 'POST', `/cms/v2/media/${id}/post-process`, {
      headers: admin,
      body: { action: 'create-image-subsizes' },
    });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body.media_details.sizes)).toEqual([
      'medium',
      'thumbnail',
      'medium_large',
      'full',
    ]);
    expect(done.body.missing_image_sizes).toEqual([]);
    expect((await stored(`${folder}/later-768x576.jpg`)).length).toBe(
      done.body.media_details.sizes.medium_large.filesize,
    );
    const subscriberTry = await rest(server, 'POST', `/cms/v2/media/${id}/post-process`, {
      headers: subscriber.auth,
      body: { action: 'create-image-subsizes' },
    });
    expect(subscriberTry.body).toEqual(
      restError('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 403),
    );
  });

  it('shortens very long names so every copy’s name still fits the file system', async () => {
    const res = await upload(await quadrantImage(200, 200), admin, { name: `${'ü'.repeat(300)}.jpg` });
    expect(res.status).toBe(201);
    const name = res.body.media_details.file.split('/').pop();
    expect(Buffer.byteLength(name)).toBe(204);
    expect(res.body.media_details.sizes.thumbnail.file).toBe(`${'ü'.repeat(100)}-150x150.jpg`);
  });

  it('stores other files by content without metadata sizes', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const res = await upload(pdf, admin, { name: 'Terms of Use.pdf', type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect([res.body.media_type, res.body.mime_type]).toEqual(['file', 'application/pdf']);
    expect(res.body.media_details).toEqual({ filesize: pdf.length, sizes: {} });
    expect(res.body.description.rendered).toBe(
      `<p class="attachment"><a href='${url(`${folder}/Terms-of-Use.pdf`)}'>Terms-of-Use</a></p>\n`,
    );
  });
});

describe('cms/v2 media upload errors (nothing is stored)', () => {
  let before: number;
  beforeAll(async () => {
    before = await fileCount();
  });
  afterAll(async () => {
    expect(await fileCount()).toBe(before);
  });

  const refused = async (
    res: Awaited<ReturnType<typeof upload>>,
    code: string,
    message: string,
    status = 400,
  ) => {
    expect(res.body).toEqual(restError(code, message, status));
    expect(res.status).toBe(status);
  };

  it('answers the reference error for each malformed raw upload, in its order', async () => {
    await refused(await upload(Buffer.alloc(0), admin), 'rest_upload_no_data', 'No data supplied.');
    await refused(
      await upload(photo, admin, { type: '' }),
      'rest_upload_no_content_type',
      'No Content-Type supplied.',
    );
    await refused(
      await upload(photo, admin, { name: '' }),
      'rest_upload_no_content_disposition',
      'No Content-Disposition supplied.',
    );
    const invalid =
      'Invalid Content-Disposition supplied. Content-Disposition needs to be formatted as `attachment; filename="image.png"` or similar.';
    for (const disposition of ['filename="foo.jpg"', 'attachment; name="foo.jpg"', 'attachment; filename=']) {
      const res = await rest(server, 'POST', '/cms/v2/media', {
        headers: { ...admin, 'Content-Type': 'image/jpeg', 'Content-Disposition': disposition },
        raw: new Uint8Array(photo),
      });
      await refused(res, 'rest_upload_invalid_disposition', invalid);
    }
    await refused(
      await upload(photo, admin, { md5: 'd41d8cd98f00b204e9800998ecf8427e' }),
      'rest_upload_hash_mismatch',
      'Content hash did not match expected.',
      412,
    );
  });

  it('checks permissions before the upload itself', async () => {
    await refused(
      await upload(Buffer.alloc(0), {}),
      'rest_cannot_create',
      'Sorry, you are not allowed to create posts as this user.',
      401,
    );
    await refused(
      await upload(photo, contributor.auth),
      'rest_cannot_create',
      'Sorry, you are not allowed to create posts as this user.',
      403,
    );
    const adminPost = await rest(server, 'POST', '/cms/v2/posts', {
      headers: admin,
      body: { title: 'Admin only', status: 'draft' },
    });
    await refused(
      await upload(photo, author.auth, { query: `post=${adminPost.body.id}` }),
      'rest_cannot_edit',
      'Sorry, you are not allowed to upload media to this post.',
      403,
    );
    await rest(server, 'POST', `/cms/v2/posts/${adminPost.body.id}`, {
      headers: admin,
      body: { title: 'Again' },
    });
    const revisions = await rest(server, 'GET', `/cms/v2/posts/${adminPost.body.id}/revisions`, {
      headers: admin,
    });
    const res = await upload(photo, admin, { query: `post=${revisions.body[0].id}` });
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parent type.',
      data: { status: 400 },
    });
  });

  it('refuses file types by their bytes, whatever the name and declared type say: 500, as the reference', async () => {
    for (const [bytes, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.jpg'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'setup.png'],
      [Buffer.from('\x7fELF\x02\x01\x01\x00'), 'tool.bin'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg'],
    ] as const) {
      await refused(
        await upload(bytes, admin, { name }),
        'rest_upload_sideload_error',
        'Sorry, you are not allowed to upload this file type.',
        500,
      );
    }
  });

  it('refuses corrupted images and decompression bombs without decoding them', async () => {
    await refused(
      await upload(photo.subarray(0, photo.length / 2), admin),
      'rest_upload_sideload_error',
      'The image is corrupted or incomplete.',
    );
    // A tiny PNG that claims 100000 × 100000 pixels.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(100000, 16);
    bomb.writeUInt32BE(100000, 20);
    const res = await upload(bomb, admin, { name: 'bomb.png' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_upload_image_too_large');
  });

  it('refuses bodies above MEDIA_MAX_UPLOAD_MB with 413', async () => {
    const res = await upload(Buffer.concat([photo, Buffer.alloc(1024 * 1024)]), admin, { name: 'huge.jpg' });
    expect(res.body).toEqual(restError('rest_request_too_large', 'The request body is too large.', 413));
  });

  it('accepts a matching Content-MD5 (and the upload is then stored)', async () => {
    const md5 = createHash('md5').update(photo).digest('hex');
    const res = await upload(photo, admin, { name: 'hashed.jpg', md5 });
    expect(res.status).toBe(201);
    // Remove it again so this group leaves the folder as it found it.
    await rest(server, 'DELETE', `/cms/v2/media/${res.body.id}`, { headers: admin, query: 'force=true' });
  });
});

describe('cms/v2 media lists, updates and deletion', () => {
  let published: number;
  let draft: number;
  let onPublished: number;
  let onDraft: number;
  let png: number;

  beforeAll(async () => {
    published = (
      await rest(server, 'POST', '/cms/v2/posts', {
        headers: admin,
        body: { title: 'Out', status: 'publish' },
      })
    ).body.id;
    draft = (await rest(server, 'POST', '/cms/v2/posts', { headers: admin, body: { title: 'Not yet' } })).body
      .id;
    onPublished = (await upload(photo, admin, { name: 'pub.jpg', query: `post=${published}` })).body.id;
    onDraft = (await upload(photo, admin, { name: 'hidden.jpg', query: `post=${draft}` })).body.id;
    png = (await upload(await quadrantImage(40, 40, 'png'), admin, { name: 'small.png' })).body.id;
  });

  it('filters by parent, media type and file type; anonymous callers see what their posts allow', async () => {
    const ids = async (query: string, headers: Record<string, string> = {}) =>
      (await rest(server, 'GET', '/cms/v2/media', { query, headers })).body.map((m: { id: number }) => m.id);
    expect(await ids(`parent=${published}`)).toEqual([onPublished]);
    expect(await ids(`parent=${draft}`)).toEqual([]);
    expect(await ids(`parent=${draft}`, admin)).toEqual([onDraft]);
    expect(await ids('mime_type=image/png&per_page=100')).toEqual(expect.arrayContaining([png]));
    expect(await ids('mime_type=image/png&per_page=100')).not.toContain(onPublished);
    const files = await ids('media_type=application');
    expect(files.length).toBe(1);
    expect(await ids(`media_type=image&include=${png}`)).toEqual([png]);
    const bad = await rest(server, 'GET', '/cms/v2/media', { query: 'media_type=pdf' });
    expect(bad.body.data.params).toEqual({
      media_type: 'media_type is not one of image, video, text, application, and audio.',
    });
    const forbidden = await rest(server, 'GET', '/cms/v2/media', { query: 'status=private' });
    expect(forbidden.body.data.params).toEqual({ status: 'Status is forbidden.' });
    const badStatus = await rest(server, 'GET', '/cms/v2/media', { query: 'status=publish', headers: admin });
    expect(badStatus.body.data.params).toEqual({
      status: 'status[0] is not one of inherit, private, and trash.',
    });
    // Media attached to a draft are not anyone's to read.
    const item = await rest(server, 'GET', `/cms/v2/media/${onDraft}`);
    expect(item.body).toEqual(restError('rest_forbidden', 'Sorry, you are not allowed to do that.', 401));
    const shown = await rest(server, 'GET', `/cms/v2/media/${onPublished}`);
    expect(shown.status).toBe(200);
    expect(shown.body.post).toBe(published);
    expect(shown.body.title).toEqual({ rendered: 'pub' });
    expect(shown.body.caption).toEqual({ rendered: '' });
    expect('missing_image_sizes' in shown.body).toBe(false);
  });

  it('updates texts, alt text and the post it is attached to', async () => {
    const res = await rest(server, 'POST', `/cms/v2/media/${png}`, {
      headers: admin,
      body: { title: 'Small square', alt_text: 'Four colours', caption: { raw: 'Tiny' }, post: published },
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toEqual({ raw: 'Small square', rendered: 'Small square' });
    expect([res.body.alt_text, res.body.caption.raw, res.body.post]).toEqual([
      'Four colours',
      'Tiny',
      published,
    ]);
    // Any post number is taken (even one that does not exist); revisions and media are not parents.
    expect(
      (await rest(server, 'PATCH', `/cms/v2/media/${png}`, { headers: admin, body: { post: 99999 } })).body
        .post,
    ).toBe(99999);
    const parentMedia = await rest(server, 'PATCH', `/cms/v2/media/${png}`, {
      headers: admin,
      body: { post: onDraft },
    });
    expect(parentMedia.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parent type.',
      data: { status: 400 },
    });
    const other = await rest(server, 'PATCH', `/cms/v2/media/${png}`, {
      headers: author.auth,
      body: { title: 'Mine' },
    });
    expect(other.body).toEqual(
      restError('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 403),
    );
  });

  it('has no trash: DELETE is 501 unless force=true, which removes the row and every file', async () => {
    const res = await upload(photo, admin, { name: 'gone.jpg' });
    const id = res.body.id;
    const files = [
      res.body.media_details.file,
      ...Object.values(res.body.media_details.sizes as Record<string, { file: string }>).map(
        (s) => `${folder}/${s.file}`,
      ),
    ];
    const trash = await rest(server, 'DELETE', `/cms/v2/media/${id}`, { headers: admin });
    expect(trash.body).toEqual(
      restError(
        'rest_trash_not_supported',
        "The post does not support trashing. Set 'force=true' to delete.",
        501,
      ),
    );
    const unauthorised = await rest(server, 'DELETE', `/cms/v2/media/${id}`, {
      headers: author.auth,
      query: 'force=true',
    });
    expect(unauthorised.body).toEqual(
      restError('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.', 403),
    );
    const deleted = await rest(server, 'DELETE', `/cms/v2/media/${id}`, {
      headers: admin,
      query: 'force=true',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toBe(true);
    expect(deleted.body.previous.id).toBe(id);
    for (const file of files) expect((await fetch(url(file))).status).toBe(404);
    expect((await rest(server, 'GET', `/cms/v2/media/${id}`)).body).toEqual(
      restError('rest_post_invalid_id', 'Invalid post ID.', 404),
    );
  });

  it('is not batchable and says so in the index', async () => {
    const res = await rest(server, 'POST', '/batch/v1', {
      headers: admin,
      body: { requests: [{ path: `/cms/v2/media/${png}`, body: { title: 'x' } }] },
    });
    expect(res.body.responses[0].body.code).toBe('rest_batch_not_allowed');
    const index = await rest(server, 'GET', '/cms/v2');
    expect(index.body.routes['/cms/v2/media'].endpoints[1].allow_batch).toBeUndefined();
    expect(index.body.routes['/cms/v2/media/(?P<id>[\\d]+)/edit'].methods).toEqual(['POST']);
  });
});

describe('cms/v2 media edit', () => {
  let original: { id: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const edit = (id: number, body: Record<string, unknown>, headers = admin) =>
    rest(server, 'POST', `/cms/v2/media/${id}/edit`, { headers, body });

  beforeAll(async () => {
    const res = await multipart(photo, 'scene.jpg', { alt_text: 'Quadrants', caption: 'Four colours' });
    original = { id: res.body.id, body: res.body };
  });

  it('rotates 90° clockwise then crops 50% into a new item; the original is untouched', async () => {
    const before = await stored(original.body.media_details.file);
    const res = await edit(original.id, {
      src: original.body.media_details.sizes.thumbnail.source_url,
      modifiers: [
        { type: 'rotate', args: { angle: 90 } },
        { type: 'crop', args: { left: 0, top: 0, width: 50, height: 50 } },
      ],
    });
    expect(res.status).toBe(201);
    const id = res.body.id;
    expect(id).not.toBe(original.id);
    expect(res.headers.get('location')).toBe(restLink(server, `/cms/v2/media/${id}`));
    expect(res.headers.get('x-wp-upload-attachment-id')).toBe(String(id));
    // View context: no raw texts, no edit-only fields.
    expect(res.body.title).toEqual({ rendered: 'scene' });
    expect(res.body.caption).toEqual({ rendered: '<p>Four colours</p>\n' });
    expect(res.body.alt_text).toBe('Quadrants');
    expect(res.body.slug).toBe('scene-2');
    expect(res.body.post).toBe(null);
    expect('missing_image_sizes' in res.body).toBe(false);
    const details = res.body.media_details;
    expect([details.width, details.height, details.file]).toEqual([300, 400, `${folder}/scene-edited.jpg`]);
    expect(details.parent_image).toEqual({ attachment_id: String(original.id), file: `${folder}/scene.jpg` });
    expect(Object.keys(details.sizes)).toEqual(['medium', 'thumbnail', 'full']);
    // Rotated clockwise: blue (bottom left) is now top left, red top right; the crop keeps that quarter.
    expect(await corners(await stored(details.file))).toEqual({
      width: 300,
      height: 400,
      topLeft: 'bottomLeft',
      topRight: 'bottomLeft',
      bottomLeft: 'bottomLeft',
      bottomRight: 'bottomLeft',
    });
    expect((await stored(original.body.media_details.file)).equals(before)).toBe(true);
    // A second edit of the same original gets the next free name.
    const again = await edit(original.id, {
      src: original.body.source_url,
      modifiers: [{ type: 'flip', args: { flip: { horizontal: true, vertical: false } } }],
    });
    expect(again.body.media_details.file).toBe(`${folder}/scene-edited-1.jpg`);
    expect(await corners(await stored(again.body.media_details.file))).toMatchObject({
      width: 800,
      height: 600,
      topLeft: 'topRight',
      topRight: 'topLeft',
    });
    // Editing an edit keeps one -edited suffix.
    const third = await edit(id, {
      src: res.body.source_url,
      modifiers: [{ type: 'rotate', args: { angle: 180 } }],
    });
    expect(third.body.media_details.file).toBe(`${folder}/scene-edited-2.jpg`);
    expect(third.body.media_details.parent_image.attachment_id).toBe(String(id));
  });

  it('applies the steps in order: 800x600 rotated 270 then cropped 100%x50% is 600x400', async () => {
    const res = await edit(original.id, {
      src: original.body.source_url,
      modifiers: [
        { type: 'rotate', args: { angle: 270 } },
        { type: 'crop', args: { left: 0, top: 0, width: 100, height: 50 } },
      ],
    });
    expect([res.body.media_details.width, res.body.media_details.height]).toEqual([600, 400]);
    // Turned counter-clockwise: green (top right) is top left.
    expect(await corners(await stored(res.body.media_details.file))).toMatchObject({
      topLeft: 'topRight',
      bottomLeft: 'topRight',
    });
  });

  it('edits the upright image of a photo with an EXIF orientation', async () => {
    // Stored 400x200 with orientation 6: upright it is 200x400 with blue at the top left.
    const sideways = await quadrantImage(400, 200, 'jpeg', { orientation: 6 });
    const item = (await upload(sideways, admin, { name: 'turned.jpg' })).body;
    const res = await edit(item.id, {
      src: item.source_url,
      modifiers: [
        { type: 'rotate', args: { angle: 90 } },
        { type: 'crop', args: { left: 0, top: 0, width: 100, height: 50 } },
      ],
    });
    // Upright 200x400 turned again is 400x200 (the stored pixels upside down); its top half stays.
    expect(res.body.media_details.image_meta.orientation).toBe('1');
    expect(await corners(await stored(res.body.media_details.file))).toMatchObject({
      width: 400,
      height: 100,
      topLeft: 'bottomRight',
      topRight: 'bottomLeft',
    });
  });

  it('rotates by any angle onto the bounding box', async () => {
    const res = await edit(original.id, {
      src: original.body.source_url,
      modifiers: [{ type: 'rotate', args: { angle: 60 } }],
    });
    const { width, height } = res.body.media_details;
    // 800·cos60 + 600·sin60 ≈ 919.6, 800·sin60 + 600·cos60 ≈ 992.8 (libvips rounds its own way).
    expect(Math.abs(width - 920)).toBeLessThanOrEqual(2);
    expect(Math.abs(height - 993)).toBeLessThanOrEqual(2);
  });

  it('converts the deprecated arguments: rotation, then x/y/width/height when all are given', async () => {
    const res = await edit(original.id, {
      src: original.body.source_url,
      rotation: 90,
      x: 0,
      y: 50,
      width: 100,
      height: 50,
    });
    expect(res.status).toBe(201);
    expect([res.body.media_details.width, res.body.media_details.height]).toEqual([600, 400]);
    expect(await corners(await stored(res.body.media_details.file))).toMatchObject({
      topLeft: 'bottomRight',
      topRight: 'topRight',
    });
    const partial = await edit(original.id, { src: original.body.source_url, x: 10, y: 10 });
    expect(partial.body).toEqual(
      restError(
        'rest_image_not_edited',
        'The image was not edited. Edit the image before applying the changes.',
        400,
      ),
    );
  });

  it("answers each of the reference's edit errors (and stores nothing)", async () => {
    const before = await fileCount();
    const src = original.body.source_url;
    const cases: [Record<string, unknown>, Record<string, string>, number, string, string][] = [
      [
        { src, modifiers: [{ type: 'rotate', args: { angle: 90 } }] },
        subscriber.auth,
        403,
        'rest_cannot_edit_image',
        'Sorry, you are not allowed to upload media on this site.',
      ],
      [
        { src, modifiers: [{ type: 'rotate', args: { angle: 90 } }] },
        {},
        401,
        'rest_cannot_edit_image',
        'Sorry, you are not allowed to upload media on this site.',
      ],
      [
        { src, modifiers: [{ type: 'rotate', args: { angle: 90 } }] },
        author.auth,
        403,
        'rest_cannot_edit',
        'Sorry, you are not allowed to edit this post.',
      ],
      [
        { src: `${site}/uploads/${folder}/test.jpg`, modifiers: [{ type: 'rotate', args: { angle: 90 } }] },
        admin,
        404,
        'rest_unknown_attachment',
        'Unable to get meta information for file.',
      ],
      [
        { src },
        admin,
        400,
        'rest_image_not_edited',
        'The image was not edited. Edit the image before applying the changes.',
      ],
    ];
    for (const [body, headers, status, code, message] of cases) {
      const res = await edit(original.id, body, headers);
      expect(res.body).toEqual(restError(code, message, status));
    }
    const invalid = async (body: Record<string, unknown>, params: Record<string, string>) => {
      const res = await edit(original.id, { src, ...body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual(params);
    };
    await invalid({ modifiers: [] }, { modifiers: 'modifiers must contain at least 1 item.' });
    await invalid(
      { modifiers: [{ type: 'blur', args: { sigma: 2 } }] },
      { modifiers: 'modifiers[0] is not a valid Flip. Reason: modifiers[0][type] is not flip.' },
    );
    await invalid(
      { modifiers: [{ type: 'rotate' }] },
      { modifiers: 'args is a required property of modifiers[0].' },
    );
    await invalid(
      { modifiers: [{ type: 'crop', args: { left: 10, top: 10, width: 150, height: 50 } }] },
      { modifiers: 'modifiers[0][args][width] must be between 0 (inclusive) and 100 (inclusive)' },
    );
    await invalid(
      { rotation: 360 },
      { rotation: 'rotation must be between 0 (exclusive) and 360 (exclusive)' },
    );
    await invalid({ x: -1 }, { x: 'x must be between 0 (inclusive) and 100 (inclusive)' });
    const missing = await edit(original.id, { modifiers: [{ type: 'rotate', args: { angle: 90 } }] });
    expect(missing.body.code).toBe('rest_missing_callback_param');
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), admin, {
      name: 'doc.pdf',
      type: 'application/pdf',
    });
    const notImage = await edit(pdf.body.id, {
      src: pdf.body.source_url,
      modifiers: [{ type: 'rotate', args: { angle: 90 } }],
    });
    expect(notImage.body).toEqual(
      restError('rest_unknown_attachment', 'Unable to get meta information for file.', 404),
    );
    expect(await fileCount()).toBe(before + 1);
  });

  it('keeps the lineage, which GraphQL shows; editMedia runs the same service', async () => {
    const query = `mutation ($id: Int!, $src: String!) {
      editMedia(id: $id, src: $src, modifiers: [{ type: CROP, left: 25, top: 25, width: 50, height: 50 }],
                input: { title: "Centre" }) {
        id title { raw } details { width height parentImage { attachmentId } }
        editedFrom { id } original { id }
      }
    }`;
    const res = await graphql(server.url, query, {
      variables: { id: original.id, src: original.body.source_url },
      headers: admin,
    });
    const edited = res.body.data!.editMedia as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(edited).toMatchObject({
      title: { raw: 'Centre' },
      details: { width: 400, height: 300, parentImage: { attachmentId: original.id } },
      editedFrom: { id: original.id },
      original: { id: original.id },
    });
    const history = await graphql(
      server.url,
      `
        query ($id: Int!) {
          mediaItem(id: $id) {
            edits {
              id
              details {
                file
              }
            }
            original {
              id
            }
          }
        }
      `,
      { variables: { id: original.id }, headers: admin },
    );
    const item = history.body.data!.mediaItem as { edits: { id: number }[]; original: { id: number } };
    expect(item.original.id).toBe(original.id);
    expect(item.edits.map((e) => e.id)).toContain(edited.id);
    const upload64 = await graphql(
      server.url,
      `
        mutation ($bytes: Byte!) {
          uploadMedia(file: { name: "api.jpg", bytes: $bytes }) {
            id
            mimeType
            details {
              width
            }
          }
        }
      `,
      { variables: { bytes: photo.toString('base64') }, headers: admin },
    );
    expect(upload64.body.data!.uploadMedia).toMatchObject({
      mimeType: 'image/jpeg',
      details: { width: 800 },
    });
  });
});
