import { OptionalProps, PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Channel } from '../channels/channel.entity.js';
import { Check } from '../checks/check.entity.js';

/**
 * How one of a check's channels is notified, beyond Healthchecks' "at once, once": an escalation step
 * (its down notifications wait `delay` seconds, cancelled by recovery), reminders while the check stays
 * down, and whether it hears of slow runs. A channel of the check without a route is notified at once,
 * with the check's own reminders, and hears of no slow run. For a group, its members follow its route.
 */
@ObjectType({
  description: 'How one channel of a check is told: its escalation step, reminders and slow runs.',
})
@Entity({ tableName: 'alert_routes' })
export class AlertRoute {
  [PrimaryKeyProp]?: ['check', 'channel'];
  [OptionalProps]?: 'delay' | 'remindEvery' | 'remindMax' | 'slow';

  @ManyToOne(() => Check, { primary: true, deleteRule: 'cascade' })
  check!: Check;

  @Field(() => Channel, { description: 'The channel (a group: each of its members).' })
  @ManyToOne(() => Channel, { primary: true, deleteRule: 'cascade' })
  channel!: Channel;

  /** Seconds after the check went down before this channel is told; 0: at once. */
  @Field(() => Int, {
    description: 'Seconds after the fall before it is told; 0: at once. Recovery cancels a step not yet due.',
  })
  @Property({ type: 'integer' })
  delay: number = 0;

  /** Seconds between reminders while the check stays down; null: the check's setting. */
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds between reminders while the check is down; null: the check’s.',
  })
  @Property({ type: 'integer', nullable: true })
  remindEvery: number | null = null;

  /** How many reminders at most; null: the check's setting. */
  @Field(() => Int, { nullable: true, description: 'How many reminders at most; null: the check’s.' })
  @Property({ type: 'integer', nullable: true })
  remindMax: number | null = null;

  /** Whether slow runs are notified to it. */
  @Field({ description: 'Whether it is told of slow runs.' })
  @Property({ type: 'boolean' })
  slow: boolean = false;
}
