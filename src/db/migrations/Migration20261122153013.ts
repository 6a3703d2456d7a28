import { Migration } from '@mikro-orm/migrations';

export class Migration20261122153013 extends Migration {
  override name = 'Migration20261122153013';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`posts\` (\`id\` integer not null primary key autoincrement, \`type\` text not null, \`status\` text not null, \`author_id\` integer not null, \`slug\` text not null default '', \`password\` text not null default '', \`title\` text not null default '', \`content\` text not null default '', \`excerpt\` text not null default '', \`parent_id\` integer not null default 0, \`menu_order\` integer not null default 0, \`featured_media\` integer not null default 0, \`comment_status\` text not null default 'open', \`ping_status\` text not null default 'open', \`format\` text not null default '', \`sticky\` integer not null default false, \`template\` text not null default '', \`meta\` json not null, \`date_local\` text not null, \`date_gmt\` datetime null, \`modified_local\` text not null, \`modified_gmt\` datetime not null, \`guid\` text not null, \`trashed_status\` text null);`,
    );
    this.addSql(`create index \`posts_parent_id_type_index\` on \`posts\` (\`parent_id\`, \`type\`);`);
    this.addSql(`create index \`posts_type_slug_index\` on \`posts\` (\`type\`, \`slug\`);`);
    this.addSql(
      `create index \`posts_type_status_date_local_index\` on \`posts\` (\`type\`, \`status\`, \`date_local\`);`,
    );

    this.addSql(
      `create table \`post_terms\` (\`post_id\` integer not null, \`term_id\` integer not null, primary key (\`post_id\`, \`term_id\`));`,
    );
    this.addSql(`create index \`post_terms_term_id_index\` on \`post_terms\` (\`term_id\`);`);

    this.addSql(
      `create table \`terms\` (\`id\` integer not null primary key autoincrement, \`taxonomy\` text not null, \`name\` text not null, \`slug\` text not null, \`description\` text not null default '', \`parent_id\` integer not null default 0);`,
    );
    this.addSql(`create unique index \`terms_taxonomy_slug_unique\` on \`terms\` (\`taxonomy\`, \`slug\`);`);
    // The default category (id 1) that posts get when none is sent.
    this.addSql(
      `insert into \`terms\` (\`id\`, \`taxonomy\`, \`name\`, \`slug\`) values (1, 'category', 'Uncategorized', 'uncategorized');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`posts\`;`);
    this.addSql(`drop table if exists \`post_terms\`;`);
    this.addSql(`drop table if exists \`terms\`;`);
  }
}
