import { DialectMigration } from './dialect-migration.js';

/** Where imported rows came from (an export's site and its ids), so imports run again find them. */
export class Migration20261126163241 extends DialectMigration {
  override name = 'Migration20261126163241';

  protected readonly sqlite = {
    up: [
      'create table `import_origins` (`id` integer not null primary key autoincrement, `source` text not null, `kind` text not null, `original_id` text not null, `local_id` integer not null);',
      'create unique index `import_origins_source_kind_original_id_unique` on `import_origins` (`source`, `kind`, `original_id`);',
    ],
    down: ['drop table if exists `import_origins`;'],
  };

  protected readonly postgresql = {
    up: [
      'create table "import_origins" ("id" serial primary key, "source" varchar(200) not null, "kind" varchar(10) not null, "original_id" varchar(100) not null, "local_id" int not null);',
      'alter table "import_origins" add constraint "import_origins_source_kind_original_id_unique" unique ("source", "kind", "original_id");',
    ],
    down: ['drop table if exists "import_origins" cascade;'],
  };
}
