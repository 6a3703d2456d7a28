import { Migration } from '@mikro-orm/migrations';

export class Migration20261122115129 extends Migration {
  override name = 'Migration20261122115129';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`notifications\` (\`id\` integer not null primary key autoincrement, \`check_id\` integer not null, \`channel_id\` integer not null, \`flip_id\` integer not null, \`new_status\` text not null, \`state\` text not null default 'pending', \`attempts\` integer not null default 0, \`next_attempt_at\` datetime not null, \`error\` text null, \`created_at\` datetime not null, \`sent_at\` datetime null, constraint \`notifications_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on delete cascade, constraint \`notifications_channel_id_foreign\` foreign key (\`channel_id\`) references \`channels\` (\`id\`) on delete cascade, constraint \`notifications_flip_id_foreign\` foreign key (\`flip_id\`) references \`flips\` (\`id\`) on delete cascade);`,
    );
    this.addSql(`create index \`notifications_check_id_index\` on \`notifications\` (\`check_id\`);`);
    this.addSql(`create index \`notifications_channel_id_index\` on \`notifications\` (\`channel_id\`);`);
    this.addSql(`create index \`notifications_flip_id_index\` on \`notifications\` (\`flip_id\`);`);
    this.addSql(
      `create index \`notifications_check_id_created_at_index\` on \`notifications\` (\`check_id\`, \`created_at\`);`,
    );
    this.addSql(
      `create index \`notifications_state_next_attempt_at_index\` on \`notifications\` (\`state\`, \`next_attempt_at\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`notifications\`;`);
  }
}
