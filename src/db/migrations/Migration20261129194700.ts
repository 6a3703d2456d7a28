import { DialectMigration } from './dialect-migration.js';

/** Two-factor sign-in: a user's authenticator secret and the time step of the last code used. */
export class Migration20261129194700 extends DialectMigration {
  override name = 'Migration20261129194700';

  protected readonly sqlite = {
    up: [
      'alter table `users` add column `totp_secret` text null;',
      'alter table `users` add column `totp_last_step` integer null;',
    ],
    down: [
      'alter table `users` drop column `totp_secret`;',
      'alter table `users` drop column `totp_last_step`;',
    ],
  };

  protected readonly postgresql = {
    up: ['alter table "users" add "totp_secret" varchar(64) null, add "totp_last_step" int null;'],
    down: ['alter table "users" drop column "totp_secret", drop column "totp_last_step";'],
  };
}
