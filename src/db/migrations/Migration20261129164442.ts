import { DialectMigration } from './dialect-migration.js';

/** Project members: a user's role in a project (owner, manager, member, read-only), one row each. */
export class Migration20261129164442 extends DialectMigration {
  override name = 'Migration20261129164442';

  protected readonly sqlite = {
    up: [
      "create table `project_members` (`id` integer not null primary key autoincrement, `project_id` text not null, `user_id` integer not null, `role` text check (`role` in ('owner', 'manager', 'member', 'read_only')) not null, `added_at` datetime not null, constraint `project_members_project_id_foreign` foreign key (`project_id`) references `projects` (`id`) on delete cascade, constraint `project_members_user_id_foreign` foreign key (`user_id`) references `users` (`id`) on delete cascade);",
      'create index `project_members_project_id_index` on `project_members` (`project_id`);',
      'create index `project_members_user_id_index` on `project_members` (`user_id`);',
      'create unique index `project_members_project_id_user_id_unique` on `project_members` (`project_id`, `user_id`);',
    ],
    down: ['drop table if exists `project_members`;'],
  };

  protected readonly postgresql = {
    up: [
      'create table "project_members" ("id" serial primary key, "project_id" varchar(36) not null, "user_id" int not null, "role" text not null, "added_at" timestamptz not null);',
      'create index "project_members_user_id_index" on "project_members" ("user_id");',
      'alter table "project_members" add constraint "project_members_project_id_user_id_unique" unique ("project_id", "user_id");',
      'alter table "project_members" add constraint "project_members_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;',
      'alter table "project_members" add constraint "project_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;',
      "alter table \"project_members\" add constraint \"project_members_role_check\" check (\"role\" in ('owner', 'manager', 'member', 'read_only'));",
    ],
    down: ['drop table if exists "project_members" cascade;'],
  };
}
