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
registerEnumType(ChannelKind, {
  name: 'ChannelKind',
  description: 'An integration kind, by Healthchecks’ name; it sets what `value` and `settings` hold.',
  valuesConfig: {
    EMAIL: { description: 'E-mail through the operator’s relay; the value is the recipient’s address.' },
    WEBHOOK: { description: 'An HTTP POST; the value is the URL or `{"url": …, "body": …}`.' },
    SMS: { description: 'A text message through the operator’s gateway; the value is an E.164 number.' },
    SLACK: { description: 'A Slack incoming webhook; the value is its URL.' },
    MATTERMOST: { description: 'A Mattermost incoming webhook (Slack-compatible); the value is its URL.' },
    ROCKETCHAT: { description: 'A Rocket.Chat incoming webhook; the value is its URL.' },
    DISCORD: {
      description: 'A Discord webhook, through its Slack-compatible endpoint; the value is its URL.',
    },
    MSTEAMSW: { description: 'A Microsoft Teams workflow webhook; the value is its URL.' },
    GOOGLECHAT: { description: 'A Google Chat webhook; the value is its URL.' },
    TELEGRAM: { description: 'A Telegram chat, through the operator’s bot; the value is the chat id.' },
    NTFY: { description: 'An ntfy topic; the value is the server URL.' },
    PO: { description: 'Pushover; the value is the user (or group) key.' },
    GOTIFY: { description: 'A Gotify application; the value is the server URL.' },
    MATRIX: {
      description: 'A Matrix room, through the operator’s bot account; the value is its id or alias.',
    },
    ZULIP: { description: 'A Zulip stream topic or user, as a bot; the value is the site URL.' },
    PD: { description: 'PagerDuty Events API v2; the value is the integration (routing) key.' },
    OPSGENIE: { description: 'Opsgenie alerts; the value is the API key of an API integration.' },
    GROUP: { description: 'Other channels of the project; the value is their UUIDs, comma-separated.' },
  },
});

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

  @Field({ description: 'At most 100 characters, no comma; may be empty.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => ChannelKind, { description: 'Its kind, which sets what `value` and `settings` hold.' })
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
