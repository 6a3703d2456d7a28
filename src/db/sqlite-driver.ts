import { isRaw, raw, type Configuration, type Dictionary, type LogContext } from '@mikro-orm/core';
import {
  AbstractSqlDriver,
  NativeQueryBuilder,
  SqliteConnection,
  SqlitePlatform,
  MikroORM as SqliteMikroORM,
} from '@mikro-orm/sqlite';
import { CompiledQuery } from 'kysely';
import { bindParameters, type Binding } from './bind-parameters.js';

type Method = 'all' | 'get' | 'run';

/** The signal and abort strategy MikroORM passes beside a query's log context. */
function abortOptionsOf(loggerContext: LogContext | undefined) {
  const { signal, inflightQueryAbortStrategy, ...rest } = (loggerContext ?? {}) as Dictionary;
  const abort =
    signal == null && inflightQueryAbortStrategy == null ? undefined : { signal, inflightQueryAbortStrategy };
  return { abort, loggerContext: rest as LogContext };
}

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans and dates become numbers. */
const SQLITE_BINDING = (platform: SqlitePlatform): Binding => ({
  placeholder: () => '?',
  value: (value) =>
    typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.getTime() : value,
  identifier: (name) => platform.quoteIdentifier(name),
});

/** MikroORM's better-sqlite3 connection, with every value bound instead of formatted into the SQL. */
class BoundSqliteConnection extends SqliteConnection {
  override async execute<T>(
    query: Parameters<SqliteConnection['execute']>[0],
    params: unknown[] = [],
    method: Method = 'all',
    ctx?: Parameters<SqliteConnection['execute']>[3],
    loggerContext?: LogContext,
  ): Promise<T> {
    await this.ensureConnection();
    let statement = query instanceof NativeQueryBuilder ? query.toRaw() : query;
    if (typeof statement === 'string' && !Array.isArray(params)) statement = raw(statement, params);
    let sql = isRaw(statement) ? statement.sql : statement;
    const values = isRaw(statement) ? statement.params : params;
    sql = this.config.get('onQuery')(sql, values);
    const bound = bindParameters(sql, values, SQLITE_BINDING(this.platform as SqlitePlatform));
    const { abort, loggerContext: context } = abortOptionsOf(loggerContext);
    return this.executeQuery(
      this.getSql(bound.sql, bound.sql, context),
      async () => {
        const result = await (ctx ?? this.getClient()).executeQuery(
          CompiledQuery.raw(bound.sql, bound.parameters),
          abort,
        );
        return this.transformRawResult<T>(result, method);
      },
      { query: sql, params: values, ...context },
    );
  }
}

/** The SQLite driver Portico runs on: MikroORM's, with the bound-parameter connection. */
export class PorticoSqliteDriver extends AbstractSqlDriver<BoundSqliteConnection, SqlitePlatform> {
  constructor(config: Configuration) {
    super(config, new SqlitePlatform(), BoundSqliteConnection, ['kysely', 'better-sqlite3']);
  }

  override getORMClass() {
    return SqliteMikroORM;
  }
}
