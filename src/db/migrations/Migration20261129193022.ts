import { DialectMigration } from './dialect-migration.js';

/** Password resets: each request for a link, and the outbox row its mail is sent from. */
export class Migration20261129193022 extends DialectMigration {
  override name = 'Migration20261129193022';

  protected readonly sqlite = {
    up: [
      'create table `password_resets` (`id` integer not null primary key autoincrement, `user_id` integer null, `salt` text not null, `created_at` datetime not null, `expires_at` datetime not null, `used_at` datetime null, `sent_at` datetime null, `next_attempt_at` datetime not null, `claimed_until` datetime null, `attempts` integer not null default 0, `error` text null, constraint `password_resets_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade);',
      'create index `password_resets_sent_at_next_attempt_at_index` on `password_resets` (`sent_at`, `next_attempt_at`);',
      'create index `password_resets_user_id_index` on `password_resets` (`user_id`);',
    ],
    down: ['drop table if exists `password_resets`;'],
  };

  protected readonly postgresql = {
    up: [
      'create table "password_resets" ("id" serial primary key, "user_id" int null, "salt" varchar(32) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "sent_at" timestamptz null, "next_attempt_at" timestamptz not null, "claimed_until" timestamptz null, "attempts" int not null default 0, "error" text null);',
      'create index "password_resets_sent_at_next_attempt_at_index" on "password_resets" ("sent_at", "next_attempt_at");',
      'create index "password_resets_user_id_index" on "password_resets" ("user_id");',
      'alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;',
    ],
    down: ['drop table if exists "password_resets" cascade;'],
  };
}
