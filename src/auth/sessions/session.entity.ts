import { randomUUID } from 'node:crypto';
import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { User } from '../user.entity.js';

/**
 * A signed-in browser: the session its cookie names. Only the token's keyed hash is stored, so the
 * database alone opens no session; every instance on the database shares them.
 */
@ObjectType({
  implements: Node,
  description: 'A signed-in browser of the viewer: the session its cookie names.',
})
@Entity({ tableName: 'sessions' })
@Index({ properties: ['user'] })
@Index({ properties: ['expiresAt'] })
export class Session {
  [OptionalProps]?: 'id' | 'ip' | 'userAgent';

  /** Not the cookie's secret token: that is stored only as `tokenHash`. */
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = randomUUID();

  [NODE_REF](): NodeRef {
    return ['session', this.id];
  }

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Field({ description: 'When the user signed in.' })
  @Property({ type: DateTimeType })
  createdAt!: Date;

  @Field({ description: 'When a request last came with it (recorded at most hourly).' })
  @Property({ type: DateTimeType })
  lastSeenAt!: Date;

  @Field({ description: 'When it ends: two weeks after sign-in, as its cookie does.' })
  @Property({ type: DateTimeType })
  expiresAt!: Date;

  @Field({ description: 'The address it signed in from.' })
  @Property({ type: 'string', length: 45 })
  ip: string = '';

  @Field({ description: 'The browser it signed in with (its User-Agent, at most 200 characters).' })
  @Property({ type: 'string', length: 200 })
  userAgent: string = '';
}

/**
 * Failed sign-ins per account name (as typed, known or not) and per address since `since`: what the
 * throttle counts, shared by every instance and pruned as windows end.
 */
@Entity({ tableName: 'sign_in_failures' })
@Index({ properties: ['since'] })
export class SignInFailures {
  @PrimaryKey({ type: 'string', length: 200 })
  key!: string;

  @Property({ type: 'integer' })
  count!: number;

  @Property({ type: DateTimeType })
  since!: Date;
}
