import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { openDatabase } from '../../src/app/database.js';
import type { Orm } from '../../src/db/orm.js';

/**
 * The database tests run on: SQLite files by default; with TEST_DATABASE_URL=postgresql://… (a
 * maintenance database such as `postgres` on a throw-away server), a database of its own for every
 * test server or process, created here and dropped when it stops (or at the end of the run).
 */
const SERVER = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const ON_POSTGRES = SERVER !== undefined && /^postgres(ql)?:\/\//.test(SERVER);

/** Names this run's databases share (the global setup drops what is left of them). */
export const RUN_PREFIX = `portico_test_${process.env.PORTICO_TEST_RUN ?? 'local'}_`;

/** Runs statements on the maintenance database of TEST_DATABASE_URL. */
async function onServer(...statements: string[]): Promise<void> {
  const orm = await openDatabase({ kind: 'postgresql', url: SERVER! });
  try {
    for (const sql of statements) await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

const withDatabase = (name: string) => {
  const url = new URL(SERVER!);
  url.pathname = `/${name}`;
  return url.href;
};

/** A fresh, empty database: an SQLite file in `dir`, or a new database on the PostgreSQL server. */
export async function freshDatabaseUrl(dir: string): Promise<string> {
  if (!ON_POSTGRES) return `sqlite:${join(dir, 'portico.db')}`;
  const name = `${RUN_PREFIX}${randomBytes(6).toString('hex')}`;
  // Byte order, as SQLite compares text: the same lists in the same order on both.
  await onServer(`create database "${name}" template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
  return withDatabase(name);
}

/** Drops a database freshDatabaseUrl made (an SQLite file goes with its folder). */
export async function dropDatabase(url: string): Promise<void> {
  if (!url.startsWith('postgres')) return;
  await onServer(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
}

/** Drops every database of this run that is left (servers in child processes, the CLI's). */
export async function dropRunDatabases(): Promise<void> {
  if (!ON_POSTGRES) return;
  const orm = await openDatabase({ kind: 'postgresql', url: SERVER! });
  try {
    const rows = await orm.em
      .getConnection()
      .execute<{ datname: string }[]>('select datname from pg_database where datname like ?', [
        `${RUN_PREFIX}%`,
      ]);
    for (const { datname } of rows)
      await orm.em.getConnection().execute(`drop database if exists "${datname}" with (force)`);
  } finally {
    await orm.close();
  }
}

/**
 * The SQL statements the ORM sends while `work` runs, as its connection logs them (its protected
 * `logQuery`, which every statement passes).
 */
export async function loggedStatements(orm: Orm, work: () => Promise<unknown>): Promise<string[]> {
  const connection = orm.em.getConnection() as unknown as { logQuery(sql: string, context?: unknown): void };
  const statements: string[] = [];
  const logQuery = connection.logQuery.bind(connection);
  connection.logQuery = (sql, context) => {
    statements.push(sql);
    return logQuery(sql, context);
  };
  try {
    await work();
  } finally {
    connection.logQuery = logQuery;
  }
  return statements;
}
