import { ATTACHMENT, POST_TYPES, supports } from '../../../src/content/content-model/post-type-registry.js';
import type { RestMediaItemFragment } from './media.generated.js';
import type { FieldTable } from '../rest/field-table.js';
import type { RestContext } from '../rest/item-schema.js';
import { compactLinks, repliesLink, restUrl } from '../rest/links.js';
import { itemMethods } from '../rest/route.js';

export const MEDIA_BASE = '/cms/v2/media';

type ImageMeta = NonNullable<RestMediaItemFragment['details']['imageMeta']>;

/** The reference's `image_meta` keys, in its order, from the GraphQL names. */
const IMAGE_META_KEYS: [rest: string, graphql: keyof ImageMeta][] = [
  ['aperture', 'aperture'],
  ['credit', 'credit'],
  ['camera', 'camera'],
  ['caption', 'caption'],
  ['created_timestamp', 'createdTimestamp'],
  ['copyright', 'copyright'],
  ['focal_length', 'focalLength'],
  ['iso', 'iso'],
  ['shutter_speed', 'shutterSpeed'],
  ['title', 'title'],
  ['orientation', 'orientation'],
  ['keywords', 'keywords'],
  ['alt', 'alt'],
];

/**
 * `media_details` as the reference stores the metadata: for images the size, file, sub-sizes (each
 * with its URL, then `full`), EXIF data and, for copies, the original's name or the edited item; for
 * other files their size and no sub-sizes.
 */
export function mediaDetails(item: RestMediaItemFragment) {
  const d = item.details;
  if (d.width === null || d.height === null) return { filesize: d.filesize, sizes: {} };
  const sizes: Record<string, unknown> = {};
  for (const s of d.sizes)
    sizes[s.name] = {
      file: s.file,
      width: s.width,
      height: s.height,
      filesize: s.filesize,
      mime_type: s.mimeType,
      source_url: s.sourceUrl,
    };
  if (d.sizes.length)
    sizes.full = {
      file: item.fileName,
      width: d.width,
      height: d.height,
      mime_type: item.mimeType,
      source_url: item.sourceUrl,
    };
  const out: Record<string, unknown> = {
    width: d.width,
    height: d.height,
    file: d.file,
    filesize: d.filesize,
    sizes,
    image_meta: Object.fromEntries(IMAGE_META_KEYS.map(([rest, gql]) => [rest, d.imageMeta?.[gql]])),
  };
  if (d.originalImage) out.original_image = d.originalImage;
  if (d.parentImage)
    out.parent_image = { attachment_id: String(d.parentImage.attachmentId), file: d.parentImage.file };
  return out;
}

/** A media item in a request's context, keys in the reference's order, with its links. */
export function serializeMedia(
  siteUrl: string,
  table: FieldTable<RestMediaItemFragment>,
  item: RestMediaItemFragment,
  context: RestContext,
) {
  const out = table.show(item, context);
  const links: Record<string, Record<string, unknown>[]> = {
    self: [{ href: restUrl(siteUrl, `${MEDIA_BASE}/${item.id}`), targetHints: { allow: itemMethods(item) } }],
    collection: [{ href: restUrl(siteUrl, MEDIA_BASE) }],
    about: [{ href: restUrl(siteUrl, '/cms/v2/types/attachment') }],
  };
  if (item.author)
    links.author = [{ embeddable: true, href: restUrl(siteUrl, `/cms/v2/users/${item.author}`) }];
  if (supports(ATTACHMENT, 'comments')) links.replies = [repliesLink(siteUrl, item.id)];
  const parentBase = item.attachedTo && POST_TYPES[item.attachedTo.type]?.restBase;
  if (item.attachedTo && parentBase)
    links['https://api.w.org/attached-to'] = [
      {
        href: restUrl(siteUrl, `/cms/v2/${parentBase}/${item.attachedTo.id}`),
        embeddable: true,
        post_type: item.attachedTo.type,
        id: item.attachedTo.id,
      },
    ];
  out._links = compactLinks(links);
  return out;
}
