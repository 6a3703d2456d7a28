import 'reflect-metadata';
import type { Options } from '@mikro-orm/core';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { parseDatabaseUrl, type DatabaseTarget } from './src/config.js';
import { LOCK_WAIT_MS } from './src/db/deadline.js';
import { entities } from './src/app/entities.js';
import { migrationsList } from './src/db/migrations/index.js';
import { PorticoPostgreSqlDriver } from './src/db/driver/postgresql-driver.js';
import { PorticoSqliteDriver } from './src/db/driver/sqlite-driver.js';

/**
 * The one ORM configuration: an SQLite file (the default) or a PostgreSQL server, each through
 * Portico's driver (every value bound; SQLite transactions begun IMMEDIATE). See src/db/orm.ts.
 */
export function ormOptions(target: DatabaseTarget): Partial<Options> {
  const common: Partial<Options> = {
    entities,
    metadataProvider: ReflectMetadataProvider,
    migrations: {
      migrationsList,
      path: 'src/db/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    // Not entities: the change counter (and its triggers) of PostgreSQL's response cache, SQLite's
    // outbox of live events (src/live/publish.ts), the names claimed in object storage
    // (src/content/media/media-storage.ts), the revision counts the triggers keep
    // (src/content/revisions/revision.service.ts) and SQLite's post search index with its shadow tables.
    schemaGenerator: {
      skipTables: ['content_changes', 'live_events', 'media_claims', 'revision_counts', /^posts_search(_|$)/],
      ignoreTriggers: true,
      ignoreRoutines: true,
    },
    allowGlobalContext: false,
    debug: false,
  };
  if (target.kind === 'postgresql')
    return {
      ...common,
      driver: PorticoPostgreSqlDriver,
      clientUrl: target.url,
      pool: { min: 0, max: 10 },
      // A request waits for a pooled connection (or a server that does not answer) no longer than
      // for SQLite's write lock, then gets a 503.
      driverOptions: { connectionTimeoutMillis: LOCK_WAIT_MS },
    };
  return {
    ...common,
    driver: PorticoSqliteDriver,
    dbName: target.path,
    // better-sqlite3's `timeout` is SQLite's busy timeout: wait for the CLI's or another server's lock.
    driverOptions: { timeout: LOCK_WAIT_MS },
  };
}

/** For the MikroORM CLI, which reads the default export; evaluated only when it asks. */
export default () => ormOptions(parseDatabaseUrl(process.env.DATABASE_URL));
