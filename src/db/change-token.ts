import { sqliteDatabase, type Orm } from './orm.js';

/**
 * A token that differs whenever the database may hold other content than when it was last read, or
 * null while that cannot be known (a transaction of this connection is open). Read caches compare it.
 */
export type ChangeToken = () => Promise<string | null>;

/**
 * SQLite's: commits of other connections (the CLI, a second server) move `PRAGMA data_version`; this
 * connection's own writes move `total_changes()`, rolled-back ones too. Both are reads of counters
 * kept in memory, a few microseconds.
 */
async function sqliteChangeToken(orm: Orm): Promise<ChangeToken> {
  const db = await sqliteDatabase(orm);
  // Statements in their default mode (rows as objects): they may be shared, see statement-cache.ts.
  const counters = db.prepare('SELECT total_changes() AS changes, * FROM pragma_data_version');
  return async () => {
    if (db.inTransaction) return null;
    const { changes, data_version } = counters.get() as { changes: number; data_version: number };
    return `${data_version}:${changes}`;
  };
}

/**
 * PostgreSQL's: a counter row the content tables' triggers bump in every writing transaction
 * (migrations 20261124070000 and 20261124090000: bumped once, at commit), read as committed: the same for every instance on the database.
 */
function postgresqlChangeToken(orm: Orm): ChangeToken {
  return async () => {
    const [row] = await orm.em
      .getConnection()
      .execute<{ n: string | number }[]>('select n from content_changes where id = 1');
    return String(row.n);
  };
}

export const changeToken = (orm: Orm, kind: 'sqlite' | 'postgresql'): Promise<ChangeToken> | ChangeToken =>
  kind === 'sqlite' ? sqliteChangeToken(orm) : postgresqlChangeToken(orm);
