import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ContentType, PostNode } from '../content/posts/post.types.js';
import { Check } from '../monitoring/checks/check.entity.js';
import { Flip } from '../monitoring/flips/flip.entity.js';

export enum CheckEventKind {
  PING = 'PING',
  STATUS = 'STATUS',
  EDITED = 'EDITED',
  DELETED = 'DELETED',
  NOTIFICATION = 'NOTIFICATION',
}
registerEnumType(CheckEventKind, {
  name: 'CheckEventKind',
  description:
    'PING: a ping arrived. STATUS: the status shown changed. EDITED: created or changed. DELETED. NOTIFICATION: a notice was made, sent, held, suppressed or dropped.',
  valuesConfig: {
    PING: { description: 'A ping arrived (`ping` reads it).' },
    STATUS: { description: 'The status shown changed, with the flip when the stored status did.' },
    EDITED: { description: 'The check was created or its settings changed.' },
    DELETED: { description: 'The check was deleted.' },
    NOTIFICATION: {
      description: 'A notice about it was made or changed its state (`notification` reads it).',
    },
  },
});

export enum ContentEventKind {
  CREATED = 'CREATED',
  UPDATED = 'UPDATED',
  PUBLISHED = 'PUBLISHED',
  TRASHED = 'TRASHED',
  DELETED = 'DELETED',
}
registerEnumType(ContentEventKind, {
  name: 'ContentEventKind',
  description: 'DELETED also reaches readers who lose sight of an item (a published post made a draft).',
  valuesConfig: {
    CREATED: { description: 'The item was created (one created published is also PUBLISHED).' },
    UPDATED: { description: 'The item was changed, without being published by the change.' },
    PUBLISHED: {
      description: 'The item became published: created or updated so, or its scheduled time came.',
    },
    TRASHED: { description: 'The item was moved to the trash.' },
    DELETED: { description: 'The item was deleted for good, or the subscriber can no longer read it.' },
  },
});

@ObjectType({ description: 'A committed change of a check.' })
export class CheckEvent {
  @Field(() => CheckEventKind, { description: 'What happened.' })
  kind!: CheckEventKind;

  @Field(() => Check, { nullable: true, description: 'The check as it is now; null once deleted.' })
  check!: Check | null;

  @Field(() => ID, { description: "The check's global id (`node` reads it), also once deleted." })
  checkId!: string;

  @Field({ description: "The check's UUID, as the Management API shows it, also once deleted." })
  checkUuid!: string;

  /** The check as loaded when the event was delivered, also once deleted (for `ping`'s access rule). */
  loaded!: Check | null;

  /** The number of the ping (PING events); `ping` reads it, with the access rule of the ping log. */
  pingN!: number | null;

  /** The notice (NOTIFICATION events); `notification` reads it, with the notification log's access rule. */
  notificationId!: number | null;

  @Field(() => Flip, { nullable: true, description: 'The stored status change (STATUS to or from up/down).' })
  flip!: Flip | null;

  @Field({ description: 'When it happened.' })
  at!: Date;
}

@ObjectType({ description: 'A committed change of a content item the subscriber may read.' })
export class ContentEvent {
  @Field(() => ContentEventKind, { description: 'What happened.' })
  kind!: ContentEventKind;

  @Field(() => ContentType, { description: 'The item’s content type.' })
  type!: ContentType;

  @Field(() => ID, { description: "The item's global id (`node` reads it), also once it is gone." })
  postId!: string;

  @Field(() => Int, { description: "The item's id in the database, as the REST API shows it." })
  postDatabaseId!: number;

  @Field(() => PostNode, {
    nullable: true,
    description: 'The item as it is now, with its edges; null when gone from sight.',
  })
  post!: PostNode | null;

  @Field({ description: 'When it happened.' })
  at!: Date;
}
