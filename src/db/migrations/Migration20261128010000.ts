import { DialectMigration } from './dialect-migration.js';

/** The columns a post search reads (WP_Query's post_title, post_excerpt, post_content). */
const SEARCHED = ['title', 'excerpt', 'content'] as const;

/** Revisions are never searched as posts: leaving them out keeps a write that keeps one cheap. */
const INDEXED = (row: 'new' | 'old') => `${row}.type != 'revision'`;

const values = (row: 'new' | 'old') => [`${row}.id`, ...SEARCHED.map((c) => `${row}.${c}`)].join(', ');

/**
 * A text index for post search: a `search=` scanned every row's text. SQLite gets an FTS5
 * table with the trigram tokenizer over the posts' own text (external content: the text is not stored
 * twice), kept by triggers; a search term of 3 or more characters first narrows the rows through it
 * (src/content/posts/post-query.ts), and the LIKE still decides. PostgreSQL's pg_trgm GIN indexes on the
 * lowered columns serve the LIKE as it is written.
 */
export class Migration20261128010000 extends DialectMigration {
  override name = 'Migration20261128010000';

  protected readonly sqlite = {
    up: [
      `create virtual table \`posts_search\` using fts5(${SEARCHED.join(', ')}, content='posts', content_rowid='id', tokenize='trigram');`,
      `insert into \`posts_search\` (rowid, ${SEARCHED.join(', ')}) select id, ${SEARCHED.join(', ')} from \`posts\` where type != 'revision';`,
      `create trigger \`posts_search_insert\` after insert on \`posts\` when ${INDEXED('new')} begin
  insert into \`posts_search\` (rowid, ${SEARCHED.join(', ')}) values (${values('new')});
end;`,
      `create trigger \`posts_search_delete\` after delete on \`posts\` when ${INDEXED('old')} begin
  insert into \`posts_search\` (\`posts_search\`, rowid, ${SEARCHED.join(', ')}) values ('delete', ${values('old')});
end;`,
      // Only when the text (or the type) changes: most updates touch neither.
      `create trigger \`posts_search_update\` after update of type, ${SEARCHED.join(', ')} on \`posts\`
when (old.type, ${SEARCHED.map((c) => `old.${c}`).join(', ')}) is not (new.type, ${SEARCHED.map((c) => `new.${c}`).join(', ')}) begin
  insert into \`posts_search\` (\`posts_search\`, rowid, ${SEARCHED.join(', ')}) select 'delete', ${values('old')} where ${INDEXED('old')};
  insert into \`posts_search\` (rowid, ${SEARCHED.join(', ')}) select ${values('new')} where ${INDEXED('new')};
end;`,
    ],
    down: [
      'drop trigger if exists `posts_search_update`;',
      'drop trigger if exists `posts_search_delete`;',
      'drop trigger if exists `posts_search_insert`;',
      'drop table if exists `posts_search`;',
    ],
  };

  protected readonly postgresql = {
    up: [
      'create extension if not exists pg_trgm;',
      ...SEARCHED.map(
        (column) =>
          `create index "posts_search_${column}" on "posts" using gin (lower("${column}") gin_trgm_ops);`,
      ),
    ],
    down: SEARCHED.map((column) => `drop index if exists "posts_search_${column}";`),
  };
}
