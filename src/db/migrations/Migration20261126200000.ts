import { DialectMigration } from './dialect-migration.js';

/**
 * Names claimed in object storage (src/content/media/s3-media-store.ts): a bucket cannot create a key
 * only if absent on every S3-compatible server, so uploads of one name at once in several instances
 * are told apart by this table's primary key. Not an entity: the store inserts and deletes by name.
 */
export class Migration20261126200000 extends DialectMigration {
  override name = 'Migration20261126200000';

  protected readonly sqlite = {
    up: [
      // Milliseconds, as every SQLite datetime column here holds them.
      "create table `media_claims` (`name` text not null primary key, `created` datetime not null default (cast(unixepoch('subsec') * 1000 as integer)));",
    ],
    down: ['drop table if exists `media_claims`;'],
  };

  protected readonly postgresql = {
    up: [
      'create table "media_claims" ("name" varchar(1024) not null primary key, "created" timestamptz not null default now());',
    ],
    down: ['drop table if exists "media_claims";'],
  };
}
