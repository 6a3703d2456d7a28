import { DialectMigration } from './dialect-migration.js';

/**
 * Records that the first-start setup ran. It used to run on a database with neither projects nor
 * users, so a database an import filled before its first start never got it. A database of an older
 * version has no row: its next start runs the setup, which makes nothing where there are users.
 */
export class Migration20261129000838 extends DialectMigration {
  override name = 'Migration20261129000838';

  protected readonly sqlite = {
    up: [
      'create table `first_start` (`id` integer not null primary key default 1, `ran_at` datetime not null);',
    ],
    down: ['drop table if exists `first_start`;'],
  };

  protected readonly postgresql = {
    up: [
      'create table "first_start" ("id" int not null default 1, "ran_at" timestamptz not null, primary key ("id"));',
    ],
    down: ['drop table if exists "first_start" cascade;'],
  };
}
