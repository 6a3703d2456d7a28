import { DomainError } from '../../errors.js';
import { can } from '../../auth/roles.js';
import { canEditPost } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { invalidArgument } from '../content-errors.js';
import { percentDecoded } from '../links.js';
import { findPost, type ContentDeps } from '../posts/post.service.js';
import { ATTACHMENT } from '../content-model/post-type-registry.js';
import { Attachment } from './attachment.entity.js';
import { EDITABLE_IMAGE_TYPES } from './file-types.js';
import { outputFormat } from './output-format.js';
import {
  corruptImage,
  decodeUpright,
  editImage,
  readHeader,
  encodePixels,
  uprightSize,
  makeSubSizes,
  resizePixels,
  withImageSlot,
  type ImageMeta,
  type Modifier,
} from './image-processor.js';
import { checkEditLimits } from './edit-limits.js';
import { IMAGE_SIZES } from './image-sizes.js';
import { focalPointAfter } from './focal-point.js';
import {
  checkMediaChanges,
  filesOf,
  getMedia,
  measuredSize,
  missingSizes,
  storeOf,
  type MediaChanges,
  type MediaView,
} from './media.service.js';
import { describeImage, storeMedia, uploadFolder } from './media-upload.service.js';

/** The media item and its row, for someone who may edit it (the update permission of the reference). */
async function editableMedia(deps: ContentDeps, id: number) {
  const post = await findPost(deps, ATTACHMENT, id);
  if (!canEditPost(deps.user, ATTACHMENT, post))
    throw notAllowed(deps.user, 'CANNOT_EDIT', 'Sorry, you are not allowed to edit this post.');
  const attachment = await deps.em.findOneOrFail(Attachment, { postId: id });
  return { post, attachment };
}

/** The file name part of a URL or path (`…/2026/11/photo-300x200.jpg?x=1` → `photo-300x200.jpg`). */
function baseName(src: string): string {
  let path: string;
  try {
    path = new URL(src).pathname;
  } catch {
    path = src.split(/[?#]/)[0];
  }
  return percentDecoded(path.slice(path.lastIndexOf('/') + 1));
}

/**
 * The metadata of an edited copy: the original's (the new file carries no EXIF of its own, so the
 * reference's merge keeps every original value); an orientation that was set is 1 now, since the
 * pixels are upright.
 */
function editedImageMeta(original: Record<string, unknown>): ImageMeta {
  return { ...(original as ImageMeta), orientation: Number(original.orientation) > 0 ? '1' : '0' };
}

/**
 * The original's pixels with the edits applied, once the edits are known to stay within the limits;
 * an image that can't be read can't be edited.
 */
async function editedPixels(bytes: Buffer, maxPixels: number, modifiers: readonly Modifier[]) {
  try {
    const header = await readHeader(bytes, maxPixels);
    checkEditLimits(uprightSize(header), modifiers, maxPixels);
    return await editImage(bytes, header, maxPixels, modifiers);
  } catch (error) {
    if (error instanceof DomainError && error.code === corruptImage().code)
      throw new DomainError('UNKNOWN_IMAGE_FILE_TYPE', 'Unable to edit this image.', 400);
    throw error;
  }
}

/** `photo` → `photo-edited`; an earlier edit's `-edited-N` becomes `-edited` again (then made unique). */
const editedBase = (base: string) =>
  /-edited(-\d+)?$/.test(base) ? base.replace(/-edited(-\d+)?$/, '-edited') : `${base}-edited`;

/**
 * The modifiers with their crop percentages taken to a ten-thousandth, finer than a pixel of any image
 * Portico takes: the block editor's crop sends its float error (a left of -0.0000015), which the
 * reference rounds away. A percentage out of 0–100 is refused.
 */
function checkedModifiers(modifiers: readonly Modifier[]): Modifier[] {
  return modifiers.map((modifier, index) => {
    if (modifier.type !== 'crop') return modifier;
    const crop = { ...modifier };
    for (const key of ['left', 'top', 'width', 'height'] as const) {
      crop[key] = Math.round(modifier[key] * 1e4) / 1e4 + 0;
      if (!(crop[key] >= 0 && crop[key] <= 100))
        throw invalidArgument(
          'modifiers',
          'OUT_OF_BOUNDS',
          'must be between 0 (inclusive) and 100 (inclusive)',
          {
            path: [index, key],
          },
        );
    }
    return crop;
  });
}

/**
 * Non-destructive image editing: the modifiers are applied in order to the full-size original (the
 * upload before scaling, turned upright) and the result becomes a new media item that remembers the
 * one it was edited from. `src` must name one of the item's files.
 */
export async function editMedia(
  deps: ContentDeps,
  id: number,
  src: string,
  modifiers: readonly Modifier[],
  changes: MediaChanges,
): Promise<MediaView> {
  if (!can(deps.user, 'upload_files'))
    throw notAllowed(
      deps.user,
      'CANNOT_EDIT_IMAGE',
      'Sorry, you are not allowed to upload media on this site.',
    );
  const { post, attachment } = await editableMedia(deps, id);
  const { folder, names } = filesOf(attachment);
  if (!attachment.width || !names.includes(baseName(src)))
    throw new DomainError('UNKNOWN_ATTACHMENT', 'Unable to get meta information for file.', 404);
  if (!EDITABLE_IMAGE_TYPES.has(post.mimeType))
    throw new DomainError('CANNOT_EDIT_FILE_TYPE', 'This type of file cannot be edited.', 400);
  if (!modifiers.length)
    throw new DomainError(
      'IMAGE_NOT_EDITED',
      'The image was not edited. Edit the image before applying the changes.',
      400,
    );
  const edits = checkedModifiers(modifiers);
  await checkMediaChanges(deps.em, changes);
  const store = storeOf(deps);
  // A HEIC is edited from its JPEG copy (no HEIC can be written), and its edit is a JPEG.
  const heic = post.mimeType === 'image/heic';
  const originalName = heic ? attachment.fileName : attachment.uploadedName;
  const mime = heic ? 'image/jpeg' : post.mimeType;
  const maxPixels = deps.settings.mediaMaxPixels;
  const extension = originalName.slice(originalName.lastIndexOf('.') + 1);
  const bytes = await store.read(`${folder}/${originalName}`);
  const output = await outputFormat(deps.settings.mediaOutputFormats, mime, extension, bytes);
  const target = await uploadFolder(deps, undefined);
  const base = await store.claim(
    target,
    editedBase(originalName.slice(0, -extension.length - 1)),
    extension,
    output.extension,
  );
  let stored = false;
  try {
    const image = await withImageSlot(async () => {
      const edited = await editedPixels(bytes, maxPixels, edits);
      const full = {
        name: `${base}.${extension}`,
        bytes: encodePixels(edited, { mime, lossless: output.lossless }),
        width: edited.width,
        height: edited.height,
      };
      return describeImage(
        full,
        output,
        false,
        async (fit?: { width: number; height: number }) => (fit ? resizePixels(edited, fit) : edited),
        editedImageMeta(attachment.imageMeta),
        true,
      );
    });
    const view = await storeMedia(
      deps,
      {
        folder: target,
        claimed: `${base}.${extension}`,
        mime,
        ...image,
        defaults: {
          title: post.title,
          caption: post.excerpt,
          description: post.content,
          altText: attachment.altText,
          // The subject stays where it was in the pixels the edit keeps (an image, so it has a size).
          focalPoint:
            attachment.focalPoint &&
            focalPointAfter(
              attachment.focalPoint,
              { width: attachment.width!, height: attachment.height! },
              edits,
            ),
        },
        editedFrom: { id: post.id, file: `${folder}/${originalName}` },
      },
      changes,
    );
    stored = true;
    return view;
  } finally {
    if (!stored) await store.unclaim(target, `${base}.${extension}`);
  }
}

/** `create-image-subsizes`: makes the sub-sizes an image is missing, then answers the item. */
export async function createMissingSubSizes(deps: ContentDeps, id: number): Promise<MediaView> {
  const { post, attachment } = await editableMedia(deps, id);
  const missing = missingSizes(attachment);
  if (missing.length) {
    const store = storeOf(deps);
    const { folder, names } = filesOf(attachment);
    const original = attachment.uploadedName;
    const dot = original.lastIndexOf('.');
    // Read from the full-size file, which sharp reads whatever the upload's type (a HEIC's is a JPEG).
    const bytes = await store.read(attachment.file);
    const output = await outputFormat(
      deps.settings.mediaOutputFormats,
      post.mimeType,
      original.slice(dot + 1),
      bytes,
    );
    const made = await withImageSlot(async () =>
      makeSubSizes(
        await decodeUpright(bytes, deps.settings.mediaMaxPixels),
        measuredSize(attachment) as { width: number; height: number },
        output,
        original.slice(0, dot),
        new Set(missing),
      ),
    );
    const fresh = made.files.filter((file) => !names.includes(file.name));
    await store.write(folder, fresh);
    const sizes = { ...attachment.sizes, ...made.sizes };
    // Kept in the order the reference makes them.
    attachment.sizes = Object.fromEntries(
      IMAGE_SIZES.filter((size) => sizes[size.name]).map((size) => [size.name, sizes[size.name]]),
    );
    try {
      await deps.em.flush();
    } catch (error) {
      await store.remove(
        folder,
        fresh.map((file) => file.name),
      );
      throw error;
    }
  }
  return getMedia(deps, id, false);
}
