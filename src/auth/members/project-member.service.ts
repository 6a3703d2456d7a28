import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { DomainDeps } from '../../domain-deps.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { publishLive } from '../../live/publish.js';
import { accessWithdrawn } from '../access-events.js';
import type { Project } from '../project.entity.js';
import { User, UserRole } from '../user.entity.js';
import { findUserByName } from '../user.service.js';
import { MANAGING, ProjectMember, ProjectRole, roleRank } from './project-member.entity.js';

/** Who changes members: a signed-in user (whose rights are checked), or the operator's CLI (null). */
export type MemberActor = User | null;

/** The user's role in the project, or null when they have none (site administrators may still see it). */
export async function roleIn(deps: DomainDeps, user: User, project: Project): Promise<ProjectRole | null> {
  const member = await deps.em.findOne(ProjectMember, { project: project.id, user: user.id });
  return member?.role ?? null;
}

/** Site administrators and the project's owner and managers manage its members; the CLI always may. */
export async function mayManage(deps: DomainDeps, actor: MemberActor, project: Project): Promise<boolean> {
  if (actor === null || actor.role === UserRole.ADMINISTRATOR) return true;
  const role = await roleIn(deps, actor, project);
  return role !== null && MANAGING.includes(role);
}

async function requireManager(deps: DomainDeps, actor: MemberActor, project: Project) {
  if (!(await mayManage(deps, actor, project)))
    throw forbidden('Only the project’s owner, its managers and administrators manage its members.');
}

/** A user by login or e-mail address, as members are named. */
export async function userNamed(deps: DomainDeps, name: string): Promise<User> {
  const user = await findUserByName(deps, name);
  if (!user) throw notFound(`No user has the login or e-mail address "${name}".`, 'USER_NOT_FOUND');
  return user;
}

/** A project's members, most powerful role first, then by login. */
export async function membersOf(deps: DomainDeps, project: Project): Promise<ProjectMember[]> {
  const members = await deps.em.find(ProjectMember, { project: project.id }, { populate: ['user'] });
  return members.sort(
    (a, b) => roleRank(a.role) - roleRank(b.role) || a.user.login.localeCompare(b.user.login),
  );
}

/** The projects a user belongs to, by project name. */
export async function membershipsOf(deps: DomainDeps, user: User): Promise<ProjectMember[]> {
  const members = await deps.em.find(ProjectMember, { user: user.id }, { populate: ['project'] });
  return members.sort((a, b) => a.project.name.localeCompare(b.project.name) || a.id - b.id);
}

/**
 * Adds a user to a project. A project has one owner: OWNER is given only while it has none. The
 * database keeps one row per project and user whatever instances race.
 */
export async function addMember(
  deps: DomainDeps,
  actor: MemberActor,
  project: Project,
  user: User,
  role: ProjectRole,
): Promise<ProjectMember> {
  await requireManager(deps, actor, project);
  if (await deps.em.findOne(ProjectMember, { project: project.id, user: user.id }))
    throw conflict(`${user.login} is a member of this project already.`);
  if (role === ProjectRole.OWNER && (await deps.em.count(ProjectMember, { project: project.id, role })))
    throw conflict('The project has an owner already.');
  const member = deps.em.create(ProjectMember, { project, user, role, addedAt: deps.clock.now() });
  try {
    await deps.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw conflict(`${user.login} is a member of this project already.`);
    throw error;
  }
  return member;
}

async function memberOf(deps: DomainDeps, project: Project, user: User): Promise<ProjectMember> {
  const member = await deps.em.findOne(
    ProjectMember,
    { project: project.id, user: user.id },
    { populate: ['user'] },
  );
  if (!member) throw notFound(`${user.login} is not a member of this project.`);
  return member;
}

/** Changes a member's role; the owner's stays, and nobody is made owner this way. */
export async function changeMemberRole(
  deps: DomainDeps,
  actor: MemberActor,
  project: Project,
  user: User,
  role: ProjectRole,
): Promise<ProjectMember> {
  await requireManager(deps, actor, project);
  const member = await memberOf(deps, project, user);
  if (member.role === ProjectRole.OWNER || role === ProjectRole.OWNER)
    throw conflict('The owner’s role stays; a project’s owner is given when it has none.');
  const lessened = roleRank(role) > roleRank(member.role);
  member.role = role;
  await deps.em.flush();
  if (lessened) await publishLive(deps.em, [accessWithdrawn({ userId: user.id }, deps.clock.now())]);
  return member;
}

/** Removes a member (anyone may leave a project); the owner stays. */
export async function removeMember(deps: DomainDeps, actor: MemberActor, project: Project, user: User) {
  if (actor?.id !== user.id) await requireManager(deps, actor, project);
  const member = await memberOf(deps, project, user);
  if (member.role === ProjectRole.OWNER) throw conflict('A project’s owner cannot be removed.');
  deps.em.remove(member);
  await deps.em.flush();
  await publishLive(deps.em, [accessWithdrawn({ userId: user.id }, deps.clock.now())]);
}
