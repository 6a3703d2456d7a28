import { DialectMigration } from './dialect-migration.js';

/**
 * Image variants kept in the media store (what the cache holds, for its size bound), and attachments
 * found by their full-size file (the variants' source).
 */
export class Migration20261130100155 extends DialectMigration {
  override name = 'Migration20261130100155';

  protected readonly sqlite = {
    up: [
      'create table `media_variants` (`file` text not null primary key, `attachment_id` integer not null, `bytes` integer not null, `created_at` datetime not null);',
      'create index `media_variants_attachment_id_index` on `media_variants` (`attachment_id`);',
      'create index `media_variants_created_at_index` on `media_variants` (`created_at`);',
      'create index `attachments_file_index` on `attachments` (`file`);',
    ],
    down: ['drop table if exists `media_variants`;', 'drop index `attachments_file_index`;'],
  };

  protected readonly postgresql = {
    up: [
      'create table "media_variants" ("file" varchar(400) not null, "attachment_id" int not null, "bytes" int not null, "created_at" timestamptz not null, primary key ("file"));',
      'create index "media_variants_attachment_id_index" on "media_variants" ("attachment_id");',
      'create index "media_variants_created_at_index" on "media_variants" ("created_at");',
      'create index "attachments_file_index" on "attachments" ("file");',
    ],
    down: ['drop table if exists "media_variants" cascade;', 'drop index "attachments_file_index";'],
  };
}
