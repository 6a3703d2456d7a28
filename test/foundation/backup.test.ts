import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/app/database.js';
import { backupMediaFolder, backupSqlite } from '../../src/db/backup.js';
import { sqliteDatabase } from '../../src/db/orm.js';
import { startInstance } from '../../src/app/instance.js';
import { adminAuth, rest } from '../helpers/content.js';
import { ON_POSTGRES } from '../helpers/database.js';
import { baseEnv, runCli, startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const mediaFiles = () =>
  readdirSync(server.runtime.settings.mediaDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  ).length;
const backup = async (...args: string[]) => {
  const run = await runCli(['backup', ...args, '--json'], server.env);
  return { ...run, result: run.stdout ? JSON.parse(run.stdout) : undefined };
};

describe.runIf(ON_POSTGRES)('backup on PostgreSQL', () => {
  it('refuses, pointing to pg_dump', async () => {
    const run = await backup(join(server.dir, 'x.db'));
    expect(run.code).toBe(1);
    expect(run.result).toEqual({
      error:
        'backup copies an SQLite database; for PostgreSQL use pg_dump: pg_dump --format=custom --file portico.dump "$DATABASE_URL"',
    });
  });
});

describe.runIf(!ON_POSTGRES)('backup on SQLite', () => {
  it('copies the database and the media while posts are being written, and the copy serves', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer();
    const uploaded = await rest(server, 'POST', '/cms/v2/media', {
      headers: {
        ...adminAuth(server),
        'Content-Type': 'image/jpeg',
        'Content-Disposition': 'attachment; filename="photo.jpg"',
      },
      raw: new Uint8Array(photo),
    });
    expect(uploaded.status).toBe(201);

    // A write load for as long as the backup runs.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await rest(server, 'POST', '/cms/v2/posts', {
          headers: adminAuth(server),
          body: { title: `Post ${written}`, content: 'x'.repeat(2000), status: 'publish' },
        });
        expect(res.status).toBe(201);
        written++;
      }
    })();
    while (written < 20) await new Promise((done) => setTimeout(done, 20));
    const target = join(server.dir, 'backup.db');
    const run = await backup(target, '--media');
    const duringBackup = written;
    await new Promise((done) => setTimeout(done, 200));
    writing = false;
    await writer;
    expect(run.code).toBe(0);
    expect(written).toBeGreaterThan(duringBackup);
    expect(run.result).toEqual({
      file: target,
      bytes: expect.any(Number),
      media: { folder: `${target}.media`, files: mediaFiles(), bytes: expect.any(Number) },
    });
    expect(readdirSync(server.dir).filter((name) => name.includes('.tmp-'))).toEqual([]);

    const opened = await openDatabase({ kind: 'sqlite', path: target });
    const copy = await sqliteDatabase(opened);
    const posts = copy.prepare("select count(*) as n from posts where type = 'post'").get() as { n: number };
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    await opened.close();
    expect(posts.n).toBeGreaterThanOrEqual(20);
    expect(posts.n).toBeLessThan(written);

    // A server on the copy (as a restore would run) serves what it holds, media files included.
    const restored = await startInstance(
      loadConfig(baseEnv(server.dir, { DATABASE_URL: `sqlite:${target}`, MEDIA_DIR: `${target}.media` })),
    );
    try {
      const list = await fetch(`${restored.url}/index.php?rest_route=/cms/v2/posts&per_page=1`);
      expect(list.status).toBe(200);
      expect(Number(list.headers.get('x-wp-total'))).toBe(posts.n);
      const media = uploaded.body as { source_url: string };
      const file = await fetch(`${restored.url}/uploads/${media.source_url.split('/uploads/')[1]}`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(photo);
    } finally {
      await restored.close();
    }

    // A backup again replaces the previous one whole.
    const again = await backup(target);
    expect(again.code).toBe(0);
    expect(existsSync(`${target}.media`)).toBe(true);
  });

  it('never writes through a link planted beside the target or at it', async () => {
    const dir = join(server.dir, 'shared-folder');
    mkdirSync(dir);
    const victim = join(dir, 'authorized_keys');
    writeFileSync(victim, 'ssh-ed25519 AAAA victim\n');
    const victimDir = join(dir, 'victim-dir');
    mkdirSync(victimDir);
    const target = join(dir, 'x.db');
    // The names an earlier backup used (`.tmp-<pid>`, `.old-<pid>`), and the target itself.
    for (const planted of [`${target}.tmp-${process.pid}`, target]) symlinkSync(victim, planted);
    for (const planted of [`${target}.media.tmp-${process.pid}`, `${target}.media.old-${process.pid}`])
      symlinkSync(victimDir, planted);
    const bytes = await backupSqlite(server.runtime.orm, target);
    await backupMediaFolder(server.runtime.settings.mediaDir, `${target}.media`);
    expect(readFileSync(victim, 'utf8')).toBe('ssh-ed25519 AAAA victim\n');
    expect(readdirSync(victimDir)).toEqual([]);
    expect(lstatSync(target).isFile()).toBe(true);
    expect(lstatSync(target).size).toBe(bytes);
    expect(lstatSync(`${target}.media`).isDirectory()).toBe(true);
    // Nothing of ours left beside the target.
    expect(readdirSync(dir).filter((name) => name.startsWith('.portico-backup-'))).toEqual([]);
  });

  it('says clearly when it cannot write the copy', async () => {
    const run = await backup(join(server.dir, 'missing-folder', 'backup.db'));
    expect(run.code).toBe(1);
    expect(run.result.error).toMatch(/^the database backup failed: /);
  });
});
