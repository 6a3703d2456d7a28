import { randomUUID } from 'node:crypto';
import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../graphql/node.js';
import { User } from './user.entity.js';

/** A named, revocable password for API access; only its keyed hash is stored. */
@ObjectType({ implements: Node })
@Entity({ tableName: 'application_passwords' })
@Index({ properties: ['user'] })
export class ApplicationPassword {
  [OptionalProps]?: 'uuid' | 'appId' | 'lastUsed' | 'lastIp';

  @Field({ description: 'The id the REST API shows.' })
  @PrimaryKey({ type: 'string', length: 36 })
  uuid: string = randomUUID();

  [NODE_REF](): NodeRef {
    return ['app_password', this.uuid];
  }

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field()
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field({ description: 'Identifier the client application chose (a UUID), or empty.' })
  @Property({ type: 'string', length: 36 })
  appId: string = '';

  @Property({ type: 'string', length: 64 })
  passwordHash!: string;

  @Field()
  @Property({ type: DateTimeType })
  created!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: DateTimeType, nullable: true })
  lastUsed: Date | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 45, nullable: true })
  lastIp: string | null = null;
}
