import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/config-settings.js';
import { readConfiguration } from '../../src/app/configuration.js';
import { runCli, spawnServer, tempDir, testEnv, type ServerProcess } from '../helpers/server.js';

const dir = tempDir();
const file = join(dir, 'portico.env');
const secret = 'a-secret-key-of-32-characters-ok';
let env: Record<string, string>;
let server: ServerProcess;

beforeAll(async () => {
  env = await testEnv(dir, {
    PORTICO_CONFIG: file,
    PUBLIC_URL: 'http://localhost:18900',
    SECRET_KEY: secret,
  });
  server = await spawnServer(env);
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

/** The CLI with the configuration file and nothing else from the test's settings. */
const cli = (args: string[], extra: Record<string, string> = {}) =>
  runCli(args, { PORTICO_CONFIG: file, ...extra });

const oneObject = (stdout: string) => {
  expect(stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(stdout) as Record<string, unknown>;
};

describe('one configuration file for the server and every CLI command', () => {
  it('is written by the first start with the settings in use, for its owner alone', () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toContain(`DATABASE_URL=${env.DATABASE_URL}`);
    expect(lines).toContain('PUBLIC_URL=http://localhost:18900');
    expect(lines).toContain(`SECRET_KEY=${secret}`);
    expect(lines).toContain('# MASTER_BADGE_LABEL=Mychecks');
    for (const name of SETTING_NAMES)
      expect(
        lines.filter((line) => new RegExp(`^(# )?${name}=`).test(line)),
        name,
      ).toHaveLength(1);
    expect(server.output()).toContain('wrote the configuration file with the settings in use');
  });

  it('gives a command started with no other setting the server’s database, silently', async () => {
    const listed = await cli(['project', 'list', '--json']);
    expect(listed.code).toBe(0);
    expect(listed.stderr).toBe('');
    const { projects } = oneObject(listed.stdout) as { projects: { name: string }[] };
    expect(projects.map((project) => project.name)).toEqual(['Default']);
  });

  it('is shown by `config show`: every setting, where its value comes from, secrets masked', async () => {
    const shown = await cli(['config', 'show', '--json'], { PORT: '18900' });
    expect(shown.code).toBe(0);
    const answer = oneObject(shown.stdout) as {
      file: string;
      read: boolean;
      settings: Record<string, { value: string | null; source: string }>;
      error: string | null;
    };
    expect(answer).toMatchObject({ file, read: true, error: null });
    expect(Object.keys(answer.settings)).toEqual(SETTING_NAMES);
    expect(answer.settings.PORT).toEqual({ value: '18900', source: 'environment' });
    expect(answer.settings.DATABASE_URL.source).toBe('file');
    expect(answer.settings.SECRET_KEY).toEqual({ value: '********', source: 'file' });
    expect(answer.settings.SITE_NAME).toEqual({ value: 'Portico', source: 'default' });
    expect(answer.settings.TELEGRAM_TOKEN).toEqual({ value: null, source: 'default' });
    const text = await cli(['config', 'show']);
    expect(text.stdout).toMatch(/^SECRET_KEY +\*{8} +\[file\]$/m);
    expect(text.stdout).not.toContain(secret);
    const masked = await cli(['config', 'show', '--json'], {
      DATABASE_URL: 'postgresql://me:pw@db.example/x',
    });
    expect((oneObject(masked.stdout) as typeof answer).settings.DATABASE_URL.value).toBe(
      'postgresql://me:********@db.example/x',
    );
  });

  it('warns when a command would work on another database or address than the running server', async () => {
    const other = `sqlite:${join(dir, 'other.db')}`;
    const elsewhere = await cli(['project', 'list', '--json'], { DATABASE_URL: other });
    expect(elsewhere.code).toBe(0);
    oneObject(elsewhere.stdout);
    expect(elsewhere.stderr).toMatch(
      new RegExp(
        `^warning: the Portico server running on this host \\(pid ${server.child.pid}\\) uses .+; ` +
          `this command uses sqlite:${join(dir, 'other.db')} \\(DATABASE_URL: environment\\)\\. ` +
          `Set DATABASE_URL in ${file} or this command's environment`,
      ),
    );
    const address = await cli(['project', 'list'], { PUBLIC_URL: 'http://localhost:8000' });
    expect(address.stderr).toContain(
      `uses http://localhost:18900; this command uses http://localhost:8000 (PUBLIC_URL: environment)`,
    );
  });
});

describe('reading the configuration file', () => {
  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('takes dotenv’s forms, and the environment over the file', () => {
    const path = write(
      'forms.env',
      [
        '# a comment',
        '',
        'PORT=8123 # the port',
        "export LOG_LEVEL='warn'",
        'SITE_NAME="My site # 1 \\"quoted\\""',
        '  MASTER_BADGE_LABEL = All checks  ',
        'HOST=0.0.0.0',
      ].join('\n'),
    );
    const read = readConfiguration({ PORTICO_CONFIG: path, HOST: '127.0.0.2' });
    expect(read.env).toEqual({
      PORT: '8123',
      LOG_LEVEL: 'warn',
      SITE_NAME: 'My site # 1 "quoted"',
      MASTER_BADGE_LABEL: 'All checks',
      HOST: '127.0.0.2',
    });
    expect(read.sources).toMatchObject({ PORT: 'file', HOST: 'environment', SMTP_PORT: 'default' });
    expect(read.fromFile).toBe(true);
  });

  it('refuses what it cannot read, naming the file and the line', () => {
    const cases: [string, string][] = [
      ['PORT=1\nNOT_A_SETTING=1', ':2: NOT_A_SETTING is not a Portico setting'],
      ['PORT=1\nPORT=2', ':2: PORT is set twice'],
      ['just words', ':1: expected NAME=value'],
      ['SITE_NAME="open', ':1: the value\'s closing " is missing'],
    ];
    for (const [text, problem] of cases) {
      const path = write('bad.env', text);
      expect(() => readConfiguration({ PORTICO_CONFIG: path }), text).toThrow(`${path}${problem}`);
    }
  });

  it('reads nothing from a missing file or /dev/null', () => {
    expect(readConfiguration({ PORTICO_CONFIG: join(dir, 'missing.env') })).toMatchObject({
      fromFile: false,
      env: {},
    });
    expect(readConfiguration({ PORTICO_CONFIG: '/dev/null' })).toMatchObject({ fromFile: false, env: {} });
  });

  it('stops a command that reads a bad file with one line', async () => {
    const path = write('unknown.env', 'PROT=8000\n');
    const run = await runCli(['project', 'list', '--json'], { PORTICO_CONFIG: path });
    expect(run.code).toBe(1);
    expect(oneObject(run.stdout)).toEqual({ error: `${path}:1: PROT is not a Portico setting` });
    expect(run.stderr).toBe(`error: ${path}:1: PROT is not a Portico setting\n`);
    const value = write('value.env', 'PORT=eighty\n');
    const refused = await runCli(['config', 'show', '--json'], { PORTICO_CONFIG: value });
    expect(refused.code).toBe(1);
    expect((oneObject(refused.stdout) as { error: string }).error).toBe(
      `PORT must be an integer from 0 to 65535 (got "eighty") (in ${value})`,
    );
  });
});
