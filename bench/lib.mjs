// Shared by the benchmark scripts: a real server on a temporary database, the CLI, autocannon runs.
import { Buffer } from 'node:buffer';
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');

/** Processes a benchmark started; none may outlive it, and none may die while it measures. */
const children = new Set();

/** Any failure ends the benchmark at once: one line on stderr, exit code 1, no process left behind. */
function fail(error) {
  console.error(`bench failed: ${String(error?.message ?? error).split('\n')[0]}`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);

/** A child process of the benchmark: its unexpected exit fails the benchmark. */
export function spawnChild(command, args, options) {
  const child = spawn(command, args, options);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!child.stopping) fail(new Error(`${args.at(-1)} exited (${signal ?? code}) during the benchmark`));
  });
  return child;
}

/** Stops a child started with spawnChild and waits for it. */
export async function stopChild(child, signal = 'SIGTERM') {
  if (!children.has(child)) return;
  child.stopping = true;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

/** The peak resident memory (MB) of a process while `work` runs, sampled every 250 ms. */
export async function peakRss(pid, work) {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(
        peak,
        Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0),
      );
    } catch {
      clearInterval(timer); // the process is gone: its exit is reported on its own
    }
  };
  const timer = setInterval(sample, 250);
  try {
    return { result: await work(), rssMb: Math.round(peak / 1024) };
  } finally {
    clearInterval(timer);
  }
}

/** `node dist/src/main.js` on a fresh SQLite file, logging at info level (an access log line per request). */
export async function startServer(extraEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite:${join(dir, 'portico.db')}`,
    MEDIA_DIR: join(dir, 'uploads'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...extraEnv,
  };
  // The log goes to a file, as under a process manager: a pipe drained by this (busy) process would
  // stall the server on full-pipe writes and measure the load generator instead.
  const log = join(dir, 'server.log');
  const child = spawnChild(process.execPath, [join(ROOT, 'dist/src/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
  });
  let url;
  while (!url) {
    await new Promise((done) => setTimeout(done, 50));
    url = /"url":"(http:\/\/[^"]+)".*"msg":"Portico is serving"/.exec(readFileSync(log, 'utf8'))?.[1];
  }
  return {
    url,
    env,
    pid: child.pid,
    databasePath: join(dir, 'portico.db'),
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run cli -- <args> --json` against the server's database and returns the JSON it prints. */
export async function cli(args, env) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'dist/src/cli/main.js'), ...args, '--json'],
    {
      cwd: ROOT,
      env,
    },
  );
  return JSON.parse(stdout);
}

/** JSON request headers authenticated as the first-start admin (a new application password). */
export async function adminHeaders(server) {
  const { password } = await cli(
    ['app-password', 'create', '--login', 'admin', '--name', 'bench'],
    server.env,
  );
  return {
    'content-type': 'application/json',
    authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`,
  };
}

/**
 * A project with `count` checks made through the API (`fields(i)` gives each one's fields): its
 * read-write API headers and the checks' UUIDs in creation order.
 */
export async function seedChecks(server, count, fields) {
  const project = await cli(['project', 'create', '--name', 'bench'], server.env);
  const headers = { 'content-type': 'application/json', 'x-api-key': project.api_key };
  const uuids = [];
  await inParallel(count, 10, async (i) => {
    const response = await fetch(`${server.url}/api/v3/checks/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(fields(i)),
    });
    if (response.status !== 201)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    uuids[i] = (await response.json()).uuid;
  });
  return { headers, uuids };
}

/** Sends `count` requests with at most `concurrency` in flight (for seeding data). */
export async function inParallel(count, concurrency, send) {
  let next = 0;
  const worker = async () => {
    while (next < count) await send(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * One autocannon run: 50 connections for 10 s unless told otherwise. A wrong answer (non-2xx) fails
 * the benchmark; requests autocannon gave up on are counted in the report.
 */
export async function measure(title, options) {
  // A short discarded run first: JIT warm-up and connection set-up are not what is measured.
  const warmUp = await autocannon({ connections: 50, ...options, duration: 2 });
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  if (warmUp.non2xx || result.non2xx) throw new Error(`${title}: non-2xx answers`);
  if (warmUp.errors || result.errors)
    throw new Error(`${title}: ${warmUp.errors + result.errors} requests failed`);
  return {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'timed out': result.timeouts,
    // Both runs: what the server acknowledged, for benchmarks that verify it was all stored.
    'answered 2xx': warmUp['2xx'] + result['2xx'],
  };
}

export function report(rows) {
  console.table(rows);
  console.log(JSON.stringify(rows));
}
