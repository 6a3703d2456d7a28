// Scale-out: ping ingest and the uncached posts list on SQLite (one instance), on PostgreSQL (one
// instance) and on PostgreSQL with two instances behind two load generators, in one run. PostgreSQL is
// a throw-away cluster (scripts/pg-cluster.sh --durable: fsync on, so a ping is acknowledged only once
// it is on disk, as on SQLite). Every answered ping must be stored.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import {
  adminHeaders,
  measureTogether,
  pingLoad,
  report,
  seedChecks,
  seedPosts,
  startServer,
  storedPings,
} from './lib.mjs';

const CHECKS = 1000;
const POSTS = 1000;
const CLUSTER = resolve(import.meta.dirname, '../scripts/pg-cluster.sh');

/** Each generator's requests miss the response cache: a parameter the route ignores makes every URL new. */
function uncachedList(base) {
  let miss = 0;
  return {
    url: `${base}/index.php?rest_route=${encodeURIComponent('/cms/v2/posts')}&per_page=10`,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path}&miss=${miss++}` }) }],
  };
}

/** The two measurements against `servers` (one load generator each), seeded through the first. */
async function measureSetup(label, servers, seeded) {
  const [first] = servers;
  const before = await storedPings(first, seeded.checks.headers);
  const pings = await measureTogether(
    `${label}: GET /ping/<uuid>`,
    servers.map((server) => pingLoad(server.url, seeded.checks.uuids)),
  );
  const stored = (await storedPings(first, seeded.checks.headers)) - before;
  if (stored < pings['answered 2xx'])
    throw new Error(`${label}: ${pings['answered 2xx']} pings answered but only ${stored} stored`);
  const list = await measureTogether(
    `${label}: GET cms/v2/posts?per_page=10 (uncached)`,
    servers.map((server) => uncachedList(server.url)),
  );
  return [pings, list];
}

async function seed(server) {
  const checks = await seedChecks(server, CHECKS, (i) => ({ name: `check ${i}` }));
  await seedPosts(server, await adminHeaders(server), POSTS);
  return { checks };
}

const rows = [];

const sqlite = await startServer();
try {
  rows.push(...(await measureSetup('SQLite, 1 instance', [sqlite], await seed(sqlite))));
} finally {
  await sqlite.stop();
}

const [url, clusterDir] = execFileSync(CLUSTER, ['start', '--durable'], { encoding: 'utf8' })
  .trim()
  .split(' ');
// Also when the benchmark fails (lib's failure handler exits the process).
process.on('exit', () => execFileSync(CLUSTER, ['stop', clusterDir]));
const servers = [await startServer({ DATABASE_URL: url })];
try {
  const seeded = await seed(servers[0]);
  rows.push(...(await measureSetup('PostgreSQL, 1 instance', servers, seeded)));
  servers.push(await startServer({ DATABASE_URL: url }));
  rows.push(...(await measureSetup('PostgreSQL, 2 instances', servers, seeded)));
} finally {
  for (const server of servers) await server.stop();
}
report(rows);
