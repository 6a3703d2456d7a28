import { TagChange, attributeOf, firstTag } from './html-tags.js';

const attribute = (tag: string, name: string) => new RegExp(` ${name}=["']([A-Za-z0-9]+)["']`).exec(tag)?.[1];

/**
 * wp_img_tag_add_loading_optimization_attrs() outside the loop, as a REST answer renders: `decoding="async"`
 * on every image with a `src`, and `loading="lazy"` when it has both dimensions; then wp_img_tag_add_auto_sizes().
 */
function image(tag: string): string {
  if (!tag.includes(' src="')) return tag;
  const sized = /^\d+$/.test(attribute(tag, 'width') ?? '') && /^\d+$/.test(attribute(tag, 'height') ?? '');
  if (!attribute(tag, 'decoding')) tag = tag.replace('<img', '<img decoding="async"');
  if (!tag.includes(' width="') || !tag.includes(' height="')) return tag;
  if (sized && !attribute(tag, 'loading') && !attribute(tag, 'fetchpriority'))
    tag = tag.replace('<img', '<img loading="lazy"');
  return autoSizes(tag);
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
 * wp_filter_content_tags() for what a REST answer shows: images and iframes get their loading attributes.
 * (The reference also adds `srcset`, `sizes` and dimensions to images of its own media library, which
 * needs the attachments' metadata; Portico's rendering does not read it.)
 */
export const filterContentTags = (html: string) =>
  html.includes('<img') || html.includes('<iframe')
    ? html.replace(/<(img|iframe)\s[^>]+>/g, (tag, name: string) =>
        name === 'img' ? image(tag) : iframe(tag),
      )
    : html;
