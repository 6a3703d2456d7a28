import { createRequire } from 'node:module';
import { sqliteDatabase, type Orm } from '../orm.js';
import { quoted, type ColumnKind, type CopySide, type Row, type Table } from './copy-side.js';

/** SQLite's declared types as Portico's migrations write them. */
const KINDS: Record<string, ColumnKind> = {
  datetime: 'timestamp',
  json: 'json',
  blob: 'binary',
  integer: 'integer',
};

/** The rowid's name in a page of rows: one no column of Portico's has. */
const ROWID = '(rowid)';

interface Statement {
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
}
interface Connection {
  prepare(sql: string): Statement;
  inTransaction: boolean;
}

/** better-sqlite3's Database (the package has no types of its own; the ORM brings it). */
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  path: string,
  options: { readonly: boolean; fileMustExist: boolean },
) => Connection & { close(): void };

/**
 * An SQLite database as one end of a copy. Reads keep one read transaction open from the first to
 * the last (WAL: a snapshot, while the server goes on writing) and page through each table by rowid;
 * writes are one IMMEDIATE transaction.
 */
export class SqliteSide implements CopySide {
  readonly dialect = 'sqlite';

  private constructor(private readonly db: Connection) {}

  static async open(orm: Orm): Promise<SqliteSide> {
    return new SqliteSide((await sqliteDatabase(orm)) as Connection);
  }

  /**
   * An existing file, opened only to be read: nothing written, not even the journal mode (opening it
   * as the server does would switch it to WAL). `close` lets it go.
   */
  static readOnly(path: string): SqliteSide & { close(): void } {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    return Object.assign(new SqliteSide(db), { close: () => db.close() });
  }

  private rows<T>(sql: string, ...params: unknown[]): T[] {
    return this.db.prepare(sql).all(...params) as T[];
  }

  async tables(): Promise<Table[]> {
    const names = this.rows<{ name: string }>(
      // Plain tables: not the search index (a virtual table and its shadows), which each side keeps itself.
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like 'mikro_orm_%' order by name",
    );
    return names.map(({ name }) => ({
      name,
      columns: this.rows<{ name: string; type: string }>(
        'select name, type from pragma_table_info(?)',
        name,
      ).map((column) => ({ name: column.name, kind: KINDS[column.type.toLowerCase()] ?? 'other' })),
      references: [
        ...new Set(
          this.rows<{ table: string }>('select "table" from pragma_foreign_key_list(?)', name).map(
            (fk) => fk.table,
          ),
        ),
      ],
    }));
  }

  async count(table: string): Promise<number> {
    return (this.db.prepare(`select count(*) as n from ${quoted(table)}`).get() as { n: number }).n;
  }

  async beginSnapshot(): Promise<void> {
    this.db.prepare('begin').run();
    // A deferred transaction takes its snapshot at its first read.
    this.db.prepare('select count(*) from sqlite_master').get();
  }

  async *read(table: Table, batch: number): AsyncIterable<Row[]> {
    const columns = table.columns.map((column) => quoted(column.name)).join(', ');
    const page = this.db.prepare(
      `select rowid as ${quoted(ROWID)}, ${columns} from ${quoted(table.name)} where rowid > ? order by rowid limit ?`,
    );
    for (let after = -Infinity; ;) {
      const rows = page.all(after, batch) as Record<string, unknown>[];
      if (!rows.length) return;
      after = rows.at(-1)![ROWID] as number;
      yield rows.map((row) =>
        table.columns.map(({ name, kind }) => {
          const value = row[name];
          // Stored as milliseconds since the epoch.
          return kind === 'timestamp' && typeof value === 'number' ? new Date(value).toISOString() : value;
        }),
      );
    }
  }

  async beginWrite(): Promise<void> {
    this.db.prepare('begin immediate').run();
  }

  async clear(table: string): Promise<void> {
    this.db.prepare(`delete from ${quoted(table)}`).run();
  }

  async insert(table: Table, rows: Row[]): Promise<void> {
    const statement = this.db.prepare(
      `insert into ${quoted(table.name)} (${table.columns.map((column) => quoted(column.name)).join(', ')}) values (${table.columns.map(() => '?').join(', ')})`,
    );
    for (const row of rows) statement.run(...row);
  }

  /** AUTOINCREMENT tables move their counters past inserted ids by themselves. */
  async advanceSequences(): Promise<void> {}

  async end(commit: boolean): Promise<void> {
    if (this.db.inTransaction) this.db.prepare(commit ? 'commit' : 'rollback').run();
  }
}
