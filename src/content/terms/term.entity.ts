import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** A term of a taxonomy (category, post_tag, league, nav_menu). */
@Entity({ tableName: 'terms' })
@Unique({ properties: ['taxonomy', 'slug'] })
export class Term {
  [OptionalProps]?: 'id' | 'description' | 'parentId' | 'autoAdd' | 'count';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 32 })
  taxonomy!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 200 })
  slug!: string;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'integer' })
  parentId: number = 0;

  /** Menus only: new top-level pages are added to the menu automatically. */
  @Property({ type: 'boolean' })
  autoAdd: boolean = false;

  /**
   * How many published items carry the term: kept by the database's triggers (Migration20261128020000),
   * never written here.
   */
  @Property({ type: 'integer', default: 0 })
  count: number = 0;
}

/** A post's membership in a term. */
@Entity({ tableName: 'post_terms' })
@Index({ properties: ['termId'] })
export class PostTerm {
  @PrimaryKey({ type: 'integer' })
  postId!: number;

  @PrimaryKey({ type: 'integer' })
  termId!: number;
}
