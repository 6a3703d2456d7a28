import type { Orm } from './orm.js';
import type { Statements } from './migrations/dialect-migration.js';
import { POST_SEARCH } from './migrations/Migration20261128010000.js';

/**
 * A statement about the post search index's triggers or trigram indexes, which the entities cannot
 * declare (MikroORM would drop the indexes, and writes the triggers back wrongly): the migrations' own.
 */
const UNDESCRIBED = new RegExp(`^(create|drop) (index|trigger) (if exists )?["\`]?${POST_SEARCH}_`, 'i');

const statements = (sql: string) =>
  sql
    .split(/;\n/)
    .map((line) => line.trim())
    .filter((line) => line && !UNDESCRIBED.test(line))
    .map((line) => (line.endsWith(';') ? line : `${line};`));

/**
 * What would take the database to the entities' schema, as MikroORM's diff writes it, less its
 * statements about the search index's triggers and indexes, which the entities cannot declare. Empty
 * when the migrations and entities agree.
 */
export async function schemaDrift(orm: Orm): Promise<Statements> {
  const { up, down } = await orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
  return { up: statements(up), down: statements(down) };
}
