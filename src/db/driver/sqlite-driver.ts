import type { Configuration, Dictionary } from '@mikro-orm/core';
import {
  AbstractSqlDriver,
  SqliteConnection,
  SqlitePlatform,
  MikroORM as SqliteMikroORM,
} from '@mikro-orm/sqlite';
import type { Dialect } from 'kysely';
import { withBoundParameters } from './bound-connection.js';
import { lockQueue } from './lock-queue.js';
import { lockDeadline } from '../deadline.js';
import { faultOf, withFaults } from '../faults.js';

interface Statement {
  run(): unknown;
}
interface Database {
  prepare(source: string): Statement;
}

/** SQLite refused because another connection holds the lock. */
export const isBusy = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_BUSY';

/**
 * Runs `attempt` again while SQLite answers SQLITE_BUSY, until `deadline` (ms since the epoch), letting
 * other work of the process run between the tries; past the deadline the last refusal is thrown.
 */
export async function untilNotBusy<T>(attempt: () => T | Promise<T>, deadline: number): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => (tries === 0 ? setImmediate(resolve) : setTimeout(resolve, 1)));
  }
}

/**
 * Runs a write without SQLite's busy handler, which sleeps in the calling thread (stalling every
 * request of the process) while another connection holds the write lock: SQLITE_BUSY comes out at
 * once instead. The busy timeout (`timeoutMs`) is back in force afterwards for every other statement.
 */
export function withoutBusyWait(database: Database, timeoutMs: number): <T>(write: () => T) => T {
  const noWait = database.prepare('pragma busy_timeout = 0');
  const wait = database.prepare(`pragma busy_timeout = ${Math.trunc(timeoutMs)}`);
  return (write) => {
    noWait.run();
    try {
      return write();
    } finally {
      wait.run();
    }
  };
}

/** One attempt at BEGIN IMMEDIATE, giving up at once when another connection holds the write lock. */
function immediateBegin(database: Database, timeoutMs: number): () => void {
  const noWait = withoutBusyWait(database, timeoutMs);
  const begin = database.prepare('begin immediate');
  return () => noWait(() => begin.run());
}

/**
 * better-sqlite3's connection: values bound (numbers, strings, bigints, buffers and null; booleans and
 * dates become numbers), and every transaction begun IMMEDIATE. A deferred transaction that reads
 * first fails at once with SQLITE_BUSY when another process writes meanwhile; an immediate one waits
 * for the write lock instead — away from the connection: the process has only this one, and reads
 * go on through it while a transaction waits for another process's lock.
 */
class LockWaitingConnection extends withBoundParameters(SqliteConnection, (platform) => ({
  // SQLite's planner reads a LIMIT or OFFSET parameter's value, so binding another value re-prepares
  // the statement (and better-sqlite3 rebuilds its row maker): ~20 µs on every paged or findOne query.
  // Behind a cast the planner cannot see the value.
  placeholder: (_, count) => (count ? 'cast(? as integer)' : '?'),
  value: (value) =>
    typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.getTime() : value,
  identifier: (name) => platform.quoteIdentifier(name),
  list: (_, items) => ({ sql: 'select value from json_each(?)', value: JSON.stringify(items) }),
})) {
  /**
   * Begins a transaction, trying again after other work had its turn while another process holds the
   * write lock, until the work's lock deadline (a request's counts from its arrival) or the busy
   * timeout from now. Kysely releases the connection after each failed attempt. The process's
   * transactions wait in line (lock-queue.ts).
   */
  override async begin(...args: Parameters<SqliteConnection['begin']>) {
    if (args[0]?.ctx) return super.begin(...args); // a savepoint: the lock is ours already
    const deadline = lockDeadline(this.lockWaitMs());
    return this.inLine(deadline, () => untilNotBusy(() => super.begin(...args), deadline));
  }

  private readonly inLine = lockQueue();

  private lockWaitMs(): number {
    return Number((this.config.get('driverOptions') as { timeout?: number } | undefined)?.timeout ?? 0);
  }

  override createKyselyDialect(options: Dictionary): Dialect {
    const dialect = super.createKyselyDialect(options) as Dialect;
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => {
        const driver = dialect.createDriver();
        let begin: (() => void) | undefined;
        driver.beginTransaction = async () => {
          begin ??= immediateBegin((await this.getNativeClient()) as Database, this.lockWaitMs());
          begin();
        };
        return driver;
      },
    };
  }
}

/** The connection of Portico's SQLite driver, whose faults are DatabaseFaults (see faults.ts). */
class PorticoSqliteConnection extends withFaults(LockWaitingConnection) {}

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
