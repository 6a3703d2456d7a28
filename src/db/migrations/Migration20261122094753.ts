import { DialectMigration } from './dialect-migration.js';

export class Migration20261122094753 extends DialectMigration {
  override name = 'Migration20261122094753';

  protected readonly sqlite = {
    up: [
      `create table \`projects\` (\`id\` text not null primary key, \`name\` text not null, \`api_key_prefix\` text null, \`api_key_hash\` text null, \`api_key_readonly_prefix\` text null, \`api_key_readonly_hash\` text null, \`ping_key\` text not null, \`badge_key\` text not null, \`check_limit\` integer not null default 10000, \`ping_log_limit\` integer not null default 100, \`created_at\` datetime not null);`,
      `create index \`projects_api_key_prefix_index\` on \`projects\` (\`api_key_prefix\`);`,
      `create index \`projects_api_key_readonly_prefix_index\` on \`projects\` (\`api_key_readonly_prefix\`);`,
      `create unique index \`projects_ping_key_unique\` on \`projects\` (\`ping_key\`);`,
      `create unique index \`projects_badge_key_unique\` on \`projects\` (\`badge_key\`);`,
      `create table \`users\` (\`id\` integer not null primary key autoincrement, \`login\` text not null, \`email\` text not null, \`display_name\` text not null default '', \`slug\` text not null, \`role\` text check (\`role\` in ('administrator', 'editor', 'author', 'contributor', 'subscriber')) not null, \`password_hash\` text null, \`registered_at\` datetime not null);`,
      `create unique index \`users_login_unique\` on \`users\` (\`login\`);`,
      `create unique index \`users_email_unique\` on \`users\` (\`email\`);`,
      `create unique index \`users_slug_unique\` on \`users\` (\`slug\`);`,
      `create table \`application_passwords\` (\`uuid\` text not null primary key, \`user_id\` integer not null, \`name\` text not null, \`app_id\` text not null default '', \`password_hash\` text not null, \`created\` datetime not null, \`last_used\` datetime null, \`last_ip\` text null, constraint \`application_passwords_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
      `create index \`application_passwords_user_id_index\` on \`application_passwords\` (\`user_id\`);`,
    ],
    down: [
      `drop table if exists \`projects\`;`,
      `drop table if exists \`users\`;`,
      `drop table if exists \`application_passwords\`;`,
    ],
  };

  protected readonly postgresql = {
    up: [
      `create table "projects" ("id" varchar(36) not null, "name" varchar(100) not null, "api_key_prefix" varchar(8) null, "api_key_hash" varchar(64) null, "api_key_readonly_prefix" varchar(8) null, "api_key_readonly_hash" varchar(64) null, "ping_key" varchar(22) not null, "badge_key" varchar(36) not null, "check_limit" int not null default 10000, "ping_log_limit" int not null default 100, "created_at" timestamptz not null, primary key ("id"));`,
      `create index "projects_api_key_prefix_index" on "projects" ("api_key_prefix");`,
      `create index "projects_api_key_readonly_prefix_index" on "projects" ("api_key_readonly_prefix");`,
      `alter table "projects" add constraint "projects_ping_key_unique" unique ("ping_key");`,
      `alter table "projects" add constraint "projects_badge_key_unique" unique ("badge_key");`,
      `create table "users" ("id" serial primary key, "login" varchar(60) not null, "email" varchar(100) not null, "display_name" varchar(250) not null default '', "slug" varchar(50) not null, "role" text not null, "password_hash" varchar(200) null, "registered_at" timestamptz not null);`,
      `alter table "users" add constraint "users_login_unique" unique ("login");`,
      `alter table "users" add constraint "users_email_unique" unique ("email");`,
      `alter table "users" add constraint "users_slug_unique" unique ("slug");`,
      `alter table "users" add constraint "users_role_check" check ("role" in ('administrator', 'editor', 'author', 'contributor', 'subscriber'));`,
      `create table "application_passwords" ("uuid" varchar(36) not null, "user_id" int not null, "name" varchar(200) not null, "app_id" varchar(36) not null default '', "password_hash" varchar(64) not null, "created" timestamptz not null, "last_used" timestamptz null, "last_ip" varchar(45) null, primary key ("uuid"));`,
      `create index "application_passwords_user_id_index" on "application_passwords" ("user_id");`,
      `alter table "application_passwords" add constraint "application_passwords_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    ],
    down: [
      `drop table if exists "application_passwords" cascade;`,
      `drop table if exists "users" cascade;`,
      `drop table if exists "projects" cascade;`,
    ],
  };
}
