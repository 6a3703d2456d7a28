import { DialectMigration } from './dialect-migration.js';

export class Migration20261122115129 extends DialectMigration {
  override name = 'Migration20261122115129';

  protected readonly sqlite = {
    up: [
      `create table \`notifications\` (\`id\` integer not null primary key autoincrement, \`check_id\` integer not null, \`channel_id\` integer not null, \`flip_id\` integer not null, \`new_status\` text not null, \`state\` text not null default 'pending', \`attempts\` integer not null default 0, \`next_attempt_at\` datetime not null, \`error\` text null, \`created_at\` datetime not null, \`sent_at\` datetime null, constraint \`notifications_check_id_foreign\` foreign key (\`check_id\`) references \`checks\` (\`id\`) on delete cascade, constraint \`notifications_channel_id_foreign\` foreign key (\`channel_id\`) references \`channels\` (\`id\`) on delete cascade, constraint \`notifications_flip_id_foreign\` foreign key (\`flip_id\`) references \`flips\` (\`id\`) on delete cascade);`,
      `create index \`notifications_check_id_index\` on \`notifications\` (\`check_id\`);`,
      `create index \`notifications_channel_id_index\` on \`notifications\` (\`channel_id\`);`,
      `create index \`notifications_flip_id_index\` on \`notifications\` (\`flip_id\`);`,
      `create index \`notifications_check_id_created_at_index\` on \`notifications\` (\`check_id\`, \`created_at\`);`,
      `create index \`notifications_state_next_attempt_at_index\` on \`notifications\` (\`state\`, \`next_attempt_at\`);`,
    ],
    down: [`drop table if exists \`notifications\`;`],
  };

  protected readonly postgresql = {
    up: [
      `create table "notifications" ("id" serial primary key, "check_id" int not null, "channel_id" int not null, "flip_id" int not null, "new_status" varchar(10) not null, "state" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
      `create index "notifications_check_id_created_at_index" on "notifications" ("check_id", "created_at");`,
      `create index "notifications_state_next_attempt_at_index" on "notifications" ("state", "next_attempt_at");`,
      `alter table "notifications" add constraint "notifications_check_id_foreign" foreign key ("check_id") references "checks" ("id") on delete cascade;`,
      `alter table "notifications" add constraint "notifications_channel_id_foreign" foreign key ("channel_id") references "channels" ("id") on delete cascade;`,
      `alter table "notifications" add constraint "notifications_flip_id_foreign" foreign key ("flip_id") references "flips" ("id") on delete cascade;`,
    ],
    down: [`drop table if exists "notifications" cascade;`],
  };
}
