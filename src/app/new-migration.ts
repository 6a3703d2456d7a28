/**
 * Developer tool (`npm run db:migration`): applies the committed migrations to a scratch SQLite file
 * and to a scratch PostgreSQL database (on the server of TEST_DATABASE_URL, which it needs), then
 * writes the step that brings each to the current entities as one DialectMigration in
 * src/db/migrations, registered last in src/db/migrations/index.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../config.js';
import { openDatabase } from './database.js';
import { migrate } from '../db/orm.js';
import { schemaDrift } from '../db/schema-drift.js';
import type { Statements } from '../db/migrations/dialect-migration.js';

const server = process.env.TEST_DATABASE_URL;
if (!server?.startsWith('postgres')) {
  console.error(
    'db:migration writes SQLite and PostgreSQL statements: set TEST_DATABASE_URL=postgresql://… first',
  );
  process.exit(1);
}

/** The statements that take a database migrated so far to the entities. */
async function step(target: DatabaseTarget): Promise<Statements> {
  const orm = await openDatabase(target);
  try {
    await migrate(orm);
    return await schemaDrift(orm);
  } finally {
    await orm.close();
  }
}

/** Runs `work` on a new database of the PostgreSQL server, dropped afterwards. */
async function onScratchPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const admin = await openDatabase({ kind: 'postgresql', url: server! });
  const name = `portico_migration_${Date.now()}`;
  const url = new URL(server!);
  url.pathname = `/${name}`;
  try {
    await admin.em.getConnection().execute(`create database "${name}"`);
    return await work(url.href);
  } finally {
    await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
    await admin.close();
  }
}

/** Writes a source file as the repository's Prettier settings format it (a development install's). */
async function writeFormatted(path: string, source: string) {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(path);
  writeFileSync(path, await prettier.format(source, { ...options, filepath: path }));
}

/** Adds the migration's import and its entry at the end of the list in src/db/migrations/index.ts. */
async function register(name: string) {
  const index = 'src/db/migrations/index.ts';
  const source = readFileSync(index, 'utf8');
  const imports = source.lastIndexOf('\nimport ') + 1;
  const importsEnd = source.indexOf('\n', imports) + 1;
  const listEnd = source.lastIndexOf('];');
  await writeFormatted(
    index,
    source.slice(0, importsEnd) +
      `import { ${name} } from './${name}.js';\n` +
      source.slice(importsEnd, listEnd) +
      `  { name: '${name}', class: ${name} },\n` +
      source.slice(listEnd),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'portico-migration-'));
try {
  const sqlite = await step({ kind: 'sqlite', path: join(dir, 'scratch.db') });
  const postgresql = await onScratchPostgres((url) => step({ kind: 'postgresql', url }));
  if (!sqlite.up.length && !postgresql.up.length) {
    console.log('entities and migrations agree');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const name = `Migration${stamp}`;
    const list = (items: string[]) =>
      `[${items.map((item) => `\n      ${JSON.stringify(item)},`).join('')}\n    ]`;
    const block = (s: Statements) => `{\n    up: ${list(s.up)},\n    down: ${list(s.down)},\n  }`;
    await writeFormatted(
      join('src/db/migrations', `${name}.ts`),
      `import { DialectMigration } from './dialect-migration.js';\n\nexport class ${name} extends DialectMigration {\n` +
        `  override name = '${name}';\n\n  protected readonly sqlite = ${block(sqlite)};\n\n` +
        `  protected readonly postgresql = ${block(postgresql)};\n}\n`,
    );
    await register(name);
    console.log(`wrote src/db/migrations/${name}.ts and registered it in src/db/migrations/index.ts`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
