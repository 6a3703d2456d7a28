import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Check } from '../checks/check.entity.js';

/**
 * One run of a check, start → success or failure, as the ping path measures it: kept 30 days for the
 * run-time trends; a run over the check's maximum is a slow event, fanned out to the channels that
 * opt in by the notifier (`processed` null until then; other runs are stored processed).
 */
@Entity({ tableName: 'check_runs' })
@Index({ properties: ['check', 'finished'] })
@Index({ properties: ['processed'] })
export class CheckRun {
  [OptionalProps]?: 'id' | 'processed' | 'limitMs';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Check, { deleteRule: 'cascade' })
  check!: Check;

  @Property({ type: DateTimeType })
  finished!: Date;

  @Property({ type: 'integer' })
  durationMs!: number;

  /** The check's maximum run time when it ran, in milliseconds; null: none. */
  @Property({ type: 'integer', nullable: true })
  limitMs: number | null = null;

  @Property({ type: DateTimeType, nullable: true })
  processed: Date | null = null;
}
