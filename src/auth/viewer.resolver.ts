import { roleIn } from './members/project-member.service.js';
import {
  Args,
  Ctx,
  Field,
  FieldResolver,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import { can } from './roles.js';
import type { RequestContext } from './request-context.js';
import type { Caller } from './caller.js';
import { forbidden } from '../errors.js';
import { Project } from './project.entity.js';
import { listProjects } from './project.service.js';
import { User, UserRole } from './user.entity.js';
import { MayWithhold, Withheld } from '../graphql/withheld.js';
import { Connection, cursorWindow, PageArgs, paginate } from '../graphql/connection.js';

@ObjectType({ simpleResolvers: true })
class ProjectConnection extends Connection(Project, 'Project') {}

export enum KeyAccess {
  READ_WRITE = 'READ_WRITE',
  READ_ONLY = 'READ_ONLY',
}
registerEnumType(KeyAccess, {
  name: 'KeyAccess',
  description: 'What the API key in use may do with its project.',
  valuesConfig: {
    READ_WRITE: { description: 'Read and change checks and integrations, and read ping URLs and logs.' },
    READ_ONLY: { description: 'Read only, without ping URLs, the ping key, integrations or ping logs.' },
  },
});

@ObjectType({ description: 'Who the request is authenticated as.' })
export class Viewer {
  @Field({ description: 'False for anonymous callers.' })
  authenticated!: boolean;

  @Field(() => Project, { nullable: true, description: 'The project whose API key was sent.' })
  project!: Project | null;

  @Field(() => KeyAccess, { nullable: true, description: 'What the API key sent may do; null without one.' })
  keyAccess!: KeyAccess | null;

  @Field(() => User, { nullable: true, description: 'The user whose application password was sent.' })
  user!: User | null;
}

@Resolver()
export class ViewerResolver {
  @Query(() => Viewer, { description: 'Who the request is authenticated as: an API key, a user or no one.' })
  viewer(@Ctx() { caller }: RequestContext): Viewer {
    return {
      authenticated: caller.project !== null || caller.user !== null,
      project: caller.project,
      keyAccess: caller.project ? (caller.readOnly ? KeyAccess.READ_ONLY : KeyAccess.READ_WRITE) : null,
      user: caller.user,
    };
  }

  @Query(() => Project, { nullable: true, description: 'The project of the API key in use.' })
  project(@Ctx() { caller }: RequestContext): Project | null {
    return caller.project;
  }

  @Query(() => ProjectConnection, { description: 'All projects, by name; administrators only.' })
  async projects(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (ctx.caller.user?.role !== UserRole.ADMINISTRATOR) throw forbidden('administrators only');
    return paginate(await listProjects(ctx), (project) => [project.name, project.id], cursorWindow(page, 10));
  }
}

/** Who may read a project's ping key and ping URLs. */
export const KEY_HOLDERS = new Withheld("the project's members, its read-write key and administrators");

@Resolver(() => Project)
export class ProjectResolver {
  @FieldResolver(() => String, { description: 'The id the Management API and the CLI show.' })
  uuid(@Root() project: Project): string {
    return project.id;
  }

  @MayWithhold()
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Key for slug ping URLs ({base_url}/ping/<pingKey>/<slug>); null when it has none.',
  })
  async pingKey(@Root() project: Project, @Ctx() ctx: RequestContext): Promise<string | null | Withheld> {
    const { caller } = ctx;
    const ownReadWrite = caller.project?.id === project.id && !caller.readOnly;
    if (ownReadWrite || caller.user?.role === UserRole.ADMINISTRATOR) return project.pingKey;
    const member = caller.user !== null && (await roleIn(ctx, caller.user, project)) !== null;
    return member ? project.pingKey : KEY_HOLDERS;
  }
}

/** The user themself, and whoever may list users (administrators), see a user's private fields. */
export function mayReadPrivateFields(caller: Caller, user: User): boolean {
  return caller.user?.id === user.id || (caller.user !== null && can(caller.user, 'list_users'));
}

/** Who may read a user's private fields. */
export const THE_USER = new Withheld('the user and those who may list users');

const shown = <T>({ caller }: RequestContext, user: User, value: T): T | Withheld =>
  mayReadPrivateFields(caller, user) ? value : THE_USER;

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Int, { description: 'The id in the database, as the REST API shows it.' })
  databaseId(@Root() user: User): number {
    return user.id;
  }

  @MayWithhold()
  @FieldResolver(() => String, { nullable: true, description: 'The login name.' })
  login(@Root() user: User, @Ctx() ctx: RequestContext) {
    return shown(ctx, user, user.login);
  }

  @MayWithhold()
  @FieldResolver(() => String, { nullable: true, description: 'The e-mail address.' })
  email(@Root() user: User, @Ctx() ctx: RequestContext) {
    return shown(ctx, user, user.email);
  }

  @MayWithhold()
  @FieldResolver(() => UserRole, { nullable: true, description: 'The role; null for a user without one.' })
  role(@Root() user: User, @Ctx() ctx: RequestContext) {
    return shown(ctx, user, user.role);
  }

  @MayWithhold()
  @FieldResolver(() => String, { nullable: true, description: 'The first name.' })
  firstName(@Root() user: User, @Ctx() ctx: RequestContext) {
    return shown(ctx, user, user.firstName);
  }

  @MayWithhold()
  @FieldResolver(() => String, { nullable: true, description: 'The last name.' })
  lastName(@Root() user: User, @Ctx() ctx: RequestContext) {
    return shown(ctx, user, user.lastName);
  }

  @MayWithhold()
  @FieldResolver(() => String, { nullable: true, description: 'The nickname.' })
  nickname(@Root() user: User, @Ctx() ctx: RequestContext) {
    return shown(ctx, user, user.nickname);
  }

  @MayWithhold()
  @FieldResolver(() => Date, { nullable: true, description: 'When the account was made.' })
  registeredAt(@Root() user: User, @Ctx() ctx: RequestContext) {
    return shown(ctx, user, user.registeredAt);
  }
}
