import { UniqueConstraintViolationException } from '@mikro-orm/core';
import sharp from 'sharp';
import { DomainError } from '../../../errors.js';
import type { ContentDeps } from '../../posts/post.service.js';
import { Attachment } from '../attachment.entity.js';
import { regionAround } from '../focal-point.js';
import { corruptImage, withImageSlot } from '../image-processor.js';
import { mediaStore } from '../media-storage.js';
import { encode } from '../output-format.js';
import { MediaVariant } from './media-variant.entity.js';
import {
  mimeOfFile,
  variantAllowed,
  variantKey,
  variantMime,
  variantNotAllowed,
  type VariantRequest,
} from './variant-request.js';

/**
 * The variant's pixels: resized as asked (never enlarged), encoded in `mime`; a `cover` of both sides
 * with a focus is first cut to the region around it, which the resize then fills exactly.
 */
async function rendered(source: Buffer, request: VariantRequest, mime: string, maxPixels: number) {
  const { width, height, fit, focus } = request;
  const opaque = mime === 'image/jpeg';
  try {
    let pipeline = sharp(source, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
    if (fit === 'cover' && focus && width !== null && height !== null) {
      const { autoOrient: upright } = await pipeline.metadata();
      pipeline = pipeline.extract(regionAround(upright, { width, height }, focus));
    }
    if (width !== null || height !== null)
      pipeline = pipeline.resize(width ?? undefined, height ?? undefined, {
        fit,
        withoutEnlargement: true,
        background: opaque ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 },
      });
    if (opaque) pipeline = pipeline.flatten({ background: '#ffffff' });
    return await encode(pipeline, { mime, lossless: false }, request.quality ?? undefined);
  } catch {
    throw corruptImage();
  }
}

/**
 * The stored variant of an image a request asks for (`file`: the image's full-size file, its
 * `source_url`), made on first use and kept in the media store for every instance: its path there and
 * its type. Refused unless allowed (variantAllowed); 404 for a file that is no library image.
 */
export async function variantOf(
  deps: ContentDeps,
  file: string,
  request: VariantRequest,
  accept: string,
): Promise<{ file: string; mime: string }> {
  const { settings } = deps;
  if (!variantAllowed(settings.secretKey, settings.mediaVariantWidths, file, request))
    throw variantNotAllowed();
  const image = await deps.em.findOne(Attachment, { file, width: { $ne: null } });
  if (!image) throw new DomainError('NOT_FOUND', 'not found', 404);
  const mime = variantMime(request.format, mimeOfFile(file), accept);
  const key = variantKey(file, request, mime);
  const path = `${key.folder}/${key.name}`;
  const store = mediaStore(settings, deps.em);
  if (await store.serve(path)) return { file: path, mime };
  let making = underWay.get(path);
  if (!making) {
    making = make(deps, image.postId, file, request, { path, ...key, mime }).finally(() =>
      underWay.delete(path),
    );
    underWay.set(path, making);
  }
  await making;
  return { file: path, mime };
}

/**
 * Variants being made by this process: one asked again meanwhile is made once (the store is where
 * instances meet; this only spares the work and an object store's rewriting of what is being read).
 */
const underWay = new Map<string, Promise<void>>();

async function make(
  deps: ContentDeps,
  attachmentId: number,
  file: string,
  request: VariantRequest,
  target: { path: string; folder: string; name: string; mime: string },
): Promise<void> {
  const { settings } = deps;
  const store = mediaStore(settings, deps.em);
  const bytes = await withImageSlot(async () =>
    rendered(await store.read(file), request, target.mime, settings.mediaMaxPixels),
  );
  if (!(await store.serve(target.path))) await store.publish(target.folder, target.name, bytes);
  try {
    await deps.em.insert(MediaVariant, {
      file: target.path,
      attachmentId,
      bytes: bytes.length,
      createdAt: deps.clock.now(),
    });
  } catch (error) {
    // Made at the same time by another instance: the one row stands for both.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
  }
  await evictOldest(deps, settings.mediaVariantCacheBytes, target.path);
}

const split = (path: string) =>
  [path.slice(0, path.lastIndexOf('/')), path.slice(path.lastIndexOf('/') + 1)] as const;

/** Removes variants, each by the request whose delete took its row (so by one, in any instance). */
async function removeVariants(deps: ContentDeps, rows: readonly MediaVariant[]): Promise<number> {
  const store = mediaStore(deps.settings, deps.em);
  let freed = 0;
  for (const row of rows) {
    if (!(await deps.em.nativeDelete(MediaVariant, { file: row.file }))) continue;
    const [folder, name] = split(row.file);
    await store.remove(folder, [name]);
    freed += row.bytes;
  }
  return freed;
}

/** While the variants add up to more than the budget, the oldest go (never `made`, about to be served). */
async function evictOldest(deps: ContentDeps, budget: number, made: string): Promise<void> {
  for (;;) {
    const [{ total }] = await deps.em.execute<{ total: number | string | null }[]>(
      'select sum(bytes) as total from media_variants',
    );
    const over = Number(total ?? 0) - budget;
    if (over <= 0) return;
    const oldest = await deps.em.find(
      MediaVariant,
      { file: { $ne: made } },
      { orderBy: { createdAt: 'asc', file: 'asc' }, limit: 20 },
    );
    let room = 0;
    const going = oldest.filter((row) => (room < over ? ((room += row.bytes), true) : false));
    if (!going.length || !(await removeVariants(deps, going))) return;
  }
}

/** An image's variants go with it (deleted, or its pixels changed). */
export async function forgetVariants(deps: ContentDeps, attachmentId: number): Promise<void> {
  await removeVariants(deps, await deps.em.find(MediaVariant, { attachmentId }));
}
