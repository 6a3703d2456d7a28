import { Migration } from '@mikro-orm/migrations';

export class Migration20261122125827 extends Migration {
  override name = 'Migration20261122125827';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`site_settings\` (\`id\` integer not null primary key default 1, \`name\` text not null default 'Portico', \`description\` text not null default '', \`timezone\` text not null default 'UTC', \`date_format\` text not null default 'F j, Y');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`site_settings\`;`);
  }
}
