// Shared by the benchmark scripts: a real server on a temporary database, the CLI, autocannon runs.
import { Buffer } from 'node:buffer';
import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');

const scriptOf = (script) => JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts[script];

/** Node's flags of an npm script (the V8 heap sizing), so a benchmarked process runs as it would. */
export const nodeFlags = (script) => scriptOf(script).match(/(?<=\s)--[\w-]+(?:=\S+)?/g) ?? [];

/** The variables an npm script sets before `node` (the allocator's arenas), for the same reason. */
const scriptEnv = (script) =>
  Object.fromEntries(
    [
      ...scriptOf(script)
        .split(/\snode\s/)[0]
        .matchAll(/([A-Z_]+)=(\S+)/g),
    ].map(([, name, value]) => [name, value]),
  );
const START_FLAGS = nodeFlags('start');

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

/**
 * `node dist/src/app/main.js` on a fresh SQLite file (or the `DATABASE_URL` of `extraEnv`), logging at
 * info level (an access log line per request).
 */
export async function startServer(extraEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  const env = {
    ...process.env,
    // The bench's own settings only: no portico.env read, none written into the checkout.
    PORTICO_CONFIG: '/dev/null',
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
  const child = spawnChild(process.execPath, [...START_FLAGS, join(ROOT, 'dist/src/app/main.js')], {
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
    databasePath: env.DATABASE_URL.startsWith('sqlite:') ? env.DATABASE_URL.slice('sqlite:'.length) : null,
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
    [...nodeFlags('cli'), join(ROOT, 'dist/src/cli/main.js'), ...args, '--json'],
    {
      cwd: ROOT,
      env: { ...scriptEnv('cli'), ...env },
    },
  );
  return JSON.parse(stdout);
}

/**
 * `npm run cli -- <args> --json` under /usr/bin/time: the JSON it prints, the seconds it took and its
 * peak resident memory (VmHWM) in MB.
 */
export async function timedCli(args, env) {
  const { stdout, stderr } = await promisify(execFile)(
    '/usr/bin/time',
    [
      '-f',
      'PEAK %M %e',
      process.execPath,
      ...nodeFlags('cli'),
      join(ROOT, 'dist/src/cli/main.js'),
      ...args,
      '--json',
    ],
    { cwd: ROOT, env: { ...scriptEnv('cli'), ...env }, maxBuffer: 1 << 28 },
  );
  const [, peakKb, seconds] = /PEAK (\d+) ([\d.]+)/.exec(stderr);
  return { result: JSON.parse(stdout), seconds: Number(seconds), peakMb: Math.round(Number(peakKb) / 1024) };
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

/**
 * The admin's (`headers` from adminHeaders) cms/v2 `create(path, body)`, which returns the new item's
 * id, and 5 categories and 10 tags made with it.
 */
export async function seedTerms(server, headers) {
  const route = (path) => `${server.url}/index.php?rest_route=${encodeURIComponent(path)}`;
  const create = async (path, body) => {
    const response = await fetch(route(path), { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 201)
      throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
    return (await response.json()).id;
  };
  const categories = [];
  for (let i = 0; i < 5; i++) categories.push(await create('/cms/v2/categories', { name: `Category ${i}` }));
  const tags = [];
  for (let i = 0; i < 10; i++) tags.push(await create('/cms/v2/tags', { name: `Tag ${i}` }));
  return { create, categories, tags };
}

/**
 * `count` published posts made through cms/v2, each in one of 5 categories with 2 of 10 tags, written
 * by the admin (`headers` from adminHeaders); returns their ids in creation order.
 */
export async function seedPosts(server, headers, count) {
  const { create, categories, tags } = await seedTerms(server, headers);
  const ids = [];
  await inParallel(count, 10, async (i) => {
    ids[i] = await create('/cms/v2/posts', {
      title: `Post ${i}`,
      content: `<!-- wp:paragraph --><p>Body of post ${i}, with "quotes" -- and a dash.</p><!-- /wp:paragraph -->`,
      status: 'publish',
      categories: [categories[i % 5]],
      tags: [tags[i % 10], tags[(i + 3) % 10]],
    });
  });
  return ids;
}

/** An autocannon load cycling through the checks' ping URLs (`GET /ping/<uuid>`). */
export function pingLoad(base, uuids) {
  let i = 0;
  return {
    url: base,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/ping/${uuids[i++ % uuids.length]}` }) }],
  };
}

/** How many pings the project's checks have stored (their `n_pings` summed, read through the API). */
export async function storedPings(server, headers) {
  const response = await fetch(`${server.url}/api/v3/checks/`, { headers });
  return (await response.json()).checks.reduce((sum, check) => sum + check.n_pings, 0);
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
 * Autocannon at 50 connections: a discarded 2 s warm-up, then RUNS runs of 10 s. A wrong answer
 * (non-2xx) fails the benchmark. Reports the median run's requests/s with the spread of all runs.
 */
export function measure(title, options) {
  return measureTogether(title, [options]);
}

/** Runs per figure: its median and spread are reported (`BENCH_RUNS=1` for a quick look). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Several autocannon loads at once (one load generator per server behind a balancer), 50 connections
 * split between them: requests/s summed per run, latencies the worst of them, RUNS runs.
 */
export async function measureTogether(title, runs) {
  const connections = Math.ceil(50 / runs.length);
  const all = (duration) =>
    Promise.all(runs.map((options) => autocannon({ connections, ...options, duration })));
  // A short discarded run first: JIT warm-up and connection set-up are not what is measured.
  const warmUp = await all(2);
  const measured = [];
  for (let run = 0; run < RUNS; run++) measured.push(await all(10));
  const sum = (list, key) => list.reduce((total, result) => total + result[key], 0);
  const every = measured.flat();
  if (sum(warmUp, 'non2xx') || sum(every, 'non2xx')) throw new Error(`${title}: non-2xx answers`);
  const errors = sum(warmUp, 'errors') + sum(every, 'errors');
  if (errors) throw new Error(`${title}: ${errors} requests failed`);
  const rates = measured.map((results) =>
    results.reduce((total, result) => total + result.requests.average, 0),
  );
  const worst = (key) =>
    median(measured.map((results) => Math.max(...results.map((result) => result.latency[key]))));
  return {
    title,
    'req/s': Math.round(median(rates)),
    spread: `${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))}`,
    'p50 ms': worst('p50'),
    'p99 ms': worst('p99'),
    'timed out': sum(every, 'timeouts'),
    // Every run: what the servers acknowledged, for benchmarks that verify it was all stored.
    'answered 2xx': sum(warmUp, '2xx') + sum(every, '2xx'),
  };
}

/** The ratio row of `row` to `floor` (requests/s). */
export const ratio = (title, row, floor) => ({ title, 'req/s': +(row['req/s'] / floor['req/s']).toFixed(2) });

export function report(rows) {
  console.table(rows);
  console.log(JSON.stringify(rows));
}
