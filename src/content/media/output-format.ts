import type { Sharp } from 'sharp';
import { headOf, type FileContent } from './file-content.js';

/** The format an image's copies (sub-sizes, the scaled or converted full size) are written in. */
export interface OutputFormat {
  mime: string;
  /** The extension its files get. */
  extension: string;
  /** A lossless WebP is copied losslessly, as the reference does. */
  lossless: boolean;
}

/** wp_get_default_extension_for_mime_type(): the extension of a file converted to a type. */
export const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** A WebP whose first chunk is `VP8L` is lossless (wp_get_webp_info). */
const losslessWebp = async (mime: string, bytes: FileContent) =>
  mime === 'image/webp' && (await headOf(bytes, 16)).subarray(12, 16).toString('latin1') === 'VP8L';

/**
 * The format of an upload's copies: its own, or the one MEDIA_OUTPUT_FORMAT maps its type to (the
 * reference's image_editor_output_format; HEIC always becomes JPEG, which is all the reference can
 * write of it). Without a mapping the copies keep the upload's extension as given (`.jpeg` stays).
 */
export async function outputFormat(
  formats: Readonly<Record<string, string>>,
  mime: string,
  extension: string,
  bytes: FileContent,
): Promise<OutputFormat> {
  const target = formats[mime];
  if (target && target !== mime && IMAGE_EXTENSIONS[target])
    return { mime: target, extension: IMAGE_EXTENSIONS[target], lossless: false };
  return { mime, extension, lossless: await losslessWebp(mime, bytes) };
}

/**
 * Encodes in a format with the reference's default qualities for it (WP_Image_Editor's
 * get_default_quality: 86 for WebP, 82 for JPEG, AVIF and the rest), or `quality` when given; PNG at
 * zlib level 6.
 */
export function encode(
  pipeline: Sharp,
  format: Pick<OutputFormat, 'mime' | 'lossless'>,
  quality?: number,
): Promise<Buffer> {
  switch (format.mime) {
    case 'image/png':
      return pipeline.png({ compressionLevel: 6 }).toBuffer();
    case 'image/gif':
      return pipeline.gif().toBuffer();
    case 'image/webp':
      return pipeline
        .webp(format.lossless ? { lossless: true, quality: 100 } : { quality: quality ?? 86 })
        .toBuffer();
    case 'image/avif':
      // Effort 2 of 9: libaom's slower settings cost seconds per size for bytes nobody sees.
      return pipeline.avif({ quality: quality ?? 82, effort: 2 }).toBuffer();
    case 'image/tiff':
      return pipeline.tiff().toBuffer();
    default:
      return pipeline.jpeg({ quality: quality ?? 82 }).toBuffer();
  }
}
