import { DialectMigration } from './dialect-migration.js';

/** The tables anonymous cms/v2 answers are made of: a write to any of them changes the answers. */
export const CONTENT_TABLES = ['posts', 'post_terms', 'terms', 'attachments', 'users', 'site_settings'];

/** The counter's first trigger function: a bump by each writing statement (see Migration20261124090000). */
export const BUMP_EACH = `create function "content_changed"() returns trigger language plpgsql as $body$ begin update "content_changes" set "n" = "n" + 1 where "id" = 1; return null; end $body$;`;

/**
 * For several instances on one database. The installation's secrets (the generated SECRET_KEY) move
 * into the database, which every instance and the CLI share. PostgreSQL gets the response cache's
 * change counter (src/db/change-token.ts): a statement trigger on each content table bumps it in the
 * writing transaction, so every instance sees it move exactly when the write becomes visible (SQLite's
 * data_version is that counter already).
 */
export class Migration20261124070000 extends DialectMigration {
  override name = 'Migration20261124070000';

  protected readonly sqlite = {
    up: ['create table `instance_secrets` (`name` text not null primary key, `value` text not null);'],
    down: ['drop table if exists `instance_secrets`;'],
  };

  protected readonly postgresql = {
    up: [
      `create table "instance_secrets" ("name" varchar(32) not null, "value" varchar(200) not null, primary key ("name"));`,
      `create table "content_changes" ("id" int not null primary key, "n" bigint not null);`,
      `insert into "content_changes" ("id", "n") values (1, 0);`,
      BUMP_EACH,
      ...CONTENT_TABLES.map(
        (table) =>
          `create trigger "${table}_content_changed" after insert or update or delete or truncate on "${table}" for each statement execute function "content_changed"();`,
      ),
    ],
    down: [
      ...CONTENT_TABLES.map((table) => `drop trigger if exists "${table}_content_changed" on "${table}";`),
      `drop function if exists "content_changed"();`,
      `drop table if exists "content_changes";`,
      `drop table if exists "instance_secrets";`,
    ],
  };
}
