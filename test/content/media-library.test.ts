import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, restError } from '../helpers/content.js';
import { quadrantImage } from '../helpers/images.js';
import { mediaSite } from '../helpers/media-site.js';

// What the media library holds: the uploads it refuses, storing nothing, then its lists, updates and
// deletion.
const {
  server,
  admin,
  users: { author, contributor },
  photo,
  folder,
  fileCount,
  url,
  upload,
} = await mediaSite();

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
    // The one item of media_type application.
    await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), admin, { name: 'terms.pdf', type: 'application/pdf' });
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
    // Since 6.9 both take lists (the block editor's media library sends `media_type[0]=image`); an
    // item of any kind or type given matches, and types the site does not accept are ignored.
    const all = await ids('per_page=100', admin);
    expect(await ids('media_type[0]=image&media_type[1]=application&per_page=100', admin)).toEqual(all);
    expect(await ids('media_type=application&mime_type[0]=image/png&per_page=100')).toEqual(
      expect.arrayContaining([...files, png]),
    );
    expect(await ids('mime_type[0]=image/png&mime_type[1]=x-not/accepted&per_page=100')).not.toContain(
      onPublished,
    );
    expect(await ids('mime_type=x-not/accepted&per_page=100', admin)).toEqual(all);
    const repeated = Array.from({ length: 100 }, () => `mime_type[]=image/png&media_type[]=image`);
    expect(await ids(`${repeated.join('&')}&per_page=100`)).toEqual(
      await ids('media_type=image&per_page=100'),
    );
    const bad = await rest(server, 'GET', '/cms/v2/media', { query: 'media_type=pdf' });
    expect(bad.body.data.params).toEqual({
      media_type: 'media_type[0] is not one of image, video, text, application, and audio.',
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
