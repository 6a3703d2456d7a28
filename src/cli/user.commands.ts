import { Command } from 'commander';
import {
  createApplicationPassword,
  listApplicationPasswords,
  revokeApplicationPassword,
} from '../auth/application-password.service.js';
import { createUser, getUserByLogin, listUsers } from '../auth/user.service.js';
import { print, withDatabase } from './io.js';

export function userCommands(json: () => boolean): Command {
  const user = new Command('user').description('content users');

  user
    .command('create')
    .description('create a user')
    .requiredOption('--login <login>', 'login name')
    .requiredOption('--email <email>', 'e-mail address')
    .requiredOption('--role <role>', 'administrator, editor, author, contributor or subscriber')
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
