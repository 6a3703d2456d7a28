import { DialectMigration } from './dialect-migration.js';

/** When a check's grace period begins, for the monitor to announce it (STATUS up → grace). */
export class Migration20261124115850 extends DialectMigration {
  override name = 'Migration20261124115850';

  protected readonly sqlite = {
    up: [
      'alter table `checks` add column `grace_at` datetime null;',
      'create index `checks_grace_at_index` on `checks` (`grace_at`);',
    ],
    down: ['drop index `checks_grace_at_index`;', 'alter table `checks` drop column `grace_at`;'],
  };

  protected readonly postgresql = {
    up: [
      'alter table "checks" add "grace_at" timestamptz null;',
      'create index "checks_grace_at_index" on "checks" ("grace_at");',
    ],
    down: ['drop index "checks_grace_at_index";', 'alter table "checks" drop column "grace_at";'],
  };
}
