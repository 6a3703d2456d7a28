import { DomainError } from '../../errors.js';
import { mediaUrl } from '../links.js';
import { Post } from '../posts/post.entity.js';
import { toLocal } from '../posts/post-dates.js';
import { createPost } from '../posts/post-write.service.js';
import { siteTimezone, type ContentDeps } from '../posts/post.service.js';
import { ATTACHMENT } from '../content-model/post-type-registry.js';
import { Attachment, type FocalPoint, type SubSize } from './attachment.entity.js';
import { sizeOf, type FileContent } from './file-content.js';
import { RESIZABLE_IMAGE_TYPES, sniffFileType } from './file-types.js';
import {
  decodeUpright,
  encodePixels,
  imageMetaOf,
  resizePixels,
  makeSubSizes,
  readHeader,
  scaledSize,
  uprightSize,
  withImageSlot,
  type ImageFile,
  type ImageMeta,
  type Pixels,
} from './image-processor.js';
import { decodeHeic } from './heic.js';
import { outputFormat, type OutputFormat } from './output-format.js';
import {
  checkCanUpload,
  checkMediaChanges,
  postChangesOf,
  storeOf,
  type MediaChanges,
  type MediaView,
} from './media.service.js';
import type { StoredFile } from './media-store.js';

/** An uploaded file: the name the client gave and its content. */
export interface Upload {
  name: string;
  bytes: FileContent;
}

export interface UploadOptions {
  /** The title a media item gets when none is given: the client's file name (multipart) or the stored one. */
  titleFromClientName: boolean;
  /** False skips the sub-sizes (`post-process` makes them later). */
  subSizes: boolean;
  /** The `YYYY/MM` folder an import keeps from the old site; by default the parent's date or today. */
  folder?: string;
}

/**
 * The reference's sanitize_file_name(): characters that are special in URLs or shells removed, spaces
 * turned into dashes, leading and trailing dots, dashes and underscores trimmed.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(/[?[\]/\\=<>:;,'"&$#*()|~`!{}%+’«»”“]/g, '')
    .replace(/\p{Cc}/gu, '')
    .replace(/[\s\u00a0]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[.\-_]+|[.\-_]+$/g, '');
}

/** Room in a 255-byte file name for the copies' suffixes (`-edited-12-2048x1536.jpeg`). */
const MAX_BASE_BYTES = 200;

/** The stored name's base and extension: the client's name with the extension of the real type. */
function storedName(clientName: string, extensions: readonly string[]) {
  const clean = sanitizeFileName(clientName);
  const dot = clean.lastIndexOf('.');
  let base = (dot > 0 ? clean.slice(0, dot) : clean) || 'file';
  while (Buffer.byteLength(base) > MAX_BASE_BYTES) base = [...base].slice(0, -1).join('');
  const given = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  return { base, extension: extensions.includes(given) ? given : extensions[0] };
}

/** The image part of a new media item: its metadata and the files to write. */
interface ImageSet {
  files: ImageFile[];
  fullName: string;
  filesize: number;
  image: {
    width: number;
    height: number;
    originalWidth: number;
    originalHeight: number;
    sizes: Record<string, SubSize>;
    originalImage: string | null;
    meta: ImageMeta;
  };
}

/**
 * The full-size file and sub-sizes of an image whose upright pixels `pixelsIn` decodes (fitted into a
 * box when asked), all made from one decode, the copies in the `output` format. Above the big-image
 * threshold the full-size file is a `-scaled` copy; one of another type a converted copy (`photo.webp`
 * of `photo.jpg`); one that needs turning upright a `-rotated` copy; the original then stays as
 * `originalImage`.
 */
export async function describeImage(
  /** The edit route encodes it while the sub-sizes are made: its bytes may still be coming. */
  given: Omit<ImageFile, 'bytes'> & { bytes: FileContent | Promise<FileContent> },
  output: OutputFormat,
  turned: boolean,
  pixelsIn: (fit?: { width: number; height: number }) => Promise<Pixels>,
  meta: ImageMeta,
  subSizes: boolean,
): Promise<ImageSet> {
  const base = given.name.slice(0, given.name.lastIndexOf('.'));
  // Another type than the upload's (MEDIA_OUTPUT_FORMAT, HEIC): the full size is a converted copy too.
  const converted = !given.name.endsWith(`.${output.extension}`);
  const scaled = scaledSize(given.width, given.height);
  const derived = async () => {
    const pixels = await pixelsIn(scaled ?? undefined);
    const suffix = scaled ? '-scaled' : converted ? '' : '-rotated';
    const copy = async (): Promise<ImageFile> => ({
      name: `${base}${suffix}.${output.extension}`,
      bytes: await encodePixels(pixels, output),
      width: pixels.width,
      height: pixels.height,
    });
    return Promise.all([
      scaled || turned || converted ? copy() : null,
      subSizes ? makeSubSizes(pixels, given, output, base) : { sizes: {}, files: [] },
    ]);
  };
  // Awaited together: a failure of either is the one error, never an unhandled rejection.
  const [bytes, [copied, made]] = await Promise.all([given.bytes, derived()]);
  const original: ImageFile = { ...given, bytes };
  const full = copied ?? original;
  const files = full === original ? [original] : [original, full];
  return {
    files: [...files, ...made.files],
    fullName: full.name,
    filesize: sizeOf(full.bytes),
    image: {
      width: full.width,
      height: full.height,
      originalWidth: original.width,
      originalHeight: original.height,
      sizes: made.sizes,
      originalImage: full === original ? null : original.name,
      meta,
    },
  };
}

/** What a new media item is made of, besides the fields the request gives. */
export interface NewMedia {
  folder: string;
  /** The name claimed in the store for the item's original file (see MediaStore.claim). */
  claimed: string;
  mime: string;
  /** Files to write into the folder; the full-size one is `fullName`. */
  files: StoredFile[];
  fullName: string;
  filesize: number;
  image: ImageSet['image'] | null;
  /** Fields the request may override. */
  defaults: {
    title: string;
    caption?: string;
    description?: string;
    altText?: string;
    focalPoint?: FocalPoint | null;
  };
  editedFrom?: { id: number; file: string };
}

/**
 * Writes the files, then inserts the media item; when the insert fails the files are removed, so a
 * failed upload or edit leaves nothing behind.
 */
export async function storeMedia(
  deps: ContentDeps,
  media: NewMedia,
  changes: MediaChanges,
): Promise<MediaView> {
  const store = storeOf(deps);
  await store.write(media.folder, media.files, media.claimed);
  try {
    return await deps.em.transactional(async (em) => {
      const changed = postChangesOf(changes);
      const view = await createPost({ ...deps, em }, ATTACHMENT, {
        ...changed,
        status: changed.status ?? 'inherit',
        title: changes.title ?? media.defaults.title,
        excerpt: changes.caption ?? media.defaults.caption,
        content: changes.description ?? media.defaults.description,
      });
      const post = view.post;
      post.mimeType = media.mime;
      post.parentId = changes.post ?? 0;
      post.guid = mediaUrl(deps.settings, `${media.folder}/${media.fullName}`);
      const attachment = em.create(Attachment, {
        postId: post.id,
        file: `${media.folder}/${media.fullName}`,
        filesize: media.filesize,
        width: media.image?.width ?? null,
        height: media.image?.height ?? null,
        sizes: media.image?.sizes ?? {},
        imageMeta: media.image?.meta ?? {},
        originalImage: media.image?.originalImage ?? null,
        originalWidth: media.image?.originalWidth ?? null,
        originalHeight: media.image?.originalHeight ?? null,
        editedFromId: media.editedFrom?.id ?? null,
        editedFromFile: media.editedFrom?.file ?? null,
        altText: changes.altText ?? media.defaults.altText ?? '',
        focalPoint:
          changes.focalPoint !== undefined ? changes.focalPoint : (media.defaults.focalPoint ?? null),
      });
      await em.flush();
      return { ...view, attachment };
    });
  } catch (error) {
    await store.remove(
      media.folder,
      media.files.map((file) => file.name),
    );
    throw error;
  }
}

/** `YYYY/MM` of now, or of the post the upload is attached to (pages excepted, as the reference does). */
export async function uploadFolder(deps: ContentDeps, postId: number | undefined): Promise<string> {
  const parent = postId ? await deps.em.findOne(Post, { id: postId }) : null;
  const local =
    parent && parent.type !== 'page' ? parent.dateLocal : toLocal(deps.clock.now(), await siteTimezone(deps));
  return `${local.slice(0, 4)}/${local.slice(5, 7)}`;
}

/**
 * Uploads a file (the reference's checks in order: permission, parent type, data, file type, image) and
 * makes it a media item. Images get their metadata, a `-scaled` or `-rotated` copy when needed and
 * their sub-sizes, all made from one decode.
 */
export async function uploadMedia(
  deps: ContentDeps,
  upload: Upload,
  changes: MediaChanges,
  options: UploadOptions,
): Promise<MediaView> {
  await checkCanUpload(deps, changes.post);
  await checkMediaChanges(deps.em, changes);
  if (!sizeOf(upload.bytes)) throw new DomainError('UPLOAD_NO_DATA', 'No data supplied.', 400);
  const type = await sniffFileType(upload.bytes, upload.name);
  // 500, odd as it is: the reference's status for a refused type, which existing clients key on.
  if (!type)
    throw new DomainError(
      'UPLOAD_SIDELOAD_ERROR',
      'Sorry, you are not allowed to upload this file type.',
      500,
    );
  const isImage = type.mime.startsWith('image/');
  const heic = type.mime === 'image/heic';
  if (isImage && !heic && !RESIZABLE_IMAGE_TYPES.has(type.mime))
    throw new DomainError(
      'UPLOAD_IMAGE_TYPE_NOT_SUPPORTED',
      'The web server cannot generate responsive image sizes for this image. Convert it to JPEG or PNG before uploading.',
      400,
    );
  const maxPixels = deps.settings.mediaMaxPixels;
  const header = isImage ? await readHeader(upload.bytes, maxPixels) : null;
  const { base: wanted, extension } = storedName(upload.name, type.extensions);
  const folder = options.folder ?? (await uploadFolder(deps, changes.post));
  const store = storeOf(deps);
  const output = isImage
    ? await outputFormat(deps.settings.mediaOutputFormats, type.mime, extension, upload.bytes)
    : null;
  const base = await store.claim(folder, wanted, extension, output?.extension);
  const fileName = `${base}.${extension}`;
  let stored = false;
  try {
    const clientTitle = upload.name.includes('.') ? upload.name.slice(0, upload.name.lastIndexOf('.')) : '';
    let title = (options.titleFromClientName && clientTitle.trim()) || base;
    let media: NewMedia;
    if (header && output) {
      // The reference reads EXIF of JPEG and TIFF only; libheif turns a HEIC upright itself.
      const meta = imageMetaOf(heic ? { ...header, exif: undefined } : header);
      const image = await withImageSlot(async () => {
        const decoded = heic ? await decodeHeic(upload.bytes) : null;
        const size = decoded ? { width: decoded.width, height: decoded.height } : uprightSize(header);
        const pixelsIn = decoded
          ? async (fit?: { width: number; height: number }) => (fit ? resizePixels(decoded, fit) : decoded)
          : (fit?: { width: number; height: number }) => decodeUpright(upload.bytes, maxPixels, fit);
        const original = { name: fileName, bytes: upload.bytes, ...size };
        return describeImage(
          original,
          output,
          !heic && header.orientation > 1,
          pixelsIn,
          meta,
          options.subSizes,
        );
      });
      // A title from the image's own metadata wins over the file name (unless it is only a number).
      if (meta.title && !/^\d+$/.test(meta.title)) title = meta.title;
      media = {
        folder,
        claimed: fileName,
        mime: type.mime,
        ...image,
        defaults: { title, caption: meta.caption || undefined },
      };
    } else {
      media = {
        folder,
        claimed: fileName,
        mime: type.mime,
        files: [{ name: fileName, bytes: upload.bytes }],
        fullName: fileName,
        filesize: sizeOf(upload.bytes),
        image: null,
        defaults: { title },
      };
    }
    const view = await storeMedia(deps, media, changes);
    stored = true;
    return view;
  } finally {
    if (!stored) await store.unclaim(folder, fileName);
  }
}
