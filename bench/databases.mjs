// The hot paths on SQLite and on PostgreSQL (a throw-away cluster: scripts/pg-cluster.sh) in one run
// (DATABASES to choose), beside the list floor (list-floor.mjs: node:http + better-sqlite3 reading what
// the list needs and writing the same bytes, one process), measured in the same run: 1,000 published
// posts with terms and 1,000 checks (20 carry the tag the Management API list filters on), servers as
// `npm start` runs them with the response cache off. For each path, the SQL statements one request
// sends (transaction control included), read from the server's own counter over requests sent one at
// a time; the CPU time one request costs the server's processes and PostgreSQL's (over the whole load);
// and each process's resident memory once the whole run is over, and 15 s later.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { adminHeaders, measure, pingLoad, seedChecks, seedPosts, startServer, storedPings } from './lib.mjs';
import { cpuMsNow, rssNow } from './processes.mjs';
import { measureListFloor } from './floor.mjs';

const DATABASES = (process.env.DATABASES ?? 'sqlite,postgresql').split(',');
const CLUSTER = resolve(import.meta.dirname, '../scripts/pg-cluster.sh');
const METRICS_TOKEN = 'bench';
const LISTED = 20;
/** Requests sent one at a time to count statements (the background jobs' statements are noise). */
const COUNTED = 100;

const route = (server, path, query = '') =>
  `${server.url}/index.php?rest_route=${encodeURIComponent(path)}${query}`;

async function statementsSoFar(server) {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return Number(/^portico_database_statements_total (\d+)/m.exec(await response.text())[1]);
}

/** Waits until the work a load left behind (queued jobs, deliveries) has run: the counter rests. */
async function settled(server) {
  for (let last = await statementsSoFar(server); ;) {
    await new Promise((done) => setTimeout(done, 500));
    const now = await statementsSoFar(server);
    if (now - last < 10) return now;
    last = now;
  }
}

/** Statements per request of `options` (an autocannon request: url, method, headers, body). */
async function statementsPer(server, { url, method = 'GET', headers, body, requests }) {
  const before = await settled(server);
  for (let i = 0; i < COUNTED; i++) {
    const path = requests?.[0].setupRequest({}).path;
    const response = await fetch(path ? `${server.url}${path}` : url, { method, headers, body });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  }
  return +(((await statementsSoFar(server)) - before) / COUNTED).toFixed(1);
}

async function run(database, extraEnv, databasePid) {
  const server = await startServer({ CONTENT_CACHE_MB: '0', METRICS_TOKEN, ...extraEnv });
  try {
    const admin = await adminHeaders(server);
    const ids = await seedPosts(server, admin, 1000);
    const one = ids[500];
    const checks = await seedChecks(server, 1000, (i) => ({
      name: `check ${i}`,
      tags: i < LISTED ? 'listed' : 'other',
      timeout: 3600,
      grace: 60,
    }));
    const cases = {
      'posts list, uncached': { url: route(server, '/cms/v2/posts', '&per_page=10') },
      '`_embed` list': { url: route(server, '/cms/v2/posts', '&per_page=10&_embed') },
      'single post': { url: route(server, `/cms/v2/posts/${one}`) },
      'authenticated update (same title)': {
        url: route(server, `/cms/v2/posts/${one}`),
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ title: 'The same title' }),
      },
      [`Management API list (${LISTED} checks)`]: {
        url: `${server.url}/api/v3/checks/?tag=listed`,
        headers: checks.headers,
      },
      pings: pingLoad(server.url, checks.uuids),
    };
    const floor = server.databasePath
      ? await measureListFloor(server, cases['posts list, uncached'].url)
      : null;
    const rows = {};
    const pingsBefore = await storedPings(server, checks.headers);
    for (const [path, options] of Object.entries(cases)) {
      const statements = await statementsPer(server, options);
      const cpuBefore = [cpuMsNow(server.pid), databasePid ? cpuMsNow(databasePid) : 0];
      const row = await measure(`${database}: ${path}`, options);
      const perRequest = (ms) => +(ms / row['answered 2xx']).toFixed(2);
      const cpu = {
        server: perRequest(cpuMsNow(server.pid) - cpuBefore[0]),
        database: perRequest(databasePid ? cpuMsNow(databasePid) - cpuBefore[1] : 0),
      };
      rows[path] = { ...row, statements, cpu };
    }
    const stored = (await storedPings(server, checks.headers)) - pingsBefore;
    const answered = rows.pings['answered 2xx'] + COUNTED;
    if (stored < answered) throw new Error(`${answered} pings answered but only ${stored} stored`);
    const rss = rssNow(server.pid);
    // What a worker keeps once it has been quiet a while (it gives back what a burst grew).
    await new Promise((done) => setTimeout(done, 15_000));
    return { floor, rows, rss, rssQuiet: rssNow(server.pid) };
  } finally {
    await server.stop();
  }
}

const results = {};
if (DATABASES.includes('sqlite')) results.SQLite = await run('SQLite', {});
if (DATABASES.includes('postgresql')) {
  const [url, clusterDir] = execFileSync(CLUSTER, ['start'], { encoding: 'utf8' }).trim().split(' ');
  try {
    const postmaster = Number(readFileSync(join(clusterDir, 'data/postmaster.pid'), 'utf8').split('\n')[0]);
    results.PostgreSQL = await run('PostgreSQL', { DATABASE_URL: url }, postmaster);
  } finally {
    execFileSync(CLUSTER, ['stop', clusterDir]);
  }
}

const floor = results.SQLite?.floor;
const paths = Object.keys(Object.values(results)[0].rows);
const table = paths.map((path) => {
  const row = { path };
  for (const [database, { rows }] of Object.entries(results)) {
    const { 'req/s': rate, spread, 'p99 ms': p99, statements, cpu } = rows[path];
    row[`${database} req/s`] = `${rate} (${spread})`;
    if (floor) row[`${database} × floor`] = +(rate / floor['req/s']).toFixed(2);
    row[`${database} p99 ms`] = p99;
    row[`${database} statements`] = statements;
    // CPU per request: the server's processes, then the database's (SQLite's is the server's own).
    row[`${database} CPU ms`] = cpu.database ? `${cpu.server} + ${cpu.database}` : cpu.server;
  }
  if (results.SQLite && results.PostgreSQL)
    row['PostgreSQL × SQLite'] = +(
      results.PostgreSQL.rows[path]['req/s'] / results.SQLite.rows[path]['req/s']
    ).toFixed(2);
  return row;
});
if (floor) console.log(`list floor: ${floor['req/s']} req/s (${floor.spread})`);
console.table(table);
for (const [database, { rss, rssQuiet }] of Object.entries(results))
  console.log(
    `${database}: RSS MB per process (primary, workers) right after the run: ${rss.join(', ')}; 15 s later: ${rssQuiet.join(', ')}`,
  );
console.log(JSON.stringify({ floor, results }));
