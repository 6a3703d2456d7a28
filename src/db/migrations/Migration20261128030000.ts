import { REVISION_COUNTS, REVISION_RECOUNT } from '../derived-data.js';
import { DialectMigration } from './dialect-migration.js';

/** A revision arrives (`new`, when it is one): its item counts one more (the first makes its row). */
const ADD = `insert into ${REVISION_COUNTS} (post_id, count, latest) select new.parent_id, 1, new.id where new.type = 'revision' on conflict (post_id) do update set count = ${REVISION_COUNTS}.count + 1, latest = GREATEST(${REVISION_COUNTS}.latest, excluded.latest)`;

/**
 * A revision leaves (`old`, when it was one): one fewer, and the newest looked up again only when it
 * was the newest (an index seek, not a count); an item left without revisions has no row.
 */
const REMOVE = [
  `update ${REVISION_COUNTS} set count = count - 1, latest = case when latest = old.id then coalesce((select max(id) from posts where parent_id = old.parent_id and type = 'revision'), 0) else latest end where post_id = old.parent_id and old.type = 'revision'`,
  `delete from ${REVISION_COUNTS} where post_id = old.parent_id and count <= 0`,
].join('; ');

/** An update that moves a row into or out of an item's revisions (none does through the API). */
const MOVES = `(old.type = 'revision' or new.type = 'revision') and (old.type != new.type or old.parent_id != new.parent_id)`;

/**
 * Revision counts stored: the `version-history` link's count and the newest revision were
 * counted over every revision of the item on each read and after each update — a cost that grew with
 * the item's history (1 ms at 14,000 revisions). The database keeps them on every write of a
 * revision, whoever writes it, in any order (a revision may arrive before its item in a copy).
 */
export class Migration20261128030000 extends DialectMigration {
  override name = 'Migration20261128030000';

  protected readonly sqlite = {
    up: [
      `create table \`${REVISION_COUNTS}\` (\`post_id\` integer not null primary key, \`count\` integer not null, \`latest\` integer not null);`,
      `${REVISION_RECOUNT};`,
      `create trigger \`revision_count_insert\` after insert on \`posts\` when new.type = 'revision' begin ${ADD}; end;`,
      `create trigger \`revision_count_delete\` after delete on \`posts\` when old.type = 'revision' begin ${REMOVE}; end;`,
      `create trigger \`revision_count_move\` after update of type, parent_id on \`posts\` when ${MOVES} begin ${REMOVE}; ${ADD}; end;`,
    ].map((sql) => sql.replaceAll('GREATEST(', 'max(')),
    down: [
      'drop trigger if exists `revision_count_move`;',
      'drop trigger if exists `revision_count_delete`;',
      'drop trigger if exists `revision_count_insert`;',
      `drop table if exists \`${REVISION_COUNTS}\`;`,
    ],
  };

  protected readonly postgresql = {
    up: [
      `create table "${REVISION_COUNTS}" ("post_id" int not null primary key, "count" int not null, "latest" int not null);`,
      `${REVISION_RECOUNT};`,
      `create function "revision_count"() returns trigger language plpgsql as $body$ begin
  if tg_op in ('DELETE', 'UPDATE') then ${REMOVE}; end if;
  if tg_op in ('INSERT', 'UPDATE') then ${ADD}; end if;
  return null;
end $body$;`,
      `create trigger "revision_count_insert" after insert on "posts" for each row when (new.type = 'revision') execute function "revision_count"();`,
      `create trigger "revision_count_delete" after delete on "posts" for each row when (old.type = 'revision') execute function "revision_count"();`,
      `create trigger "revision_count_move" after update of type, parent_id on "posts" for each row when (${MOVES}) execute function "revision_count"();`,
    ].map((sql) => sql.replaceAll('GREATEST(', 'greatest(')),
    down: [
      'drop trigger if exists "revision_count_move" on "posts";',
      'drop trigger if exists "revision_count_delete" on "posts";',
      'drop trigger if exists "revision_count_insert" on "posts";',
      'drop function if exists "revision_count"();',
      `drop table if exists "${REVISION_COUNTS}";`,
    ],
  };
}
