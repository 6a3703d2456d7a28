import { escapeHtmlOnce } from '../../escape-html.js';
import { constrainDimensions } from '../media/image-sizes.js';

/** A sub-size of a library image, as its attachment metadata lists it. */
export interface LibrarySize {
  file: string;
  width: number;
  height: number;
}

/** What rendering needs of an image in the media library: its full-size file and its sub-sizes. */
export interface LibraryImage {
  /** The full-size file, relative to the uploads folder (`2026/11/photo.jpg`, or its `-scaled` copy). */
  file: string;
  width: number;
  height: number;
  /** In the order the reference makes them (medium, large, thumbnail, medium_large, …). */
  sizes: LibrarySize[];
}

/** The library images a text names by `wp-image-<id>`, and the URL of the uploads folder. */
export interface ImageLibrary {
  uploadsUrl: string;
  images: ReadonlyMap<number, LibraryImage>;
}

/** Reads the library images with these ids (those that are no image are left out). */
export type ImageLookup = (ids: readonly number[]) => Promise<ImageLibrary>;

export const NO_IMAGES: ImageLibrary = { uploadsUrl: '', images: new Map() };

/** The reference's max_srcset_image_width: wider candidates stay out of a `srcset` (but the src itself). */
const MAX_SRCSET_WIDTH = 2048;
/** The tags wp_filter_content_tags() looks at. */
export const CONTENT_TAG = /<(img|iframe)\s[^>]+>/g;
const IMAGE_ID = /wp-image-([0-9]+)/i;

/** The attachment an image tag names: the first `wp-image-<id>` anywhere in it; 0 for none. */
export const imageIdOf = (tag: string) => Number(IMAGE_ID.exec(tag)?.[1] ?? 0);

/** The ids of the library images the `<img>` tags of a text name, each once. */
export function imageIdsIn(html: string): number[] {
  if (!html.includes('wp-image-')) return [];
  const ids = new Set<number>();
  for (const [tag, name] of html.matchAll(CONTENT_TAG))
    if (name === 'img' && imageIdOf(tag)) ids.add(imageIdOf(tag));
  return [...ids];
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
/** _wp_get_attachment_relative_path(): the folder of the full-size file, with a slash; '' for none. */
const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '');
/** The `src` of a tag (double-quoted only, as the reference reads it), without its query. */
const sourceOf = (tag: string) => (/src="([^"]+)"/.exec(tag)?.[1] ?? '').split('?')[0]!;

/** wp_image_src_get_dimensions(): the size of the full image when `src` names it, else of the sub-size it names. */
function dimensionsOf(src: string, image: LibraryImage): [number, number] | null {
  if (src.includes(baseName(image.file))) return [image.width, image.height];
  const size = image.sizes.find((each) => each.file === baseName(src));
  return size ? [size.width, size.height] : null;
}

/**
 * wp_img_tag_add_width_and_height_attr(): `width` and `height` of the file the image shows, scaled to a
 * width set by its style, written first in the tag.
 */
export function withDimensions(tag: string, image: LibraryImage): string {
  const src = sourceOf(tag);
  const size = src ? dimensionsOf(src, image) : null;
  if (!size || !size[0] || !size[1]) return tag;
  let [width, height] = size;
  const styled = Number(/style="width:\s*(\d+)px;"/.exec(tag)?.[1] ?? 0);
  if (styled) [width, height] = [styled, Math.round((height * styled) / width)];
  return tag.replace('<img', `<img width="${width}" height="${height}"`);
}

/** wp_image_matches_ratio(): the larger size, fitted to the smaller one's width, is within a pixel of it. */
function sameRatio(width: number, height: number, otherWidth: number, otherHeight: number): boolean {
  const [large, small] =
    width > otherWidth
      ? [
          [width, height],
          [otherWidth, otherHeight],
        ]
      : [
          [otherWidth, otherHeight],
          [width, height],
        ];
  const fitted = constrainDimensions(large[0]!, large[1]!, small[0]!, 0);
  return Math.abs(fitted.width - small[0]!) <= 1 && Math.abs(fitted.height - small[1]!) <= 1;
}

/**
 * wp_calculate_image_srcset(): the sub-sizes and full size of the image's aspect ratio, by width (the
 * src's first), each at the uploads URL; null unless the src is one of them and another is there.
 */
function srcsetOf(width: number, height: number, src: string, image: LibraryImage, uploadsUrl: string) {
  if (!image.sizes.length || image.file.length < 4 || width < 1) return null;
  const folder = folderOf(image.file);
  const edited = /-e[0-9]{13}/.exec(baseName(src))?.[0];
  const sources = new Map<number, string>();
  let matched = false;
  for (const each of [
    ...image.sizes,
    { file: baseName(image.file), width: image.width, height: image.height },
  ]) {
    const isSrc: boolean = !matched && src.includes(folder + each.file);
    matched ||= isSrc;
    if (edited && !each.file.includes(edited)) continue;
    if (each.width > MAX_SRCSET_WIDTH && !isSrc) continue;
    if (!sameRatio(width, height, each.width, each.height)) continue;
    const url = `${uploadsUrl}/${folder}${each.file}`;
    if (isSrc) {
      // The src goes first (an iOS 8 bug, says the reference); a width already there keeps the first place.
      const rest = [...sources].filter(([key]) => key !== each.width);
      sources.clear();
      for (const [key, value] of [[each.width, url] as const, ...rest]) sources.set(key, value);
    } else sources.set(each.width, url);
  }
  if (!matched || sources.size < 2) return null;
  return [...sources].map(([value, url]) => `${url.replaceAll(' ', '%20')} ${value}w`).join(', ');
}

/**
 * wp_image_add_srcset_and_sizes(): `srcset` from the image's sizes of the same aspect ratio, and
 * `sizes` from the width shown (unless the tag has its own), at the end of the tag, closed by ` />`.
 */
export function withSrcsetAndSizes(tag: string, image: LibraryImage, uploadsUrl: string): string {
  const src = sourceOf(tag);
  if (!image.sizes.length || !src) return tag;
  // Inserted and later edited: the metadata is of the edit, not of the file shown.
  const editHash = /-e[0-9]{13}/.exec(image.file)?.[0];
  if (editHash && !baseName(src).includes(editHash)) return tag;
  const width = Number(/ width="([0-9]+)"/.exec(tag)?.[1] ?? 0);
  const height = Number(/ height="([0-9]+)"/.exec(tag)?.[1] ?? 0);
  const size: [number, number] | null = width && height ? [width, height] : dimensionsOf(src, image);
  if (!size) return tag;
  const srcset = srcsetOf(size[0], size[1], src, image, uploadsUrl);
  if (!srcset) return tag;
  const sizes = tag.includes(' sizes=') ? '' : ` sizes="(max-width: ${size[0]}px) 100vw, ${size[0]}px"`;
  return tag.replace(
    /<img ([^>]+?)[/ ]*>/,
    (_, inside: string) => `<img ${inside} srcset="${escapeHtmlOnce(srcset)}"${sizes} />`,
  );
}
