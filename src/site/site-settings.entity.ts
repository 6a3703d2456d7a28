import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { Project } from '../auth/project.entity.js';

/** The content site's settings: one row (id 1), created on the first change. */
@ObjectType('Site', { description: 'Settings of the content site.' })
@Entity({ tableName: 'site_settings' })
export class SiteSettings {
  [OptionalProps]?: 'id' | 'name' | 'description' | 'timezone' | 'dateFormat' | 'monitorProject';

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
