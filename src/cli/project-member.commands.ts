import { Command, InvalidArgumentError } from 'commander';
import type { ProjectMember } from '../auth/members/project-member.entity.js';
import { ProjectRole } from '../auth/members/project-member.entity.js';
import {
  addMember,
  changeMemberRole,
  membersOf,
  removeMember,
  userNamed,
} from '../auth/members/project-member.service.js';
import { getProject } from '../auth/project.service.js';
import type { DomainDeps } from '../domain-deps.js';
import { print, withDatabase } from './io.js';

const ROLES = Object.values(ProjectRole) as string[];

const roleOption = (value: string): ProjectRole => {
  if (!ROLES.includes(value)) throw new InvalidArgumentError(`one of ${ROLES.join(', ')}`);
  return value as ProjectRole;
};

const shown = (member: ProjectMember) => ({
  login: member.user.login,
  email: member.user.email,
  role: member.role,
  added_at: member.addedAt.toISOString(),
});

/** The project by id and the user by login or e-mail, as the operator names them. */
const named = async (deps: DomainDeps, projectId: string, user: string) => ({
  project: await getProject(deps, projectId),
  user: await userNamed(deps, user),
});

/** `project member …`: who belongs to a project and their roles, as the operator sets them. */
export function projectMemberCommands(json: () => boolean): Command {
  const member = new Command('member').description('users of a project and their roles');

  member
    .command('add <project>')
    .description(`add a user to a project (roles: ${ROLES.join(', ')}; one owner a project)`)
    .requiredOption('--user <login-or-email>', 'the user')
    .requiredOption('--role <role>', 'their role', roleOption)
    .action(async (projectId: string, options: { user: string; role: ProjectRole }) => {
      const added = await withDatabase(async (deps) => {
        const { project, user } = await named(deps, projectId, options.user);
        return shown(await addMember(deps, null, project, user, options.role));
      });
      print(json(), added, `${added.login} is ${added.role} of ${projectId}`);
    });

  member
    .command('role <project>')
    .description('change a member’s role (not the owner’s)')
    .requiredOption('--user <login-or-email>', 'the member')
    .requiredOption('--role <role>', 'their new role', roleOption)
    .action(async (projectId: string, options: { user: string; role: ProjectRole }) => {
      const changed = await withDatabase(async (deps) => {
        const { project, user } = await named(deps, projectId, options.user);
        return shown(await changeMemberRole(deps, null, project, user, options.role));
      });
      print(json(), changed, `${changed.login} is ${changed.role} of ${projectId}`);
    });

  member
    .command('remove <project>')
    .description('remove a member from a project (not its owner)')
    .requiredOption('--user <login-or-email>', 'the member')
    .action(async (projectId: string, options: { user: string }) => {
      const login = await withDatabase(async (deps) => {
        const { project, user } = await named(deps, projectId, options.user);
        await removeMember(deps, null, project, user);
        return user.login;
      });
      print(json(), { login, removed: true }, `${login} left ${projectId}`);
    });

  member
    .command('list <project>')
    .description('a project’s members, most powerful role first')
    .action(async (projectId: string) => {
      const members = await withDatabase(async (deps) =>
        (await membersOf(deps, await getProject(deps, projectId))).map(shown),
      );
      print(
        json(),
        { members },
        members.map((m) => `${m.role.padEnd(9)} ${m.login} <${m.email}>`).join('\n'),
      );
    });
  return member;
}
