import type { Orm } from './orm.js';

/**
 * A token that differs whenever the database may hold other data than when it was last read, or null
 * while a transaction is open (its rows may still be rolled back). Read caches compare it.
 */
export type ChangeToken = () => string | null;

interface NativeSqlite {
  inTransaction: boolean;
  prepare(sql: string): { get(): Record<string, unknown> };
}

/**
 * SQLite's: commits of other connections (the CLI, a second server) move `PRAGMA data_version`; this
 * connection's own writes move `total_changes()`, rolled-back ones too. Both are reads of counters
 * kept in memory, a few microseconds. (PostgreSQL has no counter this cheap; there is no token.)
 */
export async function sqliteChangeToken(orm: Orm): Promise<ChangeToken> {
  const db = (await orm.em.getConnection().getNativeClient()) as unknown as NativeSqlite;
  // Statements in their default mode (rows as objects): they may be shared, see statement-cache.ts.
  const counters = db.prepare('SELECT total_changes() AS changes, * FROM pragma_data_version');
  return () => {
    if (db.inTransaction) return null;
    const { changes, data_version } = counters.get();
    return `${data_version}:${changes}`;
  };
}
