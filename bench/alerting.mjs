// What the alerting rules cost where they are read: a fan-out of many falls at once. On SQLite and on
// PostgreSQL (a throw-away cluster: scripts/pg-cluster.sh; DATABASES to choose), one process that runs
// the down detector and the notifier: OVERDUE checks, each with two webhook channels to a receiver on
// loopback, go overdue together; measured: how long until every notice has been received, and the CPU
// time the process spent on it. First without rules, then with rules that are read for every notice and
// let it go: a maintenance window on a tag no check has, a dependency on a check that is up, a route per
// channel with reminders (each sent notice schedules its first reminder). Three rounds each, the median.
import http from 'node:http';
import { checkSite, DIALECTS } from './direct-sql.mjs';
import { onEachDatabase } from './each-database.mjs';
import { cli, startServer } from './lib.mjs';
import { measured } from './processes.mjs';

const OVERDUE = Number(process.env.OVERDUE ?? 300);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const wait = (ms) => new Promise((done) => setTimeout(done, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A webhook receiver on loopback that counts what it got. */
async function receiver() {
  let count = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count += 1;
      response.end('ok');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    count: () => count,
    reset: () => (count = 0),
    close: () => new Promise((done) => server.close(done)),
  };
}

async function measureFanOut(label, env, dialect) {
  const server = await startServer({ ...env, WEB_CONCURRENCY: '1', INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true' });
  const hooks = await receiver();
  const rows = [];
  try {
    const site = await checkSite(server, dialect, { timeout: 86_400, grace: 3_600 }, 0);
    const { db } = site;
    const at = DIALECTS[dialect].secondsFromNow;
    // The first check stays fine: the others depend on it once the rules are on.
    await site.grow(OVERDUE + 1);
    for (const name of ['team', 'on-call'])
      await cli(
        [
          ...['channel', 'create', '--project', site.project.id, '--kind', 'webhook'],
          ...['--name', name, '--value', `${hooks.url}/${name}`],
        ],
        server.env,
      );
    const [{ parent }] = await db.all('select min(id) as parent from checks');
    const told = 2 * OVERDUE;

    const round = async () => {
      await db.run(`update checks set status = 'up', last_ping = ${at(0)}, alert_after = ${at(90_000)}`);
      await wait(2_000); // the detector has seen them fine
      hooks.reset();
      await db.run(
        `update checks set last_ping = ${at(-180_000)}, alert_after = ${at(-60)} where id <> ${parent}`,
      );
      const { seconds, cpu } = await measured(server.pid, async () => {
        while (hooks.count() < told) await wait(20);
      });
      return { seconds, cpu };
    };
    const measure = async (rules) => {
      const runs = [];
      for (let i = 0; i < ROUNDS; i += 1) runs.push(await round());
      rows.push({
        case: `${label}: ${OVERDUE} checks fall, ${told} notices, ${rules}`,
        'all received after s': +median(runs.map((run) => run.seconds)).toFixed(2),
        'CPU s': +median(runs.map((run) => run.cpu)).toFixed(2),
      });
      console.error(JSON.stringify(rows.at(-1)));
    };

    await measure('no rules');
    await cli(
      [
        ...['maintenance', 'add', '--project', site.project.id, '--tag', 'never', '--name', 'migration'],
        ...['--schedule', '0 3 * * 0', '--duration', '3600'],
      ],
      server.env,
    );
    await db.run(
      `insert into check_dependencies (check_id, depends_on_id) select id, ${parent} from checks where id <> ${parent}`,
    );
    await db.run(
      `insert into alert_routes (check_id, channel_id, delay, remind_every, remind_max, slow)
       select c.id, ch.id, 0, 3600, 3, false from checks c cross join channels ch`,
    );
    await measure('a window, a dependency and routes with reminders read for each');
    await site.close();
    return rows;
  } finally {
    await hooks.close();
    await server.stop();
  }
}

const rows = await onEachDatabase('alerting', measureFanOut);
console.table(rows);
console.log(JSON.stringify(rows));
