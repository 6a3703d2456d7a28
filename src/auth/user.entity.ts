import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The content roles, most powerful first (their capabilities live in capabilities.ts). */
export enum UserRole {
  ADMINISTRATOR = 'administrator',
  EDITOR = 'editor',
  AUTHOR = 'author',
  CONTRIBUTOR = 'contributor',
  SUBSCRIBER = 'subscriber',
}
registerEnumType(UserRole, { name: 'UserRole' });

@ObjectType({ description: 'A content user; authenticates with application passwords.' })
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'id' | 'passwordHash' | 'displayName';

  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field()
  @Property({ type: 'string', length: 60, unique: true })
  login!: string;

  /** Exposed through a guarded field resolver: only the user and administrators may read it. */
  @Property({ type: 'string', length: 100, unique: true })
  email!: string;

  @Field()
  @Property({ type: 'string', length: 250 })
  displayName: string = '';

  @Field({ description: 'URL-friendly name, unique.' })
  @Property({ type: 'string', length: 50, unique: true })
  slug!: string;

  @Field(() => UserRole)
  @Enum({ items: () => UserRole })
  role!: UserRole;

  /** scrypt hash of the login password; null when the user has none (API access uses app passwords). */
  @Property({ type: 'string', length: 200, nullable: true })
  passwordHash: string | null = null;

  @Field()
  @Property({ type: DateTimeType })
  registeredAt!: Date;
}
