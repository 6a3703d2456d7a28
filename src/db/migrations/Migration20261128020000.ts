import { TERM_COUNT } from '../derived-data.js';
import { DialectMigration } from './dialect-migration.js';

/** Adds `delta` to the count of every term the post carries. */
const shiftTermsOf = (post: string, delta: string) =>
  `update terms set count = count + ${delta} where id in (select term_id from post_terms where post_id = ${post})`;

/** Adds `delta` to a term's count if the post is published. */
const shiftIfPublished = (row: 'new' | 'old', delta: string) =>
  `update terms set count = count + ${delta} where id = ${row}.term_id and exists (select 1 from posts where id = ${row}.post_id and status = 'publish')`;

/** A new term counts the links that are there already (a copy may write them first). */
const COUNT_NEW = `update terms set count = ${TERM_COUNT} where id = new.id`;

/** Whether a status change moves a post into or out of the published ones. */
const PUBLISHING = `(old.status = 'publish') != (new.status = 'publish')`;
const STEP = `case when new.status = 'publish' then 1 else -1 end`;

/**
 * Term counts stored, as the reference stores them, instead of counted over every carrying
 * post on each read: the database keeps them on every write that links or unlinks a term, publishes
 * or unpublishes a post, or deletes one — whichever writes it (the API, an import, a copy, another
 * process). Rows arriving or leaving in any order count once: a link counts only while its post
 * exists, a post only for the links it has, a new term for the links already there (so a copy may
 * write the tables in any order).
 */
export class Migration20261128020000 extends DialectMigration {
  override name = 'Migration20261128020000';

  protected readonly sqlite = {
    up: [
      'alter table `terms` add column `count` integer not null default 0;',
      `update terms set count = ${TERM_COUNT};`,
      `create trigger \`term_count_new\` after insert on \`terms\` begin ${COUNT_NEW}; end;`,
      `create trigger \`term_count_link\` after insert on \`post_terms\` begin ${shiftIfPublished('new', '1')}; end;`,
      `create trigger \`term_count_unlink\` after delete on \`post_terms\` begin ${shiftIfPublished('old', '-1')}; end;`,
      `create trigger \`term_count_insert\` after insert on \`posts\` when new.status = 'publish' begin ${shiftTermsOf('new.id', '1')}; end;`,
      `create trigger \`term_count_status\` after update of status on \`posts\` when ${PUBLISHING} begin ${shiftTermsOf('new.id', STEP)}; end;`,
      `create trigger \`term_count_delete\` after delete on \`posts\` when old.status = 'publish' begin ${shiftTermsOf('old.id', '-1')}; end;`,
    ],
    down: [
      'drop trigger if exists `term_count_delete`;',
      'drop trigger if exists `term_count_status`;',
      'drop trigger if exists `term_count_insert`;',
      'drop trigger if exists `term_count_unlink`;',
      'drop trigger if exists `term_count_link`;',
      'drop trigger if exists `term_count_new`;',
      'alter table `terms` drop column `count`;',
    ],
  };

  protected readonly postgresql = {
    up: [
      'alter table "terms" add "count" int not null default 0;',
      `update terms set count = ${TERM_COUNT};`,
      `create function "term_count_new"() returns trigger language plpgsql as $body$ begin ${COUNT_NEW}; return null; end $body$;`,
      `create trigger "term_count_new" after insert on "terms" for each row execute function "term_count_new"();`,
      `create function "term_count_link"() returns trigger language plpgsql as $body$ begin
  if tg_op = 'INSERT' then ${shiftIfPublished('new', '1')};
  else ${shiftIfPublished('old', '-1')};
  end if;
  return null;
end $body$;`,
      `create trigger "term_count_link" after insert or delete on "post_terms" for each row execute function "term_count_link"();`,
      `create function "term_count_post"() returns trigger language plpgsql as $body$ begin
  if tg_op = 'DELETE' then
    if old.status = 'publish' then ${shiftTermsOf('old.id', '-1')}; end if;
  elsif tg_op = 'INSERT' then
    if new.status = 'publish' then ${shiftTermsOf('new.id', '1')}; end if;
  elsif ${PUBLISHING} then ${shiftTermsOf('new.id', STEP)};
  end if;
  return null;
end $body$;`,
      `create trigger "term_count_post" after insert or update of status or delete on "posts" for each row execute function "term_count_post"();`,
    ],
    down: [
      'drop trigger if exists "term_count_post" on "posts";',
      'drop function if exists "term_count_post"();',
      'drop trigger if exists "term_count_link" on "post_terms";',
      'drop function if exists "term_count_link"();',
      'drop trigger if exists "term_count_new" on "terms";',
      'drop function if exists "term_count_new"();',
      'alter table "terms" drop column "count";',
    ],
  };
}
