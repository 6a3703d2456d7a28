/** What a column holds, as far as copying between dialects cares. */
export type ColumnKind = 'timestamp' | 'boolean' | 'json' | 'binary' | 'integer' | 'other';

export interface Column {
  name: string;
  kind: ColumnKind;
}

export interface Table {
  name: string;
  columns: Column[];
  /** The tables its foreign keys point to. */
  references: string[];
}

/**
 * Values in the form the copy passes between the two ends: timestamps as ISO strings (to the
 * microsecond where the source has it), JSON as its text, binaries as Buffers, booleans as booleans
 * when the source knows them so (SQLite stores 0/1: `encode` turns them into the target's form).
 */
export type Row = unknown[];

/** One end of a copy: a database read in one snapshot, or written in one transaction. */
export interface CopySide {
  readonly dialect: 'sqlite' | 'postgresql';
  /** The tables, with their columns and references (the migrations' bookkeeping left out). */
  tables(): Promise<Table[]>;
  /** Rows per table now. */
  count(table: string): Promise<number>;

  /** Reading: opens one consistent snapshot for every read until `end`. */
  beginSnapshot(): Promise<void>;
  /** The table's rows in batches, in a stable order. */
  read(table: Table, batch: number): AsyncIterable<Row[]>;

  /** Writing: one transaction until `end`; `end(false)` rolls it back. */
  beginWrite(): Promise<void>;
  clear(table: string): Promise<void>;
  insert(table: Table, rows: Row[]): Promise<void>;
  /** Makes generated ids continue after the copied ones. */
  advanceSequences(tables: Table[]): Promise<void>;

  end(commit: boolean): Promise<void>;
}

/** A value read from one end, written to the other: booleans and integers agree on the target's form. */
export function encode(value: unknown, kind: ColumnKind, target: CopySide['dialect']): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'boolean') return typeof value === 'boolean' ? value : Number(value) !== 0;
  if (target === 'sqlite') {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (kind === 'timestamp' && typeof value === 'string') return Date.parse(value);
    if (kind === 'integer' && typeof value === 'string' && /^-?\d+$/.test(value)) {
      const number = Number(value);
      return Number.isSafeInteger(number) ? number : BigInt(value);
    }
  }
  return value;
}

/** Quotes a name from the database's own catalog for SQL text (both dialects take double quotes). */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
