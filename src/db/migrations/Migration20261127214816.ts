import { DialectMigration } from './dialect-migration.js';

/** Integration kinds' settings (delivery/kinds/<kind>), beside each channel's main value. */
export class Migration20261127214816 extends DialectMigration {
  override name = 'Migration20261127214816';

  protected readonly sqlite = {
    up: ["alter table `channels` add column `settings` text not null default '{}';"],
    down: ['alter table `channels` drop column `settings`;'],
  };

  protected readonly postgresql = {
    up: ['alter table "channels" add "settings" text not null default \'{}\';'],
    down: ['alter table "channels" drop column "settings";'],
  };
}
