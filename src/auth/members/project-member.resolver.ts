import { Arg, Args, Ctx, FieldResolver, ID, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { Connection, cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { keyOf, parseGlobalId } from '../../graphql/node.js';
import { Project } from '../project.entity.js';
import { getProject } from '../project.service.js';
import type { RequestContext } from '../request-context.js';
import { currentUser } from '../user.service.js';
import { User, UserRole } from '../user.entity.js';
import { Viewer } from '../viewer.resolver.js';
import { ProjectMember, ProjectRole, roleRank } from './project-member.entity.js';
import {
  addMember,
  changeMemberRole,
  membersOf,
  mayManage,
  membershipsOf,
  removeMember,
  roleIn,
  userNamed,
} from './project-member.service.js';

/** The signed-in user, or NOT_LOGGED_IN. */
const signedIn = (ctx: RequestContext): User => currentUser(ctx.caller);

/** A user by global id (as `members` shows them), login or e-mail. */
async function memberNamed(ctx: RequestContext, name: string): Promise<User> {
  const ref = parseGlobalId(name);
  const byId = ref?.[0] === 'user' ? await ctx.em.findOne(User, { id: Number(ref[1]) }) : null;
  return byId ?? userNamed(ctx, name);
}

/** The project and member a mutation names (the project by its global id or UUID). */
async function named(ctx: RequestContext, projectId: string, user: string) {
  return {
    project: await getProject(ctx, keyOf(projectId, 'project')),
    member: await memberNamed(ctx, user),
  };
}

@ObjectType({ simpleResolvers: true })
class ProjectMemberConnection extends Connection(ProjectMember, 'ProjectMember') {}

/** The project, by its global id or UUID. */
const PROJECT_ID = { description: 'The project’s id (or its UUID).' };
/** The user, by global id, login or e-mail. */
const USER = { description: 'The user’s global id, login or e-mail address.' };

@Resolver(() => Project)
export class ProjectMembersResolver {
  @FieldResolver(() => ProjectMemberConnection, {
    nullable: true,
    description: 'Its members, most powerful role first; null unless the caller is one or an administrator.',
  })
  async members(@Root() project: Project, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    const { user } = ctx.caller;
    if (!user) return null;
    if (user.role !== UserRole.ADMINISTRATOR && !(await roleIn(ctx, user, project))) return null;
    const members = await membersOf(ctx, project);
    return paginate(members, (m) => [roleRank(m.role), m.user.login], cursorWindow(page, 20));
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the viewer may add, change and remove its members (its owner, managers, administrators).',
  })
  viewerCanManageMembers(@Root() project: Project, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.caller.user ? mayManage(ctx, ctx.caller.user, project) : Promise.resolve(false);
  }

  @Mutation(() => ProjectMember, {
    description:
      'Adds a user (by login or e-mail) to a project: by its owner, its managers or an administrator. OWNER only while it has none.',
  })
  async addProjectMember(
    @Arg('projectId', () => ID, PROJECT_ID) projectId: string,
    @Arg('user', USER) user: string,
    @Arg('role', () => ProjectRole, { description: 'Their role.' }) role: ProjectRole,
    @Ctx() ctx: RequestContext,
  ): Promise<ProjectMember> {
    const actor = signedIn(ctx);
    const { project, member } = await named(ctx, projectId, user);
    return addMember(ctx, actor, project, member, role);
  }

  @Mutation(() => ProjectMember, {
    description: 'Changes a member’s role (not the owner’s, and not to owner).',
  })
  async setProjectMemberRole(
    @Arg('projectId', () => ID, PROJECT_ID) projectId: string,
    @Arg('user', USER) user: string,
    @Arg('role', () => ProjectRole, { description: 'Their role.' }) role: ProjectRole,
    @Ctx() ctx: RequestContext,
  ): Promise<ProjectMember> {
    const actor = signedIn(ctx);
    const { project, member } = await named(ctx, projectId, user);
    return changeMemberRole(ctx, actor, project, member, role);
  }

  @Mutation(() => Boolean, { description: 'Removes a member (or the viewer leaves); the owner stays.' })
  async removeProjectMember(
    @Arg('projectId', () => ID, PROJECT_ID) projectId: string,
    @Arg('user', USER) user: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    const actor = signedIn(ctx);
    const { project, member } = await named(ctx, projectId, user);
    await removeMember(ctx, actor, project, member);
    return true;
  }
}

@Resolver(() => Viewer)
export class ViewerMembershipsResolver {
  @FieldResolver(() => ProjectMemberConnection, {
    nullable: true,
    description:
      'The projects the signed-in user belongs to, with their role in each, by name; null for keys.',
  })
  async memberships(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    if (!ctx.caller.user) return null;
    const memberships = await membershipsOf(ctx, ctx.caller.user);
    return paginate(memberships, (m) => [m.project.name, m.project.id], cursorWindow(page, 20));
  }
}
