import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A generated smaller copy of an image, as the reference's metadata lists it. */
export interface SubSize {
  file: string;
  width: number;
  height: number;
  filesize: number;
  mime_type: string;
}

/** Where an image's subject is: fractions of its width and height from its top left corner. */
export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * The stored file of a media item (the post row of type `attachment` holds its title, caption in the
 * excerpt, description in the content, and the post it is attached to in `parentId`). Paths are
 * relative to MEDIA_DIR.
 */
@Entity({ tableName: 'attachments' })
@Index({ properties: ['editedFromId'] })
@Index({ properties: ['file'] })
export class Attachment {
  [OptionalProps]?:
    | 'width'
    | 'height'
    | 'sizes'
    | 'imageMeta'
    | 'originalImage'
    | 'originalWidth'
    | 'originalHeight'
    | 'editedFromId'
    | 'editedFromFile'
    | 'altText'
    | 'focalPoint'
    // Derived from `file` (getters, not columns).
    | 'folder'
    | 'fileName'
    | 'uploadedName';

  /** The attachment's post id. */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  postId!: number;

  /** The full-size file (the `-scaled`/`-rotated` copy when there is one), e.g. `2026/11/photo.jpg`. */
  @Property({ type: 'string', length: 255 })
  file!: string;

  @Property({ type: 'integer' })
  filesize!: number;

  /** Pixel size of the full-size file; null for files that are not images. */
  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  /** Sub-sizes by name (`thumbnail`, `medium` …), files in the same folder. */
  @Property({ type: 'json' })
  sizes: Record<string, SubSize> = {};

  /** The reference's image_meta (camera, caption, orientation … from EXIF), strings as it stores them. */
  @Property({ type: 'json' })
  imageMeta: Record<string, unknown> = {};

  /** The uploaded file's name when the full-size file is a scaled or rotated copy of it. */
  @Property({ type: 'string', length: 255, nullable: true })
  originalImage: string | null = null;

  /** The upright size of the uploaded image, which sub-sizes are measured against (as the reference does). */
  @Property({ type: 'integer', nullable: true })
  originalWidth: number | null = null;

  @Property({ type: 'integer', nullable: true })
  originalHeight: number | null = null;

  /** The media item this one was edited from (non-destructive editing keeps the lineage). */
  @Property({ type: 'integer', nullable: true })
  editedFromId: number | null = null;

  /** That item's file at the time of the edit. */
  @Property({ type: 'string', length: 255, nullable: true })
  editedFromFile: string | null = null;

  @Property({ type: 'text' })
  altText: string = '';

  /** Where an image's subject is, which variants that crop keep in view; null for its centre. */
  @Property({ type: 'json', nullable: true })
  focalPoint: FocalPoint | null = null;

  /** The folder of its files, e.g. `2026/11`. */
  get folder(): string {
    return this.file.slice(0, this.file.lastIndexOf('/'));
  }

  /** The full-size file's name. */
  get fileName(): string {
    return this.file.slice(this.file.lastIndexOf('/') + 1);
  }

  /** The name of the file as uploaded (before any scaled or rotated copy was made of it). */
  get uploadedName(): string {
    return this.originalImage ?? this.fileName;
  }
}
