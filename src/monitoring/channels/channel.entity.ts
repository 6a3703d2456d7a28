import { randomUUID } from 'node:crypto';
import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Project } from '../../auth/project.entity.js';

/** The integration kinds Portico delivers to, by Healthchecks' names (delivery/kinds/ has each). */
export enum ChannelKind {
  EMAIL = 'email',
  WEBHOOK = 'webhook',
  SMS = 'sms',
  SLACK = 'slack',
  MATTERMOST = 'mattermost',
  ROCKETCHAT = 'rocketchat',
  DISCORD = 'discord',
  MSTEAMSW = 'msteamsw',
  GOOGLECHAT = 'googlechat',
  TELEGRAM = 'telegram',
  NTFY = 'ntfy',
  PO = 'po',
  GOTIFY = 'gotify',
  MATRIX = 'matrix',
  ZULIP = 'zulip',
  PD = 'pd',
  OPSGENIE = 'opsgenie',
  GROUP = 'group',
}
registerEnumType(ChannelKind, { name: 'ChannelKind' });

/** An integration: where notifications about a project's checks go. */
@ObjectType({ implements: Node, description: 'An integration (notification channel) of a project.' })
@Entity({ tableName: 'channels' })
@Index({ properties: ['project'] })
export class Channel {
  [OptionalProps]?: 'id' | 'uuid' | 'settings';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field({ description: 'The UUID used in a check’s channels, and the id the Management API shows.' })
  @Property({ type: 'string', length: 36, unique: true })
  uuid: string = randomUUID();

  [NODE_REF](): NodeRef {
    return ['channel', this.uuid];
  }

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  @Field()
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => ChannelKind)
  @Property({ type: 'string', length: 20 })
  kind!: ChannelKind;

  /** The kind's main value: recipient, webhook or server URL, chat, room, key or member list. */
  @Property({ type: 'text' })
  value!: string;

  /** The kind's other settings, as a JSON object (secrets included: never returned as stored). */
  @Property({ type: 'text', default: '{}' })
  settings: string = '{}';

  @Property({ type: DateTimeType })
  createdAt!: Date;
}
