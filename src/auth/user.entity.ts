import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../graphql/node.js';

/** The content roles, most powerful first (their capabilities live in capabilities.ts). */
export enum UserRole {
  ADMINISTRATOR = 'administrator',
  EDITOR = 'editor',
  AUTHOR = 'author',
  CONTRIBUTOR = 'contributor',
  SUBSCRIBER = 'subscriber',
}
registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'A content user’s role (the reference’s default roles), most powerful first.',
  valuesConfig: {
    ADMINISTRATOR: { description: 'Everything an editor may, and site options, themes and users.' },
    EDITOR: { description: 'Publishes and manages everyone’s posts and pages, and categories.' },
    AUTHOR: { description: 'Publishes and manages their own posts, and uploads files.' },
    CONTRIBUTOR: { description: 'Writes and deletes their own posts, without publishing them.' },
    SUBSCRIBER: { description: 'Reads only.' },
  },
});

@ObjectType({
  implements: Node,
  simpleResolvers: true,
  description:
    'A content user; authenticates with application passwords. Private fields are null unless the caller is the user or may list users.',
})
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?:
    | 'id'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpLastStep'
    | 'displayName'
    | 'firstName'
    | 'lastName'
    | 'nickname'
    | 'url'
    | 'description';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  [NODE_REF](): NodeRef {
    return ['user', String(this.id)];
  }

  /** login, email, names, role and registeredAt are private fields (see UserResolver). */
  @Property({ type: 'string', length: 60, unique: true })
  login!: string;

  @Property({ type: 'string', length: 100, unique: true })
  email!: string;

  @Field({ description: 'The name shown publicly.' })
  @Property({ type: 'string', length: 250 })
  displayName: string = '';

  @Property({ type: 'string', length: 100 })
  firstName: string = '';

  @Property({ type: 'string', length: 100 })
  lastName: string = '';

  @Property({ type: 'string', length: 100 })
  nickname: string = '';

  @Field({ description: "The user's web site." })
  @Property({ type: 'string', length: 200 })
  url: string = '';

  @Field({ description: 'Biographical info.' })
  @Property({ type: 'text' })
  description: string = '';

  @Field({ description: 'URL-friendly name, unique.' })
  @Property({ type: 'string', length: 50, unique: true })
  slug!: string;

  @Enum({ items: () => UserRole })
  role!: UserRole;

  /** scrypt hash of the login password; null when the user has none (API access uses app passwords). */
  @Property({ type: 'string', length: 200, nullable: true })
  passwordHash: string | null = null;

  /** The base32 secret of the user's authenticator app; null without two-factor sign-in. */
  @Property({ type: 'string', length: 64, nullable: true })
  totpSecret: string | null = null;

  /** The time step of the last code accepted: a code works once. */
  @Property({ type: 'integer', nullable: true })
  totpLastStep: number | null = null;

  @Property({ type: DateTimeType })
  registeredAt!: Date;
}
