import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One row per post, page, requirement, media item, revision or autosave (the reference keeps all of them in one
 * table, and so do its ids: a revision id is a post id). Dates are kept both as the site-local wall time
 * (`YYYY-MM-DD HH:MM:SS`, what lists sort and filter by) and in UTC; a null `dateGmt` is a floating
 * draft whose date follows the time of its next save.
 */
@Entity({ tableName: 'posts' })
@Index({ properties: ['type', 'status', 'dateLocal'] })
@Index({ properties: ['type', 'slug'] })
@Index({ properties: ['parentId', 'type'] })
export class Post {
  [OptionalProps]?:
    | 'id'
    | 'slug'
    | 'password'
    | 'title'
    | 'content'
    | 'excerpt'
    | 'parentId'
    | 'menuOrder'
    | 'featuredMedia'
    | 'commentStatus'
    | 'pingStatus'
    | 'format'
    | 'sticky'
    | 'template'
    | 'meta'
    | 'dateGmt'
    | 'trashedStatus'
    | 'mimeType';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** post, page, requirement, revision. */
  @Property({ type: 'string', length: 20 })
  type!: string;

  @Property({ type: 'string', length: 20 })
  status!: string;

  @Property({ type: 'integer' })
  authorId!: number;

  /** Empty for drafts until they are published (or given a slug). */
  @Property({ type: 'string', length: 200 })
  slug: string = '';

  @Property({ type: 'string', length: 255 })
  password: string = '';

  @Property({ type: 'text' })
  title: string = '';

  @Property({ type: 'text' })
  content: string = '';

  @Property({ type: 'text' })
  excerpt: string = '';

  /** The parent page, or the post a revision belongs to; 0 for none. */
  @Property({ type: 'integer' })
  parentId: number = 0;

  @Property({ type: 'integer' })
  menuOrder: number = 0;

  @Property({ type: 'integer' })
  featuredMedia: number = 0;

  @Property({ type: 'string', length: 20 })
  commentStatus: string = 'open';

  @Property({ type: 'string', length: 20 })
  pingStatus: string = 'open';

  /** Post format; empty is `standard`. */
  @Property({ type: 'string', length: 20 })
  format: string = '';

  @Property({ type: 'boolean' })
  sticky: boolean = false;

  @Property({ type: 'string', length: 200 })
  template: string = '';

  /** Registered meta values as JSON. */
  @Property({ type: 'json' })
  meta: Record<string, unknown> = {};

  @Property({ type: 'string', length: 19 })
  dateLocal!: string;

  @Property({ type: DateTimeType, nullable: true })
  dateGmt: Date | null = null;

  @Property({ type: 'string', length: 19 })
  modifiedLocal!: string;

  @Property({ type: DateTimeType })
  modifiedGmt!: Date;

  /** Assigned at creation and never changed. */
  @Property({ type: 'string', length: 255 })
  guid!: string;

  /** A media item's file type (the reference's post_mime_type); empty for other types. */
  @Property({ type: 'string', length: 100 })
  mimeType: string = '';

  /** The status a trashed item had, so restoring and permission checks can use it. */
  @Property({ type: 'string', length: 20, nullable: true })
  trashedStatus: string | null = null;
}
