import { createHash } from 'node:crypto';
import { BasePostgreSqlPlatform, type SqlEntityManager as EntityManager } from '@mikro-orm/sql';

/** The largest value an `integer` column holds on both databases (PostgreSQL's is 32 bits). */
export const MAX_INTEGER = 2 ** 31 - 1;

/** The SQL that differs between the two databases, in one place: every other statement is portable. */
export interface Dialect {
  name: 'sqlite' | 'postgresql';
  /**
   * Appended to a select to lock the rows it reads of `alias` until the transaction ends. SQLite
   * needs none: its write transactions begin IMMEDIATE and hold the one write lock.
   */
  lockRows(alias: string): string;
  /** Case-insensitive LIKE, as the reference's MySQL collation compares (and SQLite's LIKE does for ASCII). */
  like: 'like' | 'ilike';
  /**
   * Serialises the transactions that take the same named lock until they end (PostgreSQL advisory
   * lock; on SQLite the IMMEDIATE transaction already does), for check-then-insert rules across
   * instances. `key` is a 64-bit number.
   */
  lockName(em: EntityManager, key: bigint): Promise<void>;
  /**
   * A bound value where nothing in the statement gives it a type (a `values` list joined to a
   * table): PostgreSQL needs the type named, SQLite takes the value as it is.
   */
  typed(type: 'integer' | 'text' | 'timestamp'): string;
  /**
   * How post search is indexed (Migration20261128010000): SQLite's FTS5 trigram table narrows the
   * rows first; PostgreSQL's pg_trgm indexes serve the LIKE as it is.
   */
  textIndex: 'fts5' | 'like';
}

const SQLITE: Dialect = {
  name: 'sqlite',
  lockRows: () => '',
  like: 'like',
  lockName: async () => {},
  typed: () => '?',
  textIndex: 'fts5',
};

const POSTGRESQL_TYPES = { integer: 'int', text: 'text', timestamp: 'timestamptz' };

const POSTGRESQL: Dialect = {
  name: 'postgresql',
  lockRows: (alias) => ` for update of ${alias}`,
  like: 'ilike',
  lockName: async (em, key) => {
    await em.execute('select pg_advisory_xact_lock(?)', [key]);
  },
  typed: (type) => `?::${POSTGRESQL_TYPES[type]}`,
  textIndex: 'like',
};

export const dialectOf = (em: EntityManager): Dialect =>
  em.getPlatform() instanceof BasePostgreSqlPlatform ? POSTGRESQL : SQLITE;

/**
 * Holds the lock called `name` until the transaction `em` is in ends: transactions that take the
 * same lock run one after another, in this instance or another (a check-then-insert rule, such as a
 * unique slug, holds across instances). Only inside a transaction.
 */
export async function lockNamed(em: EntityManager, name: string): Promise<void> {
  await dialectOf(em).lockName(em, createHash('sha256').update(name).digest().readBigInt64BE(0));
}
