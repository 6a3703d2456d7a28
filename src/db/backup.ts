import { cp, lstat, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sqliteDatabase, type Orm } from './orm.js';

/** Pages per backup step after the first: all of them, so the copy is one read of one snapshot. */
const ALL_PAGES = 2 ** 31 - 1;

/**
 * A folder of our own beside `target` for a copy in the making: made new under a random name, readable
 * by us alone, so no file or link planted beside the target (a predictable `.tmp` name) is ever
 * written through. Removed with whatever is left in it.
 */
async function staging<T>(target: string, work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(dirname(target), '.portico-backup-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A consistent copy of an SQLite database that may be in use, by SQLite's online backup: the pages
 * are copied in one step, inside one read transaction (in WAL mode writers go on meanwhile), into a
 * staging folder beside the target, and the copy is then renamed over it — a reader of the target sees
 * the old backup or the new one, never half of one; a link at the target is replaced, not followed.
 * Returns the copy's size in bytes.
 */
export async function backupSqlite(orm: Orm, target: string): Promise<number> {
  await staging(target, async (folder) => {
    const copy = join(folder, 'copy.db');
    await (await sqliteDatabase(orm)).backup(copy, { progress: () => ALL_PAGES });
    await rename(copy, target);
  });
  return (await lstat(target)).size;
}

/** Every file under a folder, with their total size. */
async function tally(folder: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  let bytes = 0;
  let files = 0;
  for (const entry of entries)
    if (entry.isFile()) {
      files++;
      bytes += (await stat(join(entry.parentPath, entry.name))).size;
    }
  return { files, bytes };
}

/**
 * A copy of the media folder, made in a staging folder beside the target and renamed into place (a
 * previous copy there is replaced only once the new one is whole). Media files are never changed once
 * written, so a copy taken after the database's holds every file the database names (but those
 * deleted meanwhile).
 */
export async function backupMediaFolder(
  source: string,
  target: string,
): Promise<{ folder: string; files: number; bytes: number }> {
  await staging(target, async (folder) => {
    const copy = join(folder, 'media');
    const previous = join(folder, 'previous');
    // A site that never received an upload has no folder yet: its copy is empty.
    if (await stat(source).catch(() => null)) await cp(source, copy, { recursive: true });
    else await mkdir(copy);
    const had = await lstat(target).catch(() => null);
    if (had) await rename(target, previous);
    await rename(copy, target).catch(async (error: unknown) => {
      if (had) await rename(previous, target);
      throw error;
    });
  });
  return { folder: target, ...(await tally(target)) };
}
