import { randomUUID } from 'node:crypto';
import { Collection, DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToMany, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Project } from '../../auth/project.entity.js';
import { Channel } from '../channels/channel.entity.js';
import {
  CheckKind as CheckKindSet,
  type StoredCheckKind,
  type StoredCheckStatus,
} from '../monitoring-sets.js';

export type CheckKind = StoredCheckKind;
/** What is stored; `grace` and `started` are computed from it and the clock (status.ts). */
export type StoredStatus = StoredCheckStatus;

/** A monitored job. check.resolver.ts adds the computed GraphQL fields (status, next ping, URLs). */
@ObjectType({ implements: Node, description: 'A monitored job.' })
@Entity({ tableName: 'checks' })
@Index({ properties: ['project', 'slug'] })
@Index({ properties: ['alertAfter'] })
@Index({ properties: ['graceAt'] })
export class Check {
  [OptionalProps]?:
    | 'id'
    | 'uuid'
    | 'badgeKey'
    | 'name'
    | 'slug'
    | 'tags'
    | 'desc'
    | 'kind'
    | 'timeout'
    | 'grace'
    | 'schedule'
    | 'tz'
    | 'methods'
    | 'manualResume'
    | 'startKw'
    | 'successKw'
    | 'failureKw'
    | 'filterSubject'
    | 'filterBody'
    | 'filterHttpBody'
    | 'filterDefaultFail'
    | 'status'
    | 'lastPing'
    | 'lastStart'
    | 'lastStartRid'
    | 'lastDuration'
    | 'nPings'
    | 'alertAfter'
    | 'graceAt'
    | 'failThreshold'
    | 'downDelay'
    | 'maxRunTime'
    | 'remindEvery'
    | 'remindMax';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field({ description: 'The UUID in the ping URL, and the id the Management API shows.' })
  @Property({ type: 'string', length: 36, unique: true })
  uuid: string = randomUUID();

  [NODE_REF](): NodeRef {
    return ['check', this.uuid];
  }

  @ManyToOne(() => Project, { deleteRule: 'cascade' })
  project!: Project;

  /** Key of the per-check badge URL ({base_url}/b/2/<badgeKey>.svg), separate from the ping UUID. */
  @Property({ type: 'string', length: 36, unique: true })
  badgeKey: string = randomUUID();

  @Field({ description: 'Its name, at most 100 characters; may be empty.' })
  @Property({ type: 'string', length: 100 })
  name: string = '';

  @Field({ description: 'For slug ping URLs (`/ping/<pingKey>/<slug>`); may be empty.' })
  @Property({ type: 'string', length: 100 })
  slug: string = '';

  @Field({ description: 'Space-separated tags.' })
  @Property({ type: 'string', length: 500 })
  tags: string = '';

  @Field({ description: 'Free-form description.' })
  @Property({ type: 'text' })
  desc: string = '';

  @Field(() => CheckKindSet, { description: 'How it knows when the next ping is due.' })
  @Property({ type: 'string', length: 10 })
  kind: CheckKind = 'simple';

  /** Seconds. */
  @Field(() => Int, { description: 'Seconds between pings of a simple check.' })
  @Property({ type: 'integer' })
  timeout: number = 86400;

  /** Seconds. */
  @Field(() => Int, { description: 'Seconds of grace after a ping is due.' })
  @Property({ type: 'integer' })
  grace: number = 3600;

  @Field({ description: 'Cron or OnCalendar expression of a scheduled check.' })
  @Property({ type: 'string', length: 100 })
  schedule: string = '* * * * *';

  @Field({ description: 'Time zone the schedule is read in (an IANA name).' })
  @Property({ type: 'string', length: 36 })
  tz: string = 'UTC';

  @Field({ description: 'Empty (any method) or POST.' })
  @Property({ type: 'string', length: 10 })
  methods: string = '';

  @Field({
    description: 'When true, a paused check ignores pings until `resumeCheck`; otherwise a ping resumes it.',
  })
  @Property({ type: 'boolean' })
  manualResume: boolean = false;

  @Field({ description: 'Comma-separated keywords that make a filtered ping a start.' })
  @Property({ type: 'string', length: 200 })
  startKw: string = '';

  @Field({ description: 'Comma-separated keywords that make a filtered ping a success.' })
  @Property({ type: 'string', length: 200 })
  successKw: string = '';

  @Field({ description: 'Comma-separated keywords that make a filtered ping a failure (tried first).' })
  @Property({ type: 'string', length: 200 })
  failureKw: string = '';

  @Field({ description: 'Classify e-mail pings by keywords in their subject.' })
  @Property({ type: 'boolean' })
  filterSubject: boolean = false;

  @Field({ description: 'Classify e-mail pings by keywords in their body.' })
  @Property({ type: 'boolean' })
  filterBody: boolean = false;

  @Field({ description: 'Classify HTTP pings by keywords in their request body.' })
  @Property({ type: 'boolean' })
  filterHttpBody: boolean = false;

  @Field({ description: 'A filtered ping matching no keyword is a failure instead of being ignored.' })
  @Property({ type: 'boolean' })
  filterDefaultFail: boolean = false;

  @Property({ type: 'string', length: 10 })
  status: StoredStatus = 'new';

  @Field(() => Date, {
    nullable: true,
    description: 'When the last success or failure ping came; null if none since creation or resume.',
  })
  @Property({ type: DateTimeType, nullable: true })
  lastPing: Date | null = null;

  @Property({ type: DateTimeType, nullable: true })
  lastStart: Date | null = null;

  @Property({ type: 'string', length: 36, nullable: true })
  lastStartRid: string | null = null;

  /** Milliseconds of the last closed run; null when the last success/fail ping closed none. */
  @Property({ type: 'integer', nullable: true })
  lastDuration: number | null = null;

  @Field(() => Int, { description: 'Pings received, ignored ones included: the newest ping’s `n`.' })
  @Property({ type: 'integer' })
  nPings: number = 0;

  /** When the down detector must look at this check again; null when it need not. */
  @Property({ type: DateTimeType, nullable: true })
  alertAfter: Date | null = null;

  /**
   * When the status shown becomes `grace` (the expected ping), until the monitor has announced it to
   * subscribers (STATUS events); null when no grace period is ahead or it was announced.
   */
  @Property({ type: DateTimeType, nullable: true })
  graceAt: Date | null = null;

  // Who is told when (src/monitoring/alerting/): none of these moves a status or a flip.

  /** Down notifications wait for this many failure signals in a row (fail pings, missed pings). */
  @Property({ type: 'integer' })
  failThreshold: number = 1;

  /** Seconds the check must have been down before its down notifications go; 0: at once. */
  @Property({ type: 'integer' })
  downDelay: number = 0;

  /** Seconds a run (start → success or failure) may take; a longer one is a slow event. */
  @Property({ type: 'integer', nullable: true })
  maxRunTime: number | null = null;

  /** Seconds between reminders to its channels while it stays down; null: none. */
  @Property({ type: 'integer', nullable: true })
  remindEvery: number | null = null;

  /** At most this many reminders per fall. */
  @Property({ type: 'integer', nullable: true })
  remindMax: number | null = null;

  @Field({ description: 'When the check was created.' })
  @Property({ type: DateTimeType })
  createdAt!: Date;

  // One joined query instead of a second one for the pivot: checks are always read with their channels.
  @ManyToMany(() => Channel, undefined, { pivotTable: 'check_channels', owner: true, strategy: 'joined' })
  channels = new Collection<Channel>(this);
}
