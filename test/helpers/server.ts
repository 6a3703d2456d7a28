import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Clock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import type { Settings } from '../../src/domain-deps.js';
import { openDatabase } from '../../src/app/database.js';
import { migrate, type Orm } from '../../src/db/orm.js';
import { startInstance, type RunningInstance } from '../../src/app/instance.js';
import { settingsOf } from '../../src/runtime.js';
import { dropDatabase, freshDatabaseUrl } from './database.js';

export const ROOT = resolve(import.meta.dirname, '../..');

export function tempDir(prefix = 'portico-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** With TEST_MEDIA_STORAGE=s3: media in the run's bucket (global-setup.ts), under the folder's name. */
const s3Env = (dir: string): Record<string, string> =>
  process.env.TEST_S3_ENDPOINT
    ? {
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: process.env.TEST_S3_ENDPOINT,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: basename(dir),
      }
    : {};

/** Settings of a server or CLI in `dir`, but for its database (see testEnv). */
export function baseEnv(dir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: `sqlite:${join(dir, 'portico.db')}`,
    MEDIA_DIR: join(dir, 'uploads'),
    ...s3Env(dir),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    // The monitor looks once at start-up and then hourly, so pinned-clock tests see only the flips
    // they cause; tests of the down detector and notifier ask for a short interval.
    MONITOR_INTERVAL_MS: '3600000',
    // One process unless a test asks for workers (test/foundation/cluster.test.ts does).
    WEB_CONCURRENCY: '1',
    ...extra,
  };
}

/**
 * Environment for a server or CLI with a fresh database of its own: a file in `dir`, or one on the
 * PostgreSQL server of TEST_DATABASE_URL (see database.ts).
 */
export async function testEnv(
  dir: string,
  extra: Record<string, string> = {},
): Promise<Record<string, string>> {
  return baseEnv(dir, { DATABASE_URL: await freshDatabaseUrl(dir), ...extra });
}

export interface TestServer extends RunningInstance {
  dir: string;
  env: Record<string, string>;
  /** Closes the server and removes its files. */
  stop(): Promise<void>;
}

/** The real server in this process, on an ephemeral loopback port with a fresh temporary database. */
export async function startTestServer(
  options: { clock?: Clock; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dir = tempDir();
  const env = await testEnv(dir, options.env);
  const instance = await startInstance(loadConfig(env), { clock: options.clock });
  return {
    ...instance,
    dir,
    env,
    stop: async () => {
      await instance.close();
      await dropDatabase(env.DATABASE_URL);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  dir: string;
  orm: Orm;
  settings: Settings;
  /** Closes the database and removes its folder. */
  close(): Promise<void>;
}

/** A migrated database on a fresh temporary SQLite file, for tests of the domain services. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dir = tempDir();
  const config = loadConfig(await testEnv(dir));
  const orm = await openDatabase(config.database);
  await migrate(orm);
  return {
    dir,
    orm,
    settings: { ...(await settingsOf(orm, config, 0)), publicUrl: 'http://portico.test' },
    close: async () => {
      await orm.close();
      await dropDatabase(config.database.kind === 'postgresql' ? config.database.url : '');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The built CLI (dist/, made by `pretest`) as a child process, from `cwd` (the project by default). */
export function spawnCli(
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): { child: ChildProcessWithoutNullStreams; result: Promise<CliResult> } {
  const child = spawn(process.execPath, [join(ROOT, 'dist/src/cli/main.js'), ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  const result = new Promise<CliResult>((resolvePromise, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code: code ?? -1, stdout, stderr }));
  });
  return { child, result };
}

/** Runs the built CLI to its end. */
export const runCli = (args: string[], env: Record<string, string>, cwd = ROOT): Promise<CliResult> =>
  spawnCli(args, env, cwd).result;

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node dist/src/app/main.js` as a child process, with `npm start`'s flags; resolves once it serves. */
export function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=16', join(ROOT, 'dist/src/app/main.js')], {
      cwd: ROOT,
      env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /"url":"(http:\/\/[^"]+)".*"msg":"Portico is serving"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePromise({ child, url: match[1], output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export interface GraphqlBody {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

/** POSTs a GraphQL request. */
export async function graphql(
  url: string,
  query: string,
  options: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: GraphqlBody }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

export function basicAuth(login: string, password: string): string {
  return 'Basic ' + Buffer.from(`${login}:${password}`).toString('base64');
}
