import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { can } from './roles.js';
import { notAllowed } from './roles.js';
import { currentUser, findUser } from './user.service.js';
import type { RequestContext } from './request-context.js';
import { DomainError, type ErrorCode } from '../errors.js';
import { ApplicationPassword } from './application-password.entity.js';
import { Connection, cursorWindow, PageArgs, paginate } from '../graphql/connection.js';
import { RestOnly } from '../graphql/rest-only.js';
import {
  createApplicationPassword,
  findApplicationPassword,
  listApplicationPasswords,
  renameApplicationPassword,
  revokeAllApplicationPasswords,
  revokeApplicationPassword,
} from './application-password.service.js';
import type { User } from './user.entity.js';

@ObjectType({ description: 'A new application password, with its secret.' })
class NewApplicationPassword {
  @Field(() => ApplicationPassword, { description: 'The stored password, without its secret.' })
  applicationPassword!: ApplicationPassword;
  @Field({ description: 'Shown once, in six groups of four characters.' })
  password!: string;
}

@ObjectType({ description: 'What revoking all of a user’s application passwords did.' })
class RevokedApplicationPasswords {
  @Field(() => Int, { description: 'How many were revoked.' })
  count!: number;
}

const targetUser = (ctx: RequestContext, userId: number | null | undefined) =>
  userId == null ? currentUser({ ...ctx, user: ctx.caller.user }) : findUser(ctx, userId);

/**
 * The user whose passwords are managed (null: the caller) — found first, then the reference's
 * edit_user rule: oneself, or whoever may edit users.
 */
export async function managedUser(
  ctx: RequestContext,
  userId: number | null,
  code: ErrorCode,
  message: string,
): Promise<User> {
  const user = await targetUser(ctx, userId);
  if (ctx.caller.user?.id !== user.id && !can(ctx.caller.user, 'edit_users'))
    throw notAllowed(ctx.caller.user, code, message);
  return user;
}

const USER_ID = { nullable: true, description: 'The user; the caller when absent.' } as const;
const PASSWORD_UUID = 'The password’s UUID.';

@ObjectType({ simpleResolvers: true })
class ApplicationPasswordConnection extends Connection(ApplicationPassword, 'ApplicationPassword') {}

@Resolver(() => ApplicationPassword)
export class ApplicationPasswordResolver {
  @RestOnly()
  @Query(() => [ApplicationPassword], { description: "A user's application passwords, as REST lists them." })
  async applicationPasswordList(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
  ): Promise<ApplicationPassword[]> {
    const user = await managedUser(
      ctx,
      userId,
      'CANNOT_LIST_APPLICATION_PASSWORDS',
      'Sorry, you are not allowed to list application passwords for this user.',
    );
    return listApplicationPasswords(ctx, user);
  }

  @Query(() => ApplicationPasswordConnection, {
    description: "A user's application passwords, oldest first.",
  })
  async applicationPasswords(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
  ) {
    const list = await this.applicationPasswordList(ctx, userId);
    return paginate(list, (password) => [password.created.getTime(), password.uuid], cursorWindow(page, 10));
  }

  @Query(() => ApplicationPassword, { description: 'One of a user’s application passwords, by UUID.' })
  async applicationPassword(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
    @Arg('uuid', { description: PASSWORD_UUID }) uuid: string,
  ): Promise<ApplicationPassword> {
    const user = await managedUser(
      ctx,
      userId,
      'CANNOT_READ_APPLICATION_PASSWORD',
      'Sorry, you are not allowed to read this application password.',
    );
    return findApplicationPassword(ctx, user, uuid);
  }

  @Query(() => ApplicationPassword, { description: 'The application password this request used.' })
  async introspectApplicationPassword(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
  ): Promise<ApplicationPassword> {
    const user = await targetUser(ctx, userId);
    if (user.id !== ctx.caller.user?.id)
      throw notAllowed(
        ctx.caller.user,
        'CANNOT_INTROSPECT_APP_PASSWORD_FOR_NON_AUTHENTICATED_USER',
        'The authenticated application password can only be introspected for the current user.',
      );
    if (!ctx.caller.applicationPassword)
      throw new DomainError('NO_AUTHENTICATED_APP_PASSWORD', 'Cannot introspect application password.', 404);
    return ctx.caller.applicationPassword;
  }

  @FieldResolver(() => Int, { description: 'The user the password belongs to.' })
  userId(@Root() entity: ApplicationPassword): number {
    return entity.user.id;
  }

  @Mutation(() => NewApplicationPassword, {
    description: 'Creates an application password for a user; its secret is shown only here.',
  })
  async createApplicationPassword(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
    @Arg('name', { description: 'Required, unique among the user’s passwords, at most 200 characters.' })
    name: string,
    @Arg('appId', {
      defaultValue: '',
      description: 'Identifier the client application chose (a UUID), or empty.',
    })
    appId: string,
  ): Promise<NewApplicationPassword> {
    const user = await managedUser(
      ctx,
      userId,
      'CANNOT_CREATE_APPLICATION_PASSWORDS',
      'Sorry, you are not allowed to create application passwords for this user.',
    );
    const created = await createApplicationPassword(ctx, user, name, appId);
    return { applicationPassword: created.entity, password: created.password };
  }

  @Mutation(() => ApplicationPassword, { description: 'Renames one of a user’s application passwords.' })
  async updateApplicationPassword(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
    @Arg('uuid', { description: PASSWORD_UUID }) uuid: string,
    @Arg('name', () => String, { nullable: true, description: 'The new name; without one nothing changes.' })
    name: string | null,
  ): Promise<ApplicationPassword> {
    const user = await managedUser(
      ctx,
      userId,
      'CANNOT_EDIT_APPLICATION_PASSWORD',
      'Sorry, you are not allowed to edit this application password.',
    );
    return renameApplicationPassword(ctx, user, uuid, name);
  }

  @Mutation(() => ApplicationPassword, { description: 'Revokes one password; returns it as it was.' })
  async deleteApplicationPassword(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
    @Arg('uuid', { description: PASSWORD_UUID }) uuid: string,
  ): Promise<ApplicationPassword> {
    const user = await managedUser(
      ctx,
      userId,
      'CANNOT_DELETE_APPLICATION_PASSWORD',
      'Sorry, you are not allowed to delete this application password.',
    );
    const previous = await findApplicationPassword(ctx, user, uuid);
    await revokeApplicationPassword(ctx, user, uuid);
    return previous;
  }

  @Mutation(() => RevokedApplicationPasswords, {
    description: 'Revokes all of a user’s application passwords.',
  })
  async deleteApplicationPasswords(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, USER_ID) userId: number | null,
  ): Promise<RevokedApplicationPasswords> {
    const user = await managedUser(
      ctx,
      userId,
      'CANNOT_DELETE_APPLICATION_PASSWORDS',
      'Sorry, you are not allowed to delete application passwords for this user.',
    );
    return { count: await revokeAllApplicationPasswords(ctx, user) };
  }
}
