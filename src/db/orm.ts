import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { AbstractSqlDriver, SqlEntityManager } from '@mikro-orm/sql';
import type { SqliteConnection } from '@mikro-orm/sqlite';
import type pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import { LOCK_WAIT_MS } from './deadline.js';
import { lockNamed } from './dialect.js';
import { untilNotBusy } from './driver/sqlite-driver.js';
import { reuseStatements } from './driver/statement-cache.js';

export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager>;
/** One unit of work (a request's fork, a transaction): the same API on SQLite and PostgreSQL. */
export type EntityManager = SqlEntityManager;

/** The better-sqlite3 database under an SQLite ORM (the pragmas, the ping store's prepared statements). */
export const sqliteDatabase = (orm: Orm) =>
  (orm.em.getConnection() as unknown as SqliteConnection).getNativeClient();

/** The `pg` pool under a PostgreSQL ORM (its connection counts, for the operator metrics). */
export const postgresqlPool = (orm: Orm) =>
  (orm.em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> }).getNativeClient();

/** The database could not be opened: the message is one line (the server reports it and stops). */
export class DatabaseUnavailable extends Error {}

/** Where a PostgreSQL URL points, without its password. */
const serverOf = (url: string) => {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
};

/**
 * Opens the database with the ORM `options` (the composition root's: src/app/database.ts). On SQLite it sets the pragmas Portico relies on: WAL (readers never block the
 * writer), synchronous=NORMAL (a committed transaction survives a process crash) and foreign keys,
 * and keeps compiled statements for reuse. A PostgreSQL server that cannot be reached is reported
 * now, in one line, rather than at the first request.
 */
export async function openOrm(target: DatabaseTarget, options: Partial<Options>): Promise<Orm> {
  if (target.kind === 'sqlite' && target.path !== ':memory:')
    mkdirSync(dirname(target.path), { recursive: true });
  const orm = (await MikroORM.init({ extensions: [Migrator], ...options })) as Orm;
  if (target.kind === 'sqlite') {
    const db = await sqliteDatabase(orm);
    // While another process writes to a new file still in rollback mode (the first of two instances
    // starting at once), SQLite refuses the switch to WAL at once instead of calling the busy handler.
    await untilNotBusy(() => db.pragma('journal_mode = WAL'), Date.now() + LOCK_WAIT_MS);
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    reuseStatements(db);
    return orm;
  }
  const reached = await orm.connect().then(
    () => orm.checkConnection(),
    // The driver's own words (a DatabaseFault says only that the database is unavailable).
    (error: Error) => ({ ok: false as const, reason: ((error.cause as Error | undefined) ?? error).message }),
  );
  if (!reached.ok) {
    await orm.close(true);
    throw new DatabaseUnavailable(`cannot reach PostgreSQL at ${serverOf(target.url)}: ${reached.reason}`);
  }
  return orm;
}

/**
 * Applies pending migrations in one transaction; returns the names applied. It holds the migration
 * lock, so instances starting at once on one database migrate it once: the others wait, then find
 * nothing pending.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  // The migrator creates its table on first use, outside any transaction (inside ours it would wait
  // for the connection ours holds); an instance that loses that race finds the table on a second try.
  await orm.migrator.getExecuted().catch(() => orm.migrator.getExecuted());
  return orm.em.fork().transactional(async (em) => {
    await lockNamed(em, 'migrations');
    const applied = await orm.migrator.up({ transaction: em.getTransactionContext() });
    return applied.map((m) => m.name);
  });
}
