/**
 * Developer tool (`npm run db:migration`): applies the committed migrations to a scratch SQLite file,
 * then writes the migration that brings it to the current entities into src/db/migrations.
 * Register the new class in src/db/migrations/index.ts afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from './orm.js';

const dir = mkdtempSync(join(tmpdir(), 'portico-migration-'));
const orm = await openDatabase({ kind: 'sqlite', path: join(dir, 'scratch.db') });
try {
  await migrate(orm);
  const result = await orm.migrator.create('src/db/migrations');
  console.log(
    result.fileName ? `wrote src/db/migrations/${result.fileName}` : 'entities and migrations agree',
  );
} finally {
  await orm.close();
  rmSync(dir, { recursive: true, force: true });
}
