// Writing rows straight into a benchmark server's database, as another process would: SQLite through
// better-sqlite3, PostgreSQL through pg, with the SQL that differs between them.
import Database from 'better-sqlite3';
import pg from 'pg';
import { cli } from './lib.mjs';

/** The SQL that differs: the numbers from..to as rows `n(i)`, and a column's date `n.i` minutes earlier. */
export const DIALECTS = {
  sqlite: {
    numbers: (from, to) =>
      `with recursive n (i) as (select ${from} union all select i + 1 from n where i < ${to})`,
    // Local dates are text (`2026-11-27T21:00:00`), GMT ones milliseconds.
    localEarlier: (column) => `strftime('%Y-%m-%dT%H:%M:%S', ${column}, '-' || n.i || ' minutes')`,
    gmtEarlier: (column) => `${column} - n.i * 60000`,
    secondsFromNow: (seconds) => `cast(unixepoch('subsec') * 1000 as integer) + ${seconds * 1000}`,
    uuid: `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`,
  },
  postgresql: {
    numbers: (from, to) => `with n (i) as (select generate_series(${from}, ${to}))`,
    localEarlier: (column) =>
      `to_char(${column}::timestamp - n.i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS')`,
    gmtEarlier: (column) => `${column} - n.i * interval '1 minute'`,
    // To the millisecond, as Portico writes times (its conditional updates compare them).
    secondsFromNow: (seconds) => `date_trunc('milliseconds', now()) + interval '${seconds} seconds'`,
    uuid: 'gen_random_uuid()::text',
  },
};

/** A connection of the bench's own beside the server's: `all` reads rows, `run` writes. */
export async function connect(server, dialect) {
  if (dialect === 'sqlite') {
    const db = new Database(server.databasePath);
    db.pragma('busy_timeout = 10000');
    return {
      all: async (sql) => db.prepare(sql).all(),
      run: async (sql) => db.exec(sql),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await client.connect();
  return {
    all: async (sql) => (await client.query(sql)).rows,
    run: async (sql) => void (await client.query(sql)),
    close: () => client.end(),
  };
}

/**
 * A project with one check made through the API (`fields`), and a function that grows it to a number of
 * checks: copies of that one, each with `loggedPings` pings in its log.
 */
export async function checkSite(server, dialect, fields, loggedPings) {
  const project = await cli(['project', 'create', '--name', 'growth'], server.env);
  const headers = { 'content-type': 'application/json', 'x-api-key': project.api_key };
  const response = await fetch(`${server.url}/api/v3/checks/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'check 0', ...fields }),
  });
  if (response.status !== 201) throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  const { uuid } = await response.json();
  const db = await connect(server, dialect);
  const sql = DIALECTS[dialect];
  const [row] = await db.all(`select * from checks where uuid = '${uuid}'`);
  const own = ['id', 'uuid', 'badge_key', 'name', 'slug', 'n_pings', 'last_ping'];
  const copied = Object.keys(row).filter((column) => !own.includes(column));
  let checks = 1;
  return {
    project,
    headers,
    grow: async (size) => {
      const [{ last }] = await db.all('select max(id) as last from checks');
      await db.run(
        `${sql.numbers(checks, size - 1)}
         insert into checks (uuid, badge_key, name, slug, n_pings, last_ping, ${copied.map((c) => `"${c}"`).join(', ')})
         select ${sql.uuid}, ${sql.uuid}, 'check ' || n.i, 'check-' || n.i, ${loggedPings}, t.created_at,
           ${copied.map((column) => `t."${column}"`).join(', ')}
         from n cross join checks t where t.id = ${row.id}`,
      );
      if (loggedPings)
        await db.run(
          `${sql.numbers(1, loggedPings)}
         insert into pings (check_id, n, kind, created, scheme, method, remote_addr, ua)
         select c.id, n.i, null, ${sql.gmtEarlier('c.created_at')}, 'http', 'GET', '127.0.0.1', 'growth'
         from checks c cross join n where c.id > ${last}`,
        );
      checks = size;
    },
    db,
    uuids: async () => (await db.all('select uuid from checks order by id')).map((check) => check.uuid),
    close: () => db.close(),
  };
}
