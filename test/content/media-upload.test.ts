import { get } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rest, restError, restLink } from '../helpers/content.js';
import { corners, quadrantImage } from '../helpers/images.js';
import { expectRangesServed } from '../helpers/media.js';
import { mediaSite } from '../helpers/media-site.js';

// Media uploads: stored under MEDIA_DIR, with their sub-sizes, served by Portico.
const {
  server,
  site,
  admin,
  users: { subscriber },
  photo,
  folder,
  stored,
  url,
  upload,
  multipart,
} = await mediaSite();

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
      meta: { focal_point: null },
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
    // In the reference's order on either database (PostgreSQL's jsonb keeps shorter keys first).
    const order = ['medium', 'large', 'thumbnail', 'medium_large', '1536x1536', '2048x2048', 'full'];
    expect(Object.keys(details.sizes)).toEqual(order);
    const read = await rest(server, 'GET', `/cms/v2/media/${res.body.id}`);
    expect(Object.keys(read.body.media_details.sizes)).toEqual(order);
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
