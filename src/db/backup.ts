import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sqliteDatabase, type Orm } from './orm.js';

/** Pages per backup step after the first: all of them, so the copy is one read of one snapshot. */
const ALL_PAGES = 2 ** 31 - 1;

/**
 * A consistent copy of an SQLite database that may be in use, by SQLite's online backup: the pages
 * are copied in one step, inside one read transaction (in WAL mode writers go on meanwhile), into a
 * temporary file beside the target, which is then renamed over it — a reader of the target sees the
 * old backup or the new one, never half of one. Returns the copy's size in bytes.
 */
export async function backupSqlite(orm: Orm, target: string): Promise<number> {
  const temporary = `${target}.tmp-${process.pid}`;
  try {
    await (await sqliteDatabase(orm)).backup(temporary, { progress: () => ALL_PAGES });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return (await stat(target)).size;
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
 * A copy of the media folder, made beside the target and renamed into place (a previous copy there
 * is replaced only once the new one is whole). Media files are never changed once written, so a copy
 * taken after the database's holds every file the database names (but those deleted meanwhile).
 */
export async function backupMediaFolder(
  source: string,
  target: string,
): Promise<{ folder: string; files: number; bytes: number }> {
  const temporary = `${target}.tmp-${process.pid}`;
  const previous = `${target}.old-${process.pid}`;
  try {
    // A site that never received an upload has no folder yet: its copy is empty.
    if (await stat(source).catch(() => null)) await cp(source, temporary, { recursive: true });
    else await mkdir(temporary, { recursive: true });
    const had = await stat(target).catch(() => null);
    if (had) await rename(target, previous);
    await rename(temporary, target).catch(async (error: unknown) => {
      if (had) await rename(previous, target);
      throw error;
    });
    await rm(previous, { recursive: true, force: true });
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  return { folder: target, ...(await tally(target)) };
}
