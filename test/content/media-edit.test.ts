import { beforeAll, describe, expect, it } from 'vitest';
import { rest, restError, restLink } from '../helpers/content.js';
import { corners, quadrantImage } from '../helpers/images.js';
import { mediaSite } from '../helpers/media-site.js';
import { graphql } from '../helpers/server.js';

// Media edits: crops, rotations, scales and flips of a stored image, and their errors.
const {
  server,
  site,
  admin,
  users: { author, subscriber },
  photo,
  folder,
  stored,
  fileCount,
  upload,
  multipart,
} = await mediaSite();

describe('cms/v2 media edit', () => {
  let original: { id: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const edit = (id: number, body: Record<string, unknown>, headers = admin) =>
    rest(server, 'POST', `/cms/v2/media/${id}/edit`, { headers, body });

  beforeAll(async () => {
    // test.jpg: a file of another item, which an edit of this one may not name.
    await upload(photo, admin);
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

  it('converts the deprecated arguments: flip, rotation, then x/y/width/height when all are given', async () => {
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
    // The deprecated flip takes a missing direction for false.
    const flipped = await edit(original.id, { src: original.body.source_url, flip: { horizontal: true } });
    expect(flipped.status).toBe(201);
    expect(await corners(await stored(flipped.body.media_details.file))).toMatchObject({
      topLeft: 'topRight',
      topRight: 'topLeft',
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
        databaseId title { raw } details { width height parentImage { attachmentId } }
        editedFrom { databaseId } original { databaseId }
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
      editedFrom: { databaseId: original.id },
      original: { databaseId: original.id },
    });
    const history = await graphql(
      server.url,
      `
        query ($id: Int!) {
          mediaItem(id: $id) {
            edits {
              nodes {
                databaseId
                details {
                  file
                }
              }
            }
            original {
              databaseId
            }
          }
        }
      `,
      { variables: { id: original.id }, headers: admin },
    );
    const item = history.body.data!.mediaItem as {
      edits: { nodes: { databaseId: number }[] };
      original: { databaseId: number };
    };
    expect(item.original.databaseId).toBe(original.id);
    expect(item.edits.nodes.map((e) => e.databaseId)).toContain(edited.databaseId);
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
  it('refuses an edit that lacks a value of its kind, on GraphQL as on REST, and writes nothing', async () => {
    const before = await fileCount();
    const editWith = (modifier: string) =>
      graphql(
        server.url,
        `mutation ($id: Int!, $src: String!) { editMedia(id: $id, src: $src, modifiers: [${modifier}]) { id } }`,
        { variables: { id: original.id, src: original.body.source_url }, headers: admin },
      );
    const refusals = {
      '{ type: CROP, left: 0, top: 0, height: 50 }': 'modifiers[0].width is required for CROP.',
      '{ type: ROTATE }': 'modifiers[0].angle is required for ROTATE.',
      '{ type: FLIP, horizontal: true }': 'modifiers[0].vertical is required for FLIP.',
    };
    for (const [modifier, message] of Object.entries(refusals)) {
      const { body } = await editWith(modifier);
      expect(body.data, modifier).toBeNull();
      expect(body.errors?.[0], modifier).toMatchObject({
        message: 'Invalid parameter(s): modifiers',
        extensions: { code: 'INVALID_PARAM', message, violation: { problem: 'MISSING' } },
      });
    }
    const crop = { type: 'crop', args: { left: 0, top: 0, height: 50 } };
    const res = await edit(original.id, { src: original.body.source_url, modifiers: [crop] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'rest_invalid_param' });
    expect(await fileCount()).toBe(before);
  });
});
