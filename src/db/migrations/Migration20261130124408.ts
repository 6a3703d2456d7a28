import { DialectMigration } from './dialect-migration.js';

/** A focal point per image, which variants that crop keep in view. */
export class Migration20261130124408 extends DialectMigration {
  override name = 'Migration20261130124408';

  protected readonly sqlite = {
    up: ['alter table `attachments` add column `focal_point` json null;'],
    down: ['alter table `attachments` drop column `focal_point`;'],
  };

  protected readonly postgresql = {
    up: ['alter table "attachments" add "focal_point" jsonb null;'],
    down: ['alter table "attachments" drop column "focal_point";'],
  };
}
