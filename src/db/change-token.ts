import { sqliteDatabase, type Orm } from './orm.js';

/**
 * A token that differs whenever the database may hold other data than when it was last read, or null
 * while a transaction is open (its rows may still be rolled back). Read caches compare it.
 */
export type ChangeToken = () => string | null;

/**
 * SQLite's: commits of other connections (the CLI, a second server) move `PRAGMA data_version`; this
 * connection's own writes move `total_changes()`, rolled-back ones too. Both are reads of counters
 * kept in memory, a few microseconds. (PostgreSQL has no counter this cheap; there is no token.)
 */
export async function sqliteChangeToken(orm: Orm): Promise<ChangeToken> {
  const db = await sqliteDatabase(orm);
  // Statements in their default mode (rows as objects): they may be shared, see statement-cache.ts.
  const counters = db.prepare('SELECT total_changes() AS changes, * FROM pragma_data_version');
  return () => {
    if (db.inTransaction) return null;
    const { changes, data_version } = counters.get() as { changes: number; data_version: number };
    return `${data_version}:${changes}`;
  };
}
