/**
 * Image variants on request (either store: TEST_MEDIA_STORAGE=s3 runs it on S3):
 * `{site_url}/uploads/<file>?w=&h=&fit=&q=&format=[&s=]` — the operator's widths alone for anyone, any
 * other variant by a signed URL (GraphQL `MediaItem.url`), made once and kept in the media store,
 * served for a day, or a year under the item's id (`v`), with `Vary: Accept` where the format follows
 * it; hostile parameters get 400s.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaVariant } from '../../src/content/media/variants/media-variant.entity.js';
import { graphql } from '../helpers/server.js';
import { quadrantImage } from '../helpers/images.js';
import { mediaSite } from '../helpers/media-site.js';

const site = await mediaSite();
const { admin, folder, url } = site;
const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';

const uploaded = async (bytes: Buffer, name: string, on = site) => {
  const res = await on.upload(bytes, on.admin, {
    name,
    type: name.endsWith('.png') ? 'image/png' : 'image/jpeg',
  });
  expect(res.status).toBe(201);
  return {
    id: res.body.id as number,
    file: `${on.folder}/${(res.body.source_url as string).split('/').pop()}`,
  };
};
const photo = await uploaded(await quadrantImage(2000, 1500), 'photo.jpg');
const get = (path: string, accept = WEBP, headers: Record<string, string> = {}) =>
  fetch(url(path), { headers: { accept, ...headers } });
const sizeOf = async (res: Response) => {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [meta.format, meta.width, meta.height];
};
const variantRows = () => site.server.runtime.orm.em.fork().count(MediaVariant, {});

async function signedUrl(id: number, args: string) {
  const { body } = await graphql(site.server.url, `query { mediaItem(id: ${id}) { url${args} } }`, {
    headers: admin,
  });
  expect(body.errors).toBeUndefined();
  return (body.data as { mediaItem: { url: string } }).mediaItem.url;
}

describe('variants anyone may ask for', () => {
  it('a listed width: WebP for a browser that takes it, cached for a year, made once', async () => {
    const res = await get(`${photo.file}?w=768`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    // A day without the item's id (a deleted item's file name is used again), a year with it.
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const versioned = await get(`${photo.file}?w=768&v=${photo.id}`);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(versioned)).toEqual(['webp', 768, 576]);
    expect(res.headers.get('vary')).toBe('Accept');
    expect(await sizeOf(res)).toEqual(['webp', 768, 576]);
    const rows = await variantRows();
    const again = await get(`${photo.file}?w=768`);
    expect(await sizeOf(again)).toEqual(['webp', 768, 576]);
    expect(await variantRows()).toBe(rows);
    // A browser without WebP gets a JPEG of its own.
    const plain = await get(`${photo.file}?w=768`, 'image/png,image/*;q=0.8');
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    expect(await sizeOf(plain)).toEqual(['jpeg', 768, 576]);
  });

  it('any format by name; never larger than the image; HEAD and ranges as for files', async () => {
    expect(await sizeOf(await get(`${photo.file}?w=300&format=avif`))).toEqual(['heif', 300, 225]);
    expect(await sizeOf(await get(`${photo.file}?w=300&format=png`))).toEqual(['png', 300, 225]);
    const small = await uploaded(await quadrantImage(400, 300), 'small.jpg');
    expect(await sizeOf(await get(`${small.file}?w=2048&format=jpeg`))).toEqual(['jpeg', 400, 300]);
    const head = await fetch(url(`${photo.file}?w=300&format=png`), { method: 'HEAD' });
    expect(head.status).toBe(200);
    const part = await get(`${photo.file}?w=300&format=png`, WEBP, { range: 'bytes=0-9' });
    expect([part.status, (await part.arrayBuffer()).byteLength]).toEqual([206, 10]);
  });

  it('the same new variant asked ten times at once is made and kept once', async () => {
    const before = await variantRows();
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${photo.file}?w=640`)));
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(await variantRows()).toBe(before + 1);
  });
});

describe('variants that need a signature', () => {
  it('GraphQL gives a signed URL that works; a changed one does not', async () => {
    expect(await signedUrl(photo.id, '')).toBe(`${site.site}/uploads/${photo.file}`);
    expect(await signedUrl(photo.id, '(width: 1024)')).toBe(
      `${site.site}/uploads/${photo.file}?w=1024&v=${photo.id}`,
    );
    const signed = await signedUrl(
      photo.id,
      '(width: 500, height: 500, fit: COVER, quality: 50, format: WEBP)',
    );
    expect(signed).toMatch(
      new RegExp(`\\?w=500&h=500&fit=cover&q=50&format=webp&v=${photo.id}&s=[\\w-]{22}$`),
    );
    const res = await fetch(signed);
    expect(res.status).toBe(200);
    expect(await sizeOf(res)).toEqual(['webp', 500, 500]);
    // Another width under the same signature, and the signature with its last character changed.
    const otherLast = signed.endsWith('A') ? 'B' : 'A';
    for (const changed of [signed.replace('w=500', 'w=501'), signed.slice(0, -1) + otherLast])
      expect((await fetch(changed)).status).toBe(400);
  });

  it('anything but a listed width alone is refused unsigned', async () => {
    for (const query of ['w=801', 'w=768&h=576', 'w=768&q=50', 'w=768&fit=cover', 'format=webp', 'h=300']) {
      const res = await get(`${photo.file}?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('rest_variant_not_allowed');
    }
  });
});

describe('hostile parameters', () => {
  it('bad values are refused with a 400 that says what is wrong', async () => {
    const bad = [
      'w=0', 'w=-1', 'w=abc', 'w=NaN', 'w=1e3', 'w=800.5', 'w=99999999', 'w=9000', 'w=%00',
      'q=0', 'q=101', 'fit=stretch', 'format=gif', 'format=', 'w=800&w=640', 'w[]=800', 's=short',
    ]; // prettier-ignore
    for (const query of bad) {
      const res = await get(`${photo.file}?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { code: string }).code, query).toBe('rest_invalid_variant');
    }
  });

  it('a file that is no library image, or none at all, is not found; hidden folders stay hidden', async () => {
    expect((await get(`${folder}/none.jpg?w=768`)).status).toBe(404);
    expect((await get(`${photo.file}%00.jpg?w=768`)).status).toBe(404);
    const [{ file: variant }] = await site.server.runtime.orm.em.fork().find(MediaVariant, {}, { limit: 1 });
    expect((await get(variant)).status).toBe(404);
    expect((await get(`${variant}?w=768`)).status).toBe(404);
  });
});

describe('the kept variants', () => {
  it('stay within MEDIA_VARIANT_CACHE_MB, the oldest going first, and go with their image', async () => {
    const tight = await mediaSite({ MEDIA_VARIANT_CACHE_MB: '0' });
    const image = await uploaded(await quadrantImage(1200, 900), 'tight.jpg', tight);
    const em = () => tight.server.runtime.orm.em.fork();
    const at = (query: string) => fetch(tight.url(`${image.file}?${query}`), { headers: { accept: WEBP } });
    expect((await at('w=300')).status).toBe(200);
    const first = (await em().find(MediaVariant, {})).map((row) => row.file);
    expect(first).toHaveLength(1);
    expect((await at('w=640')).status).toBe(200);
    const second = (await em().find(MediaVariant, {})).map((row) => row.file);
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
    await expect(tight.stored(first[0]!)).rejects.toThrow();
    expect(await sizeOf(await at('w=300'))).toEqual(['webp', 300, 225]);

    const gone = await tight.upload(await quadrantImage(10, 10), tight.admin, { name: 'x.jpg' });
    expect(gone.status).toBe(201);
    const kept = (await em().find(MediaVariant, {})).map((row) => row.file);
    const deleted = await fetch(`${tight.site}/index.php?rest_route=/cms/v2/media/${image.id}&force=true`, {
      method: 'DELETE',
      headers: tight.admin,
    });
    expect(deleted.status).toBe(200);
    expect(await em().count(MediaVariant, {})).toBe(0);
    for (const file of kept) await expect(tight.stored(file)).rejects.toThrow();
  });
});
