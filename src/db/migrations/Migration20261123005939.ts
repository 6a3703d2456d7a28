import { DialectMigration } from './dialect-migration.js';

export class Migration20261123005939 extends DialectMigration {
  override name = 'Migration20261123005939';

  protected readonly sqlite = {
    up: [
      `create table \`attachments\` (\`post_id\` integer not null primary key, \`file\` text not null, \`filesize\` integer not null, \`width\` integer null, \`height\` integer null, \`sizes\` json not null, \`image_meta\` json not null, \`original_image\` text null, \`original_width\` integer null, \`original_height\` integer null, \`edited_from_id\` integer null, \`edited_from_file\` text null, \`alt_text\` text not null default '');`,
      `create index \`attachments_edited_from_id_index\` on \`attachments\` (\`edited_from_id\`);`,
      `alter table \`posts\` add column \`mime_type\` text not null default '';`,
    ],
    down: [`drop table if exists \`attachments\`;`, `alter table \`posts\` drop column \`mime_type\`;`],
  };

  protected readonly postgresql = {
    up: [
      `create table "attachments" ("post_id" int not null, "file" varchar(255) not null, "filesize" int not null, "width" int null, "height" int null, "sizes" jsonb not null, "image_meta" jsonb not null, "original_image" varchar(255) null, "original_width" int null, "original_height" int null, "edited_from_id" int null, "edited_from_file" varchar(255) null, "alt_text" text not null default '', primary key ("post_id"));`,
      `create index "attachments_edited_from_id_index" on "attachments" ("edited_from_id");`,
      `alter table "posts" add column "mime_type" varchar(100) not null default '';`,
    ],
    down: [`drop table if exists "attachments" cascade;`, `alter table "posts" drop column "mime_type";`],
  };
}
