import { DialectMigration } from './dialect-migration.js';

/**
 * Signed-in sessions (a keyed hash of each cookie's token, its user, when it began, was last seen and
 * ends) and the sign-in throttle's counts of failures per account name and per address.
 */
export class Migration20261129162146 extends DialectMigration {
  override name = 'Migration20261129162146';

  protected readonly sqlite = {
    up: [
      'create table `sign_in_failures` (`key` text not null primary key, `count` integer not null, `since` datetime not null);',
      'create index `sign_in_failures_since_index` on `sign_in_failures` (`since`);',
      "create table `sessions` (`id` text not null primary key, `token_hash` text not null, `user_id` integer not null, `created_at` datetime not null, `last_seen_at` datetime not null, `expires_at` datetime not null, `ip` text not null default '', `user_agent` text not null default '', constraint `sessions_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade);",
      'create unique index `sessions_token_hash_unique` on `sessions` (`token_hash`);',
      'create index `sessions_expires_at_index` on `sessions` (`expires_at`);',
      'create index `sessions_user_id_index` on `sessions` (`user_id`);',
    ],
    down: ['drop table if exists `sign_in_failures`;', 'drop table if exists `sessions`;'],
  };

  protected readonly postgresql = {
    up: [
      'create table "sign_in_failures" ("key" varchar(200) not null, "count" int not null, "since" timestamptz not null, primary key ("key"));',
      'create index "sign_in_failures_since_index" on "sign_in_failures" ("since");',
      'create table "sessions" ("id" varchar(36) not null, "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ip" varchar(45) not null default \'\', "user_agent" varchar(200) not null default \'\', primary key ("id"));',
      'alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");',
      'create index "sessions_expires_at_index" on "sessions" ("expires_at");',
      'create index "sessions_user_id_index" on "sessions" ("user_id");',
      'alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;',
    ],
    down: ['drop table if exists "sign_in_failures" cascade;', 'drop table if exists "sessions" cascade;'],
  };
}
