import 'reflect-metadata';
import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { defineConfig, type Options } from '@mikro-orm/sqlite';
import { parseDatabaseUrl, type DatabaseTarget } from './src/config.js';
import { entities } from './src/db/entities.js';
import { migrationsList } from './src/db/migrations/index.js';
import { PorticoSqliteDriver } from './src/db/sqlite-driver.js';

/**
 * The one ORM configuration. SQLite (a file) is the default; a postgresql:// DATABASE_URL is handed to
 * the PostgreSQL driver (`npm install @mikro-orm/postgresql@7.2.1`), see src/db/orm.ts.
 */
export function ormOptions(target: DatabaseTarget): Options {
  return defineConfig({
    ...(target.kind === 'sqlite' ? { dbName: target.path } : { clientUrl: target.url }),
    driver: PorticoSqliteDriver,
    entities,
    metadataProvider: ReflectMetadataProvider,
    // better-sqlite3's `timeout` is SQLite's busy timeout: wait for the CLI's or another server's lock.
    driverOptions: { timeout: 5000 },
    migrations: {
      migrationsList,
      path: 'src/db/migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    allowGlobalContext: false,
    debug: false,
  });
}

/** For the MikroORM CLI, which reads the default export; evaluated only when it asks. */
export default () => ormOptions(parseDatabaseUrl(process.env.DATABASE_URL));
