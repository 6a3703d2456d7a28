import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliJson } from '../helpers/cli.js';
import { runCli, tempDir, testEnv } from '../helpers/server.js';

const dir = tempDir();
const env = await testEnv(dir);
const cli = (...args: string[]) => cliJson(args, env);
let project = '';
let other = '';

beforeAll(async () => {
  project = (await cli('project', 'create', '--name', 'Ops')).id as string;
  other = (await cli('project', 'create', '--name', 'Other')).id as string;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check commands', () => {
  let backups = '';

  it('creates checks with the Management API’s fields and rules', async () => {
    const created = await cli(
      'check', 'create', '--project', project, '--name', 'backups', '--slug', 'backups', '--tags', 'prod db',
      '--desc', 'nightly', '--timeout', '86400', '--grace', '3600', '--manual-resume', '--methods', 'POST',
    ); // prettier-ignore
    expect(created).toEqual({
      created: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'backups',
      slug: 'backups',
      tags: 'prod db',
      status: 'new',
      last_ping: null,
      desc: 'nightly',
      timeout: 86400,
      grace: 3600,
      manual_resume: true,
      methods: 'POST',
      channels: '',
      exitCode: 0,
    });
    backups = created.id as string;

    const cron = await cli(
      'check', 'create', '--project', project, '--name', 'hourly', '--schedule', '0 * * * *', '--tz', 'Europe/Riga',
    ); // prettier-ignore
    expect(cron).toMatchObject({ schedule: '0 * * * *', tz: 'Europe/Riga', created: true });
    expect(cron).not.toHaveProperty('timeout');

    // `unique` finds the check with the same name and updates it instead of making another.
    const again = await cli(
      'check', 'create', '--project', project, '--name', 'backups', '--grace', '120', '--unique', 'name',
    ); // prettier-ignore
    expect(again).toMatchObject({ created: false, id: backups, grace: 120, desc: 'nightly' });

    expect(await cli('check', 'create', '--project', project, '--timeout', '59')).toEqual({
      error: 'timeout is too small',
      exitCode: 1,
    });
    expect(await cli('check', 'create', '--project', project, '--unique', 'desc')).toEqual({
      error: "an item in 'unique' has unexpected value",
      exitCode: 1,
    });
    expect(await cli('check', 'create', '--project', project, '--timeout', '1h')).toMatchObject({
      error: expect.stringContaining('--timeout must be an integer (got "1h")'),
      exitCode: 1,
    });
    expect(await cli('check', 'create', '--project', 'nope', '--name', 'x')).toEqual({
      error: 'no project with id nope',
      exitCode: 1,
    });
    const listed = await cli('check', 'list', '--project', project);
    expect((listed.checks as { name: string }[]).map((c) => c.name)).toEqual(['backups', 'hourly']);
  });

  it('updates only the fields given, channels by name or `*`', async () => {
    const channel = await cli(
      'channel', 'create', '--project', project, '--kind', 'email', '--name', 'ops', '--value', 'ops@example.com',
    ); // prettier-ignore
    expect(channel).toMatchObject({ name: 'ops', checks: 2 });
    const quiet = await cli(
      'channel', 'create', '--project', project, '--kind', 'email', '--name', 'quiet', '--value', 'q@example.com',
      '--no-assign',
    ); // prettier-ignore
    expect(quiet).toMatchObject({ name: 'quiet', checks: 0 });

    const updated = await cli(
      'check',
      'update',
      backups,
      '--project',
      project,
      '--tags',
      'prod',
      '--no-manual-resume',
    );
    expect(updated).toMatchObject({
      tags: 'prod',
      manual_resume: false,
      desc: 'nightly',
      channels: channel.id,
    });
    const all = await cli('check', 'update', backups, '--project', project, '--channels', '*');
    expect((all.channels as string).split(',').sort()).toEqual([channel.id, quiet.id].sort());
    const none = await cli('check', 'update', backups, '--project', project, '--channels', '');
    expect(none.channels).toBe('');
    expect(await cli('check', 'update', backups, '--project', project, '--channels', 'loud')).toEqual({
      error: 'invalid channel identifier: loud',
      exitCode: 1,
    });
    expect(await cli('check', 'update', backups, '--project', project, '--tz', 'Mars/Olympus')).toEqual({
      error: 'tz is not a valid timezone',
      exitCode: 1,
    });
  });

  it('pauses and resumes', async () => {
    expect(await cli('check', 'pause', backups, '--project', project)).toMatchObject({ status: 'paused' });
    expect(await cli('check', 'resume', backups, '--project', project)).toMatchObject({ status: 'new' });
    expect(await cli('check', 'resume', backups, '--project', project)).toEqual({
      error: 'check is not paused',
      exitCode: 1,
    });
  });

  it('deletes only with --yes', async () => {
    expect(await cli('check', 'delete', backups, '--project', project)).toEqual({
      error: 'deleting a check deletes its pings and flips; add --yes to do it',
      exitCode: 1,
    });
    expect(await cli('check', 'delete', backups, '--project', project, '--yes')).toEqual({
      id: backups,
      deleted: true,
      exitCode: 0,
    });
    const listed = await cli('check', 'list', '--project', project);
    expect((listed.checks as { name: string }[]).map((c) => c.name)).toEqual(['hourly']);
  });

  it('names an unknown or another project’s check in one line, for every command', async () => {
    const commands = [['update', '--name', 'x'], ['pause'], ['resume'], ['delete', '--yes']];
    const unknown = await Promise.all(
      commands.map(([name, ...options]) => cli('check', name, backups, '--project', project, ...options)),
    );
    expect(unknown).toEqual(
      commands.map(() => ({ error: `no check ${backups} in project ${project}`, exitCode: 1 })),
    );
    const hourly = ((await cli('check', 'list', '--project', project)).checks as { id: string }[])[0].id;
    expect(await cli('check', 'delete', hourly, '--project', other, '--yes')).toEqual({
      error: `check ${hourly} belongs to another project than ${other}`,
      exitCode: 1,
    });
    // Without --json: the same one line on stderr, nothing on stdout.
    const plain = await runCli(['check', 'pause', 'nope', '--project', project], env);
    expect(plain).toMatchObject({ code: 1, stdout: '' });
    expect(plain.stderr).toContain(`error: no check nope in project ${project}\n`);
  });
});

describe('channel commands', () => {
  let mail = '';

  it('update changes the options given, settings laid over the stored ones', async () => {
    mail = (await cli(
      'channel', 'create', '--project', project, '--kind', 'email', '--name', 'oncall', '--value', 'a@example.com',
    )).id as string; // prettier-ignore
    expect(
      await cli('channel', 'update', mail, '--project', project, '--no-up', '--name', 'on-call'),
    ).toEqual({
      id: mail,
      name: 'on-call',
      kind: 'email',
      value: 'a@example.com',
      settings: { up: false, down: true },
      exitCode: 0,
    });
    expect(
      await cli('channel', 'update', mail, '--project', project, '--value', 'b@example.com'),
    ).toMatchObject({
      value: 'b@example.com',
      settings: { up: false, down: true },
    });
    expect(await cli('channel', 'update', mail, '--project', project, '--topic', 'x')).toEqual({
      error: '--topic is not a setting of email channels',
      exitCode: 1,
    });
    // Another kind starts from its own settings; its options are checked against it.
    expect(
      await cli(
        'channel',
        'update',
        mail,
        '--project',
        project,
        '--kind',
        'ntfy',
        '--value',
        'https://93.184.216.34/t',
        '--topic',
        't',
      ),
    ).toMatchObject({ kind: 'ntfy', settings: { topic: 't', priority: 3, priorityUp: 3 } });
  });

  it('delete removes the channel from its checks, only with --yes', async () => {
    const check = await cli('check', 'create', '--project', project, '--name', 'watched', '--channels', mail);
    expect(check.channels).toBe(mail);
    expect(await cli('channel', 'delete', mail, '--project', project)).toEqual({
      error: 'deleting a channel removes it from its checks; add --yes to do it',
      exitCode: 1,
    });
    expect(await cli('channel', 'delete', mail, '--project', project, '--yes')).toEqual({
      id: mail,
      deleted: true,
      exitCode: 0,
    });
    expect((await cli('check', 'update', check.id as string, '--project', project)).channels).toBe('');
  });

  it('names an unknown channel in one line, for every command', async () => {
    const commands = [['update', '--name', 'x'], ['delete', '--yes'], ['test']];
    const unknown = await Promise.all(
      commands.map(([name, ...options]) => cli('channel', name, mail, '--project', project, ...options)),
    );
    expect(unknown).toEqual(
      commands.map(() => ({ error: `no channel ${mail} in project ${project}`, exitCode: 1 })),
    );
  });

  it('says what --no-assign, --no-up and --no-down do', async () => {
    const help = (await runCli(['channel', 'create', '--help'], env)).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      '--no-assign attach it to no check (by default: to every check the project has now)',
    );
    expect(help).toContain('--no-up Do not send a message when a check goes up. (email, sms)');
    expect(help).toContain('--no-down Do not send a message when a check goes down. (email, sms)');
  });
});
