import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliProgram } from '../../src/cli/program.js';
import { runCli, tempDir, testEnv } from '../helpers/server.js';

const dir = tempDir();
let env: Record<string, string>;
const unreachable = { DATABASE_URL: 'postgresql://portico:secret@127.0.0.1:1/portico' };
const NO_ID = '00000000-0000-4000-8000-000000000000';
const cannotReach = 'cannot reach PostgreSQL at 127.0.0.1:1/portico: connect ECONNREFUSED 127.0.0.1:1';

/**
 * A failure of every command: its arguments, the settings it runs with beyond the test's, and the
 * one line it must say.
 */
const FAILURES: Record<string, { args: string[]; env?: Record<string, string>; error: string | RegExp }[]> = {
  'config show': [
    { args: [], env: { PORT: 'eighty' }, error: 'PORT must be an integer from 0 to 65535 (got "eighty")' },
  ],
  'project create': [{ args: ['--name', ''], error: 'project name must be 1 to 100 characters' }],
  'project update': [{ args: ['999', '--check-limit', '5'], error: 'no project with id 999' }],
  'project delete': [
    {
      args: ['999'],
      error: 'deleting a project deletes its checks, channels, pings and flips; add --yes to do it',
    },
    { args: ['999', '--yes'], error: 'no project with id 999' },
  ],
  'project list': [{ args: [], env: unreachable, error: cannotReach }],
  'project rotate-keys': [{ args: ['999'], error: 'no project with id 999' }],
  'project member add': [
    { args: ['999', '--user', 'admin', '--role', 'member'], error: 'no project with id 999' },
    {
      args: ['999', '--user', 'admin', '--role', 'boss'],
      error: /--role.*one of owner, manager, member, read_only/,
    },
  ],
  'project member role': [
    { args: ['999', '--user', 'admin', '--role', 'member'], error: 'no project with id 999' },
  ],
  'project member remove': [{ args: ['999', '--user', 'admin'], error: 'no project with id 999' }],
  'project member list': [{ args: ['999'], error: 'no project with id 999' }],
  'user create': [
    {
      args: ['--login', 'admin', '--email', 'other@example.com', '--role', 'editor'],
      error: 'login "admin" is already taken',
    },
    { args: ['--login', 'x'], error: "required option '--email <email>' not specified" },
  ],
  'user update': [{ args: ['nobody', '--email', 'a@example.com'], error: 'no user with login "nobody"' }],
  'user delete': [{ args: ['nobody', '--reassign', 'admin', '--yes'], error: 'no user with login "nobody"' }],
  'user list': [{ args: [], env: unreachable, error: cannotReach }],
  'app-password create': [{ args: ['--login', 'nobody', '--name', 'n'], error: /nobody/ }],
  'app-password list': [{ args: ['--login', 'nobody'], error: /nobody/ }],
  'app-password revoke': [
    { args: ['--login', 'nobody', '--uuid', '00000000-0000-4000-8000-000000000000'], error: /nobody/ },
  ],
  'channel create': [
    {
      args: ['--project', '999', '--kind', 'webhook', '--name', 'n', '--value', 'https://example.com/'],
      error: 'no project with id 999',
    },
  ],
  'channel update': [{ args: [NO_ID, '--project', '999', '--name', 'x'], error: 'no project with id 999' }],
  'channel delete': [{ args: [NO_ID, '--project', '999', '--yes'], error: 'no project with id 999' }],
  'channel list': [{ args: ['--project', '999'], error: 'no project with id 999' }],
  'channel test': [{ args: [NO_ID, '--project', '999'], error: 'no project with id 999' }],
  'check list': [{ args: ['--project', '999'], error: 'no project with id 999' }],
  'check create': [{ args: ['--project', '999', '--name', 'x'], error: 'no project with id 999' }],
  'check update': [{ args: [NO_ID, '--project', '999', '--name', 'x'], error: 'no project with id 999' }],
  'check pause': [{ args: [NO_ID, '--project', '999'], error: 'no project with id 999' }],
  'check resume': [{ args: [NO_ID, '--project', '999'], error: 'no project with id 999' }],
  'check delete': [
    {
      args: [NO_ID, '--project', '999'],
      error: 'deleting a check deletes its pings and flips; add --yes to do it',
    },
  ],
  'check events': [{ args: [NO_ID, '--project', '999', '--limit', '0'], error: '--limit must be 1 to 1000' }],
  'check rules': [
    {
      args: [NO_ID, '--project', '999', '--fail-threshold', 'x'],
      error: `option '--fail-threshold <count>' argument 'x' is invalid. --fail-threshold must be an integer (got "x")`,
    },
  ],
  'check route': [{ args: [NO_ID, '--project', '999', '--channel', NO_ID], error: 'no project with id 999' }],
  'check depends': [{ args: [NO_ID, '--project', '999', '--on', ''], error: 'no project with id 999' }],
  'check snooze': [{ args: [NO_ID, '--project', '999'], error: 'give --for or --until' }],
  'check unsnooze': [{ args: [NO_ID, '--project', '999'], error: 'no project with id 999' }],
  'maintenance list': [{ args: ['--project', '999'], error: 'no project with id 999' }],
  'maintenance add': [{ args: ['--project', '999', '--until', 'soon'], error: '--until is not a time' }],
  'maintenance delete': [{ args: [NO_ID, '--project', '999'], error: 'no project with id 999' }],
  'site show': [{ args: [], env: unreachable, error: cannotReach }],
  'site set': [{ args: ['--colour', 'red'], error: "unknown option '--colour'" }],
  'content recount': [{ args: [], env: unreachable, error: cannotReach }],
  'import wxr': [{ args: ['/nonexistent/export.xml'], error: 'cannot read /nonexistent/export.xml' }],
  'import healthchecks': [
    {
      args: ['--url', 'http://127.0.0.1:1', '--api-key', 'key'],
      error: 'http://127.0.0.1:1/api/v3/checks/ could not be read: connect ECONNREFUSED 127.0.0.1:1',
    },
  ],
  // Backups are of SQLite files; on PostgreSQL the command says what to use instead.
  backup: [
    {
      args: [join(dir, 'missing', 'copy.db')],
      error: process.env.TEST_DATABASE_URL
        ? /^backup copies an SQLite database; for PostgreSQL use pg_dump/
        : /^the database backup failed: ENOENT/,
    },
  ],
  'db copy': [
    { args: ['--to', 'mysql://x'], error: '--to must start with sqlite: or postgresql:// (got "mysql://x")' },
    { args: ['--to', unreachable.DATABASE_URL], error: cannotReach },
  ],
  'media copy': [{ args: ['--to', 's3'], error: 'MEDIA_STORAGE=s3 needs S3_BUCKET' }],
  completion: [
    {
      args: ['fish'],
      error: "command-argument value 'fish' is invalid for argument 'shell'. Allowed choices are bash, zsh.",
    },
  ],
  migrate: [{ args: [], env: unreachable, error: cannotReach }],
  monitor: [{ args: [], env: unreachable, error: cannotReach }],
};

beforeAll(async () => {
  env = await testEnv(dir);
  expect((await runCli(['migrate', '--json'], env)).code).toBe(0);
  expect(
    (
      await runCli(
        ['user', 'create', '--login', 'admin', '--email', 'a@example.com', '--role', 'editor'],
        env,
      )
    ).code,
  ).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `db copy`, `project set`…: every command that does something (not the groups or help). */
function leaves(command: Command, path: string[] = []): string[] {
  if (!command.commands.length) return [path.join(' ')];
  return command.commands.flatMap((sub) => leaves(sub, [...path, sub.name()]));
}

describe('a failing CLI command', () => {
  it('is listed here for every command there is', () => {
    expect(Object.keys(FAILURES).sort()).toEqual(leaves(cliProgram()).sort());
  });

  for (const [command, failures] of Object.entries(FAILURES))
    it.concurrent(
      `${command}: says why in one line (one JSON object with --json), exits 1, no stack trace`,
      async () => {
        for (const failure of failures) {
          const args = [...command.split(' '), ...failure.args];
          const run = await runCli([...args, '--json'], { ...env, ...failure.env });
          expect(run.code, run.stderr).toBe(1);
          expect(run.stdout.trim().split('\n')).toHaveLength(1);
          const { error } = JSON.parse(run.stdout) as { error: string };
          if (typeof failure.error === 'string') expect(error).toBe(failure.error);
          else expect(error).toMatch(failure.error);
          expect(run.stderr.trim().split('\n')).toHaveLength(1);
          expect(run.stderr).toMatch(/^error: /);
          expect(run.stderr).toContain(error);
          expect(run.stderr).not.toMatch(/\n\s+at /);
        }
      },
    );

  it('shows where an unexpected failure came from only with --debug', async () => {
    const args = ['project', 'list', '--json'];
    const plain = await runCli(args, { ...env, ...unreachable });
    expect(plain.stderr).toBe(`error: ${cannotReach}\n`);
    const debug = await runCli([...args, '--debug'], { ...env, ...unreachable });
    expect(debug.stderr).toMatch(new RegExp(`^error: ${cannotReach}\n.*\n\\s+at `));
  });
});
