import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { unauthenticated } from '../../errors.js';
import { keyOf } from '../../graphql/node.js';
import { Project } from '../project.entity.js';
import { getProject } from '../project.service.js';
import type { RequestContext } from '../request-context.js';
import { UserRole, type User } from '../user.entity.js';
import { Viewer } from '../viewer.resolver.js';
import { ProjectMember, ProjectRole } from './project-member.entity.js';
import {
  addMember,
  changeMemberRole,
  membersOf,
  membershipsOf,
  removeMember,
  roleIn,
  userNamed,
} from './project-member.service.js';

const signedIn = (ctx: RequestContext): User => {
  if (!ctx.caller.user) throw unauthenticated('You are not currently logged in.', 'NOT_LOGGED_IN');
  return ctx.caller.user;
};

/** The project and member a mutation names (the project by its global id or UUID, the user by login or e-mail). */
async function named(ctx: RequestContext, projectId: string, user: string) {
  return { project: await getProject(ctx, keyOf(projectId, 'project')), member: await userNamed(ctx, user) };
}

@Resolver(() => Project)
export class ProjectMembersResolver {
  @FieldResolver(() => [ProjectMember], {
    nullable: true,
    description: 'Its members, most powerful role first; null unless the caller is one or an administrator.',
  })
  async members(@Root() project: Project, @Ctx() ctx: RequestContext): Promise<ProjectMember[] | null> {
    const { user } = ctx.caller;
    if (!user) return null;
    if (user.role !== UserRole.ADMINISTRATOR && !(await roleIn(ctx, user, project))) return null;
    return membersOf(ctx, project);
  }

  @Mutation(() => ProjectMember, {
    description:
      'Adds a user (by login or e-mail) to a project: by its owner, its managers or an administrator. OWNER only while it has none.',
  })
  async addProjectMember(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('user') user: string,
    @Arg('role', () => ProjectRole) role: ProjectRole,
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
    @Arg('projectId', () => ID) projectId: string,
    @Arg('user') user: string,
    @Arg('role', () => ProjectRole) role: ProjectRole,
    @Ctx() ctx: RequestContext,
  ): Promise<ProjectMember> {
    const actor = signedIn(ctx);
    const { project, member } = await named(ctx, projectId, user);
    return changeMemberRole(ctx, actor, project, member, role);
  }

  @Mutation(() => Boolean, { description: 'Removes a member (or the viewer leaves); the owner stays.' })
  async removeProjectMember(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('user') user: string,
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
  @FieldResolver(() => [ProjectMember], {
    nullable: true,
    description:
      'The projects the signed-in user belongs to, with their role in each, by name; null for keys.',
  })
  async memberships(@Ctx() ctx: RequestContext): Promise<ProjectMember[] | null> {
    return ctx.caller.user ? membershipsOf(ctx, ctx.caller.user) : null;
  }
}
