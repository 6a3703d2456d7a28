import { Migration } from '@mikro-orm/migrations';

export class Migration20261123005939 extends Migration {
  override name = 'Migration20261123005939';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`attachments\` (\`post_id\` integer not null primary key, \`file\` text not null, \`filesize\` integer not null, \`width\` integer null, \`height\` integer null, \`sizes\` json not null, \`image_meta\` json not null, \`original_image\` text null, \`original_width\` integer null, \`original_height\` integer null, \`edited_from_id\` integer null, \`edited_from_file\` text null, \`alt_text\` text not null default '');`,
    );
    this.addSql(`create index \`attachments_edited_from_id_index\` on \`attachments\` (\`edited_from_id\`);`);

    this.addSql(`alter table \`posts\` add column \`mime_type\` text not null default '';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`attachments\`;`);

    this.addSql(`alter table \`posts\` drop column \`mime_type\`;`);
  }
}
