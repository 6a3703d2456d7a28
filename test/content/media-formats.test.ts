/**
 * Modern image formats, as WordPress 7.1 handles them (wp-admin/includes/image.php,
 * class-wp-image-editor.php): WebP and AVIF keep their format in every copy (WebP at quality 86, a
 * lossless WebP losslessly); a HEIC upload is kept and converted to JPEG (`IMG.jpg`, its `mime_type`
 * still `image/heic`); MEDIA_OUTPUT_FORMAT maps a type to another (image_editor_output_format): the
 * full size becomes a converted copy (`photo.webp`, `original_image` the upload) and so does every
 * sub-size, while the item keeps its type and `sizes.full` reports it (the reference's own quirk).
 * `fixtures/quadrants.heic`: quadrantImage(640, 480) encoded by libheif's heif-enc (`-q 80`).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { rest, restError } from '../helpers/content.js';
import { corners, quadrantImage } from '../helpers/images.js';
import { mediaSite } from '../helpers/media-site.js';

const HEIC = readFileSync(new URL('./fixtures/quadrants.heic', import.meta.url));
const UPRIGHT = {
  topLeft: 'topLeft',
  topRight: 'topRight',
  bottomLeft: 'bottomLeft',
  bottomRight: 'bottomRight',
};

const { server, admin, folder, stored, url, upload } = await mediaSite();
const converting = await mediaSite({ MEDIA_OUTPUT_FORMAT: 'jpeg:webp' });

type Size = {
  file: string;
  width: number;
  height: number;
  filesize?: number;
  mime_type: string;
  source_url: string;
};
const sizesOf = (body: { media_details: { sizes: Record<string, Size> } }) => body.media_details.sizes;

describe('WebP and AVIF uploads', () => {
  it('WebP: every copy a WebP; a lossless one copied losslessly', async () => {
    const png = await quadrantImage(800, 600, 'png');
    const lossy = await upload(await sharp(png).webp({ quality: 95 }).toBuffer(), admin, {
      name: 'shot.webp',
      type: 'image/webp',
    });
    expect(lossy.status).toBe(201);
    expect(lossy.body.mime_type).toBe('image/webp');
    const sizes = sizesOf(lossy.body);
    expect(Object.keys(sizes)).toEqual(['medium', 'thumbnail', 'medium_large', 'full']);
    expect(sizes.medium).toMatchObject({ file: 'shot-300x225.webp', mime_type: 'image/webp' });
    const medium = await stored(`${folder}/shot-300x225.webp`);
    expect((await sharp(medium).metadata()).format).toBe('webp');
    expect((await fetch(url(`${folder}/shot-300x225.webp`))).headers.get('content-type')).toBe('image/webp');

    const lossless = await upload(await sharp(png).webp({ lossless: true }).toBuffer(), admin, {
      name: 'flat.webp',
      type: 'image/webp',
    });
    expect(lossless.status).toBe(201);
    const copy = await stored(`${folder}/${sizesOf(lossless.body).medium!.file}`);
    expect(copy.subarray(12, 16).toString('latin1')).toBe('VP8L');
  });

  it('AVIF: every copy an AVIF', async () => {
    const avif = await sharp(await quadrantImage(800, 600, 'png'))
      .avif({ quality: 60, effort: 2 })
      .toBuffer();
    const res = await upload(avif, admin, { name: 'pic.avif', type: 'image/avif' });
    expect(res.status).toBe(201);
    expect(res.body.mime_type).toBe('image/avif');
    expect(sizesOf(res.body).medium).toMatchObject({ file: 'pic-300x225.avif', mime_type: 'image/avif' });
    const meta = await sharp(await stored(`${folder}/pic-300x225.avif`)).metadata();
    expect([meta.format, meta.compression, meta.width]).toEqual(['heif', 'av1', 300]);
  });
});

describe('HEIC uploads', () => {
  it('are kept and converted to JPEG: the item stays image/heic, its file and sizes are JPEGs', async () => {
    const res = await upload(HEIC, admin, { name: 'IMG_0001.heic', type: 'image/heic' });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body.mime_type).toBe('image/heic');
    expect(body.media_type).toBe('image');
    expect(body.source_url).toBe(url(`${folder}/IMG_0001.jpg`));
    expect(body.media_details).toMatchObject({
      width: 640,
      height: 480,
      file: `${folder}/IMG_0001.jpg`,
      original_image: 'IMG_0001.heic',
    });
    const sizes = sizesOf(body);
    expect(Object.keys(sizes)).toEqual(['medium', 'thumbnail', 'full']);
    expect(sizes.medium).toMatchObject({
      file: 'IMG_0001-300x225.jpg',
      width: 300,
      height: 225,
      mime_type: 'image/jpeg',
    });
    expect(sizes.full).toEqual({
      file: 'IMG_0001.jpg',
      width: 640,
      height: 480,
      mime_type: 'image/heic',
      source_url: url(`${folder}/IMG_0001.jpg`),
    });
    expect((await stored(`${folder}/IMG_0001.heic`)).equals(HEIC)).toBe(true);
    const full = await stored(`${folder}/IMG_0001.jpg`);
    expect((await sharp(full).metadata()).format).toBe('jpeg');
    expect(await corners(full)).toMatchObject({ width: 640, height: 480, ...UPRIGHT });
    expect(await corners(await stored(`${folder}/IMG_0001-300x225.jpg`))).toMatchObject({
      width: 300,
      ...UPRIGHT,
    });

    // An edit starts from the JPEG and is a JPEG.
    const edit = await rest(server, 'POST', `/cms/v2/media/${body.id}/edit`, {
      headers: admin,
      body: { src: body.source_url, modifiers: [{ type: 'rotate', args: { angle: 90 } }] },
    });
    expect(edit.status).toBe(201);
    expect(edit.body.mime_type).toBe('image/jpeg');
    expect(edit.body.media_details).toMatchObject({ width: 480, height: 640 });
  });

  it('a broken HEIC is refused as a corrupt image; one too large by its header before decoding', async () => {
    const broken = await upload(HEIC.subarray(0, 600), admin, { name: 'cut.heic', type: 'image/heic' });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual(
      restError('rest_upload_sideload_error', 'The image is corrupted or incomplete.', 400),
    );
    const small = await mediaSite({ MEDIA_MAX_PIXELS: '100000' });
    const big = await small.upload(HEIC, small.admin, { name: 'big.heic', type: 'image/heic' });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('640×480');
  });
});

describe('MEDIA_OUTPUT_FORMAT', () => {
  it('jpeg:webp writes the full size and every sub-size as WebP; the item stays a JPEG', async () => {
    const res = await converting.upload(await quadrantImage(800, 600), converting.admin, {
      name: 'photo.jpg',
    });
    expect(res.status).toBe(201);
    const body = res.body;
    const at = (file: string) => converting.url(`${converting.folder}/${file}`);
    expect(body.mime_type).toBe('image/jpeg');
    expect(body.source_url).toBe(at('photo.webp'));
    expect(body.media_details).toMatchObject({
      file: `${converting.folder}/photo.webp`,
      original_image: 'photo.jpg',
    });
    const sizes = sizesOf(body);
    expect(sizes.medium).toMatchObject({
      file: 'photo-300x225.webp',
      mime_type: 'image/webp',
      source_url: at('photo-300x225.webp'),
    });
    expect(sizes.full).toMatchObject({ file: 'photo.webp', mime_type: 'image/jpeg' });
    expect((await sharp(await converting.stored(`${converting.folder}/photo.webp`)).metadata()).format).toBe(
      'webp',
    );
    expect((await fetch(at('photo.webp'))).headers.get('content-type')).toBe('image/webp');
    // The converted names count as taken: a WebP named like it and another photo.jpg get their own.
    const webp = await converting.upload(
      await sharp(await quadrantImage(400, 300))
        .webp()
        .toBuffer(),
      converting.admin,
      { name: 'photo.webp', type: 'image/webp' },
    );
    expect(webp.body.source_url).toBe(at('photo-1.webp'));
    const again = await converting.upload(await quadrantImage(400, 300), converting.admin, {
      name: 'photo.jpg',
    });
    expect(again.body.source_url).toBe(at('photo-2.webp'));
  });

  it('a big JPEG becomes a -scaled WebP; GIFs and PNGs are left alone', async () => {
    const res = await converting.upload(await quadrantImage(3000, 2000), converting.admin, {
      name: 'wide.jpg',
    });
    expect(res.body.media_details).toMatchObject({
      file: `${converting.folder}/wide-scaled.webp`,
      width: 2560,
      original_image: 'wide.jpg',
    });
    expect(sizesOf(res.body)['2048x2048']).toMatchObject({ file: 'wide-2048x1365.webp' });
    const png = await converting.upload(await quadrantImage(400, 300, 'png'), converting.admin, {
      name: 'plan.png',
      type: 'image/png',
    });
    expect(sizesOf(png.body).medium).toMatchObject({ file: 'plan-300x225.png', mime_type: 'image/png' });
  });

  it('refuses a setting it cannot follow, saying what it takes', () => {
    for (const given of ['jpeg', 'jpeg:bmp', 'tiff:webp', 'webp:heic'])
      expect(() => loadConfig({ MEDIA_OUTPUT_FORMAT: given })).toThrow(
        /MEDIA_OUTPUT_FORMAT must list <from>:<to> pairs/,
      );
    expect(loadConfig({ MEDIA_OUTPUT_FORMAT: ' JPEG:WebP , png:avif ' }).mediaOutputFormats).toEqual({
      'image/heic': 'image/jpeg',
      'image/jpeg': 'image/webp',
      'image/png': 'image/avif',
    });
  });
});
