import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Project } from '../auth/project.entity.js';

/** The settings WordPress's reading and writing screens keep (its REST `/settings`), with their defaults. */
export type ReadingAndWriting = Pick<
  SiteSettings,
  | 'timeFormat'
  | 'startOfWeek'
  | 'email'
  | 'language'
  | 'useSmilies'
  | 'defaultCategory'
  | 'defaultPostFormat'
  | 'postsPerPage'
  | 'showOnFront'
  | 'pageOnFront'
  | 'pageForPosts'
  | 'defaultPingStatus'
  | 'defaultCommentStatus'
  | 'siteLogo'
  | 'siteIcon'
>;

/** The content site's settings: one row (id 1), created on the first change. */
@ObjectType('Site', { description: 'Settings of the content site.' })
@Entity({ tableName: 'site_settings' })
export class SiteSettings {
  [OptionalProps]?:
    'id' | 'name' | 'description' | 'timezone' | 'dateFormat' | 'monitorProject' | keyof ReadingAndWriting;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = 1;

  @Field({ description: "The site's name." })
  @Property({ type: 'string', length: 200 })
  name: string = 'Portico';

  @Field({ description: "The site's tagline; empty for none." })
  @Property({ type: 'string', length: 500 })
  description: string = '';

  @Field({ description: 'IANA time zone of `date` fields (the `*_gmt` ones are UTC).' })
  @Property({ type: 'string', length: 64 })
  timezone: string = 'UTC';

  @Field({ description: 'PHP date() format, as the reference stores it.' })
  @Property({ type: 'string', length: 100 })
  dateFormat: string = 'F j, Y';

  @Field({ description: 'PHP date() format of times.' })
  @Property({ type: 'string', length: 100 })
  timeFormat: string = 'g:i a';

  @Field(() => Int, { description: 'The first day of the week: 0 (Sunday) to 6.' })
  @Property({ type: 'integer' })
  startOfWeek: number = 1;

  /** The administrators' address (the `email` field); null: the first administrator's. */
  @Property({ type: 'string', length: 100, nullable: true })
  email: string | null = null;

  @Field({ description: 'The site’s language (a WordPress locale).' })
  @Property({ type: 'string', length: 20 })
  language: string = 'en_US';

  @Field({ description: 'Whether emoticons like :-) become emoji in rendered text.' })
  @Property({ type: 'boolean' })
  useSmilies: boolean = true;

  @Field(() => Int, { description: 'The category of posts given none (a term id).' })
  @Property({ type: 'integer' })
  defaultCategory: number = 1;

  @Field({ description: 'The format of new posts: "0" for standard, or a format’s slug.' })
  @Property({ type: 'string', length: 20 })
  defaultPostFormat: string = '0';

  @Field(() => Int, { description: 'How many posts a page of the blog shows.' })
  @Property({ type: 'integer' })
  postsPerPage: number = 10;

  @Field({ description: 'What the front page shows: "posts" (the latest) or "page" (`pageOnFront`).' })
  @Property({ type: 'string', length: 20 })
  showOnFront: string = 'posts';

  @Field(() => Int, { description: 'The page shown on the front page (0: none).' })
  @Property({ type: 'integer' })
  pageOnFront: number = 0;

  @Field(() => Int, { description: 'The page that lists the latest posts (0: none).' })
  @Property({ type: 'integer' })
  pageForPosts: number = 0;

  @Field({ description: 'Whether new posts take pingbacks: "open" or "closed".' })
  @Property({ type: 'string', length: 10 })
  defaultPingStatus: string = 'open';

  @Field({ description: 'Whether new posts take comments: "open" or "closed".' })
  @Property({ type: 'string', length: 10 })
  defaultCommentStatus: string = 'open';

  @Field(() => Int, { nullable: true, description: 'The site logo (a media item id); null for none.' })
  @Property({ type: 'integer', nullable: true })
  siteLogo: number | null = null;

  @Field(() => Int, { description: 'The site icon (a media item id); 0 for none.' })
  @Property({ type: 'integer' })
  siteIcon: number = 0;

  /** The monitoring project whose checks watch scheduled items (content/schedule-watch.service.ts). */
  @ManyToOne(() => Project, { nullable: true, deleteRule: 'set null' })
  monitorProject: Project | null = null;

  @Field(() => ID, {
    name: 'monitorProject',
    nullable: true,
    description: 'The monitoring project whose checks watch scheduled items (each a check `post-<id>`).',
  })
  get monitorProjectId(): string | null {
    return this.monitorProject?.id ?? null;
  }
}
