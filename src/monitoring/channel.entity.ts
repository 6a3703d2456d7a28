import { randomUUID } from 'node:crypto';
import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Project } from '../auth/project.entity.js';

/** The integration kinds Portico delivers to. */
export enum ChannelKind {
  EMAIL = 'email',
  WEBHOOK = 'webhook',
  SMS = 'sms',
}
registerEnumType(ChannelKind, { name: 'ChannelKind' });

/** An integration: where notifications about a project's checks go. */
@ObjectType({ description: 'An integration (notification channel) of a project.' })
@Entity({ tableName: 'channels' })
@Index({ properties: ['project'] })
export class Channel {
  [OptionalProps]?: 'id' | 'uuid';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => ID, { name: 'id', description: 'The UUID used in a check’s channels.' })
  @Property({ type: 'string', length: 36, unique: true })
  uuid: string = randomUUID();

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => ChannelKind)
  @Property({ type: 'string', length: 20 })
  kind!: ChannelKind;

  /** Recipient address, webhook URL or phone number; exposed to read-write callers only. */
  @Property({ type: 'text' })
  value!: string;

  @Property({ type: DateTimeType })
  createdAt!: Date;
}
