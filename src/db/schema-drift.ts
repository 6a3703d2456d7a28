import type { Orm } from './orm.js';
import type { Statements } from './migrations/dialect-migration.js';
import { POST_SEARCH } from './derived-data.js';

/**
 * A statement about a trigger (the term and revision counts, the change token, the search index) or
 * the search index's trigram indexes, which the entities do not declare: the migrations' own.
 * MikroORM's diff would drop those indexes, and writes triggers back wrongly (without their bodies).
 */
const UNDESCRIBED = new RegExp(
  `^((create|drop) trigger|create or replace function|drop function|(create|drop) index (if exists )?["\`]?${POST_SEARCH}_)`,
  'i',
);

const statements = (sql: string) =>
  sql
    .split(/;\n/)
    .map((line) => line.trim())
    .filter((line) => line && !UNDESCRIBED.test(line))
    .map((line) => (line.endsWith(';') ? line : `${line};`));

/**
 * What would take the database to the entities' schema and back, as MikroORM's diff writes it, less
 * its statements about triggers and the search index's indexes, which the entities do not declare.
 * Empty when the migrations and entities agree.
 */
export async function schemaDrift(orm: Orm): Promise<Statements> {
  const { up, down } = await orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
  return { up: statements(up), down: statements(down) };
}
