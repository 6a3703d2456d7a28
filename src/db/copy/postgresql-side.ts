import type pg from 'pg';
import { postgresqlPool, type Orm } from '../orm.js';
import { quoted, type ColumnKind, type CopySide, type Row, type Table } from './copy-side.js';

const KINDS: Record<string, ColumnKind> = {
  // Portico's migrations write timestamptz only (read below in UTC).
  'timestamp with time zone': 'timestamp',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'json',
  bytea: 'binary',
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
};
/** Parameters per INSERT: PostgreSQL takes at most 65,535. */
const MAX_PARAMETERS = 60_000;

/** How a column is read: timestamps as ISO text to the microsecond, JSON as its text. */
function readExpression({ name, kind }: Table['columns'][number]): string {
  const column = quoted(name);
  if (kind === 'timestamp') return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  if (kind === 'json') return `${column}::text`;
  return column;
}

/**
 * A PostgreSQL database as one end of a copy, on one connection of the pool: reads in one
 * REPEATABLE READ READ ONLY transaction (a snapshot, while the server goes on writing) through a
 * cursor per table; writes in one transaction.
 */
export class PostgresqlSide implements CopySide {
  readonly dialect = 'postgresql';

  private constructor(private readonly client: pg.PoolClient) {}

  static async open(orm: Orm): Promise<PostgresqlSide> {
    return new PostgresqlSide(await (await postgresqlPool(orm)).connect());
  }

  private async rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.client.query(text, values)).rows as T[];
  }

  async tables(): Promise<Table[]> {
    const columns = await this.rows<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
       where table_schema = current_schema() and table_name not like 'mikro_orm_%'
       order by table_name, ordinal_position`,
    );
    const references = await this.rows<{ table_name: string; referenced: string }>(
      `select distinct constraints.table_name, usage.table_name as referenced
       from information_schema.table_constraints constraints
       join information_schema.constraint_column_usage usage
         on usage.constraint_name = constraints.constraint_name and usage.constraint_schema = constraints.constraint_schema
       where constraints.constraint_type = 'FOREIGN KEY' and constraints.table_schema = current_schema()`,
    );
    const tables = new Map<string, Table>();
    for (const column of columns) {
      const table = tables.get(column.table_name) ?? { name: column.table_name, columns: [], references: [] };
      table.columns.push({ name: column.column_name, kind: KINDS[column.data_type] ?? 'other' });
      tables.set(table.name, table);
    }
    for (const { table_name, referenced } of references) tables.get(table_name)?.references.push(referenced);
    return [...tables.values()];
  }

  async count(table: string): Promise<number> {
    return Number((await this.rows<{ n: string }>(`select count(*) as n from ${quoted(table)}`))[0]!.n);
  }

  async beginSnapshot(): Promise<void> {
    await this.client.query('begin isolation level repeatable read read only');
  }

  async *read(table: Table, batch: number): AsyncIterable<Row[]> {
    const cursor = quoted(`copy_${table.name}`);
    await this.client.query(
      `declare ${cursor} no scroll cursor for select ${table.columns.map(readExpression).join(', ')} from ${quoted(table.name)}`,
    );
    try {
      for (;;) {
        const { rows } = await this.client.query({
          text: `fetch forward ${Math.trunc(batch)} from ${cursor}`,
          rowMode: 'array',
        });
        if (!rows.length) return;
        yield rows as Row[];
      }
    } finally {
      await this.client.query(`close ${cursor}`);
    }
  }

  async beginWrite(): Promise<void> {
    await this.client.query('begin');
  }

  async clear(table: string): Promise<void> {
    await this.client.query(`delete from ${quoted(table)}`);
  }

  async insert(table: Table, rows: Row[]): Promise<void> {
    const width = table.columns.length;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / width));
    const names = table.columns.map((column) => quoted(column.name)).join(', ');
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const tuples = chunk.map(
        (_, row) => `(${table.columns.map((__, column) => `$${row * width + column + 1}`).join(', ')})`,
      );
      await this.client.query(
        `insert into ${quoted(table.name)} (${names}) values ${tuples.join(', ')}`,
        chunk.flat(),
      );
    }
  }

  async advanceSequences(tables: Table[]): Promise<void> {
    const serials = await this.rows<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = current_schema() and column_default like 'nextval(%'`,
    );
    const copied = new Set(tables.map((table) => table.name));
    for (const { table_name, column_name } of serials.filter((serial) => copied.has(serial.table_name)))
      await this.client.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoted(column_name)}) from ${quoted(table_name)}), 0) + 1, false)`,
        [quoted(table_name), column_name],
      );
  }

  private released = false;

  async end(commit: boolean): Promise<void> {
    if (this.released) return;
    this.released = true;
    try {
      await this.client.query(commit ? 'commit' : 'rollback');
    } finally {
      this.client.release();
    }
  }
}
