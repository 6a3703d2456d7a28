import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Channel } from './channel.entity.js';
import { Check } from '../checks/check.entity.js';
import { Flip } from '../flips/flip.entity.js';
import { CheckRun } from '../alerting/check-run.entity.js';
import {
  FlipStatus,
  NotificationEvent,
  NotificationReason,
  NotificationState,
  type StoredNotificationEvent,
  type StoredNotificationReason,
  type StoredNotificationState,
} from '../monitoring-sets.js';

export type DeliveryState = StoredNotificationState;

/** One delivery of a flip to one channel, with its attempts. */
@ObjectType({
  implements: Node,
  description:
    'A notification to one integration: about a status change, a reminder or a slow run; sent, held, suppressed or dropped.',
})
@Entity({ tableName: 'notifications' })
@Index({ properties: ['state', 'nextAttemptAt'] })
@Index({ properties: ['check', 'createdAt'] })
export class Notification {
  [OptionalProps]?:
    'id' | 'state' | 'attempts' | 'error' | 'sentAt' | 'event' | 'reason' | 'note' | 'step' | 'flip' | 'run';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  [NODE_REF](): NodeRef {
    return ['notification', String(this.id)];
  }

  @ManyToOne(() => Check, { deleteRule: 'cascade' })
  check!: Check;

  @Field(() => Channel, { description: 'The integration it goes to.' })
  @ManyToOne(() => Channel, { deleteRule: 'cascade' })
  channel!: Channel;

  /** The status change it tells of (a reminder: the fall it repeats); null for a slow run. */
  @ManyToOne(() => Flip, { deleteRule: 'cascade', nullable: true })
  flip: Flip | null = null;

  /** The slow run it tells of. */
  @ManyToOne(() => CheckRun, { deleteRule: 'cascade', nullable: true })
  run: CheckRun | null = null;

  @Field(() => NotificationEvent, { description: 'What it tells of.' })
  @Property({ type: 'string', length: 10 })
  event: StoredNotificationEvent = 'down';

  @Field(() => NotificationReason, { description: 'Why it was held, suppressed, dropped or sent late.' })
  @Property({ type: 'string', length: 12 })
  reason: StoredNotificationReason = '';

  @Field(() => String, {
    nullable: true,
    description: 'The line the message adds, e.g. "down since …, during maintenance".',
  })
  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  /** A reminder's number in its fall (1, 2 …); 0 for the first notice. */
  @Field(() => Int, { description: 'A reminder’s number (1, 2, …); 0 for the notice of the change itself.' })
  @Property({ type: 'integer' })
  step: number = 0;

  @Field(() => FlipStatus, {
    description: 'The status the check changed to (`UP` or `DOWN`); its status for a slow run.',
  })
  @Property({ type: 'string', length: 10 })
  newStatus!: string;

  @Field(() => NotificationState, { description: 'Where it stands.' })
  @Property({ type: 'string', length: 10 })
  state: DeliveryState = 'pending';

  @Field(() => Int, { description: 'Delivery attempts so far (at most 6).' })
  @Property({ type: 'integer' })
  attempts: number = 0;

  /** When a worker may (re)try it, or look again at a held one; a claimed delivery moves this forward as its lease. */
  @Property({ type: DateTimeType })
  nextAttemptAt!: Date;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Field({ description: 'When it was queued for delivery.' })
  @Property({ type: DateTimeType })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was delivered; null until then.' })
  @Property({ type: DateTimeType, nullable: true })
  sentAt: Date | null = null;
}
