import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/sqlite';
import { Migrator } from '@mikro-orm/migrations';
import type { DatabaseTarget } from '../config.js';
import { ormOptions } from '../../mikro-orm.config.js';
import { reuseStatements } from './statement-cache.js';

export type Orm = MikroORM;

/**
 * Opens the database. On SQLite it sets the pragmas Portico relies on: WAL (readers never block the
 * writer), synchronous=NORMAL (a committed transaction survives a process crash) and foreign keys,
 * and keeps compiled statements for reuse.
 */
export async function openDatabase(target: DatabaseTarget, overrides: Partial<Options> = {}): Promise<Orm> {
  if (target.kind === 'sqlite' && target.path !== ':memory:')
    mkdirSync(dirname(target.path), { recursive: true });
  const orm = await MikroORM.init({ ...ormOptions(target), extensions: [Migrator], ...overrides });
  if (target.kind === 'sqlite') {
    const db = await orm.em.getConnection().getNativeClient();
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    reuseStatements(db);
  }
  return orm;
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}
