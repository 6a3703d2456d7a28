import { Migration } from '@mikro-orm/migrations';

export class Migration20261122183948 extends Migration {
  override name = 'Migration20261122183948';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`terms\` add column \`auto_add\` integer not null default false;`);

    this.addSql(`alter table \`users\` add column \`first_name\` text not null default '';`);
    this.addSql(`alter table \`users\` add column \`last_name\` text not null default '';`);
    this.addSql(`alter table \`users\` add column \`nickname\` text not null default '';`);
    this.addSql(`alter table \`users\` add column \`url\` text not null default '';`);
    this.addSql(`alter table \`users\` add column \`description\` text not null default '';`);
    // The reference's nickname defaults to the login.
    this.addSql(`update \`users\` set \`nickname\` = \`login\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`terms\` drop column \`auto_add\`;`);

    this.addSql(`alter table \`users\` drop column \`first_name\`;`);
    this.addSql(`alter table \`users\` drop column \`last_name\`;`);
    this.addSql(`alter table \`users\` drop column \`nickname\`;`);
    this.addSql(`alter table \`users\` drop column \`url\`;`);
    this.addSql(`alter table \`users\` drop column \`description\`;`);
  }
}
