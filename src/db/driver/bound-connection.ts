import { isRaw, raw, type Dictionary, type LogContext } from '@mikro-orm/core';
import { AbstractSqlConnection, NativeQueryBuilder, type AbstractSqlPlatform } from '@mikro-orm/sql';
import { CompiledQuery } from 'kysely';
import { databaseStatements } from '../../observability/metrics.js';
import { bindParameters, type Binding } from './bind-parameters.js';

type Method = 'all' | 'get' | 'run';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConnectionClass = abstract new (...args: any[]) => AbstractSqlConnection;

/** The signal and abort strategy MikroORM passes beside a query's log context. */
function abortOptionsOf(loggerContext: LogContext | undefined) {
  const { signal, inflightQueryAbortStrategy, ...rest } = (loggerContext ?? {}) as Dictionary;
  const abort =
    signal == null && inflightQueryAbortStrategy == null ? undefined : { signal, inflightQueryAbortStrategy };
  return { abort, loggerContext: rest as LogContext };
}

/**
 * One of MikroORM's connections with every value bound instead of formatted into the SQL (see
 * bindParameters): `binding` says how the dialect writes a parameter and converts a value.
 */
export function withBoundParameters<T extends ConnectionClass>(
  Base: T,
  binding: (platform: AbstractSqlPlatform) => Binding,
) {
  abstract class BoundConnection extends Base {
    #binding: Binding | undefined;

    // Transaction control is counted with the statements: on PostgreSQL each is a round trip.
    override async begin(...args: Parameters<AbstractSqlConnection['begin']>) {
      databaseStatements.inc();
      return super.begin(...args);
    }

    override async commit(...args: Parameters<AbstractSqlConnection['commit']>) {
      databaseStatements.inc();
      return super.commit(...args);
    }

    override async rollback(...args: Parameters<AbstractSqlConnection['rollback']>) {
      databaseStatements.inc();
      return super.rollback(...args);
    }

    override async execute<R>(
      query: Parameters<AbstractSqlConnection['execute']>[0],
      params: unknown[] = [],
      method: Method = 'all',
      ctx?: Parameters<AbstractSqlConnection['execute']>[3],
      loggerContext?: LogContext,
    ): Promise<R> {
      await this.ensureConnection();
      let statement = query instanceof NativeQueryBuilder ? query.toRaw() : query;
      if (typeof statement === 'string' && !Array.isArray(params)) statement = raw(statement, params);
      let sql = isRaw(statement) ? statement.sql : statement;
      const values = isRaw(statement) ? statement.params : params;
      sql = this.config.get('onQuery')(sql, values);
      this.#binding ??= binding(this.platform);
      const bound = bindParameters(sql, values, this.#binding);
      databaseStatements.inc();
      const { abort, loggerContext: context } = abortOptionsOf(loggerContext);
      return this.executeQuery(
        this.getSql(bound.sql, bound.sql, context),
        async () => {
          const result = await (ctx ?? this.getClient()).executeQuery(
            CompiledQuery.raw(bound.sql, bound.parameters),
            abort,
          );
          return this.transformRawResult<R>(result, method);
        },
        { query: sql, params: values, ...context },
      );
    }
  }
  return BoundConnection;
}
