import type { NodeSource } from '../graphql/node.js';
import { ApplicationPassword } from './application-password.entity.js';
import { managedUser } from './application-password.resolver.js';
import { findApplicationPassword } from './application-password.service.js';
import { roleIn } from './members/project-member.service.js';
import { Project } from './project.entity.js';
import { Session } from './sessions/session.entity.js';
import type { RequestContext } from './request-context.js';
import { UserRole } from './user.entity.js';

/**
 * Projects, to their keys, their members and administrators (as `project`, `projects` and
 * `viewer.memberships` show them), and
 * application passwords, to their user and whoever may edit users (as `applicationPassword`), and
 * sessions, to their user (as `viewer.sessions`).
 */
export const authNodes: Record<'project' | 'app_password' | 'session', NodeSource<RequestContext>> = {
  async project(ctx, key) {
    const { caller } = ctx;
    if (caller.project?.id === key) return caller.project;
    if (!caller.user) return null;
    const project = await ctx.em.findOne(Project, key);
    if (!project || caller.user.role === UserRole.ADMINISTRATOR) return project;
    return (await roleIn(ctx, caller.user, project)) ? project : null;
  },
  async app_password(ctx, key) {
    const password = await ctx.em.findOne(ApplicationPassword, key, { populate: ['user'] });
    if (!password) return null;
    const user = await managedUser(
      ctx,
      password.user.id,
      'CANNOT_READ_APPLICATION_PASSWORD',
      'Sorry, you are not allowed to read this application password.',
    );
    return findApplicationPassword(ctx, user, key);
  },
  async session(ctx, key) {
    const { user } = ctx.caller;
    return user
      ? ctx.em.findOne(Session, { id: key, user: user.id, expiresAt: { $gt: ctx.clock.now() } })
      : null;
  },
};
