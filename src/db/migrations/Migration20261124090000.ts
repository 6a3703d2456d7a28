import { DialectMigration } from './dialect-migration.js';
import { BUMP_EACH, CONTENT_TABLES } from './Migration20261124070000.js';

/** Bumps the counter once per transaction: the first row event of the transaction at commit does. */
const BUMP_ONCE = `create or replace function "content_changed"() returns trigger language plpgsql as $body$ begin
  if current_setting('portico.content_changed', true) is distinct from '1' then
    perform set_config('portico.content_changed', '1', true);
    update "content_changes" set "n" = "n" + 1 where "id" = 1;
  end if;
  return null;
end $body$;`;

/**
 * PostgreSQL's change counter is bumped at commit instead of at each statement. Bumped by each
 * statement, the one counter row was locked from a transaction's first content write to its end: all
 * content writers queued on it, and two that had locked rows in opposite order deadlocked (a post
 * update against a template deletion). A deferred trigger locks it only in the last moment before
 * commit, when the transaction waits for nothing else, and the bump still becomes visible with the
 * write. SQLite needs nothing.
 */
export class Migration20261124090000 extends DialectMigration {
  override name = 'Migration20261124090000';

  protected readonly sqlite = { up: [], down: [] };

  protected readonly postgresql = {
    up: [
      ...CONTENT_TABLES.map((table) => `drop trigger "${table}_content_changed" on "${table}";`),
      BUMP_ONCE,
      ...CONTENT_TABLES.map(
        (table) =>
          `create constraint trigger "${table}_content_changed" after insert or update or delete on "${table}" deferrable initially deferred for each row execute function "content_changed"();`,
      ),
    ],
    down: [
      ...CONTENT_TABLES.map((table) => `drop trigger "${table}_content_changed" on "${table}";`),
      `drop function "content_changed"();`,
      BUMP_EACH,
      ...CONTENT_TABLES.map(
        (table) =>
          `create trigger "${table}_content_changed" after insert or update or delete or truncate on "${table}" for each statement execute function "content_changed"();`,
      ),
    ],
  };
}
