import { DialectMigration } from './dialect-migration.js';

export class Migration20261122153013 extends DialectMigration {
  override name = 'Migration20261122153013';

  protected readonly sqlite = {
    up: [
      `create table \`posts\` (\`id\` integer not null primary key autoincrement, \`type\` text not null, \`status\` text not null, \`author_id\` integer not null, \`slug\` text not null default '', \`password\` text not null default '', \`title\` text not null default '', \`content\` text not null default '', \`excerpt\` text not null default '', \`parent_id\` integer not null default 0, \`menu_order\` integer not null default 0, \`featured_media\` integer not null default 0, \`comment_status\` text not null default 'open', \`ping_status\` text not null default 'open', \`format\` text not null default '', \`sticky\` integer not null default false, \`template\` text not null default '', \`meta\` json not null, \`date_local\` text not null, \`date_gmt\` datetime null, \`modified_local\` text not null, \`modified_gmt\` datetime not null, \`guid\` text not null, \`trashed_status\` text null);`,
      `create index \`posts_parent_id_type_index\` on \`posts\` (\`parent_id\`, \`type\`);`,
      `create index \`posts_type_slug_index\` on \`posts\` (\`type\`, \`slug\`);`,
      `create index \`posts_type_status_date_local_index\` on \`posts\` (\`type\`, \`status\`, \`date_local\`);`,
      `create table \`post_terms\` (\`post_id\` integer not null, \`term_id\` integer not null, primary key (\`post_id\`, \`term_id\`));`,
      `create index \`post_terms_term_id_index\` on \`post_terms\` (\`term_id\`);`,
      `create table \`terms\` (\`id\` integer not null primary key autoincrement, \`taxonomy\` text not null, \`name\` text not null, \`slug\` text not null, \`description\` text not null default '', \`parent_id\` integer not null default 0);`,
      `create unique index \`terms_taxonomy_slug_unique\` on \`terms\` (\`taxonomy\`, \`slug\`);`,
      `insert into \`terms\` (\`id\`, \`taxonomy\`, \`name\`, \`slug\`) values (1, 'category', 'Uncategorized', 'uncategorized');`,
    ],
    down: [
      `drop table if exists \`posts\`;`,
      `drop table if exists \`post_terms\`;`,
      `drop table if exists \`terms\`;`,
    ],
  };

  protected readonly postgresql = {
    up: [
      `create table "posts" ("id" serial primary key, "type" varchar(20) not null, "status" varchar(20) not null, "author_id" int not null, "slug" varchar(200) not null default '', "password" varchar(255) not null default '', "title" text not null default '', "content" text not null default '', "excerpt" text not null default '', "parent_id" int not null default 0, "menu_order" int not null default 0, "featured_media" int not null default 0, "comment_status" varchar(20) not null default 'open', "ping_status" varchar(20) not null default 'open', "format" varchar(20) not null default '', "sticky" boolean not null default false, "template" varchar(200) not null default '', "meta" jsonb not null, "date_local" varchar(19) not null, "date_gmt" timestamptz null, "modified_local" varchar(19) not null, "modified_gmt" timestamptz not null, "guid" varchar(255) not null, "trashed_status" varchar(20) null);`,
      `create index "posts_parent_id_type_index" on "posts" ("parent_id", "type");`,
      `create index "posts_type_slug_index" on "posts" ("type", "slug");`,
      `create index "posts_type_status_date_local_index" on "posts" ("type", "status", "date_local");`,
      `create table "post_terms" ("post_id" int not null, "term_id" int not null, primary key ("post_id", "term_id"));`,
      `create index "post_terms_term_id_index" on "post_terms" ("term_id");`,
      `create table "terms" ("id" serial primary key, "taxonomy" varchar(32) not null, "name" varchar(200) not null, "slug" varchar(200) not null, "description" text not null default '', "parent_id" int not null default 0);`,
      `alter table "terms" add constraint "terms_taxonomy_slug_unique" unique ("taxonomy", "slug");`,
      `insert into "terms" ("id", "taxonomy", "name", "slug") values (1, 'category', 'Uncategorized', 'uncategorized');`,
      `select setval(pg_get_serial_sequence('terms', 'id'), 1);`,
    ],
    down: [
      `drop table if exists "terms" cascade;`,
      `drop table if exists "post_terms" cascade;`,
      `drop table if exists "posts" cascade;`,
    ],
  };
}
