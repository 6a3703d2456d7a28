import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ContentType, PostNode } from '../content/posts/post.types.js';
import { Check } from '../monitoring/checks/check.entity.js';
import { Flip } from '../monitoring/flips/flip.entity.js';

export enum CheckEventKind {
  PING = 'PING',
  STATUS = 'STATUS',
  EDITED = 'EDITED',
  DELETED = 'DELETED',
}
registerEnumType(CheckEventKind, {
  name: 'CheckEventKind',
  description: 'PING: a ping arrived. STATUS: the status shown changed. EDITED: created or changed. DELETED.',
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
});

@ObjectType({ description: 'A committed change of a check.' })
export class CheckEvent {
  @Field(() => CheckEventKind)
  kind!: CheckEventKind;

  @Field(() => Check, { nullable: true, description: 'The check as it is now; null once deleted.' })
  check!: Check | null;

  @Field(() => ID)
  checkId!: string;

  /** The check as loaded when the event was delivered, also once deleted (for `ping`'s access rule). */
  loaded!: Check | null;

  /** The number of the ping (PING events); `ping` reads it, with the access rule of the ping log. */
  pingN!: number | null;

  @Field(() => Flip, { nullable: true, description: 'The stored status change (STATUS to or from up/down).' })
  flip!: Flip | null;

  @Field({ description: 'When it happened.' })
  at!: Date;
}

@ObjectType({ description: 'A committed change of a content item the subscriber may read.' })
export class ContentEvent {
  @Field(() => ContentEventKind)
  kind!: ContentEventKind;

  @Field(() => ContentType)
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
