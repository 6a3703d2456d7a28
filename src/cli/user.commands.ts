import { Command } from 'commander';
import {
  createApplicationPassword,
  listApplicationPasswords,
  revokeApplicationPassword,
} from '../auth/application-password.service.js';
import {
  createUser,
  getUserByIdOrLogin,
  getUserByLogin,
  listUsers,
  updateUser,
  type UserChanges,
} from '../auth/user.service.js';
import { deleteUser } from '../content/users/user-deletion.service.js';
import { confirm, keyValueLines, print, withDatabase } from './io.js';

const ROLES_HELP = 'administrator, editor, author, contributor or subscriber';

export function userCommands(json: () => boolean): Command {
  const user = new Command('user').description('content users');

  user
    .command('create')
    .description('create a user')
    .requiredOption('--login <login>', 'login name')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--role <role>', ROLES_HELP)
    .option('--password <password>', 'login password (API access uses application passwords)')
    .option('--display-name <name>', 'shown name (default: the login)')
    .action(
      async (options: {
        login: string;
        email: string;
        role: string;
        password?: string;
        displayName?: string;
      }) => {
        const u = await withDatabase((deps) => createUser(deps, options));
        const data = { id: u.id, login: u.login, email: u.email, role: u.role };
        print(json(), data, `user ${u.id} ${u.login} <${u.email}> ${u.role}`);
      },
    );

  user
    .command('update <user>')
    .description('change a user (only the options given); <user> is an id or a login')
    .option('--email <email>', 'e-mail address')
    .option('--role <role>', ROLES_HELP)
    .option('--password <password>', 'login password (application passwords stay valid)')
    .option('--display-name <name>', 'shown name')
    .option('--no-two-factor', 'turn two-factor sign-in off (a user who lost their authenticator app)')
    .action(async (idOrLogin: string, changes: UserChanges) => {
      const u = await withDatabase(async (deps) =>
        updateUser(deps, await getUserByIdOrLogin(deps, idOrLogin), changes),
      );
      const data = {
        id: u.id,
        login: u.login,
        email: u.email,
        role: u.role,
        display_name: u.displayName,
        two_factor: u.totpSecret !== null,
      };
      print(json(), data, keyValueLines(data));
    });

  user
    .command('delete <user>')
    .description('delete a user, giving everything they wrote to another (as WordPress does with reassign)')
    .requiredOption('--reassign <user>', 'id or login of the user who gets their posts, pages and media')
    .option('--yes', 'do it (the user cannot be restored)')
    .action(async (idOrLogin: string, options: { reassign: string; yes?: boolean }) => {
      confirm(
        options.yes,
        'deleting a user gives their posts to --reassign and revokes their application passwords',
      );
      const { gone, heir } = await withDatabase(async (deps) => {
        const leaving = await getUserByIdOrLogin(deps, idOrLogin);
        const heir = await getUserByIdOrLogin(deps, options.reassign);
        return { gone: await deleteUser(deps, leaving, heir), heir };
      });
      print(
        json(),
        {
          id: gone.user.id,
          login: gone.user.login,
          deleted: true,
          reassigned_posts: gone.reassigned,
          reassigned_to: heir.id,
        },
        `deleted ${gone.user.login}; ${gone.reassigned} posts (all types) now belong to ${heir.login}`,
      );
    });

  user
    .command('list')
    .description('list users')
    .action(async () => {
      const users = await withDatabase((deps) => listUsers(deps));
      const rows = users.map((u) => ({ id: u.id, login: u.login, email: u.email, role: u.role }));
      print(
        json(),
        { users: rows },
        rows.map((r) => `${r.id}  ${r.login} <${r.email}> ${r.role}`).join('\n'),
      );
    });

  return user;
}

export function appPasswordCommands(json: () => boolean): Command {
  const appPassword = new Command('app-password').description('application passwords for API access');

  appPassword
    .command('create')
    .description('create an application password (shown once)')
    .requiredOption('--login <login>', 'the user')
    .requiredOption('--name <name>', 'what the password is for')
    .action(async ({ login, name }: { login: string; name: string }) => {
      const { entity, password } = await withDatabase(async (deps) =>
        createApplicationPassword(deps, await getUserByLogin(deps, login), name),
      );
      print(
        json(),
        { uuid: entity.uuid, name: entity.name, password },
        `${entity.uuid}  ${entity.name}\npassword: ${password}`,
      );
    });

  appPassword
    .command('list')
    .description('list a user’s application passwords')
    .requiredOption('--login <login>', 'the user')
    .action(async ({ login }: { login: string }) => {
      const passwords = await withDatabase(async (deps) =>
        listApplicationPasswords(deps, await getUserByLogin(deps, login)),
      );
      const rows = passwords.map((p) => ({
        uuid: p.uuid,
        name: p.name,
        created: p.created.toISOString(),
        last_used: p.lastUsed?.toISOString() ?? null,
        last_ip: p.lastIp,
      }));
      print(
        json(),
        { app_passwords: rows },
        rows.length
          ? rows.map((r) => `${r.uuid}  ${r.name}  last used ${r.last_used ?? 'never'}`).join('\n')
          : 'none',
      );
    });

  appPassword
    .command('revoke')
    .description('revoke an application password')
    .requiredOption('--login <login>', 'the user')
    .requiredOption('--uuid <uuid>', 'the password’s uuid')
    .action(async ({ login, uuid }: { login: string; uuid: string }) => {
      await withDatabase(async (deps) =>
        revokeApplicationPassword(deps, await getUserByLogin(deps, login), uuid),
      );
      print(json(), { uuid, revoked: true }, `revoked ${uuid}`);
    });

  return appPassword;
}
