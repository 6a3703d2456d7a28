import { DialectMigration } from './dialect-migration.js';

/** The site's link to the monitoring project whose checks watch its scheduled items. */
export class Migration20261124113829 extends DialectMigration {
  override name = 'Migration20261124113829';

  protected readonly sqlite = {
    up: [
      'alter table `site_settings` add column `monitor_project_id` text null constraint `site_settings_monitor_project_id_foreign` references `projects` (`id`) on delete set null;',
      'create index `site_settings_monitor_project_id_index` on `site_settings` (`monitor_project_id`);',
    ],
    down: [
      'drop index `site_settings_monitor_project_id_index`;',
      'alter table `site_settings` drop column `monitor_project_id`;',
    ],
  };

  protected readonly postgresql = {
    up: [
      'alter table "site_settings" add "monitor_project_id" varchar(36) null;',
      'alter table "site_settings" add constraint "site_settings_monitor_project_id_foreign" foreign key ("monitor_project_id") references "projects" ("id") on delete set null;',
    ],
    down: [
      'alter table "site_settings" drop constraint "site_settings_monitor_project_id_foreign";',
      'alter table "site_settings" drop column "monitor_project_id";',
    ],
  };
}
