import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';

/** The content site's settings: one row (id 1), created on the first change. */
@ObjectType('Site', { description: 'Settings of the content site.' })
@Entity({ tableName: 'site_settings' })
export class SiteSettings {
  [OptionalProps]?: 'id' | 'name' | 'description' | 'timezone' | 'dateFormat';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = 1;

  @Field()
  @Property({ type: 'string', length: 200 })
  name: string = 'Portico';

  @Field()
  @Property({ type: 'string', length: 500 })
  description: string = '';

  @Field({ description: 'IANA time zone of `date` fields (the `*_gmt` ones are UTC).' })
  @Property({ type: 'string', length: 64 })
  timezone: string = 'UTC';

  @Field({ description: 'PHP date() format, as the reference stores it.' })
  @Property({ type: 'string', length: 100 })
  dateFormat: string = 'F j, Y';
}
