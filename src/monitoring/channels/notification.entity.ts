import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Channel } from './channel.entity.js';
import { Check } from '../checks/check.entity.js';
import { Flip } from '../flips/flip.entity.js';
import { FlipStatus, NotificationState, type StoredNotificationState } from '../monitoring-sets.js';

export type DeliveryState = StoredNotificationState;

/** One delivery of a flip to one channel, with its attempts. */
@ObjectType({
  implements: Node,
  description: 'A notification about a status change, sent to one integration.',
})
@Entity({ tableName: 'notifications' })
@Index({ properties: ['state', 'nextAttemptAt'] })
@Index({ properties: ['check', 'createdAt'] })
export class Notification {
  [OptionalProps]?: 'id' | 'state' | 'attempts' | 'error' | 'sentAt';

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

  @ManyToOne(() => Flip, { deleteRule: 'cascade' })
  flip!: Flip;

  @Field(() => FlipStatus, { description: 'The status the check changed to: `UP` or `DOWN`.' })
  @Property({ type: 'string', length: 10 })
  newStatus!: string;

  @Field(() => NotificationState, { description: 'Where it stands.' })
  @Property({ type: 'string', length: 10 })
  state: DeliveryState = 'pending';

  @Field(() => Int, { description: 'Delivery attempts so far (at most 6).' })
  @Property({ type: 'integer' })
  attempts: number = 0;

  /** When a worker may (re)try it; a claimed delivery moves this forward as its lease. */
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
