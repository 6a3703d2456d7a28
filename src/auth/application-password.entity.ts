import { randomUUID } from 'node:crypto';
import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../graphql/node.js';
import { User } from './user.entity.js';

/** A named, revocable password for API access; only its keyed hash is stored. */
@ObjectType({
  implements: Node,
  description: 'A named, revocable password a user authenticates API requests with.',
})
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

  @Field({ description: 'Its name, unique among the user’s passwords, at most 200 characters.' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field({ description: 'Identifier the client application chose (a UUID), or empty.' })
  @Property({ type: 'string', length: 36 })
  appId: string = '';

  @Property({ type: 'string', length: 64 })
  passwordHash!: string;

  @Field({ description: 'When it was created.' })
  @Property({ type: DateTimeType })
  created!: Date;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it last authenticated a request (recorded at most daily from one address); null if never.',
  })
  @Property({ type: DateTimeType, nullable: true })
  lastUsed: Date | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'The address of the last request it authenticated; null if never used.',
  })
  @Property({ type: 'string', length: 45, nullable: true })
  lastIp: string | null = null;
}
