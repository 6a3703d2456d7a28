import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/app/database.js';
import { sqliteDatabase, type Orm } from '../../src/db/orm.js';
import { schemaDrift } from '../../src/db/schema-drift.js';
import { createProject } from '../../src/auth/project.service.js';
import { createUser } from '../../src/auth/user.service.js';
import { createApplicationPassword } from '../../src/auth/application-password.service.js';
import { UserRole } from '../../src/auth/user.entity.js';
import { systemClock } from '../../src/clock.js';
import type { DomainDeps } from '../../src/domain-deps.js';
import { ON_POSTGRES } from '../helpers/database.js';
import { openTestDatabase, type TestDatabase } from '../helpers/server.js';

let database: TestDatabase;
let orm: Orm;
let deps: DomainDeps;

beforeAll(async () => {
  database = await openTestDatabase();
  orm = database.orm;
  deps = { em: orm.em.fork(), clock: systemClock, settings: database.settings };
});
afterAll(() => database.close());

describe('database', () => {
  it.skipIf(ON_POSTGRES)(
    'runs SQLite with WAL, synchronous=NORMAL, foreign keys and a busy timeout',
    async () => {
      const db = await sqliteDatabase(orm);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(db.name).toBe(join(database.dir, 'portico.db'));
    },
  );

  it.skipIf(ON_POSTGRES)(
    'waits for another process’s write lock without stalling its event loop, up to the busy timeout',
    async () => {
      // Another connection, as another worker would hold it; with SQLite's own busy handler the
      // waiting thread slept, so this one could never have committed.
      const path = (await sqliteDatabase(orm)).name;
      const otherOrm = await openDatabase({ kind: 'sqlite', path });
      const other = await sqliteDatabase(otherOrm);
      other.exec('begin immediate');
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 5);
      const release = setTimeout(() => other.exec('commit'), 150);
      try {
        await orm.em.fork().transactional((em) => em.execute('update site_settings set name = name'));
        expect(ticks).toBeGreaterThan(10);
        const impatient = await openDatabase({ kind: 'sqlite', path }, { driverOptions: { timeout: 200 } });
        other.exec('begin immediate');
        const started = Date.now();
        await expect(
          impatient.em.fork().transactional((em) => em.execute('update site_settings set name = name')),
        ).rejects.toMatchObject({
          name: 'DatabaseFault',
          kind: 'unavailable',
          cause: { code: 'SQLITE_BUSY' },
        });
        expect(Date.now() - started).toBeGreaterThanOrEqual(200);
        other.exec('commit');
        await impatient.close();
      } finally {
        clearInterval(ticker);
        clearTimeout(release);
        await otherOrm.close();
      }
    },
  );

  it('has committed migrations that match the entities exactly', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    expect((await schemaDrift(orm)).up).toEqual([]);
  });

  it('stores API keys and application passwords only as keyed hashes', async () => {
    const { project, apiKey, apiKeyReadonly } = await createProject(deps, 'Hashes');
    const user = await createUser(deps, {
      login: 'hash',
      email: 'hash@example.com',
      role: UserRole.AUTHOR,
      password: 'correct horse',
    });
    const { password } = await createApplicationPassword(deps, user, 'ci');
    const connection = orm.em.getConnection();
    const dump = JSON.stringify([
      await connection.execute('select * from projects where id = ?', [project.id]),
      await connection.execute('select * from users'),
      await connection.execute('select * from application_passwords'),
    ]);
    for (const secret of [apiKey, apiKeyReadonly, password, password.replace(/ /g, ''), 'correct horse']) {
      expect(dump).not.toContain(secret);
    }
    expect(dump).toMatch(/"password_hash":"scrypt\$/);
  });

  it.runIf(ON_POSTGRES)(
    'moves the content change counter once per writing transaction, at its commit, with no writer queueing on it',
    async () => {
      const users: { id: number }[] = [];
      for (const login of ['counted-a', 'counted-b'])
        users.push(await createUser(deps, { login, email: `${login}@example.com`, role: UserRole.AUTHOR }));
      const touch = (em: Orm['em'], id: number) =>
        em.execute('update users set email = email where id = ?', [id]);
      const counter = async () =>
        Number((await orm.em.getConnection().execute('select n from content_changes where id = 1'))[0].n);
      const start = await counter();
      let commit!: () => void;
      const open = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => (written = resolve));
      const first = orm.em.fork().transactional(async (em) => {
        await touch(em, users[0].id);
        await touch(em, users[0].id);
        written();
        await open;
      });
      await wrote;
      // A second writer commits while the first is open: it would time out if the counter row were locked.
      await orm.em.fork().transactional(async (em) => {
        await em.execute("set local lock_timeout = '2s'");
        await touch(em, users[1].id);
      });
      expect(await counter()).toBe(start + 1);
      commit();
      await first;
      expect(await counter()).toBe(start + 2);
    },
  );
});
