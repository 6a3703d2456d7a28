import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicAuth,
  graphql,
  ROOT,
  runCli,
  spawnServer,
  tempDir,
  testEnv,
  type ServerProcess,
} from '../helpers/server.js';

const dir = tempDir();
const env = await testEnv(dir);
let server: ServerProcess;

/** Runs the CLI with --json and returns its single JSON object (asserting nothing else was printed). */
async function cliJson(args: string[]): Promise<Record<string, unknown>> {
  const result = await runCli([...args, '--json'], env);
  const lines = result.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return { ...JSON.parse(lines[0]), exitCode: result.code };
}

beforeAll(async () => {
  server = await spawnServer(env);
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

describe('admin CLI against the database of a running server', () => {
  let projectId = '';

  it('creates a project whose keys work on the running server at once', async () => {
    const created = await cliJson(['project', 'create', '--name', 'Ops']);
    expect(Object.keys(created)).toEqual([
      'id',
      'name',
      'api_key',
      'api_key_readonly',
      'ping_key',
      'badge_key',
      'exitCode',
    ]);
    expect(created).toMatchObject({ name: 'Ops', exitCode: 0 });
    expect(created.api_key).toMatch(/^pcw_[A-Za-z0-9]{28}$/);
    expect(created.api_key_readonly).toMatch(/^pcr_[A-Za-z0-9]{28}$/);
    expect(created.ping_key).toMatch(/^[a-z0-9]{22}$/);
    expect(created.badge_key).toMatch(/^[0-9a-f-]{36}$/);
    projectId = created.id as string;
    const { body } = await graphql(server.url, '{ project { uuid name } }', {
      headers: { 'X-Api-Key': created.api_key as string },
    });
    expect(body.data).toEqual({ project: { uuid: projectId, name: 'Ops' } });
  });

  it('sets limits and validates them', async () => {
    expect(
      await cliJson(['project', 'set', projectId, '--check-limit', '5', '--ping-log-limit', '1000']),
    ).toEqual({
      id: projectId,
      name: 'Ops',
      check_limit: 5,
      ping_log_limit: 1000,
      exitCode: 0,
    });
    expect(await cliJson(['project', 'set', projectId, '--ping-log-limit', '1001'])).toEqual({
      error: 'ping_log_limit must be an integer from 1 to 1000',
      exitCode: 1,
    });
    expect(await cliJson(['project', 'set', projectId, '--check-limit', '-1'])).toEqual({
      error: 'check_limit must be an integer of at least 0',
      exitCode: 1,
    });
    expect(await cliJson(['project', 'set', 'no-such-project', '--check-limit', '1'])).toEqual({
      error: 'no project with id no-such-project',
      exitCode: 1,
    });
  });

  it('lists projects and rotates keys (the old key stops working)', async () => {
    const list = await cliJson(['project', 'list']);
    expect((list.projects as { name: string }[]).map((p) => p.name)).toEqual(['Default', 'Ops']);
    const before = await cliJson(['project', 'rotate-keys', projectId]);
    const after = await cliJson(['project', 'rotate-keys', projectId]);
    expect(Object.keys(after)).toEqual(['id', 'name', 'api_key', 'api_key_readonly', 'exitCode']);
    const old = await graphql(server.url, '{ project { uuid } }', {
      headers: { 'X-Api-Key': before.api_key as string },
    });
    expect(old.status).toBe(401);
    const fresh = await graphql(server.url, '{ project { uuid } }', {
      headers: { 'X-Api-Key': after.api_key as string },
    });
    expect(fresh.body.data).toEqual({ project: { uuid: projectId } });
  });

  it('creates users and refuses duplicates and bad roles clearly', async () => {
    const user = await cliJson([
      'user',
      'create',
      '--login',
      'erin',
      '--email',
      'erin@example.com',
      '--role',
      'editor',
    ]);
    expect(user).toEqual({ id: 2, login: 'erin', email: 'erin@example.com', role: 'editor', exitCode: 0 });
    expect(
      await cliJson(['user', 'create', '--login', 'erin', '--email', 'e2@example.com', '--role', 'editor']),
    ).toEqual({
      error: 'login "erin" is already taken',
      exitCode: 1,
    });
    expect(
      await cliJson(['user', 'create', '--login', 'x', '--email', 'x@example.com', '--role', 'king']),
    ).toEqual({
      error: 'role must be one of administrator, editor, author, contributor, subscriber',
      exitCode: 1,
    });
  });

  it('creates, lists and revokes application passwords', async () => {
    const created = await cliJson(['app-password', 'create', '--login', 'erin', '--name', 'deploy']);
    expect(Object.keys(created)).toEqual(['uuid', 'name', 'password', 'exitCode']);
    expect(created.password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    const auth = { Authorization: basicAuth('erin', created.password as string) };
    const viewer = await graphql(server.url, '{ viewer { user { login } } }', { headers: auth });
    expect(viewer.body.data).toEqual({ viewer: { user: { login: 'erin' } } });

    const listed = await cliJson(['app-password', 'list', '--login', 'erin']);
    expect(listed.app_passwords).toEqual([
      {
        uuid: created.uuid,
        name: 'deploy',
        created: expect.any(String),
        last_used: expect.any(String),
        last_ip: '127.0.0.1',
      },
    ]);
    expect(
      await cliJson(['app-password', 'revoke', '--login', 'erin', '--uuid', created.uuid as string]),
    ).toEqual({
      uuid: created.uuid,
      revoked: true,
      exitCode: 0,
    });
    expect((await graphql(server.url, '{ viewer { user { login } } }', { headers: auth })).status).toBe(401);
    expect(await cliJson(['app-password', 'create', '--login', 'ghost', '--name', 'x'])).toEqual({
      error: 'no user with login "ghost"',
      exitCode: 1,
    });
  });

  it('creates and lists channels, and lists checks', async () => {
    const channel = await cliJson([
      'channel',
      'create',
      '--project',
      projectId,
      '--kind',
      'webhook',
      '--name',
      'hook',
      '--value',
      'http://93.184.216.34/x',
    ]);
    expect(channel).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'hook',
      kind: 'webhook',
      checks: 0,
      exitCode: 0,
    });
    expect(
      await cliJson([
        'channel',
        'create',
        '--project',
        projectId,
        '--kind',
        'email',
        '--name',
        'm',
        '--value',
        'nope',
      ]),
    ).toEqual({ error: 'the value of email channels must be an e-mail address', exitCode: 1 });
    expect(
      await cliJson([
        'channel',
        'create',
        '--project',
        projectId,
        '--kind',
        'fax',
        '--name',
        'm',
        '--value',
        'x',
      ]),
    ).toEqual({
      error:
        'kind must be one of email, webhook, sms, slack, mattermost, rocketchat, discord, msteamsw, ' +
        'googlechat, telegram, ntfy, po, gotify, matrix, zulip, pd, opsgenie, group',
      exitCode: 1,
    });
    expect(await cliJson(['channel', 'list', '--project', projectId])).toEqual({
      channels: [
        { id: channel.id, name: 'hook', kind: 'webhook', value: 'http://93.184.216.34/x', settings: {} },
      ],
      exitCode: 0,
    });
    expect(await cliJson(['check', 'list', '--project', projectId])).toEqual({ checks: [], exitCode: 0 });
  });

  it('reports migrations as one JSON object', async () => {
    expect(await cliJson(['migrate'])).toEqual({ applied: [], exitCode: 0 });
  });

  it('says what is wrong with a command line in one line that points at the help, exiting non-zero', async () => {
    const unknown = await runCli(['bogus'], env);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toBe("error: unknown command 'bogus' (see --help)\n");
    const badOption = await runCli(['project', 'list', '--colour'], env);
    expect(badOption.code).not.toBe(0);
    expect(badOption.stderr).toBe("error: unknown option '--colour' (see --help)\n");
    const missing = await runCli(['project', 'create', '--json'], env);
    expect(missing.code).not.toBe(0);
    expect(JSON.parse(missing.stdout)).toEqual({ error: "required option '--name <name>' not specified" });
  });
});

describe("the CLI manual's documented command for scripts", () => {
  it('prints exactly one JSON object on stdout, through npm, ready for jq', async () => {
    const manual = readFileSync(join(ROOT, 'docs/cli.md'), 'utf8');
    const documented = /^npm run -s cli -- (project list --json) \| jq /m.exec(manual);
    expect(documented).not.toBeNull();
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '-s', 'cli', '--', ...documented![1].split(' ')],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
      },
    );
    const projects = JSON.parse(stdout) as { projects: { name: string }[] };
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(projects.projects.map((project) => project.name)).toContain('Default');
  }, 60_000); // npm, its build check and the CLI: three processes, on a machine that may be busy
});
