import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../app/database.js';
import { backupSqlite } from '../db/backup.js';
import type { DomainDeps } from '../domain-deps.js';
import { withDatabase } from './io.js';

/**
 * Runs `work` on the configured database as a real command would, then throws away everything it
 * wrote, so what it returns is what the real run will return: it takes the same code path, not an
 * imitation of it. Media files go to a scratch folder. On SQLite the work runs on a snapshot (SQLite's
 * online backup) in a scratch folder beside the database: one transaction there would hold the only
 * write lock until the end and stall the server's pings. On PostgreSQL it runs in one transaction
 * that is rolled back (other writers wait only for the rows it touches; its sequences move on, so
 * what `work` returns names no id of a row it made).
 */
export function withDryRun<T>(work: (deps: DomainDeps) => Promise<T>): Promise<T> {
  return withDatabase(async (deps, orm) => {
    const { database } = deps.settings;
    const scratch = await mkdtemp(
      join(database.kind === 'sqlite' ? dirname(database.path) : tmpdir(), '.portico-dry-run-'),
    );
    const settings = {
      ...deps.settings,
      mediaStorage: { kind: 'local' as const },
      mediaDir: join(scratch, 'media'),
    };
    try {
      if (database.kind === 'postgresql') {
        const em = deps.em.fork();
        await em.begin();
        try {
          return await work({ ...deps, em, settings });
        } finally {
          await em.rollback();
        }
      }
      const snapshot = join(scratch, 'portico.db');
      await backupSqlite(orm, snapshot);
      const copy = await openDatabase({ kind: 'sqlite', path: snapshot });
      try {
        return await work({ ...deps, em: copy.em.fork(), settings });
      } finally {
        await copy.close();
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
}
