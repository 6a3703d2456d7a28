import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRepeatedStatements } from '../../src/db/driver/prepared-statements.js';
import { dropDatabase, freshDatabaseUrl, ON_POSTGRES } from '../helpers/database.js';

/** PostgreSQL's named prepared statements for what a connection repeats (the driver's pool does this). */
describe.runIf(ON_POSTGRES)('prepared statements on PostgreSQL', () => {
  let dir: string;
  let url: string;
  let pool: pg.Pool;
  let client: pg.PoolClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-prepared-'));
    url = await freshDatabaseUrl(dir);
    // One connection, so that what it prepared can be read back on it; queried as Kysely does.
    pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', prepareRepeatedStatements);
    client = await pool.connect();
  });

  afterAll(async () => {
    client.release();
    await pool.end();
    await dropDatabase(url);
    rmSync(dir, { recursive: true, force: true });
  });

  const query = (text: string, values: unknown[] = []) => client.query(text, values);
  const prepared = async () =>
    (await query('select name, statement from pg_prepared_statements order by prepare_time')).rows as {
      name: string;
      statement: string;
    }[];

  it('prepares a statement from its second run on, and keeps its values bound', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await prepared()).map((each) => each.statement)).not.toContain(text);
    expect((await query(text, [41])).rows).toEqual([{ n: 42 }]);
    expect((await query(text, [9])).rows).toEqual([{ n: 10 }]);
    const mine = (await prepared()).filter((each) => each.statement === text);
    expect(mine).toHaveLength(1);
    expect(mine[0].name).toMatch(/^portico_0_[\w-]{27}$/);
  });

  it('leaves statements sent once, scripts and statements without values unprepared', async () => {
    await query('select $1::text as once', ['a']);
    await query('select 1 as plain; select 2 as plain');
    await query('select 1 as plain; select 2 as plain');
    const statements = (await prepared()).map((each) => each.statement);
    expect(statements.some((text) => /once|plain/.test(text))).toBe(false);
  });

  it('prepares anew under new names after a migration changed what a statement returns', async () => {
    await query('create table migrated (a integer)');
    await query('insert into migrated values (1)');
    const text = 'select * from migrated where a = $1';
    await query(text, [1]);
    expect((await query(text, [1])).rows).toEqual([{ a: 1 }]);
    await query('alter table migrated add column b integer');
    // The statement prepared before the change fails once (PostgreSQL refuses its changed result)…
    await expect(query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    // …and the next run prepares it again.
    expect((await query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
    const mine = (await prepared()).filter((each) => each.statement === text);
    expect(mine.map((each) => each.name.split('_')[1])).toEqual(['0', '1']);
  });
});
