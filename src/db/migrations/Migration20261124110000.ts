import { DialectMigration } from './dialect-migration.js';

/**
 * SQLite's outbox of live events (src/live/publish.ts): writers insert rows in their transactions and
 * every instance polls the ones after the last it read. PostgreSQL needs none: it notifies listeners.
 * Not an entity: AUTOINCREMENT keeps ids growing even after old rows are deleted, which the pollers rely on.
 */
export class Migration20261124110000 extends DialectMigration {
  override name = 'Migration20261124110000';

  protected readonly sqlite = {
    up: [
      'create table `live_events` (`id` integer primary key autoincrement, `payload` text not null, `created` integer not null);',
    ],
    down: ['drop table `live_events`;'],
  };

  protected readonly postgresql = { up: [], down: [] };
}
