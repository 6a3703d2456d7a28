import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES } from '../helpers/database.js';
import {
  expectFullServiceWithin5s,
  type FaultyCluster,
  load,
  metric,
  slowest,
  stopServer,
  twoWorkers,
} from '../helpers/faults.js';
import { baseEnv, ROOT, tempDir } from '../helpers/server.js';
import { LOCK_WAIT_MS } from '../../src/db/deadline.js';

// Faults of a PostgreSQL server of the test's own (the suite's shared one must keep serving the other
// test files): its backends terminated, the server stopped and started, the server hung.
const CLUSTER = join(ROOT, 'scripts/pg-cluster.sh');
let url: string;
let clusterDir: string;
const dir = tempDir();

const pgCluster = (...args: string[]) => execFileSync(CLUSTER, args, { encoding: 'utf8' }).trim();

beforeAll(() => {
  if (!ON_POSTGRES) return;
  [url, clusterDir] = pgCluster('start').split(' ');
});
afterAll(() => {
  if (clusterDir) pgCluster('stop', clusterDir);
  rmSync(dir, { recursive: true, force: true });
});

/** A new, empty database on the test's server. */
let databases = 0;
async function freshDatabase(): Promise<string> {
  const name = `faults_${++databases}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.href;
}

/** Terminates every client backend of the database but the caller's: what an administrator's pg_terminate_backend does. */
async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: database });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and datname = current_database() and backend_type = 'client backend'`,
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/** The server's processes: the postmaster and its children. */
function serverPids(): number[] {
  const postmaster = Number(readFileSync(join(clusterDir, 'data/postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' });
  return [postmaster, ...children.split('\n').map(Number).filter(Boolean)];
}

/** The check's ping log has no gap or repeat, and holds at least every acknowledged ping. */
async function pingLogHolds(cluster: FaultyCluster, acknowledged: number): Promise<void> {
  const headers = { 'X-Api-Key': cluster.apiKey };
  const check = (await (
    await fetch(`${cluster.server.url}/api/v3/checks/${cluster.uuid}`, { headers })
  ).json()) as {
    n_pings: number;
  };
  expect(check.n_pings).toBeGreaterThanOrEqual(acknowledged);
  const log = (await (
    await fetch(`${cluster.server.url}/api/v3/checks/${cluster.uuid}/pings/`, { headers })
  ).json()) as { pings: { n: number }[] };
  const numbers = log.pings.map((ping) => ping.n);
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => check.n_pings - i));
}

describe.skipIf(!ON_POSTGRES)('PostgreSQL faults', () => {
  it('backends terminated, then the server stopped and started: every request answered in time, service back by itself', async () => {
    const database = await freshDatabase();
    const cluster = await twoWorkers(baseEnv(dir, { DATABASE_URL: database }));
    try {
      const traffic = load(cluster);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await terminateBackends(database)).toBeGreaterThan(0);
      const terminated = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 6000));

      pgCluster('halt', clusterDir);
      // The status view reads the database, as Healthchecks' does: it says the database is gone.
      const status = await fetch(`${cluster.server.url}/api/v3/status/`);
      expect([status.status, status.headers.get('retry-after')]).toEqual([503, '5']);
      expect(await status.json()).toEqual({ error: 'The database is unavailable; try again shortly.' });
      await new Promise((resolve) => setTimeout(resolve, 4000));
      pgCluster('resume', clusterDir);
      const restarted = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const sent = await traffic.stop();

      const longest = slowest(sent);
      expect(longest).toBeLessThanOrEqual(LOCK_WAIT_MS + 1000);
      expect(sent.every((request) => [200, 201, 503].includes(request.status))).toBe(true);
      const output = cluster.server.output();
      const afterTermination = expectFullServiceWithin5s(
        sent.filter((r) => r.start < restarted - 4000),
        output,
        terminated,
      );
      const afterRestart = expectFullServiceWithin5s(sent, output, restarted);
      console.log(
        `PostgreSQL: slowest answer ${longest} ms; full service ${afterTermination} ms after its backends ` +
          `were terminated, ${afterRestart} ms after it started again`,
      );

      const acknowledged = sent.filter((r) => r.kind === 'ping' && r.status === 200).length;
      await pingLogHolds(cluster, acknowledged);
      expect(output).not.toMatch(/"msg":"request failed"/);
      expect(await metric(cluster, 'portico_database_errors_total{kind="unavailable"}')).toBeGreaterThan(0);
    } finally {
      expect((await stopServer(cluster.server)).code).toBe(0);
    }
  }, 90_000);

  it('a hung server: a graceful stop still ends within its deadline, non-zero as requests were cut', async () => {
    const cluster = await twoWorkers(baseEnv(dir, { DATABASE_URL: await freshDatabase() }));
    const paused = serverPids();
    try {
      for (const pid of paused) process.kill(pid, 'SIGSTOP');
      const inFlight = fetch(`${cluster.server.url}/api/v3/checks/`, {
        headers: { 'X-Api-Key': cluster.apiKey },
      }).then(
        (res) => res.status,
        () => 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { code, ms: took } = await stopServer(cluster.server);
      console.log(`stopped in ${took} ms with PostgreSQL hung`);
      expect(took).toBeLessThan(10_000 + 1500);
      expect(code).toBe(1);
      expect([0, 503]).toContain(await inFlight);
    } finally {
      for (const pid of paused) process.kill(pid, 'SIGCONT');
      cluster.server.child.kill('SIGKILL');
    }
  }, 60_000);
});
