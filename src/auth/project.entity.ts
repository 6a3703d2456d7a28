import { randomUUID } from 'node:crypto';
import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../graphql/node.js';

/**
 * A monitoring project: it owns checks and integrations and is the unit API keys open.
 * Keys are stored only as `<lookup prefix>` + keyed hash (see api-key.service.ts).
 */
@ObjectType({ implements: Node, description: 'A monitoring project: the unit that API keys give access to.' })
@Entity({ tableName: 'projects' })
export class Project {
  [OptionalProps]?: 'id' | 'checkLimit' | 'pingLogLimit' | 'badgeKey';

  @PrimaryKey({ type: 'string', length: 36 })
  id: string = randomUUID();

  [NODE_REF](): NodeRef {
    return ['project', this.id];
  }

  @Field({ description: 'The project’s name.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 8, nullable: true, index: true })
  apiKeyPrefix: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  apiKeyHash: string | null = null;

  @Property({ type: 'string', length: 8, nullable: true, index: true })
  apiKeyReadonlyPrefix: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  apiKeyReadonlyHash: string | null = null;

  /** Exposed through ProjectResolver: read-write callers only. */
  @Property({ type: 'string', length: 22, unique: true })
  pingKey!: string;

  @Field({ description: 'Key in badge URLs.' })
  @Property({ type: 'string', length: 36, unique: true })
  badgeKey: string = randomUUID();

  @Field(() => Int, {
    description: 'The most checks it may have; creating more fails (`CHECK_LIMIT_REACHED`).',
  })
  @Property({ type: 'integer' })
  checkLimit: number = 10000;

  @Field(() => Int, { description: 'How many of its newest pings each check’s log keeps.' })
  @Property({ type: 'integer' })
  pingLogLimit: number = 100;

  @Field({ description: 'When it was created.' })
  @Property({ type: DateTimeType })
  createdAt!: Date;
}
