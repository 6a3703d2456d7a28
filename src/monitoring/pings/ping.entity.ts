import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Check } from '../checks/check.entity.js';
import { PingScheme } from '../monitoring-sets.js';

/** Stored kind; null is a success (the reference stores success as an empty kind). */
export type PingKind = 'start' | 'fail' | 'log' | 'ign' | null;

/** One received ping (HTTP request or email). ping.resolver.ts adds `type` and the body. */
@ObjectType({ implements: Node, description: 'A received ping (HTTP request or e-mail).' })
@Entity({ tableName: 'pings' })
@Unique({ properties: ['check', 'n'] })
export class Ping {
  [OptionalProps]?: 'id' | 'kind' | 'body' | 'rid' | 'exitStatus' | 'remoteAddr' | 'duration';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  [NODE_REF](): NodeRef {
    return ['ping', String(this.id)];
  }

  @ManyToOne(() => Check, { deleteRule: 'cascade' })
  check!: Check;

  @Field(() => Int, { description: 'Sequence number within the check, from 1.' })
  @Property({ type: 'integer' })
  n!: number;

  @Property({ type: 'string', length: 5, nullable: true })
  kind: PingKind = null;

  @Index()
  @Field({ name: 'date', description: 'When it was received.' })
  @Property({ type: DateTimeType })
  created!: Date;

  @Field(() => PingScheme, { description: 'How it arrived.' })
  @Property({ type: 'string', length: 10 })
  scheme!: string;

  @Field({ description: 'HTTP method as received; empty for e-mail.' })
  @Property({ type: 'string', length: 10 })
  method!: string;

  @Field(() => String, { nullable: true, description: 'The client’s IP address; null when unknown.' })
  @Property({ type: 'string', length: 45, nullable: true })
  remoteAddr: string | null = null;

  @Field({
    name: 'userAgent',
    description: 'The User-Agent header, cut to 200 characters; `Email from <sender>` for e-mail.',
  })
  @Property({ type: 'string', length: 200 })
  ua!: string;

  @Property({ type: 'blob', nullable: true })
  body: Buffer | null = null;

  @Field(() => String, { nullable: true, description: 'Run id.' })
  @Property({ type: 'string', length: 36, nullable: true })
  rid: string | null = null;

  @Field(() => Int, { nullable: true, description: 'The exit status it reported (0–255); null when none.' })
  @Property({ type: 'integer', nullable: true })
  exitStatus: number | null = null;

  /** Seconds since the start of the same run; computed when a ping log is listed, never stored. */
  @Field(() => Float, { nullable: true, description: 'Seconds since the start ping of the same run.' })
  @Property({ persist: false })
  duration: number | null = null;
}
