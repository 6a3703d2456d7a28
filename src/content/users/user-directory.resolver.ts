import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../auth/request-context.js';
import { Connection } from '../../graphql/connection.js';
import { capabilitiesOf } from '../../auth/roles.js';
import { authorLink } from '../links.js';
import { contentDeps } from '../content-access.js';
import { connectionOf, PageArgs, pageWindow } from '../../graphql/connection.js';
import { currentUser } from '../../auth/user.service.js';
import { AVATAR_SIZES, avatarUrl, getUser, listUsers, type UserFilter } from './user-directory.service.js';
import { mayReadPrivateFields, THE_USER } from '../../auth/viewer.resolver.js';
import { EditContext, OffsetArg } from '../../graphql/rest-only.js';
import { OrderDirection } from '../../graphql/closed-set.js';
import { UserOrderField } from '../content-model/content-sets.js';
import { MayWithhold, type Withheld } from '../../graphql/withheld.js';

@ObjectType({ simpleResolvers: true })
class UserConnection extends Connection(User, 'User') {}

@ObjectType({ simpleResolvers: true, description: "A user's Gravatar image at one size." })
class AvatarUrl {
  @Field(() => Int, { description: 'Its width and height in pixels.' })
  size!: number;
  @Field({ description: 'The address of the image.' })
  url!: string;
}

@InputType({ description: 'The filters of the REST users collection.' })
class UserFilterInput implements UserFilter {
  @Field({ nullable: true, description: 'Only users whose names, slug, e-mail or website contain this.' })
  search?: string;
  @Field(() => [Int], { nullable: true, description: 'Only the users with these database ids.' })
  include?: number[];
  @Field(() => [Int], { nullable: true, description: 'Not the users with these database ids.' })
  exclude?: number[];
  @Field(() => [String], { nullable: true, description: 'Only the users with these slugs.' })
  slugs?: string[];
  @Field(() => [String], { nullable: true, description: 'Role names; needs list_users.' })
  roles?: string[];
  @Field(() => UserOrderField, {
    nullable: true,
    description: 'What the list is ordered by (name if omitted).',
  })
  orderBy?: UserFilter['orderBy'];
  @Field(() => OrderDirection, { nullable: true, description: 'Ascending (the default) or descending.' })
  order?: 'asc' | 'desc';
}

/** Users as the content API shows them: published authors to everyone, all users to list_users. */
@Resolver(() => User)
export class UserDirectoryResolver {
  @Query(() => UserConnection, {
    description: 'The users the caller may see: authors of published items, or everyone with list_users.',
  })
  async users(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => UserFilterInput, {
      defaultValue: {},
      description: 'Which users, in what order.',
    })
    filter: UserFilterInput,
    @Args(() => PageArgs) pageArgs: PageArgs,
    @OffsetArg() offset: number | null,
    @EditContext('Refused without list_users.') edit: boolean,
  ) {
    const window = pageWindow(pageArgs, offset, 10);
    return connectionOf(await listUsers(contentDeps(ctx), filter, { ...window, edit }), window);
  }

  @Query(() => User, {
    description: 'A user by id: oneself, anyone with list_users, else only authors of published items.',
  })
  user(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The user's id in the database." }) id: number,
    @EditContext() edit: boolean,
  ): Promise<User> {
    return getUser(contentDeps(ctx), id, { edit });
  }

  @Query(() => User, { description: 'The caller; an error for anonymous callers.' })
  me(@Ctx() ctx: RequestContext): User {
    return currentUser(contentDeps(ctx));
  }

  @FieldResolver(() => String, { description: "The user's author archive." })
  link(@Root() user: User, @Ctx() ctx: RequestContext): string {
    return authorLink(ctx.settings.publicUrl, user.id);
  }

  @FieldResolver(() => [AvatarUrl], { description: "The user's Gravatar image at 24, 48 and 96 pixels." })
  avatarUrls(@Root() user: User): AvatarUrl[] {
    return AVATAR_SIZES.map((size) => ({ size, url: avatarUrl(user.email, size) }));
  }

  @MayWithhold()
  @FieldResolver(() => [String], { nullable: true, description: 'The role, then its capabilities.' })
  capabilities(@Root() user: User, @Ctx() { caller }: RequestContext): string[] | Withheld {
    return mayReadPrivateFields(caller, user) ? capabilitiesOf(user) : THE_USER;
  }
}
