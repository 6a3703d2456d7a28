import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Node } from '../../graphql/node.js';
import { escapeHtml } from '../../escape-html.js';
import type { Settings } from '../../domain-deps.js';
import { mediaUrl } from '../links.js';
import { PostFilter } from '../posts/post.input.js';
import { ItemShape, RenderedText, Standalone, type NodeSite } from '../posts/post.types.js';
import { renderContentWith, renderExcerptWith } from '../render/render.js';
import type { FocalPoint, SubSize } from './attachment.entity.js';
import { mediaTypeOf } from './file-types.js';
import { FocalPointValue } from './focal-point.types.js';
import { MediaType, MimeCategory, PostStatusFilter } from '../content-model/content-sets.js';
import type { ImageMeta } from './image-processor.js';
import { inSizeOrder } from './image-sizes.js';
import { missingSizes, type MediaView } from './media.service.js';
import { EDITORS } from '../../graphql/withheld.js';

@ObjectType({ simpleResolvers: true, description: 'A generated smaller copy of an image.' })
export class MediaSize {
  @Field({ description: 'thumbnail, medium, medium_large, large, 1536x1536, 2048x2048.' })
  name!: string;
  @Field({ description: "The file's name, in the item's folder, e.g. `photo-300x200.jpg`." })
  file!: string;
  @Field(() => Int, { description: 'Its width in pixels.' })
  width!: number;
  @Field(() => Int, { description: 'Its height in pixels.' })
  height!: number;
  @Field(() => Int, { description: "The file's size in bytes." })
  filesize!: number;
  @Field({ description: 'The file type, e.g. `image/jpeg`.' })
  mimeType!: string;
  @Field({ description: "The file's URL." })
  sourceUrl!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: 'What the image’s EXIF data says (strings, as the reference keeps them).',
})
export class ImageMetadata {
  @Field({ description: 'The f-number (EXIF FNumber), to two decimals; `0` when unknown.' })
  aperture!: string;
  @Field({ description: 'The artist (EXIF Artist); empty when unknown.' })
  credit!: string;
  @Field({ description: 'The camera model (EXIF Model); empty when unknown.' })
  camera!: string;
  @Field({ description: 'The EXIF ImageDescription; empty when unknown.' })
  caption!: string;
  @Field({ description: 'Capture time, Unix seconds.' })
  createdTimestamp!: string;
  @Field({ description: 'The copyright notice (EXIF Copyright); empty when unknown.' })
  copyright!: string;
  @Field({ description: 'The focal length in millimetres, to two decimals; `0` when unknown.' })
  focalLength!: string;
  @Field({ description: 'The ISO speed rating; `0` when unknown.' })
  iso!: string;
  @Field({ description: 'The exposure time in seconds, to two decimals; `0` when unknown.' })
  shutterSpeed!: string;
  @Field({ description: 'The EXIF ImageDescription when shorter than 80 characters, else empty.' })
  title!: string;
  @Field({ description: 'EXIF orientation; `0` when absent, `1` for edited copies.' })
  orientation!: string;
  @Field(() => [String], {
    description: 'Keywords (IPTC in the reference); always empty, as only EXIF is read.',
  })
  keywords!: string[];
  @Field({ description: 'Alternative text (IPTC in the reference); always empty, as only EXIF is read.' })
  alt!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The media item an edited copy was made from, as it was at the time.',
})
export class ParentImage {
  @Field(() => Int, { description: "That media item's database id." })
  attachmentId!: number;
  @Field({ description: 'The file of that item the edit was made from, e.g. `2026/11/photo.jpg`.' })
  file!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The post a media item is attached to: its id and post type.',
})
export class AttachedPost {
  @Field(() => Int)
  id!: number;
  @Field({ description: 'Its post type, e.g. `post` or `page`.' })
  type!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The stored file: size in pixels (images), sub-sizes, metadata.',
})
export class MediaDetails {
  @Field(() => Int, {
    nullable: true,
    description: "The full-size file's width in pixels; null for non-images.",
  })
  width!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "The full-size file's height in pixels; null for non-images.",
  })
  height!: number | null;
  @Field({ description: 'Path below the uploads folder, e.g. `2026/11/photo.jpg`.' })
  file!: string;
  @Field(() => Int, { description: "The full-size file's size in bytes." })
  filesize!: number;
  @Field(() => [MediaSize], { description: 'The sub-sizes made of an image, in the order they are made.' })
  sizes!: MediaSize[];
  @Field(() => ImageMetadata, {
    nullable: true,
    description: "An image's EXIF metadata; null for non-images.",
  })
  imageMeta!: ImageMetadata | null;
  @Field(() => String, {
    nullable: true,
    description: 'The uploaded file when the full size is a scaled copy.',
  })
  originalImage!: string | null;
  @Field(() => ParentImage, {
    nullable: true,
    description: 'What it was edited from; null when it is no edit.',
  })
  parentImage!: ParentImage | null;
}

const imageMetadata = (meta: ImageMeta): ImageMetadata => ({
  aperture: meta.aperture,
  credit: meta.credit,
  camera: meta.camera,
  caption: meta.caption,
  createdTimestamp: meta.created_timestamp,
  copyright: meta.copyright,
  focalLength: meta.focal_length,
  iso: meta.iso,
  shutterSpeed: meta.shutter_speed,
  title: meta.title,
  orientation: String(meta.orientation),
  keywords: meta.keywords,
  alt: meta.alt,
});

@ObjectType('MediaItem', {
  implements: Node,
  simpleResolvers: true,
  description: 'An uploaded file (an attachment), with its sizes and edit lineage.',
})
export class MediaItemNode extends Standalone(ItemShape) {
  constructor(
    readonly mediaView: MediaView,
    private readonly settings: Pick<Settings, 'publicUrl' | 'mediaPublicUrl'>,
    /** Whether the caller may edit and delete it. */
    readonly permissions: { edit: boolean; delete: boolean },
    site: NodeSite,
  ) {
    super(mediaView, site, permissions.edit, true);
  }

  private get a() {
    return this.mediaView.attachment;
  }
  /** The URL of a file in the item's folder. */
  private fileUrl(name: string) {
    return mediaUrl(this.settings, `${this.a.folder}/${name}`);
  }

  @Field({ description: 'The alternative text of an image; empty for none.' })
  get altText(): string {
    return this.a.altText;
  }
  @Field(() => FocalPointValue, {
    nullable: true,
    description: "Where an image's subject is, which `url(fit: cover)` keeps in view; null for its centre.",
  })
  get focalPoint(): FocalPoint | null {
    return this.a.focalPoint;
  }
  @Field(() => RenderedText, {
    description: 'The caption (stored as the excerpt; rendered from the description if empty).',
  })
  get caption(): Promise<RenderedText> {
    return renderExcerptWith(this.p.excerpt, this.p.content, this.site.images).then((html) => ({
      raw: this.permissions.edit ? this.p.excerpt : EDITORS,
      rendered: html,
    }));
  }
  @Field(() => RenderedText, { description: 'Rendered with a linked preview of the file first.' })
  get description(): Promise<RenderedText> {
    return renderContentWith(this.p.content, this.site.images).then((html) => ({
      raw: this.permissions.edit ? this.p.content : EDITORS,
      rendered: this.preview() + html,
    }));
  }
  @Field(() => MediaType, { description: 'An image or another file.' })
  get mediaType(): string {
    return mediaTypeOf(this.p.mimeType);
  }
  @Field({ description: 'The file type, e.g. `image/jpeg`.' })
  get mimeType(): string {
    return this.p.mimeType;
  }
  @Field(() => Int, { nullable: true, description: 'The post it is attached to; null when none.' })
  get post(): number | null {
    return this.p.parentId || null;
  }
  @Field({ description: "The file's URL." })
  get sourceUrl(): string {
    return this.fileUrl(this.a.fileName);
  }
  @Field({ description: "The file's path in the uploads, e.g. `2026/11/photo.jpg`." })
  get fileName(): string {
    return this.a.fileName;
  }
  @Field(() => Int, { description: "The file's size in bytes." })
  get filesize(): number {
    return this.a.filesize;
  }
  @Field(() => [String], { description: 'Registered sizes the image is large enough for but lacks.' })
  get missingImageSizes(): string[] {
    return missingSizes(this.a);
  }
  @Field(() => MediaDetails, { description: 'Its dimensions, sizes and metadata.' })
  get details(): MediaDetails {
    const a = this.a;
    const size = (name: string, s: SubSize): MediaSize => ({
      name,
      file: s.file,
      width: s.width,
      height: s.height,
      filesize: s.filesize,
      mimeType: s.mime_type,
      sourceUrl: this.fileUrl(s.file),
    });
    return {
      width: a.width,
      height: a.height,
      file: a.file,
      filesize: a.filesize,
      sizes: inSizeOrder(a.sizes).map(([name, s]) => size(name, s)),
      imageMeta: a.width === null ? null : imageMetadata(a.imageMeta as ImageMeta),
      originalImage: a.originalImage,
      parentImage: a.editedFromId ? { attachmentId: a.editedFromId, file: a.editedFromFile ?? '' } : null,
    };
  }
  @Field(() => Int, { nullable: true, description: 'The media item this one was edited from.' })
  get editedFromId(): number | null {
    return this.a.editedFromId;
  }

  /** The reference's prepend_attachment: the medium size (or the link text) linking to the file. */
  private preview(): string {
    const href = escapeHtml(this.sourceUrl);
    if (this.a.width === null)
      return `<p class="attachment"><a href='${href}'>${escapeHtml(this.p.title)}</a></p>\n`;
    const medium = this.a.sizes.medium;
    const shown = medium
      ? { url: this.fileUrl(medium.file), width: medium.width, height: medium.height }
      : { url: this.sourceUrl, width: this.a.width, height: this.a.height };
    const alt = escapeHtml(this.a.altText);
    return (
      `<p class="attachment"><a href='${href}'><img width="${shown.width}" height="${shown.height}" ` +
      `src="${escapeHtml(shown.url)}" class="attachment-medium size-medium" alt="${alt}" decoding="async" loading="lazy" /></a></p>\n`
    );
  }
}

@ObjectType({ simpleResolvers: true })
export class MediaConnection extends Connection(MediaItemNode, 'MediaItem') {}

@InputType({ description: 'Media filters: the post filters plus file kinds and types.' })
export class MediaFilter extends PostFilter {
  @Field(() => [PostStatusFilter], {
    description: 'Statuses; media are `INHERIT` (shown where their post is).',
  })
  override statuses: string[] = ['inherit'];
  @Field(() => [MimeCategory], { nullable: true, description: 'Only files of these kinds.' })
  mediaTypes?: string[];
  @Field(() => [String], { nullable: true, description: 'Exact file types, e.g. image/png.' })
  mimeTypes?: string[];
}
