import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { MIGRATION_SEEDS } from '../../src/db/copy/copy-database.js';
import { openDatabase } from '../../src/app/database.js';
import { migrate, sqliteDatabase } from '../../src/db/orm.js';
import { startInstance, type RunningInstance } from '../../src/app/instance.js';
import { adminAuth, rest } from '../helpers/content.js';
import { dropDatabase, freshDatabaseUrl, ON_POSTGRES } from '../helpers/database.js';
import { api, newChannel, newProject } from '../helpers/monitoring.js';
import { baseEnv, runCli, startTestServer, tempDir, type TestServer } from '../helpers/server.js';

// An SQLite site filled through the APIs, copied into a new database (PostgreSQL when the suite runs
// on it, else another SQLite file): a server on the copy answers the same GETs byte for byte.
const PUBLIC_URL = 'http://copy.example';
let source: TestServer;
const targetDir = tempDir();
let targetUrl: string;

const copy = async (to: string, env = source.env) => {
  const run = await runCli(['db', 'copy', '--to', to, '--json'], env);
  return { ...run, result: run.stdout ? JSON.parse(run.stdout) : undefined };
};

beforeAll(async () => {
  source = await startTestServer({
    env: { DATABASE_URL: `sqlite:${join(tempDir(), 'source.db')}`, PUBLIC_URL },
  });
  targetUrl = await freshDatabaseUrl(targetDir);
});
afterAll(async () => {
  await source.stop();
  await dropDatabase(targetUrl);
});

/** Requests whose answers must not change with the database: the Management API and cms/v2 in edit context. */
function reads(keys: { apiKey: string }, uuid: string, postId: number) {
  const edit = 'context=edit&per_page=100&status=publish,future,draft,pending,private';
  return [
    { api: '/checks/' },
    { api: `/checks/${uuid}` },
    { api: `/checks/${uuid}/pings/` },
    { api: `/checks/${uuid}/flips/` },
    { api: '/channels/' },
    { rest: '/cms/v2/posts', query: edit },
    { rest: '/cms/v2/pages', query: edit },
    { rest: `/cms/v2/posts/${postId}/revisions`, query: 'context=edit' },
    { rest: '/cms/v2/categories', query: 'context=edit&per_page=100' },
    { rest: '/cms/v2/menus', query: 'context=edit' },
    { rest: '/cms/v2/menu-items', query: 'context=edit' },
    { rest: '/cms/v2/media', query: 'context=edit' },
    { rest: '/cms/v2/users', query: 'context=edit' },
  ].map((read) => async (server: TestServer | RunningInstance) => {
    if (read.api) return (await api(server as TestServer, keys.apiKey)('GET', read.api)).text;
    const res = await rest(server as TestServer, 'GET', read.rest!, {
      headers: adminAuth(source),
      query: read.query,
    });
    expect(res.status, read.rest).toBe(200);
    return `${res.headers.get('x-wp-total')} ${res.text}`;
  });
}

describe('db copy', () => {
  it('makes a database on which a server answers as the original did, keys and passwords included', async () => {
    // Monitoring: a check with pings (one with a body) and flips, a channel.
    const project = await newProject(source, 'copied');
    await newChannel(source, project.id, 'ops');
    const v3 = api(source, project.apiKey);
    const check = (await v3('POST', '/checks/', { name: 'nightly', timeout: 3600, grace: 60, channels: '*' }))
      .json;
    const uuid = check.uuid as string;
    for (const path of ['', '/start', '/fail', ''])
      await fetch(`${source.url}/ping/${uuid}${path}`, { method: 'POST', body: 'log \u0000 line' });

    // Content: posts with revisions, terms, a menu with an item, a medium, a page.
    const auth = adminAuth(source);
    const category = (
      await rest(source, 'POST', '/cms/v2/categories', { headers: auth, body: { name: 'News' } })
    ).body as { id: number };
    const post = (
      await rest(source, 'POST', '/cms/v2/posts', {
        headers: auth,
        body: { title: 'First', content: '<p>Ünïcode ✓</p>', status: 'publish', categories: [category.id] },
      })
    ).body as { id: number };
    await rest(source, 'POST', `/cms/v2/posts/${post.id}`, {
      headers: auth,
      body: { title: 'First, again' },
    });
    await rest(source, 'POST', '/cms/v2/pages', { headers: auth, body: { title: 'About', status: 'draft' } });
    const menu = (await rest(source, 'POST', '/cms/v2/menus', { headers: auth, body: { name: 'Main' } }))
      .body as { id: number };
    await rest(source, 'POST', '/cms/v2/menu-items', {
      headers: auth,
      body: { title: 'Home', url: 'https://copy.example/', menus: menu.id, status: 'publish' },
    });
    const photo = await sharp({ create: { width: 200, height: 160, channels: 3, background: 'navy' } })
      .png()
      .toBuffer();
    const media = await rest(source, 'POST', '/cms/v2/media', {
      headers: {
        ...auth,
        'Content-Type': 'image/png',
        'Content-Disposition': 'attachment; filename="p.png"',
      },
      raw: new Uint8Array(photo),
    });
    expect(media.status).toBe(201);

    const checks = reads(project, uuid, post.id);
    const before = await Promise.all(checks.map((read) => read(source)));

    // Copied while the source server runs.
    const run = await copy(targetUrl);
    expect(run.code, run.stderr).toBe(0);
    expect(run.result).toMatchObject({
      from: 'sqlite',
      to: ON_POSTGRES ? 'postgresql' : 'sqlite',
      tables: expect.objectContaining({
        pings: 4,
        flips: expect.any(Number),
        posts: expect.any(Number),
        application_passwords: 1,
      }),
    });
    expect(Object.values(run.result.tables as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      run.result.rows,
    );

    // On PostgreSQL, the way back too: the copy copied again into an SQLite file answers the same.
    const roundTrip = `sqlite:${join(targetDir, 'back.db')}`;
    if (ON_POSTGRES) {
      const back = await runCli(['db', 'copy', '--from', targetUrl, '--to', roundTrip, '--json'], source.env);
      expect(back.code, back.stderr).toBe(0);
      expect(JSON.parse(back.stdout)).toMatchObject({
        from: 'postgresql',
        to: 'sqlite',
        rows: run.result.rows,
      });
    }
    const serve = (url: string) =>
      startInstance(
        loadConfig(
          baseEnv(targetDir, { DATABASE_URL: url, MEDIA_DIR: source.runtime.settings.mediaDir, PUBLIC_URL }),
        ),
      );
    for (const url of ON_POSTGRES ? [roundTrip] : []) {
      const back = await serve(url);
      try {
        const after = await Promise.all(checks.map((read) => read(back)));
        for (const [index, text] of after.entries()) expect(text).toBe(before[index]);
      } finally {
        await back.close();
      }
    }
    const copied = await serve(targetUrl);
    try {
      const after = await Promise.all(checks.map((read) => read(copied)));
      for (const [index, text] of after.entries()) expect(text).toBe(before[index]);
      // The same ping URL, the same keys: new ids continue after the copied ones.
      expect((await fetch(`${copied.url}/ping/${uuid}`)).status).toBe(200);
      const created = await rest(copied as unknown as TestServer, 'POST', '/cms/v2/posts', {
        headers: auth,
        body: { title: 'After the move' },
      });
      expect(created.status).toBe(201);
      expect((created.body as { id: number }).id).toBeGreaterThan(post.id);
    } finally {
      await copied.close();
    }

    // Anything but a fresh database is refused, naming what is in it.
    const again = await copy(targetUrl);
    expect(again.code).toBe(1);
    expect(again.result.error).toMatch(
      /^the target is not empty \(.*users has 1 row\b.*\): copy into a new database$/,
    );
  });

  it('leaves the target empty when the copy fails half-way', async () => {
    const target = join(targetDir, 'failing.db');
    const orm = await openDatabase({ kind: 'sqlite', path: target });
    await migrate(orm);
    (await sqliteDatabase(orm))
      .prepare(
        "create trigger refuse_posts before insert on posts begin select raise(abort, 'disk says no'); end",
      )
      .run();
    await orm.close();
    const run = await copy(`sqlite:${target}`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('disk says no');
    const after = await openDatabase({ kind: 'sqlite', path: target });
    const db = await sqliteDatabase(after);
    for (const table of ['users', 'projects', 'checks', 'pings', 'terms'])
      expect((db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n, table).toBe(
        MIGRATION_SEEDS[table] ?? 0,
      );
    await after.close();
  });

  it('refuses a target that holds something else before touching it: nothing migrated, the file unchanged', async () => {
    const foreign = join(targetDir, 'foreign.db');
    const orm = await openDatabase({ kind: 'sqlite', path: join(targetDir, 'scratch.db') });
    const db = (await sqliteDatabase(orm)) as unknown as { exec(sql: string): void };
    // A database of something else, in rollback-journal mode, made through SQLite's own VACUUM INTO.
    db.exec('create table accounts (id integer primary key, owner text)');
    db.exec("insert into accounts (owner) values ('alice')");
    db.exec(`vacuum into '${foreign}'`);
    await orm.close();
    const before = createHash('sha256').update(readFileSync(foreign)).digest('hex');
    const run = await copy(`sqlite:${foreign}`);
    expect(run.code).toBe(1);
    expect(run.result).toEqual({
      error: "the target is not empty (accounts is not Portico's): copy into a new database",
    });
    expect(createHash('sha256').update(readFileSync(foreign)).digest('hex')).toBe(before);
    expect(existsSync(`${foreign}-wal`)).toBe(false);

    const notADatabase = join(targetDir, 'notes.txt');
    writeFileSync(notADatabase, 'just some notes, long enough to be read as a header by SQLite. '.repeat(4));
    const notes = await copy(`sqlite:${notADatabase}`);
    expect(notes.result.error).toMatch(/^.*notes\.txt is not an SQLite database Portico can copy into \(/);
    expect(readFileSync(notADatabase, 'utf8')).toMatch(/^just some notes/);
  });

  it.runIf(ON_POSTGRES)(
    'refuses a PostgreSQL target with tables of something else before migrating it',
    async () => {
      const url = await freshDatabaseUrl(tempDir());
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('create table accounts (id serial primary key, owner text)');
        const run = await copy(url);
        expect(run.result).toEqual({
          error: "the target is not empty (accounts is not Portico's): copy into a new database",
        });
        const { rows } = await client.query(
          'select table_name from information_schema.tables where table_schema = current_schema()',
        );
        expect(rows.map((row) => row.table_name)).toEqual(['accounts']);
      } finally {
        await client.end();
        await dropDatabase(url);
      }
    },
  );

  it('knows every row a fresh migration writes', async () => {
    const url = await freshDatabaseUrl(tempDir());
    const orm = await openDatabase(loadConfig(baseEnv(targetDir, { DATABASE_URL: url })).database);
    try {
      await migrate(orm);
      const tables = (await orm.em
        .getConnection()
        .execute(
          ON_POSTGRES
            ? "select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'mikro_orm_%'"
            : "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name not like 'mikro_orm_%'",
        )) as { name: string }[];
      const seeded: Record<string, number> = {};
      for (const { name } of tables) {
        const [{ n }] = (await orm.em.getConnection().execute(`select count(*) as n from "${name}"`)) as {
          n: number;
        }[];
        if (Number(n)) seeded[name] = Number(n);
      }
      expect(seeded).toEqual(
        Object.fromEntries(
          Object.entries(MIGRATION_SEEDS).filter(([name]) => tables.some((t) => t.name === name)),
        ),
      );
    } finally {
      await orm.close();
      await dropDatabase(url);
    }
  });
});
