import { Migration } from '@mikro-orm/migrations';
import { BasePostgreSqlPlatform } from '@mikro-orm/sql';

/** The statements of one migration step on one dialect. */
export interface Statements {
  up: string[];
  down: string[];
}

/**
 * One step of the single migration history, written for each dialect Portico runs on: the SQLite
 * statements as MikroORM generated them for SQLite, the PostgreSQL ones as its PostgreSQL generator
 * writes the same step. A fresh database of either kind ends with the entities' schema (checked by
 * test/foundation/database.test.ts on each).
 */
export abstract class DialectMigration extends Migration {
  protected abstract readonly sqlite: Statements;
  protected abstract readonly postgresql: Statements;

  private statements(): Statements {
    return this.driver.getPlatform() instanceof BasePostgreSqlPlatform ? this.postgresql : this.sqlite;
  }

  override up(): void {
    for (const sql of this.statements().up) this.addSql(sql);
  }

  override down(): void {
    for (const sql of this.statements().down) this.addSql(sql);
  }
}
