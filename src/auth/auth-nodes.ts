import type { NodeSource } from '../graphql/node.js';
import { ApplicationPassword } from './application-password.entity.js';
import { managedUser } from './application-password.resolver.js';
import { findApplicationPassword } from './application-password.service.js';
import { Project } from './project.entity.js';
import type { RequestContext } from './request-context.js';
import { UserRole } from './user.entity.js';

/**
 * Projects, to their keys and to administrators (as `project` and `projects` show them), and
 * application passwords, to their user and whoever may edit users (as `applicationPassword`).
 */
export const authNodes: Record<'project' | 'app_password', NodeSource<RequestContext>> = {
  async project(ctx, key) {
    const { caller } = ctx;
    if (caller.project?.id === key) return caller.project;
    return caller.user?.role === UserRole.ADMINISTRATOR ? ctx.em.findOne(Project, key) : null;
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
};
