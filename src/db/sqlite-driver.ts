import type { Configuration, Dictionary } from '@mikro-orm/core';
import {
  AbstractSqlDriver,
  SqliteConnection,
  SqlitePlatform,
  MikroORM as SqliteMikroORM,
} from '@mikro-orm/sqlite';
import { CompiledQuery, type DatabaseConnection, type Dialect } from 'kysely';
import { withBoundParameters } from './bound-connection.js';

/**
 * better-sqlite3's connection: values bound (numbers, strings, bigints, buffers and null; booleans and
 * dates become numbers), and every transaction begun IMMEDIATE. A deferred transaction that reads
 * first fails at once with SQLITE_BUSY when another process writes meanwhile; an immediate one waits
 * on the busy timeout for the write lock instead.
 */
class PorticoSqliteConnection extends withBoundParameters(SqliteConnection, (platform) => ({
  // SQLite's planner reads a LIMIT or OFFSET parameter's value, so binding another value re-prepares
  // the statement (and better-sqlite3 rebuilds its row maker): ~20 µs on every paged or findOne query.
  // Behind a cast the planner cannot see the value.
  placeholder: (_, count) => (count ? 'cast(? as integer)' : '?'),
  value: (value) =>
    typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.getTime() : value,
  identifier: (name) => platform.quoteIdentifier(name),
})) {
  override createKyselyDialect(options: Dictionary): Dialect {
    const dialect = super.createKyselyDialect(options) as Dialect;
    return {
      createAdapter: () => dialect.createAdapter(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createDriver: () => {
        const driver = dialect.createDriver();
        driver.beginTransaction = async (connection: DatabaseConnection) => {
          await connection.executeQuery(CompiledQuery.raw('begin immediate'));
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
}
