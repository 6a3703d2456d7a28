// The shape of real monitoring traffic: cron jobs fire together. On SQLite and on PostgreSQL (a
// throw-away cluster: scripts/pg-cluster.sh; DATABASES to choose), two instances on one database
// (`npm start` each, with its workers):
// - the burst: 10,000 checks on `* * * * *` (BURST_CHECKS), one ping each sent at once, split between
//   the instances (up to 1,500 connections each), every answer timed from the moment its request was
//   written; every acknowledged ping must be stored;
// - the down detector: 300 overdue checks (OVERDUE) among 10,000 and then 100,000 (FLEET_SIZES) checks
//   that are fine, in a one-process server that runs the detector: the CPU time it spends until all 300
//   are down (less what it spends idle over as long: the detector's rounds over the checks that are
//   fine, measured apart) and how long that takes.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkSite, DIALECTS } from './direct-sql.mjs';
import { startServer } from './lib.mjs';
import { measured } from './processes.mjs';

const BURST_CHECKS = Number(process.env.BURST_CHECKS ?? 10_000);
const FLEET_SIZES = (process.env.FLEET_SIZES ?? '10000,100000').split(',').filter(Boolean).map(Number);
const OVERDUE = Number(process.env.OVERDUE ?? 300);
const DATABASES = (process.env.DATABASES ?? 'sqlite,postgresql').split(',');
const CLUSTER = resolve(import.meta.dirname, '../scripts/pg-cluster.sh');
/** Connections a load generator opens to one instance: under its workers' HTTP_MAX_CONNECTIONS. */
const SOCKETS = 1_500;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const wait = (ms) => new Promise((done) => setTimeout(done, ms));

/** One ping per check, all sent at once, spread over the instances; each answer's time in ms. */
async function burst(instances, uuids) {
  const agents = instances.map(() => new http.Agent({ keepAlive: true, maxSockets: SOCKETS }));
  const latencies = [];
  let acknowledged = 0;
  const started = performance.now();
  await Promise.all(
    uuids.map(
      (uuid, i) =>
        new Promise((done, fail) => {
          let written;
          const request = http.get(
            `${instances[i % instances.length].url}/ping/${uuid}`,
            { agent: agents[i % agents.length] },
            (response) => {
              response.resume();
              response.on('end', () => {
                latencies.push(performance.now() - written);
                if (response.statusCode === 200) acknowledged++;
                done();
              });
            },
          );
          request.on('finish', () => (written = performance.now()));
          request.on('error', fail);
        }),
    ),
  );
  const span = performance.now() - started;
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    pings: uuids.length,
    acknowledged,
    'all answered in ms': Math.round(span),
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'max ms': Math.round(latencies.at(-1)),
  };
}

async function measureBurst(label, env, dialect) {
  const first = await startServer(env);
  const instances = [first, await startServer({ ...env, DATABASE_URL: first.env.DATABASE_URL })];
  try {
    const checks = await checkSite(instances[0], dialect, { schedule: '* * * * *', grace: 60 }, 0);
    await checks.grow(BURST_CHECKS);
    const uuids = await checks.uuids();
    const row = { case: `${label}: ${uuids.length.toLocaleString('en')} pings at once, two instances` };
    Object.assign(row, await burst(instances, uuids));
    const [{ stored }] = await checks.db.all('select count(*) as stored from pings');
    row.stored = Number(stored);
    if (row.stored < row.acknowledged) throw new Error(`${label}: a ping was acknowledged but not stored`);
    await checks.close();
    console.error(JSON.stringify(row));
    return row;
  } finally {
    for (const instance of instances) await instance.stop();
  }
}

async function measureDetector(label, env, dialect) {
  // One process (no workers): the detector's rounds run where their CPU time is read.
  const server = await startServer({ ...env, WEB_CONCURRENCY: '1' });
  const rows = [];
  try {
    const checks = await checkSite(server, dialect, { timeout: 86_400, grace: 3_600 }, 0);
    const { db } = checks;
    const at = DIALECTS[dialect].secondsFromNow;
    for (const size of FLEET_SIZES) {
      await checks.grow(size);
      // Pinged now, due in a day and an hour, as the fleet's own pings would have left them.
      await db.run(
        `update checks set status = 'up', last_ping = ${at(0)}, alert_after = ${at(90_000)} where status <> 'down'`,
      );
      await wait(3_000); // a round has seen the copies
      // Three of the detector's rounds over checks that are all fine.
      const idle = await measured(server.pid, () => wait(6_000));
      const [{ first }] = await db.all("select min(id) as first from checks where status = 'up'");
      await db.run(
        `update checks set last_ping = ${at(-180_000)}, alert_after = ${at(-60)}
         where id in (select id from checks where status = 'up' and id >= ${first} order by id limit ${OVERDUE})`,
      );
      const down = async () =>
        Number((await db.all("select count(*) as n from checks where status = 'down'"))[0].n);
      const flipped = await measured(server.pid, async () => {
        while ((await down()) < OVERDUE) await wait(50);
      });
      const idlePerSecond = idle.cpu / idle.seconds;
      rows.push({
        case: `${label}: ${OVERDUE} overdue among ${size.toLocaleString('en')} checks`,
        'idle CPU s per s (rounds over fine checks)': +idlePerSecond.toFixed(3),
        'all down after s': +flipped.seconds.toFixed(2),
        'CPU s to flip them': +(flipped.cpu - idlePerSecond * flipped.seconds).toFixed(2),
      });
      console.error(JSON.stringify(rows.at(-1)));
      // Up again: the next size starts by pinging every check anew.
      await db.run(`update checks set status = 'up' where status = 'down'`);
    }
    await checks.close();
    return rows;
  } finally {
    await server.stop();
  }
}

const bursts = [];
const detector = [];
if (DATABASES.includes('sqlite')) {
  bursts.push(await measureBurst('SQLite', {}, 'sqlite'));
  detector.push(...(await measureDetector('SQLite', {}, 'sqlite')));
}
if (DATABASES.includes('postgresql')) {
  const [url, clusterDir] = execFileSync(CLUSTER, ['start'], { encoding: 'utf8' }).trim().split(' ');
  process.on('exit', () => execFileSync(CLUSTER, ['stop', clusterDir]));
  const database = (name) => {
    execFileSync('psql', [url, '-qc', `create database ${name}`]);
    return url.replace(/\/postgres$/, `/${name}`);
  };
  bursts.push(await measureBurst('PostgreSQL', { DATABASE_URL: database('burst') }, 'postgresql'));
  detector.push(...(await measureDetector('PostgreSQL', { DATABASE_URL: database('fleet') }, 'postgresql')));
}
console.table(bursts);
console.table(detector);
console.log(JSON.stringify({ bursts, detector }));
