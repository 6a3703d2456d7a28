// `db copy` at scale: an SQLite site with PINGS pings (default 1,000,000, over 100 checks, one in ten
// with a 1 kB body) copied, while its server runs, into a throw-away PostgreSQL (scripts/pg-cluster.sh)
// and into a new SQLite file. Prints rows/s and the copy's peak resident memory (VmHWM).
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seedChecks, startServer, timedCli } from './lib.mjs';

const PINGS = Number(process.env.PINGS ?? 1_000_000);
const CHECKS = 100;
const CLUSTER = resolve(import.meta.dirname, '../scripts/pg-cluster.sh');

/** Pings written straight into the file (the API would take minutes for a million), as the ping store writes them. */
async function seedPings(path) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path);
  db.pragma('busy_timeout = 10000');
  const checks = db.prepare('select id from checks').all();
  const insert = db.prepare(
    'insert into pings (check_id, n, kind, created, scheme, method, remote_addr, ua, body, rid, exit_status) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const body = Buffer.alloc(1024, 'log line\n');
  const start = Date.UTC(2026, 0, 1);
  db.transaction(() => {
    for (let i = 0; i < PINGS; i++)
      insert.run(
        checks[i % checks.length].id,
        Math.floor(i / checks.length) + 1,
        i % 50 === 0 ? 'fail' : null,
        start + i * 1000,
        'http',
        'POST',
        '203.0.113.7',
        'curl/8.5.0',
        i % 10 === 0 ? body : null,
        null,
        null,
      );
  })();
  db.close();
}

const server = await startServer();
const dir = mkdtempSync(join(tmpdir(), 'portico-copy-'));
// A fresh cluster's own database is empty: the copy's target.
const [url, clusterDir] = execFileSync(CLUSTER, ['start'], { encoding: 'utf8' }).trim().split(' ');
// Also when the benchmark fails (lib's failure handler exits the process).
process.on('exit', () => execFileSync(CLUSTER, ['stop', clusterDir]));
try {
  await seedChecks(server, CHECKS, (i) => ({ name: `check ${i}` }));
  await seedPings(server.databasePath);
  console.log(`source: SQLite with ${PINGS} pings over ${CHECKS} checks`);
  for (const [label, to] of [
    ['SQLite → PostgreSQL', url],
    ['SQLite → SQLite', `sqlite:${join(dir, 'copy.db')}`],
  ]) {
    const { result, seconds, peakMb } = await timedCli(['db', 'copy', '--to', to], server.env);
    console.log(
      `${label}: ${result.rows} rows in ${seconds} s, ${Math.round(result.rows / seconds)} rows/s, peak RSS ${peakMb} MB`,
    );
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
