import { Project } from '../auth/project.entity.js';
import type { RequestContext } from '../auth/request-context.js';
import { ProjectRole } from '../auth/members/project-member.entity.js';
import { roleIn } from '../auth/members/project-member.service.js';
import { UserRole } from '../auth/user.entity.js';
import { forbidden, notFound, unauthenticated } from '../errors.js';
import { loaderOf } from '../graphql/loaders.js';
import { keyOf } from '../graphql/node.js';
import { UUID } from '../uuid.js';
import { Channel } from './channels/channel.entity.js';
import { MaintenanceWindow } from './alerting/maintenance-window.entity.js';
import { Check } from './checks/check.entity.js';

/**
 * What an operation needs of a project: `read` its checks, flips and badges; see its `secrets` (ping
 * URLs, the ping log, integrations, notifications); `change` anything. A read-only API key reads; a
 * read-write key does everything — as Healthchecks' keys. Members by role, as in Healthchecks' teams: a
 * read-only member reads and sees secrets (its dashboard shows ping URLs and logs), the others also
 * change; site administrators may do everything everywhere.
 */
export type ProjectRight = 'read' | 'secrets' | 'change';

/** The project of the API key in use, where the key allows `right`; as the Management API refuses. */
function keyProject(ctx: RequestContext, right: ProjectRight): Project {
  const { project, readOnly } = ctx.caller;
  if (!project) throw unauthenticated('missing api key', 'MISSING_API_KEY');
  if (right !== 'read' && readOnly) throw unauthenticated('wrong api key', 'WRONG_API_KEY');
  return project;
}

/** The user's role in a project, once a request (every check of a page asks the same). */
function userRole(ctx: RequestContext, project: Project): Promise<ProjectRole | null> {
  const user = ctx.caller.user;
  if (!user) return Promise.resolve(null);
  return loaderOf(ctx, 'projectRole', (ids: readonly string[]) =>
    Promise.all(ids.map((id) => roleIn(ctx, user, { id } as Project))),
  ).load(project.id);
}

/** Whether the caller may do `right` in the project: by its key, its role there, or as administrator. */
export async function mayAccess(
  ctx: RequestContext,
  project: Project,
  right: ProjectRight,
): Promise<boolean> {
  const { caller } = ctx;
  if (caller.project?.id === project.id && (right === 'read' || !caller.readOnly)) return true;
  if (caller.user?.role === UserRole.ADMINISTRATOR) return true;
  const role = await userRole(ctx, project);
  return role !== null && (right !== 'change' || role !== ProjectRole.READ_ONLY);
}

/** Refuses a signed-in user without `right` in the project: not found when they may not even read it. */
async function requireAccess(ctx: RequestContext, project: Project, right: ProjectRight): Promise<Project> {
  if (await mayAccess(ctx, project, right)) return project;
  if (!(await mayAccess(ctx, project, 'read'))) throw notFound();
  throw forbidden('Read-only members cannot change the project.', 'FORBIDDEN');
}

/** The description of the `project` argument of root fields. */
export const PROJECT_ARG = 'The project, for a signed-in user (global id or UUID); else the API key’s.';

/** Whether the caller comes as a user rather than with the project's key. */
const asUser = (ctx: RequestContext, projectId?: string | null) =>
  ctx.caller.user !== null &&
  (ctx.caller.project === null || (!!projectId && projectId !== ctx.caller.project.id));

/**
 * The project an operation acts on: the one named by `projectId` (a global id or UUID) for a signed-in
 * user, else the API key's. Without either, the Management API's "missing api key".
 */
export async function callerProject(
  ctx: RequestContext,
  right: ProjectRight,
  projectId?: string | null,
): Promise<Project> {
  const id = projectId ? keyOf(projectId, 'project') : null;
  if (!asUser(ctx, id)) {
    const project = keyProject(ctx, right);
    if (id && id !== project.id) throw forbidden();
    return project;
  }
  if (!id) throw unauthenticated('name the project (the project argument)', 'MISSING_API_KEY');
  const project = UUID.test(id) ? await ctx.em.findOne(Project, { id }) : null;
  if (!project) throw notFound();
  return requireAccess(ctx, project, right);
}

/**
 * The project of a row named by id (a check, a channel): for a key, the key's project (the row is then
 * checked against it: 403 for another project's); for a signed-in user, the row's own project where the
 * user may do `right` (`rowProject` null: the row does not exist, 404).
 */
export async function projectOfRow(
  ctx: RequestContext,
  right: ProjectRight,
  rowProject: () => Promise<Project | null>,
): Promise<Project> {
  if (!asUser(ctx)) return keyProject(ctx, right);
  const project = await rowProject();
  if (!project) throw notFound();
  return requireAccess(ctx, project, right);
}

/** The rows named by global id or UUID that belong to a project, by their global id's kind. */
const PROJECT_ROWS = { check: Check, maintenance_window: MaintenanceWindow, channel: Channel };

/** The project of a row of `kind` named by global id or UUID, as `projectOfRow`. */
const projectOfNamed =
  (kind: keyof typeof PROJECT_ROWS) => (ctx: RequestContext, right: ProjectRight, id: string) =>
    projectOfRow(ctx, right, async () => {
      const uuid = keyOf(id, kind);
      if (!UUID.test(uuid)) return null;
      // Typed as a check's class: each of them is found by `uuid` and has a `project`.
      const row: { project: Project } | null = await ctx.em.findOne(
        PROJECT_ROWS[kind] as typeof Check,
        { uuid },
        { populate: ['project'] },
      );
      return row?.project ?? null;
    });

export const projectOfCheck = projectOfNamed('check');
export const projectOfWindow = projectOfNamed('maintenance_window');
export const projectOfChannel = projectOfNamed('channel');

/** A row of a project the caller may do `right` in: 404 when missing, 403 or 404 as `callerProject`. */
export async function accessibleRow<T extends { project: Project }>(
  ctx: RequestContext,
  row: T | null,
  right: ProjectRight,
): Promise<T> {
  if (!row) throw notFound();
  if (!asUser(ctx)) return ownedBy(row, keyProject(ctx, right));
  await requireAccess(ctx, row.project, right);
  return row;
}

/** A looked-up row of some project: 404 when missing, 403 when it belongs to another project. */
export function ownedBy<T extends { project: Project }>(row: T | null, project: Project): T {
  if (!row) throw notFound();
  if (row.project.id !== project.id) throw forbidden();
  return row;
}
