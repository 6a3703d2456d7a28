import { EntityManagerType, type Configuration, type Dictionary } from '@mikro-orm/core';
import {
  AbstractSqlDriver,
  PostgreSqlConnection,
  PostgreSqlPlatform,
  EntityManager as PostgreSqlEntityManager,
  MikroORM as PostgreSqlMikroORM,
} from '@mikro-orm/postgresql';
import { DomainError } from '../../errors.js';
import type { PostgresDialect } from 'kysely';
import type pg from 'pg';
import { withBoundParameters } from './bound-connection.js';
import { prepareRepeatedStatements } from './prepared-statements.js';
import { faultOf, withFaults } from '../faults.js';

/** PostgreSQL cannot hold NUL in text: such a value is the caller's mistake, not an outage. */
function storable(value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\u0000'))
    throw new DomainError('INVALID_TEXT', 'Text with a NUL character cannot be stored or searched for.', 400);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** Deadlock and serialization failures: the transaction lost a race and may simply be run again. */
const isRetryable = (error: unknown) =>
  ['40P01', '40001'].includes(String((error as { code?: unknown }).code));
/** How often an outermost transaction that lost such a race is run again before its error is the answer. */
const ATTEMPTS = 3;

/**
 * MikroORM's PostgreSQL entity manager, but an outermost transaction that deadlocked with another
 * (or failed to serialize) runs again, on a fresh fork, instead of failing the request.
 */
class RetryingEntityManager<D extends PorticoPostgreSqlDriver> extends PostgreSqlEntityManager<D> {
  override async transactional<T>(
    cb: (em: this) => T | Promise<T>,
    options?: Parameters<PostgreSqlEntityManager['transactional']>[1],
  ): Promise<T> {
    if (this.isInTransaction()) return super.transactional(cb, options);
    for (let attempt = 1; ; attempt++) {
      try {
        return await super.transactional(cb, options);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }
}

/** pg's pool connection, with every value bound as `$n` and repeated statements prepared. */
class PorticoPostgreSqlConnection extends withFaults(
  withBoundParameters(PostgreSqlConnection, (platform) => ({
    placeholder: (position) => `$${position}`,
    value: storable,
    identifier: (name) => platform.quoteIdentifier(name),
    list: (position, items) => {
      const type = items.every(Number.isSafeInteger)
        ? 'bigint'
        : items.every((item) => typeof item === 'string')
          ? 'text'
          : null;
      return type && { sql: `select unnest($${position}::${type}[])`, value: items.map(storable) };
    },
  })),
) {
  override createKyselyDialect(overrides: Dictionary): PostgresDialect {
    const onPoolCreated = overrides.onPoolCreated as ((pool: pg.Pool) => void) | undefined;
    return super.createKyselyDialect({
      ...overrides,
      onPoolCreated: (pool: pg.Pool) => {
        pool.on('connect', prepareRepeatedStatements);
        onPoolCreated?.(pool);
      },
    }) as PostgresDialect;
  }
}

/** The PostgreSQL driver Portico runs on: MikroORM's, with the bound-parameter connection. */
export class PorticoPostgreSqlDriver extends AbstractSqlDriver<
  PorticoPostgreSqlConnection,
  PostgreSqlPlatform
> {
  declare [EntityManagerType]: PostgreSqlEntityManager<this>;

  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), PorticoPostgreSqlConnection, ['kysely', 'pg']);
  }

  override createEntityManager(useContext?: boolean): this[typeof EntityManagerType] {
    return new RetryingEntityManager(
      this.config,
      this,
      this.metadata,
      useContext,
    ) as this[typeof EntityManagerType];
  }

  override getORMClass() {
    return PostgreSqlMikroORM;
  }

  /**
   * A refused value (see `storable`) stays the caller's error, and so does what PostgreSQL itself
   * refuses as data (SQLSTATE class 22: too long for its column, out of range, malformed): a 400 that
   * names no column rather than a 500. Input is checked before it gets here; this is the last line.
   * A fault stays a DatabaseFault (see faults.ts).
   */
  override convertException(exception: Error): ReturnType<AbstractSqlDriver['convertException']> {
    if (exception instanceof DomainError) return exception as never;
    const fault = faultOf(exception);
    if (fault) return fault as never;
    if ((exception as { code?: unknown }).code?.toString().startsWith('22'))
      return new DomainError(
        'INVALID_VALUE',
        'A value does not fit its field (too long, out of range or malformed).',
        400,
      ) as never;
    return super.convertException(exception);
  }
}
