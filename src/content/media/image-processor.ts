import { availableParallelism } from 'node:os';
import exifReader from 'exif-reader';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { DomainError } from '../../errors.js';
import { imageJobs } from '../../observability/metrics.js';
import type { SubSize } from './attachment.entity.js';
import {
  BIG_IMAGE_THRESHOLD,
  constrainDimensions,
  IMAGE_SIZES,
  resizePlan,
  type ImageSize,
  type ResizePlan,
} from './image-sizes.js';
import { imageInput, sizeOf, type FileContent } from './file-content.js';
import { encode, type OutputFormat } from './output-format.js';

// No decoded-image cache: each request works on a different image, and the cache would only hold memory.
sharp.cache(false);

/**
 * Image work runs at most one job per core at a time: libvips already spreads one image over the
 * cores, so more jobs at once only add their decoded pixels to memory, not speed.
 */
const slots = { free: Math.max(1, availableParallelism()), waiting: [] as (() => void)[] };

export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  imageJobs.inc();
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

/** Decoded pixels, kept between steps so an image is decoded once however many files are made of it. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** A file to write: its name (in the attachment's folder), the bytes and what the metadata says of it. */
export interface ImageFile {
  name: string;
  bytes: FileContent;
  width: number;
  height: number;
}

export const corruptImage = () =>
  new DomainError('UPLOAD_SIDELOAD_ERROR', 'The image is corrupted or incomplete.', 400);

/** Facts read from an image's header, without decoding it. */
export interface ImageHeader {
  width: number;
  height: number;
  /** EXIF orientation, 0 when absent. */
  orientation: number;
  exif?: Buffer;
}

/**
 * Reads the header and refuses images larger than `maxPixels` before any pixel is decoded (a small
 * file can claim a huge size: the decompression bomb).
 */
export async function readHeader(content: FileContent, maxPixels: number): Promise<ImageHeader> {
  let meta: Metadata;
  try {
    meta = await sharp(imageInput(content), { limitInputPixels: false }).metadata();
  } catch {
    throw corruptImage();
  }
  if (!meta.width || !meta.height) throw corruptImage();
  if (meta.width * meta.height > maxPixels)
    throw new DomainError(
      'UPLOAD_IMAGE_TOO_LARGE',
      `The image is too large: it has ${meta.width}×${meta.height} pixels, at most ${maxPixels} are allowed (MEDIA_MAX_PIXELS).`,
      400,
    );
  return { width: meta.width, height: meta.height, orientation: meta.orientation ?? 0, exif: meta.exif };
}

/** The pixels a pipeline makes (it fails as a corrupt image). */
export async function decode(pipeline: Sharp): Promise<Pixels> {
  try {
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw corruptImage();
  }
}

/** An encoded image as sharp input, within the pixel limit, turned upright by its EXIF orientation. */
const uprightInput = (content: FileContent, maxPixels: number) =>
  sharp(imageInput(content), { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();

/** Decodes an image upright (EXIF orientation applied), optionally fitted into a box. */
export function decodeUpright(
  content: FileContent,
  maxPixels: number,
  fit?: { width: number; height: number },
) {
  const pipeline = uprightInput(content, maxPixels);
  return decode(fit ? pipeline.resize(fit.width, fit.height, { fit: 'fill' }) : pipeline);
}

/** Pixels as sharp reads them. */
export const fromPixels = (pixels: Pixels) =>
  sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
  });

/** Pixels encoded in a format (its type and whether lossless). */
export const encodePixels = (pixels: Pixels, format: Pick<OutputFormat, 'mime' | 'lossless'>) =>
  encode(fromPixels(pixels), format);

/** Pixels resized to exactly this size. */
export const resizePixels = (pixels: Pixels, size: { width: number; height: number }) =>
  decode(fromPixels(pixels).resize(size.width, size.height, { fit: 'fill' }));

/**
 * The sub-sizes of an image (smaller than it, in the reference's order); sizes that come out the same
 * share one file. Files are named `<base>-<w>x<h>.<ext>` and encoded concurrently (libvips spreads
 * them over the cores). Sizes are measured against the uploaded image (`original`), as the reference
 * does, and cut from `pixels` — the same image, possibly scaled down.
 */
export async function makeSubSizes(
  pixels: Pixels,
  original: { width: number; height: number },
  format: OutputFormat,
  base: string,
  only?: ReadonlySet<string>,
): Promise<{ sizes: Record<string, SubSize>; files: ImageFile[] }> {
  const scale = pixels.width / original.width;
  const within = (value: number, limit: number) => Math.max(0, Math.min(Math.round(value * scale), limit));
  const planned = IMAGE_SIZES.filter((size) => !only || only.has(size.name))
    .map((size) => ({ size, plan: resizePlan(original.width, original.height, size) }))
    .filter((entry): entry is { size: ImageSize; plan: ResizePlan } => entry.plan !== null)
    .map((entry) => ({
      ...entry,
      name: `${base}-${entry.plan.width}x${entry.plan.height}.${format.extension}`,
    }));
  const unique = new Map(planned.map((entry) => [entry.name, entry.plan]));
  const files = await Promise.all(
    [...unique].map(async ([name, plan]): Promise<ImageFile> => {
      const left = within(plan.left, pixels.width - 1);
      const top = within(plan.top, pixels.height - 1);
      const region = {
        left,
        top,
        width: Math.max(1, within(plan.cropWidth, pixels.width - left)),
        height: Math.max(1, within(plan.cropHeight, pixels.height - top)),
      };
      const pipeline = fromPixels(pixels).extract(region).resize(plan.width, plan.height, { fit: 'fill' });
      return { name, bytes: await encode(pipeline, format), width: plan.width, height: plan.height };
    }),
  );
  const byName = new Map(files.map((file) => [file.name, file]));
  const sizes: Record<string, SubSize> = {};
  for (const { size, plan, name } of planned)
    sizes[size.name] = {
      file: name,
      width: plan.width,
      height: plan.height,
      filesize: sizeOf(byName.get(name)!.bytes),
      mime_type: format.mime,
    };
  return { sizes, files };
}

/** The size of a `-scaled` copy, or null when the image is within the big-image threshold. */
export function scaledSize(width: number, height: number) {
  if (width <= BIG_IMAGE_THRESHOLD && height <= BIG_IMAGE_THRESHOLD) return null;
  return constrainDimensions(width, height, BIG_IMAGE_THRESHOLD, BIG_IMAGE_THRESHOLD);
}

/** The image's width and height once its EXIF orientation is applied. */
export const uprightSize = (header: ImageHeader) =>
  header.orientation >= 5
    ? { width: header.height, height: header.width }
    : { width: header.width, height: header.height };

export type Modifier =
  | { type: 'rotate'; angle: number }
  | { type: 'crop'; left: number; top: number; width: number; height: number }
  | { type: 'flip'; horizontal: boolean; vertical: boolean };

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The region of an image that becomes `region` once the image is turned clockwise by `angle` (0/90/180/270). */
function beforeTurn(region: Region, angle: number, size: { width: number; height: number }): Region {
  const { left, top, width, height } = region;
  if (angle === 90) return { left: top, top: size.height - left - width, width: height, height: width };
  if (angle === 180)
    return { left: size.width - left - width, top: size.height - top - height, width, height };
  return { left: size.width - top - height, top: left, width: height, height: width };
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Decodes an image upright and applies edits in order, each to the result of the one before: rotate
 * clockwise by any angle (the canvas grows to the rotated bounds), crop by percentages of the current
 * size (rounded as the reference does; a crop of the whole image does nothing), flip. A rotation and
 * the crop after it are one sharp pass (with the decode, for the first ones) — a quarter turn then a
 * crop is done as the matching crop then the turn, so only the kept pixels are ever turned; the
 * pixels are materialised between other steps, since sharp's own operation order would differ.
 */
export async function editImage(
  bytes: Buffer,
  header: ImageHeader,
  maxPixels: number,
  modifiers: readonly Modifier[],
): Promise<Pixels> {
  let input = uprightInput(bytes, maxPixels);
  // sharp crops before it applies the EXIF orientation, so the first pass of a turned image can't crop first.
  let cropFirstAllowed = header.orientation <= 1;
  let start = uprightSize(header);
  let size: { width: number; height: number } | null = start;
  let pass: { rotate?: number; flip?: { horizontal: boolean; vertical: boolean }; crop?: Region } = {};
  const pending = () => pass.rotate !== undefined || pass.flip !== undefined || pass.crop !== undefined;
  const pipeline = () => {
    const { rotate, flip, crop } = pass;
    if (rotate !== undefined && crop && rotate % 90 === 0 && cropFirstAllowed)
      return input.extract(beforeTurn(crop, rotate, start)).rotate(rotate);
    let out = input;
    if (rotate !== undefined) out = out.rotate(rotate, { background: TRANSPARENT });
    if (flip?.horizontal) out = out.flop();
    if (flip?.vertical) out = out.flip();
    if (crop) out = out.extract(crop);
    return out;
  };
  const materialise = async () => {
    const pixels = await decode(pipeline());
    input = fromPixels(pixels);
    cropFirstAllowed = true;
    start = size = { width: pixels.width, height: pixels.height };
    pass = {};
  };
  for (const modifier of modifiers) {
    if (modifier.type === 'rotate') {
      const angle = ((modifier.angle % 360) + 360) % 360;
      if (angle === 0) continue;
      if (pending()) await materialise();
      pass.rotate = angle;
      // A quarter turn swaps the sides; other angles grow the canvas by libvips' own rounding.
      if (angle % 90 !== 0) size = null;
      else if (angle !== 180) size = { width: size!.height, height: size!.width };
    } else if (modifier.type === 'flip') {
      if (!modifier.horizontal && !modifier.vertical) continue;
      // sharp mirrors before it rotates, whatever the call order: a flip starts a pass of its own.
      if (pending()) await materialise();
      pass.flip = { horizontal: modifier.horizontal, vertical: modifier.vertical };
    } else {
      if (pass.flip || pass.crop || size === null) await materialise();
      const { width: W, height: H } = size!;
      const left = Math.round((W * modifier.left) / 100);
      const top = Math.round((H * modifier.top) / 100);
      const width = Math.min(Math.round((W * modifier.width) / 100), W - left);
      const height = Math.min(Math.round((H * modifier.height) / 100), H - top);
      if (width === W && height === H) continue;
      if (width < 1 || height < 1)
        throw new DomainError('IMAGE_CROP_FAILED', 'Unable to crop this image.', 400);
      pass.crop = { left, top, width, height };
      size = { width, height };
    }
  }
  return decode(pipeline());
}

const EMPTY_IMAGE_META = {
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
  keywords: [] as string[],
  alt: '',
};

export type ImageMeta = typeof EMPTY_IMAGE_META;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\0+$/, '').trim() : '');
const number = (value: unknown) => {
  const n = Array.isArray(value) ? value[0] : value;
  return typeof n === 'number' && Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '0';
};

/**
 * The reference's wp_read_image_metadata() from EXIF: camera, credit, caption, copyright, exposure
 * figures, the capture time as a Unix timestamp, orientation; a short description is also the title.
 */
export function imageMetaOf(header: ImageHeader): ImageMeta {
  const meta = { ...EMPTY_IMAGE_META, keywords: [] as string[] };
  let exif: ReturnType<typeof exifReader> | null;
  try {
    exif = header.exif ? exifReader(header.exif) : null;
  } catch {
    exif = null; // unreadable EXIF is no metadata, not a broken image
  }
  const image = exif?.Image ?? {};
  const photo = exif?.Photo ?? {};
  const description = text(image.ImageDescription);
  if (description) {
    if (description.length < 80) meta.title = description;
    meta.caption = description;
  }
  meta.camera = text(image.Model);
  meta.credit = text(image.Artist);
  meta.copyright = text(image.Copyright);
  meta.aperture = number(photo.FNumber);
  meta.focal_length = number(photo.FocalLength);
  meta.iso = number(photo.ISOSpeedRatings);
  meta.shutter_speed = number(photo.ExposureTime);
  const taken = photo.DateTimeOriginal;
  if (taken instanceof Date && !Number.isNaN(taken.getTime()))
    meta.created_timestamp = String(Math.floor(taken.getTime() / 1000));
  meta.orientation = String(header.orientation);
  return meta;
}
