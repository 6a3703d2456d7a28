import { DialectMigration } from './dialect-migration.js';

/**
 * Which export file made each imported row, so that another export of the same site (same
 * `base_site_url`) cannot rewrite or re-parent what an earlier one made.
 */
export class Migration20261128213017 extends DialectMigration {
  override name = 'Migration20261128213017';

  protected readonly sqlite = {
    up: ["alter table `import_origins` add column `export` text not null default '';"],
    down: ['alter table `import_origins` drop column `export`;'],
  };

  protected readonly postgresql = {
    up: ['alter table "import_origins" add "export" varchar(64) not null default \'\';'],
    down: ['alter table "import_origins" drop column "export";'],
  };
}
