import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An image variant kept in the media store (`.variants/…`): what the cache holds, so that its total size
 * stays within MEDIA_VARIANT_CACHE_MB (the oldest go first) and an image's go when it does.
 */
@Entity({ tableName: 'media_variants' })
@Index({ properties: ['createdAt'] })
export class MediaVariant {
  [OptionalProps]?: 'createdAt';
  /** Its path in the store. */
  @PrimaryKey({ type: 'string', length: 400 })
  file!: string;
  /** The media item it was made of. */
  @Index()
  @Property({ type: 'integer' })
  attachmentId!: number;
  @Property({ type: 'integer' })
  bytes!: number;
  @Property({ type: DateTimeType })
  createdAt: Date = new Date();
}
