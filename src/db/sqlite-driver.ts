import type { Configuration, Dictionary } from '@mikro-orm/core';
import {
  AbstractSqlDriver,
  SqliteConnection,
  SqlitePlatform,
  MikroORM as SqliteMikroORM,
} from '@mikro-orm/sqlite';
import type { Dialect } from 'kysely';
import { withBoundParameters } from './bound-connection.js';
import { lockDeadline } from './deadline.js';
import { faultOf, withFaults } from './faults.js';

interface Statement {
  run(): unknown;
}
interface Database {
  prepare(source: string): Statement;
}

const isBusy = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_BUSY';

/**
 * BEGIN IMMEDIATE, waiting for the write lock without blocking the event loop: SQLite's busy handler
 * sleeps in the calling thread (1, 2, 5, 10… ms), so while another process (another worker) wrote,
 * every request of this one stalled. Here each attempt gives up at once and the next one comes after
 * other work had its turn; the busy timeout is back in force for every other statement. The wait ends
 * at the work's lock deadline (a request's is counted from its arrival), or `timeoutMs` from now.
 */
function immediateBegin(database: Database, timeoutMs: number): () => Promise<void> {
  const noWait = database.prepare('pragma busy_timeout = 0');
  const wait = database.prepare(`pragma busy_timeout = ${Math.trunc(timeoutMs)}`);
  const begin = database.prepare('begin immediate');
  return async () => {
    const deadline = lockDeadline(timeoutMs);
    for (let attempt = 0; ; attempt++) {
      noWait.run();
      try {
        begin.run();
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) throw error;
      } finally {
        wait.run();
      }
      await new Promise((resolve) => (attempt === 0 ? setImmediate(resolve) : setTimeout(resolve, 1)));
    }
  };
}

/**
 * better-sqlite3's connection: values bound (numbers, strings, bigints, buffers and null; booleans and
 * dates become numbers), and every transaction begun IMMEDIATE. A deferred transaction that reads
 * first fails at once with SQLITE_BUSY when another process writes meanwhile; an immediate one waits
 * for the write lock instead (see immediateBegin).
 */
class PorticoSqliteConnection extends withFaults(
  withBoundParameters(SqliteConnection, (platform) => ({
    // SQLite's planner reads a LIMIT or OFFSET parameter's value, so binding another value re-prepares
    // the statement (and better-sqlite3 rebuilds its row maker): ~20 µs on every paged or findOne query.
    // Behind a cast the planner cannot see the value.
    placeholder: (_, count) => (count ? 'cast(? as integer)' : '?'),
    value: (value) =>
      typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.getTime() : value,
    identifier: (name) => platform.quoteIdentifier(name),
  })),
) {
  override createKyselyDialect(options: Dictionary): Dialect {
    const dialect = super.createKyselyDialect(options) as Dialect;
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => {
        const driver = dialect.createDriver();
        let begin: (() => Promise<void>) | undefined;
        driver.beginTransaction = async () => {
          begin ??= immediateBegin((await this.getNativeClient()) as Database, Number(options.timeout ?? 0));
          await begin();
        };
        return driver;
      },
    };
  }
}

/** The SQLite driver Portico runs on: MikroORM's, with Portico's connection. */
export class PorticoSqliteDriver extends AbstractSqlDriver<PorticoSqliteConnection, SqlitePlatform> {
  constructor(config: Configuration) {
    super(config, new SqlitePlatform(), PorticoSqliteConnection, ['kysely', 'better-sqlite3']);
  }

  override getORMClass() {
    return SqliteMikroORM;
  }

  /** A fault stays a DatabaseFault (see faults.ts) rather than one of MikroORM's driver exceptions. */
  override convertException(exception: Error): ReturnType<AbstractSqlDriver['convertException']> {
    return (faultOf(exception) as never) ?? super.convertException(exception);
  }
}
