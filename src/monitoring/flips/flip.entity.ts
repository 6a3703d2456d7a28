import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Check } from '../checks/check.entity.js';
import { FlipReason as FlipReasonSet, FlipStatus, type StoredFlipReason } from '../monitoring-sets.js';

export type FlipReason = StoredFlipReason;

/** A change of a check's stored status; notifications are sent for unprocessed flips. */
@ObjectType({ implements: Node, description: 'A change of a check’s stored status.' })
@Entity({ tableName: 'flips' })
@Index({ properties: ['check', 'created'] })
@Index({ properties: ['processed'] })
export class Flip {
  [OptionalProps]?: 'id' | 'reason' | 'processed';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  [NODE_REF](): NodeRef {
    return ['flip', String(this.id)];
  }

  @ManyToOne(() => Check, { deleteRule: 'cascade' })
  check!: Check;

  /** When the status changed: the ping's time, or the deadline for a timeout. */
  @Field({
    name: 'timestamp',
    description: 'When the status changed: the ping’s time, or the missed deadline.',
  })
  @Property({ type: DateTimeType })
  created!: Date;

  @Field(() => FlipStatus, { description: 'The status before.' })
  @Property({ type: 'string', length: 10 })
  oldStatus!: string;

  @Field(() => FlipStatus, { description: 'The status after.' })
  @Property({ type: 'string', length: 10 })
  newStatus!: string;

  @Field(() => FlipReasonSet, { description: 'Why it went down; `NONE` for other flips.' })
  @Property({ type: 'string', length: 10 })
  reason: FlipReason = '';

  /** Set when the notifier claimed the flip; pause/resume flips are created processed. */
  @Property({ type: DateTimeType, nullable: true })
  processed: Date | null = null;
}
