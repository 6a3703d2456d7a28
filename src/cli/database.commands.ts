import { existsSync } from 'node:fs';
import { Command } from 'commander';
import { parseDatabaseUrl, type DatabaseTarget } from '../config.js';
import { backupMediaFolder, backupSqlite } from '../db/backup.js';
import { checkEmpty, copyDatabase, CopyRefused, type CopySummary } from '../db/copy/copy-database.js';
import type { CopySide } from '../db/copy/copy-side.js';
import { PostgresqlSide } from '../db/copy/postgresql-side.js';
import { SqliteSide } from '../db/copy/sqlite-side.js';
import { openDatabase } from '../app/database.js';
import { migrate, type Orm } from '../db/orm.js';
import { badInput } from '../errors.js';
import { cliConfig, print, progressLine } from './io.js';

const PG_DUMP = 'pg_dump --format=custom --file portico.dump "$DATABASE_URL"';

/** A file-system or SQLite failure of a backup, said in one line. */
const failed = (what: string) => (error: Error) => {
  throw badInput(`${what} failed: ${error.message}`);
};

export function backupCommand(json: () => boolean): Command {
  return new Command('backup')
    .description('a consistent copy of the SQLite database, safe while the server runs')
    .argument('<file>', 'where to write it (replaced whole, once the new copy is complete)')
    .option('--media', 'also copy the media folder, to <file>.media')
    .action(async (file: string, options: { media?: boolean }) => {
      const config = cliConfig();
      if (config.database.kind !== 'sqlite')
        throw badInput(`backup copies an SQLite database; for PostgreSQL use pg_dump: ${PG_DUMP}`);
      if (!existsSync(config.database.path)) throw badInput(`no database at ${config.database.path}`);
      if (options.media && config.mediaStorage.kind === 's3')
        throw badInput(
          '--media copies MEDIA_DIR; media in a bucket are kept by its versioning or replication',
        );
      // Opened as the server opens it, but not migrated: a backup changes nothing.
      const orm = await openDatabase(config.database);
      const bytes = await backupSqlite(orm, file)
        .catch(failed('the database backup'))
        .finally(() => orm.close());
      const media = options.media
        ? await backupMediaFolder(config.mediaDir, `${file}.media`).catch(failed('the media copy'))
        : undefined;
      print(
        json(),
        { file, bytes, ...(media ? { media } : {}) },
        [
          `database: ${file} (${bytes} bytes)`,
          ...(media ? [`media: ${media.folder} (${media.files} files, ${media.bytes} bytes)`] : []),
        ].join('\n'),
      );
    });
}

/**
 * Refuses an existing SQLite file that is not an empty Portico database, before anything opens it to
 * write (the target is migrated only once it passes).
 */
async function checkUntouched(path: string, ours: ReadonlySet<string>): Promise<void> {
  if (!existsSync(path)) return;
  let look;
  try {
    look = SqliteSide.readOnly(path);
    await checkEmpty(look, await look.tables(), ours);
  } catch (error) {
    if (error instanceof CopyRefused) refusal(error);
    throw badInput(`${path} is not an SQLite database Portico can copy into (${(error as Error).message})`);
  } finally {
    look?.close();
  }
}

/** A copy's refusal said as the CLI says bad input; anything else as it is. */
const refusal = (error: unknown): never => {
  throw error instanceof CopyRefused ? badInput(error.message) : error;
};

/** One end of a copy on the ORM's connection to `database`. */
const sideOf = (orm: Orm, database: DatabaseTarget): Promise<CopySide> =>
  database.kind === 'sqlite' ? SqliteSide.open(orm) : PostgresqlSide.open(orm);

/** Which database a target names (its file, or its server and name), to refuse copying one onto itself. */
function where(database: DatabaseTarget): string {
  if (database.kind === 'sqlite') return `sqlite:${database.path}`;
  const url = new URL(database.url);
  return url.host + url.pathname;
}

function copyText(summary: CopySummary): string {
  return [
    `copied ${summary.rows} rows from ${summary.from} to ${summary.to} in ${summary.seconds.toFixed(1)} s (${Math.round(summary.rows / Math.max(summary.seconds, 0.001))} rows/s)`,
    ...Object.entries(summary.tables).map(([table, rows]) => `  ${table}: ${rows}`),
    ...Object.entries(summary.skipped).map(
      ([table, rows]) => `  not copied: ${table} (${rows} rows; the target's database has no such table)`,
    ),
  ].join('\n');
}

/** Checks the target, migrates it and copies `source` into it; the summary and its line. */
async function copyInto(source: CopySide, to: DatabaseTarget, json: boolean): Promise<[CopySummary, string]> {
  const ours = new Set((await source.tables()).map((table) => table.name));
  if (to.kind === 'sqlite') await checkUntouched(to.path, ours);
  const targetOrm = await openDatabase(to);
  try {
    if (to.kind === 'postgresql') {
      const look = await sideOf(targetOrm, to);
      await checkEmpty(look, await look.tables(), ours)
        .catch(refusal)
        .finally(() => look.end(false));
    }
    await migrate(targetOrm);
    const started = Date.now();
    const progress = progressLine(json, (table: string, rows: number, total: number, allRows: number) => {
      const rate = Math.round(allRows / Math.max((Date.now() - started) / 1000, 0.001));
      return `${table}: ${rows}/${total} rows (${rate} rows/s)`;
    });
    const summary = await copyDatabase(source, await sideOf(targetOrm, to), progress?.update)
      .catch(refusal)
      .finally(() => progress?.done());
    return [summary, copyText(summary)];
  } finally {
    await targetOrm.close();
  }
}

export function databaseCommands(json: () => boolean): Command {
  const command = new Command('db').description('move the data to another database');
  command
    .command('copy')
    .description('copy every table into an empty or freshly migrated database (SQLite ⇄ PostgreSQL)')
    .requiredOption('--to <DATABASE_URL>', 'the target: postgresql://… or sqlite:<file>')
    .option('--from <DATABASE_URL>', 'the source (default: the configured DATABASE_URL)')
    .action(async (options: { to: string; from?: string }) => {
      const config = cliConfig();
      const from = options.from ? parseDatabaseUrl(options.from, '--from') : config.database;
      const to = parseDatabaseUrl(options.to, '--to');
      if (where(from) === where(to)) throw badInput('the source and the target are the same database');
      if (from.kind === 'sqlite' && !existsSync(from.path))
        throw badInput(`no database at ${from.path} (${options.from ? '--from' : 'DATABASE_URL'})`);
      const sourceOrm = await openDatabase(from);
      try {
        const pending = await sourceOrm.migrator.getPending();
        if (pending.length)
          throw badInput(
            `the source has ${pending.length} migrations to apply: run "npm run cli -- migrate" against it first`,
          );
        const source = await sideOf(sourceOrm, from);
        try {
          print(json(), ...(await copyInto(source, to, json())));
        } finally {
          // The side holds a pooled connection, which the copy gives back itself; a failure before it
          // must give it back too, or closing the source would wait for it forever.
          await source.end(false);
        }
      } finally {
        await sourceOrm.close();
      }
    });
  return command;
}
