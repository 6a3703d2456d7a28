import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100712 extends Migration {
  override name = 'Migration20261122100712';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`checks\` (\`id\` integer not null primary key autoincrement, \`uuid\` text not null, \`project_id\` text not null, \`badge_key\` text not null, \`name\` text not null default '', \`slug\` text not null default '', \`tags\` text not null default '', \`desc\` text not null default '', \`kind\` text not null default 'simple', \`timeout\` integer not null default 86400, \`grace\` integer not null default 3600, \`schedule\` text not null default '* * * * *', \`tz\` text not null default 'UTC', \`methods\` text not null default '', \`manual_resume\` integer not null default false, \`start_kw\` text not null default '', \`success_kw\` text not null default '', \`failure_kw\` text not null default '', \`filter_subject\` integer not null default false, \`filter_body\` integer not null default false, \`filter_http_body\` integer not null default false, \`filter_default_fail\` integer not null default false, \`status\` text not null default 'new', \`last_ping\` datetime null, \`last_start\` datetime null, \`last_start_rid\` text null, \`last_duration\` integer null, \`n_pings\` integer not null default 0, \`alert_after\` datetime null, \`created_at\` datetime not null, constraint \`checks_project_id_foreign\` foreign key (\`project_id\`) references \`projects\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create unique index \`checks_uuid_unique\` on \`checks\` (\`uuid\`);`);
    this.addSql(`create index \`checks_project_id_index\` on \`checks\` (\`project_id\`);`);
    this.addSql(`create unique index \`checks_badge_key_unique\` on \`checks\` (\`badge_key\`);`);
    this.addSql(`create index \`checks_alert_after_index\` on \`checks\` (\`alert_after\`);`);
    this.addSql(`create index \`checks_project_id_slug_index\` on \`checks\` (\`project_id\`, \`slug\`);`);

    this.addSql(
      `create table \`pings\` (\`id\` integer not null primary key autoincrement, \`check_id\` integer not null, \`n\` integer not null, \`kind\` text null, \`created\` datetime not null, \`scheme\` text not null, \`method\` text not null, \`remote_addr\` text null, \`ua\` text not null, \`body\` blob null, \`rid\` text null, \`exit_status\` integer null, constraint \`pings_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`pings_check_id_index\` on \`pings\` (\`check_id\`);`);
    this.addSql(`create index \`pings_created_index\` on \`pings\` (\`created\`);`);
    this.addSql(`create unique index \`pings_check_id_n_unique\` on \`pings\` (\`check_id\`, \`n\`);`);

    this.addSql(
      `create table \`flips\` (\`id\` integer not null primary key autoincrement, \`check_id\` integer not null, \`created\` datetime not null, \`old_status\` text not null, \`new_status\` text not null, \`reason\` text not null default '', \`processed\` datetime null, constraint \`flips_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`flips_check_id_index\` on \`flips\` (\`check_id\`);`);
    this.addSql(`create index \`flips_processed_index\` on \`flips\` (\`processed\`);`);
    this.addSql(`create index \`flips_check_id_created_index\` on \`flips\` (\`check_id\`, \`created\`);`);

    this.addSql(
      `create table \`channels\` (\`id\` integer not null primary key autoincrement, \`uuid\` text not null, \`project_id\` text not null, \`name\` text not null, \`kind\` text not null, \`value\` text not null, \`created_at\` datetime not null, constraint \`channels_project_id_foreign\` foreign key (\`project_id\`) references \`projects\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create unique index \`channels_uuid_unique\` on \`channels\` (\`uuid\`);`);
    this.addSql(`create index \`channels_project_id_index\` on \`channels\` (\`project_id\`);`);

    this.addSql(
      `create table \`check_channels\` (\`check_id\` integer not null, \`channel_id\` integer not null, primary key (\`check_id\`, \`channel_id\`), constraint \`check_channels_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on update cascade on delete cascade, constraint \`check_channels_channel_id_foreign\` foreign key (\`channel_id\`) references \`channels\` (\`id\`) on update cascade on delete cascade);`,
    );
    this.addSql(`create index \`check_channels_check_id_index\` on \`check_channels\` (\`check_id\`);`);
    this.addSql(`create index \`check_channels_channel_id_index\` on \`check_channels\` (\`channel_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`checks\`;`);
    this.addSql(`drop table if exists \`pings\`;`);
    this.addSql(`drop table if exists \`flips\`;`);
    this.addSql(`drop table if exists \`channels\`;`);
    this.addSql(`drop table if exists \`check_channels\`;`);
  }
}
