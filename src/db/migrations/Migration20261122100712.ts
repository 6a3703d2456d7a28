import { DialectMigration } from './dialect-migration.js';

export class Migration20261122100712 extends DialectMigration {
  override name = 'Migration20261122100712';

  protected readonly sqlite = {
    up: [
      `create table \`checks\` (\`id\` integer not null primary key autoincrement, \`uuid\` text not null, \`project_id\` text not null, \`badge_key\` text not null, \`name\` text not null default '', \`slug\` text not null default '', \`tags\` text not null default '', \`desc\` text not null default '', \`kind\` text not null default 'simple', \`timeout\` integer not null default 86400, \`grace\` integer not null default 3600, \`schedule\` text not null default '* * * * *', \`tz\` text not null default 'UTC', \`methods\` text not null default '', \`manual_resume\` integer not null default false, \`start_kw\` text not null default '', \`success_kw\` text not null default '', \`failure_kw\` text not null default '', \`filter_subject\` integer not null default false, \`filter_body\` integer not null default false, \`filter_http_body\` integer not null default false, \`filter_default_fail\` integer not null default false, \`status\` text not null default 'new', \`last_ping\` datetime null, \`last_start\` datetime null, \`last_start_rid\` text null, \`last_duration\` integer null, \`n_pings\` integer not null default 0, \`alert_after\` datetime null, \`created_at\` datetime not null, constraint \`checks_project_id_foreign\` foreign key (\`project_id\`) references \`projects\` (\`id\`) on delete cascade);`,
      `create unique index \`checks_uuid_unique\` on \`checks\` (\`uuid\`);`,
      `create index \`checks_project_id_index\` on \`checks\` (\`project_id\`);`,
      `create unique index \`checks_badge_key_unique\` on \`checks\` (\`badge_key\`);`,
      `create index \`checks_alert_after_index\` on \`checks\` (\`alert_after\`);`,
      `create index \`checks_project_id_slug_index\` on \`checks\` (\`project_id\`, \`slug\`);`,
      `create table \`pings\` (\`id\` integer not null primary key autoincrement, \`check_id\` integer not null, \`n\` integer not null, \`kind\` text null, \`created\` datetime not null, \`scheme\` text not null, \`method\` text not null, \`remote_addr\` text null, \`ua\` text not null, \`body\` blob null, \`rid\` text null, \`exit_status\` integer null, constraint \`pings_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on delete cascade);`,
      `create index \`pings_check_id_index\` on \`pings\` (\`check_id\`);`,
      `create index \`pings_created_index\` on \`pings\` (\`created\`);`,
      `create unique index \`pings_check_id_n_unique\` on \`pings\` (\`check_id\`, \`n\`);`,
      `create table \`flips\` (\`id\` integer not null primary key autoincrement, \`check_id\` integer not null, \`created\` datetime not null, \`old_status\` text not null, \`new_status\` text not null, \`reason\` text not null default '', \`processed\` datetime null, constraint \`flips_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on delete cascade);`,
      `create index \`flips_check_id_index\` on \`flips\` (\`check_id\`);`,
      `create index \`flips_processed_index\` on \`flips\` (\`processed\`);`,
      `create index \`flips_check_id_created_index\` on \`flips\` (\`check_id\`, \`created\`);`,
      `create table \`channels\` (\`id\` integer not null primary key autoincrement, \`uuid\` text not null, \`project_id\` text not null, \`name\` text not null, \`kind\` text not null, \`value\` text not null, \`created_at\` datetime not null, constraint \`channels_project_id_foreign\` foreign key (\`project_id\`) references \`projects\` (\`id\`) on delete cascade);`,
      `create unique index \`channels_uuid_unique\` on \`channels\` (\`uuid\`);`,
      `create index \`channels_project_id_index\` on \`channels\` (\`project_id\`);`,
      `create table \`check_channels\` (\`check_id\` integer not null, \`channel_id\` integer not null, primary key (\`check_id\`, \`channel_id\`), constraint \`check_channels_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on update cascade on delete cascade, constraint \`check_channels_channel_id_foreign\` foreign key (\`channel_id\`) references \`channels\` (\`id\`) on update cascade on delete cascade);`,
      `create index \`check_channels_check_id_index\` on \`check_channels\` (\`check_id\`);`,
      `create index \`check_channels_channel_id_index\` on \`check_channels\` (\`channel_id\`);`,
    ],
    down: [
      `drop table if exists \`checks\`;`,
      `drop table if exists \`pings\`;`,
      `drop table if exists \`flips\`;`,
      `drop table if exists \`channels\`;`,
      `drop table if exists \`check_channels\`;`,
    ],
  };

  protected readonly postgresql = {
    up: [
      `create table "checks" ("id" serial primary key, "uuid" varchar(36) not null, "project_id" varchar(36) not null, "badge_key" varchar(36) not null, "name" varchar(100) not null default '', "slug" varchar(100) not null default '', "tags" varchar(500) not null default '', "desc" text not null default '', "kind" varchar(10) not null default 'simple', "timeout" int not null default 86400, "grace" int not null default 3600, "schedule" varchar(100) not null default '* * * * *', "tz" varchar(36) not null default 'UTC', "methods" varchar(10) not null default '', "manual_resume" boolean not null default false, "start_kw" varchar(200) not null default '', "success_kw" varchar(200) not null default '', "failure_kw" varchar(200) not null default '', "filter_subject" boolean not null default false, "filter_body" boolean not null default false, "filter_http_body" boolean not null default false, "filter_default_fail" boolean not null default false, "status" varchar(10) not null default 'new', "last_ping" timestamptz null, "last_start" timestamptz null, "last_start_rid" varchar(36) null, "last_duration" int null, "n_pings" int not null default 0, "alert_after" timestamptz null, "created_at" timestamptz not null);`,
      `alter table "checks" add constraint "checks_uuid_unique" unique ("uuid");`,
      `alter table "checks" add constraint "checks_badge_key_unique" unique ("badge_key");`,
      `create index "checks_alert_after_index" on "checks" ("alert_after");`,
      `create index "checks_project_id_slug_index" on "checks" ("project_id", "slug");`,
      `create table "pings" ("id" serial primary key, "check_id" int not null, "n" int not null, "kind" varchar(5) null, "created" timestamptz not null, "scheme" varchar(10) not null, "method" varchar(10) not null, "remote_addr" varchar(45) null, "ua" varchar(200) not null, "body" bytea null, "rid" varchar(36) null, "exit_status" int null);`,
      `create index "pings_created_index" on "pings" ("created");`,
      `alter table "pings" add constraint "pings_check_id_n_unique" unique ("check_id", "n");`,
      `create table "flips" ("id" serial primary key, "check_id" int not null, "created" timestamptz not null, "old_status" varchar(10) not null, "new_status" varchar(10) not null, "reason" varchar(10) not null default '', "processed" timestamptz null);`,
      `create index "flips_processed_index" on "flips" ("processed");`,
      `create index "flips_check_id_created_index" on "flips" ("check_id", "created");`,
      `create table "channels" ("id" serial primary key, "uuid" varchar(36) not null, "project_id" varchar(36) not null, "name" varchar(100) not null, "kind" varchar(20) not null, "value" text not null, "created_at" timestamptz not null);`,
      `alter table "channels" add constraint "channels_uuid_unique" unique ("uuid");`,
      `create index "channels_project_id_index" on "channels" ("project_id");`,
      `create table "check_channels" ("check_id" int not null, "channel_id" int not null, primary key ("check_id", "channel_id"));`,
      `alter table "checks" add constraint "checks_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
      `alter table "pings" add constraint "pings_check_id_foreign" foreign key ("check_id") references "checks" ("id") on delete cascade;`,
      `alter table "flips" add constraint "flips_check_id_foreign" foreign key ("check_id") references "checks" ("id") on delete cascade;`,
      `alter table "channels" add constraint "channels_project_id_foreign" foreign key ("project_id") references "projects" ("id") on delete cascade;`,
      `alter table "check_channels" add constraint "check_channels_check_id_foreign" foreign key ("check_id") references "checks" ("id") on update cascade on delete cascade;`,
      `alter table "check_channels" add constraint "check_channels_channel_id_foreign" foreign key ("channel_id") references "channels" ("id") on update cascade on delete cascade;`,
    ],
    down: [
      `drop table if exists "check_channels" cascade;`,
      `drop table if exists "channels" cascade;`,
      `drop table if exists "flips" cascade;`,
      `drop table if exists "pings" cascade;`,
      `drop table if exists "checks" cascade;`,
    ],
  };
}
