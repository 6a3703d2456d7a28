import { REVISION_COUNTS } from '../derived-data.js';
import { encode, type CopySide, type Table } from './copy-side.js';

/** Rows read from the source and written to the target at a time. */
const BATCH = 1000;

/**
 * The rows a fresh migration writes (the migrations' `insert`s: the Uncategorized category,
 * PostgreSQL's change counter); a target with no more than these is empty. The copy test checks this
 * against a freshly migrated database.
 */
export const MIGRATION_SEEDS: Readonly<Record<string, number>> = { terms: 1, content_changes: 1 };

/** After each batch: the table, its rows copied and in all, and the rows copied of every table so far. */
type Progress = (table: string, rows: number, total: number, allRows: number) => void;

/** Why a copy was not made, in one line. */
export class CopyRefused extends Error {}

export interface CopySummary {
  from: CopySide['dialect'];
  to: CopySide['dialect'];
  /** Rows copied per table, verified by counting them on the target. */
  tables: Record<string, number>;
  rows: number;
  /** Tables of the source the target's dialect does not have (SQLite's live-event outbox), with their rows. */
  skipped: Record<string, number>;
  seconds: number;
}

/** The tables each after those it references (there are no cycles among Portico's tables). */
function inDependencyOrder(tables: Table[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (table: Table, path: string[]) => {
    if (placed.has(table.name)) return;
    if (path.includes(table.name)) throw new CopyRefused(`tables reference each other: ${path.join(' → ')}`);
    for (const name of table.references)
      if (name !== table.name && byName.has(name)) place(byName.get(name)!, [...path, table.name]);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(table, []);
  return ordered;
}

/**
 * Refuses a target that holds anything but what its migrations wrote — rows beyond their seeds, or
 * (given `ours`, the tables a copy brings) a table of something else — naming what is there.
 */
export async function checkEmpty(target: CopySide, tables: Table[], ours?: ReadonlySet<string>) {
  const found: string[] = [];
  for (const table of tables) {
    if (ours && !ours.has(table.name)) {
      found.push(`${table.name} is not Portico's`);
      continue;
    }
    const rows = await target.count(table.name);
    if (rows > (MIGRATION_SEEDS[table.name] ?? 0))
      found.push(`${table.name} has ${rows} row${rows === 1 ? '' : 's'}`);
  }
  if (found.length)
    throw new CopyRefused(`the target is not empty (${found.join(', ')}): copy into a new database`);
}

/**
 * Copies every table of `source` into `target` (both migrated to the same version): from one snapshot
 * of the source, into one transaction on the target that is rolled back on any failure, tables in
 * dependency order, `BATCH` rows at a time (memory stays flat however large the tables), every value
 * bound. The target's seed rows are replaced by the source's, its sequences moved past the copied
 * ids, and each table's count checked before the commit.
 */
export async function copyDatabase(
  source: CopySide,
  target: CopySide,
  onProgress?: Progress,
): Promise<CopySummary> {
  const started = Date.now();
  try {
    const summary = await copyTables(source, target, onProgress);
    summary.seconds = (Date.now() - started) / 1000;
    return summary;
  } finally {
    // Whatever happened, both connections go back (after the commit these change nothing).
    await target.end(false);
    await source.end(false);
  }
}

/**
 * What the target's triggers fill as the rows arrive — the term counts (Migration20261128020000), the
 * revision counts table (Migration20261128030000); copied as well, they would count twice.
 */
const KEPT_BY_TARGET: Readonly<Record<string, readonly string[] | 'whole table'>> = {
  terms: ['count'],
  [REVISION_COUNTS]: 'whole table',
};

/** The source's tables paired with the target's (the target's column kinds, in the source's order). */
function pairTables(sourceTables: Table[], targetTables: Map<string, Table>) {
  const pairs: { read: Table; write: Table }[] = [];
  for (const whole of sourceTables) {
    const kept = KEPT_BY_TARGET[whole.name] ?? [];
    if (kept === 'whole table') continue;
    const table = { ...whole, columns: whole.columns.filter((column) => !kept.includes(column.name)) };
    const into = targetTables.get(table.name);
    if (!into) continue;
    const columns = new Map(into.columns.map((column) => [column.name, column]));
    const missing = table.columns.filter((column) => !columns.has(column.name));
    if (missing.length)
      throw new CopyRefused(
        `the target has no column ${missing.map((column) => `${table.name}.${column.name}`).join(', ')}`,
      );
    pairs.push({
      read: table,
      write: { ...into, columns: table.columns.map((column) => columns.get(column.name)!) },
    });
  }
  return inDependencyOrder(pairs.map((pair) => pair.write)).map((table) =>
    pairs.find((pair) => pair.write.name === table.name)!,
  );
}

async function copyTables(
  source: CopySide,
  target: CopySide,
  onProgress: Progress | undefined,
): Promise<CopySummary> {
  const targetTables = new Map((await target.tables()).map((table) => [table.name, table]));
  const sourceTables = await source.tables();
  await checkEmpty(target, [...targetTables.values()]);
  const ordered = pairTables(sourceTables, targetTables);
  const summary: CopySummary = {
    from: source.dialect,
    to: target.dialect,
    tables: {},
    rows: 0,
    skipped: {},
    seconds: 0,
  };
  await source.beginSnapshot();
  for (const table of sourceTables)
    if (!targetTables.has(table.name)) {
      const rows = await source.count(table.name);
      if (rows) summary.skipped[table.name] = rows;
    }
  await target.beginWrite();
  for (const { write } of [...ordered].reverse()) await target.clear(write.name);
  for (const { read, write } of ordered) {
    const total = await source.count(read.name);
    let copied = 0;
    for await (const rows of source.read(read, BATCH)) {
      await target.insert(
        write,
        rows.map((row) =>
          row.map((value, index) => encode(value, write.columns[index]!.kind, target.dialect)),
        ),
      );
      copied += rows.length;
      onProgress?.(read.name, copied, total, summary.rows + copied);
    }
    const stored = await target.count(write.name);
    if (stored !== total || copied !== total)
      throw new CopyRefused(`${write.name}: ${total} rows in the source, ${copied} read, ${stored} written`);
    summary.tables[write.name] = stored;
    summary.rows += stored;
  }
  await target.advanceSequences(ordered.map((pair) => pair.write));
  await target.end(true);
  return summary;
}
