import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Field, Int, ObjectType } from 'type-graphql';
import { Project } from '../../auth/project.entity.js';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Check } from '../checks/check.entity.js';
import { MaintenanceScope } from '../monitoring-sets.js';

/** What a window covers: one check, the checks with a tag, or a whole project. */
export type WindowScope = 'check' | 'tag' | 'project';

/**
 * A time when a project's checks (or some of them) are expected to misbehave: pings are recorded and
 * statuses move as always, but the notifications that would go out are held until it ends. One-off
 * (`startsAt` → `endsAt`) or recurring (`schedule`, a cron or OnCalendar expression in `tz`, each
 * occurrence lasting `duration` seconds). A snooze is a one-off window on one check.
 */
@ObjectType({
  implements: Node,
  description:
    'A maintenance window: notifications about the checks it covers are held while it is on; pings and statuses go on as always.',
})
@Entity({ tableName: 'maintenance_windows' })
@Index({ properties: ['project'] })
export class MaintenanceWindow {
  [OptionalProps]?:
    | 'id'
    | 'uuid'
    | 'check'
    | 'tag'
    | 'name'
    | 'snooze'
    | 'startsAt'
    | 'endsAt'
    | 'schedule'
    | 'duration'
    | 'tz'
    | 'scope';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 36, unique: true })
  uuid: string = randomUUID();

  [NODE_REF](): NodeRef {
    return ['maintenance_window', this.uuid];
  }

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  /** The one check it covers; null for a tag's or the project's window. */
  @Field(() => Check, {
    nullable: true,
    description: 'The one check it covers; null for a tag’s or the project’s window.',
  })
  @ManyToOne(() => Check, { deleteRule: 'cascade', nullable: true })
  check: Check | null = null;

  /** The tag whose checks it covers; null for a check's or the project's window. */
  @Field(() => String, { nullable: true, description: 'The tag whose checks it covers.' })
  @Property({ type: 'string', length: 100, nullable: true })
  tag: string | null = null;

  @Field({ description: 'What it is for, e.g. "Sunday migration"; may be empty.' })
  @Property({ type: 'string', length: 100 })
  name: string = '';

  /** A quick snooze of one check (from a notification's link or a button) rather than a planned window. */
  @Field({ description: 'Whether it is a quick snooze of one check rather than a planned window.' })
  @Property({ type: 'boolean' })
  snooze: boolean = false;

  @Field(() => Date, { nullable: true, description: 'When a one-off window begins.' })
  @Property({ type: DateTimeType, nullable: true })
  startsAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When a one-off window ends.' })
  @Property({ type: DateTimeType, nullable: true })
  endsAt: Date | null = null;

  /** Cron or OnCalendar: when each occurrence starts. */
  @Field(() => String, {
    nullable: true,
    description: 'A recurring window: when each occurrence starts (cron or OnCalendar).',
  })
  @Property({ type: 'string', length: 100, nullable: true })
  schedule: string | null = null;

  /** Seconds each occurrence of a recurring window lasts. */
  @Field(() => Int, { nullable: true, description: 'Seconds each occurrence of a recurring window lasts.' })
  @Property({ type: 'integer', nullable: true })
  duration: number | null = null;

  @Field({ description: 'The time zone its schedule is read in.' })
  @Property({ type: 'string', length: 36 })
  tz: string = 'UTC';

  @Field({ description: 'When it was made.' })
  @Property({ type: DateTimeType })
  createdAt!: Date;

  @Field(() => MaintenanceScope, { description: 'What it covers.' })
  get scope(): WindowScope {
    return this.check ? 'check' : this.tag !== null ? 'tag' : 'project';
  }
}
