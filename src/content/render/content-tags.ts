import { TagChange, attributeOf, firstTag } from './html-tags.js';
import {
  CONTENT_TAG,
  NO_IMAGES,
  imageIdOf,
  withDimensions,
  withSrcsetAndSizes,
  type ImageLibrary,
} from './responsive-images.js';

const attribute = (tag: string, name: string) => new RegExp(` ${name}=["']([A-Za-z0-9]+)["']`).exec(tag)?.[1];

/**
 * wp_img_tag_add_loading_optimization_attrs() outside the loop, as a REST answer renders: `decoding="async"`
 * on every image with a `src`, and `loading="lazy"` when it has both dimensions, unless it says how it
 * loads (a `loading`, or a `fetchpriority` other than `auto`); then wp_img_tag_add_auto_sizes().
 */
function loadingAttributes(tag: string): string {
  if (!tag.includes(' src="')) return tag;
  const sized = /^\d+$/.test(attribute(tag, 'width') ?? '') && /^\d+$/.test(attribute(tag, 'height') ?? '');
  if (!attribute(tag, 'decoding')) tag = tag.replace('<img', '<img decoding="async"');
  if (!tag.includes(' width="') || !tag.includes(' height="')) return tag;
  const priority = attribute(tag, 'fetchpriority');
  if (sized && !attribute(tag, 'loading') && (!priority || priority === 'auto'))
    tag = tag.replace('<img', '<img loading="lazy"');
  return autoSizes(tag);
}

/**
 * One image as wp_filter_content_tags() changes it: a library image (`wp-image-<id>`) first gets its
 * dimensions and `srcset`/`sizes` from its attachment, then every image its loading attributes.
 */
function image(tag: string, library: ImageLibrary): string {
  const found = library.images.get(imageIdOf(tag));
  if (found && !tag.includes(' width=') && !tag.includes(' height=')) tag = withDimensions(tag, found);
  if (found && !tag.includes(' srcset=')) tag = withSrcsetAndSizes(tag, found, library.uploadsUrl);
  return loadingAttributes(tag);
}

/** wp_img_tag_add_auto_sizes(): a lazy image with a width and `sizes` gets `auto, ` in front of its sizes. */
function autoSizes(html: string): string {
  const tag = firstTag(html, (found) => found.name === 'img');
  if (!tag || attributeOf(tag, 'loading')?.trim().toLowerCase() !== 'lazy' || !attributeOf(tag, 'width'))
    return html;
  const sizes = attributeOf(tag, 'sizes');
  if (typeof sizes !== 'string' || /^\s*auto\s*(,|$)/i.test(sizes)) return html;
  return new TagChange(tag).setAttribute('sizes', `auto, ${sizes}`).applyTo(html);
}

/** wp_iframe_tag_add_loading_attr(): an iframe with a source and both dimensions loads lazily. */
function iframe(tag: string): string {
  if (tag.includes(' loading=') || tag.includes(' data-secret="')) return tag;
  if (!tag.includes(' src="') || !tag.includes(' width="') || !tag.includes(' height="')) return tag;
  return tag.replace('<iframe', '<iframe loading="lazy"');
}

/**
 * wp_filter_content_tags() for what a REST answer shows: images of the media library get their
 * dimensions and responsive sizes (`library` holds those the text names), then images and iframes their
 * loading attributes. The same tag always becomes the same, as the reference replaces each tag once.
 */
export function filterContentTags(html: string, library: ImageLibrary = NO_IMAGES): string {
  if (!html.includes('<img') && !html.includes('<iframe')) return html;
  return html.replace(CONTENT_TAG, (tag, name: string) =>
    name === 'img' ? image(tag, library) : iframe(tag),
  );
}
