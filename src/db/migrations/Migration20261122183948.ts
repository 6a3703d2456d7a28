import { DialectMigration } from './dialect-migration.js';

export class Migration20261122183948 extends DialectMigration {
  override name = 'Migration20261122183948';

  protected readonly sqlite = {
    up: [
      `alter table \`terms\` add column \`auto_add\` integer not null default false;`,
      `alter table \`users\` add column \`first_name\` text not null default '';`,
      `alter table \`users\` add column \`last_name\` text not null default '';`,
      `alter table \`users\` add column \`nickname\` text not null default '';`,
      `alter table \`users\` add column \`url\` text not null default '';`,
      `alter table \`users\` add column \`description\` text not null default '';`,
      `update \`users\` set \`nickname\` = \`login\`;`,
    ],
    down: [
      `alter table \`terms\` drop column \`auto_add\`;`,
      `alter table \`users\` drop column \`first_name\`;`,
      `alter table \`users\` drop column \`last_name\`;`,
      `alter table \`users\` drop column \`nickname\`;`,
      `alter table \`users\` drop column \`url\`;`,
      `alter table \`users\` drop column \`description\`;`,
    ],
  };

  protected readonly postgresql = {
    up: [
      `alter table "terms" add column "auto_add" boolean not null default false;`,
      `alter table "users" add column "first_name" varchar(100) not null default '', add column "last_name" varchar(100) not null default '', add column "nickname" varchar(100) not null default '', add column "url" varchar(200) not null default '', add column "description" text not null default '';`,
      `update "users" set "nickname" = "login";`,
    ],
    down: [
      `alter table "terms" drop column "auto_add";`,
      `alter table "users" drop column "first_name", drop column "last_name", drop column "nickname", drop column "url", drop column "description";`,
    ],
  };
}
