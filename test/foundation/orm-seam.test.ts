import { AbstractSqlConnection } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/app/database.js';
import { User } from '../../src/auth/user.entity.js';
import { sqliteDatabase, type Orm } from '../../src/db/orm.js';
import { loggedStatements, ON_POSTGRES } from '../helpers/database.js';
import { openTestDatabase, type TestDatabase } from '../helpers/server.js';

// The database seam (src/db/driver/) overrides four things of MikroORM, Kysely and better-sqlite3.
// Each test here checks the upstream assumption one override rests on, so that an upgrade that moves
// it fails the test named after that override instead of misbehaving quietly (docs/architecture.md,
// "Upgrading MikroORM").
let database: TestDatabase;
let orm: Orm;

beforeAll(async () => {
  database = await openTestDatabase();
  orm = database.orm;
});
afterAll(() => database.close());

/** Resolves with the promise's value, or rejects once `ms` pass (a hang is a failure, not a stuck run). */
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

describe('bound-connection.ts: the copy of MikroORM’s AbstractSqlConnection.execute', () => {
  it('upstream still formats values into the SQL, and has the protected steps the copy calls', () => {
    // mikro-orm/mikro-orm#8001: execute() inlines every value (formatQuery) and runs with no
    // parameters. When upstream binds them itself, the override can go.
    const upstream = AbstractSqlConnection.prototype.execute.toString();
    expect(upstream).toContain('prepareQuery(query, params)');
    expect(upstream).toContain('CompiledQuery.raw(q.formatted)');
    for (const step of ['ensureConnection', 'getSql', 'executeQuery', 'transformRawResult', 'getClient'])
      expect(typeof (AbstractSqlConnection.prototype as unknown as Record<string, unknown>)[step], step).toBe(
        'function',
      );
  });

  it('binds every value, through raw SQL and through the query builder alike', async () => {
    const awkward = "it's \\ a ? value -- with \u00e9";
    const logged = await loggedStatements(orm, async () => {
      const [row] = await orm.em.fork().execute<{ v: string }[]>('select ? as v', [awkward]);
      expect(row.v).toBe(awkward);
      // The ORM's own queries (findOne through the query builder) run through the same execute.
      expect(await orm.em.fork().findOne(User, { login: awkward })).toBeNull();
    });
    // The value never reached the SQL text.
    expect(logged.length).toBeGreaterThanOrEqual(2);
    for (const sql of logged) expect(sql).not.toContain("it's");
  });
});

describe.skipIf(ON_POSTGRES)(
  'sqlite-driver.ts: Kysely’s beginTransaction, replaced by BEGIN IMMEDIATE',
  () => {
    it('begins IMMEDIATE, and a BEGIN that fails on another process’s lock leaves the connection usable', async () => {
      const path = (await sqliteDatabase(orm)).name;
      const impatient = await openDatabase({ kind: 'sqlite', path }, { driverOptions: { timeout: 100 } });
      const otherOrm = await openDatabase({ kind: 'sqlite', path });
      const other = await sqliteDatabase(otherOrm);
      other.pragma('busy_timeout = 0');
      try {
        // IMMEDIATE: the transaction holds the write lock from its BEGIN, before it writes anything.
        await impatient.em.fork().transactional(async (em) => {
          await em.execute('select 1');
          expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i);
        });
        other.exec('begin immediate');
        await expect(
          within(
            5_000,
            impatient.em.fork().transactional((em) => em.execute('select 1')),
          ),
        ).rejects.toMatchObject({ name: 'DatabaseFault', cause: { code: 'SQLITE_BUSY' } });
        // Kysely released the connection after the failed BEGIN: reads and the next transaction run.
        await within(1_000, impatient.em.fork().execute('select 1'));
        other.exec('commit');
        await within(
          1_000,
          impatient.em.fork().transactional((em) => em.execute('update site_settings set name = name')),
        );
      } finally {
        if (other.inTransaction) other.exec('rollback');
        other.close();
        await impatient.close();
      }
    });
  },
);

describe('statement-cache.ts: better-sqlite3’s prepare, replaced by a cache', () => {
  it('hands out one statement per SQL, but never one that is still being iterated', async () => {
    const memory = await openDatabase({ kind: 'sqlite', path: ':memory:' });
    const db = await sqliteDatabase(memory);
    const sql = 'select value from json_each(?)';
    const first = db.prepare(sql);
    expect(db.prepare(sql)).toBe(first);
    const rows = first.iterate('[1, 2, 3]');
    rows.next();
    // better-sqlite3 marks a statement in iteration `busy`; sharing it would fail ("This statement is busy").
    expect(first.busy).toBe(true);
    const second = db.prepare(sql);
    expect(second).not.toBe(first);
    expect(second.all('[4]')).toEqual([{ value: 4 }]);
    rows.return?.();
    await memory.close();
  });

  it('keeps shared statements in their default mode: no code changes a statement’s mode', async () => {
    const { execSync } = await import('node:child_process');
    const offenders = execSync(
      "git grep -nE '[.](pluck|raw|expand|safeIntegers)[(]' -- 'src/*.ts' ':!src/**/*.d.ts' || true",
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(
        (line) => line && !/\bsql[.]raw\(|[.]raw\(\s*[`'"]/.test(line) && /prepare|statement/i.test(line),
      );
    expect(offenders).toEqual([]);
  });
});

describe.skipIf(!ON_POSTGRES)(
  'postgresql-driver.ts: RetryingEntityManager over MikroORM’s transactional',
  () => {
    it('runs a transaction that lost a deadlock again, so both sides commit', async () => {
      await orm.em.execute('create table if not exists seam_deadlock (id int primary key, n int not null)');
      await orm.em.execute('delete from seam_deadlock');
      await orm.em.execute('insert into seam_deadlock (id, n) values (1, 0), (2, 0)');
      let attempts = 0;
      let bothLocked: () => void;
      const gate = new Promise<void>((resolve) => (bothLocked = resolve));
      let arrived = 0;
      const crossing = (first: number, second: number) =>
        orm.em.fork().transactional(async (em) => {
          attempts++;
          await em.execute('update seam_deadlock set n = n + 1 where id = ?', [first]);
          if (++arrived === 2) bothLocked();
          await gate;
          await em.execute('update seam_deadlock set n = n + 1 where id = ?', [second]);
        });
      await within(20_000, Promise.all([crossing(1, 2), crossing(2, 1)]));
      // One of them deadlocked (40P01) and ran again: three attempts for two commits.
      expect(attempts).toBe(3);
      const rows = await orm.em.execute<{ n: number }[]>('select n from seam_deadlock order by id');
      expect(rows.map((row) => Number(row.n))).toEqual([2, 2]);
      await orm.em.execute('drop table seam_deadlock');
    });
  },
);
