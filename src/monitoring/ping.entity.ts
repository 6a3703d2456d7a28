import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Check } from './check.entity.js';

/** Stored kind; null is a success (the reference stores success as an empty kind). */
export type PingKind = 'start' | 'fail' | 'log' | 'ign' | null;

/** One received ping (HTTP request or email). */
@Entity({ tableName: 'pings' })
@Unique({ properties: ['check', 'n'] })
export class Ping {
  [OptionalProps]?: 'id' | 'kind' | 'body' | 'rid' | 'exitStatus' | 'remoteAddr';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Check, { deleteRule: 'cascade' })
  check!: Check;

  @Property({ type: 'integer' })
  n!: number;

  @Property({ type: 'string', length: 5, nullable: true })
  kind: PingKind = null;

  @Index()
  @Property({ type: 'datetime' })
  created!: Date;

  @Property({ type: 'string', length: 10 })
  scheme!: string;

  @Property({ type: 'string', length: 10 })
  method!: string;

  @Property({ type: 'string', length: 45, nullable: true })
  remoteAddr: string | null = null;

  @Property({ type: 'string', length: 200 })
  ua!: string;

  @Property({ type: 'blob', nullable: true })
  body: Buffer | null = null;

  @Property({ type: 'string', length: 36, nullable: true })
  rid: string | null = null;

  @Property({ type: 'integer', nullable: true })
  exitStatus: number | null = null;
}
