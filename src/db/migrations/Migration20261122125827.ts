import { DialectMigration } from './dialect-migration.js';

export class Migration20261122125827 extends DialectMigration {
  override name = 'Migration20261122125827';

  protected readonly sqlite = {
    up: [
      `create table \`site_settings\` (\`id\` integer not null primary key default 1, \`name\` text not null default 'Portico', \`description\` text not null default '', \`timezone\` text not null default 'UTC', \`date_format\` text not null default 'F j, Y');`,
    ],
    down: [`drop table if exists \`site_settings\`;`],
  };

  protected readonly postgresql = {
    up: [
      `create table "site_settings" ("id" int not null default 1, "name" varchar(200) not null default 'Portico', "description" varchar(500) not null default '', "timezone" varchar(64) not null default 'UTC', "date_format" varchar(100) not null default 'F j, Y', primary key ("id"));`,
    ],
    down: [`drop table if exists "site_settings" cascade;`],
  };
}
