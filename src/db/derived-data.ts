/**
 * What the database derives from the content through triggers — the post search index, the term
 * counts, the revision counts — named once for the migrations that create it and the code that reads,
 * repairs or copies it. The migrations already applied ran these texts as they stand: a statement that
 * must change belongs to a new migration, not to an edit here.
 */

/** The prefix of the search index's objects (src/db/schema-drift.ts: MikroORM cannot describe them). */
export const POST_SEARCH = 'posts_search';

/**
 * A term's count as the reference defines it (term_taxonomy.count): how many published items carry
 * the term of the row `terms`. Also what `content recount` sets every count back to.
 */
export const TERM_COUNT = `(select count(*) from post_terms c join posts p on p.id = c.post_id where c.term_id = terms.id and p.status = 'publish')`;

/** The derived table: each item's revision count and newest revision, kept by the triggers. */
export const REVISION_COUNTS = 'revision_counts';

/** Every item's revisions counted over the posts (what the table starts from, and what a repair sets). */
export const REVISION_RECOUNT = `insert into ${REVISION_COUNTS} (post_id, count, latest) select parent_id, count(*), max(id) from posts where type = 'revision' group by parent_id`;
