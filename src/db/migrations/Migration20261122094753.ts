import { Migration } from '@mikro-orm/migrations';

export class Migration20261122094753 extends Migration {
  override name = 'Migration20261122094753';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`projects\` (\`id\` text not null primary key, \`name\` text not null, \`api_key_prefix\` text null, \`api_key_hash\` text null, \`api_key_readonly_prefix\` text null, \`api_key_readonly_hash\` text null, \`ping_key\` text not null, \`badge_key\` text not null, \`check_limit\` integer not null default 10000, \`ping_log_limit\` integer not null default 100, \`created_at\` datetime not null);`,
    );
    this.addSql(`create index \`projects_api_key_prefix_index\` on \`projects\` (\`api_key_prefix\`);`);
    this.addSql(
      `create index \`projects_api_key_readonly_prefix_index\` on \`projects\` (\`api_key_readonly_prefix\`);`,
    );
    this.addSql(`create unique index \`projects_ping_key_unique\` on \`projects\` (\`ping_key\`);`);
    this.addSql(`create unique index \`projects_badge_key_unique\` on \`projects\` (\`badge_key\`);`);

    this.addSql(
      `create table \`users\` (\`id\` integer not null primary key autoincrement, \`login\` text not null, \`email\` text not null, \`display_name\` text not null default '', \`slug\` text not null, \`role\` text check (\`role\` in ('administrator', 'editor', 'author', 'contributor', 'subscriber')) not null, \`password_hash\` text null, \`registered_at\` datetime not null);`,
    );
    this.addSql(`create unique index \`users_login_unique\` on \`users\` (\`login\`);`);
    this.addSql(`create unique index \`users_email_unique\` on \`users\` (\`email\`);`);
    this.addSql(`create unique index \`users_slug_unique\` on \`users\` (\`slug\`);`);

    this.addSql(
      `create table \`application_passwords\` (\`uuid\` text not null primary key, \`user_id\` integer not null, \`name\` text not null, \`app_id\` text not null default '', \`password_hash\` text not null, \`created\` datetime not null, \`last_used\` datetime null, \`last_ip\` text null, constraint \`application_passwords_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`,
    );
    this.addSql(
      `create index \`application_passwords_user_id_index\` on \`application_passwords\` (\`user_id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`projects\`;`);
    this.addSql(`drop table if exists \`users\`;`);
    this.addSql(`drop table if exists \`application_passwords\`;`);
  }
}
