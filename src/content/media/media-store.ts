import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { readdirSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** A file to write into an attachment's folder. */
export interface StoredFile {
  name: string;
  bytes: Buffer;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The uploads folder (MEDIA_DIR, Portico decision 10): files in `YYYY/MM/` sub-folders, never
 * overwritten. Names are reserved in memory while an upload is being written so two uploads of the
 * same name at once get different names.
 */
export class MediaStore {
  private readonly reserved = new Set<string>();

  constructor(readonly root: string) {}

  /** The absolute path of a stored file (`2026/11/photo.jpg`); refuses paths leaving the folder. */
  path(file: string): string {
    const relative = normalize(file);
    if (relative.startsWith('..') || relative.startsWith('/')) throw new Error(`bad media path ${file}`);
    return join(this.root, relative);
  }

  read(file: string): Promise<Buffer> {
    return readFile(this.path(file));
  }

  /**
   * A base name free in the folder — `photo`, else `photo-1`, `photo-2` … (the reference's
   * wp_unique_filename) — where neither the file nor any copy named after it (`-300x200`, `-scaled`,
   * `-rotated`) exists. The name stays reserved until `release`.
   */
  reserve(folder: string, base: string, extension: string): string {
    let existing: string[] = [];
    try {
      existing = readdirSync(this.path(folder));
    } catch {
      existing = [];
    }
    const taken = (candidate: string) => {
      if (this.reserved.has(`${folder}/${candidate}`.toLowerCase())) return true;
      const own = new RegExp(`^${escapeRegExp(candidate)}(-\\d+x\\d+|-scaled|-rotated)?\\.[^.]+$`, 'i');
      return existing.some((name) => own.test(name) && name.toLowerCase().endsWith(`.${extension}`));
    };
    let candidate = base;
    for (let n = 1; taken(candidate); n++) candidate = `${base}-${n}`;
    this.reserved.add(`${folder}/${candidate}`.toLowerCase());
    return candidate;
  }

  release(folder: string, base: string) {
    this.reserved.delete(`${folder}/${base}`.toLowerCase());
  }

  /** Writes the files (never replacing one); if any write fails, the ones written are removed. */
  async write(folder: string, files: readonly StoredFile[]): Promise<void> {
    await mkdir(this.path(folder), { recursive: true });
    const written: string[] = [];
    try {
      for (const file of files) {
        await writeFile(this.path(`${folder}/${file.name}`), file.bytes, { flag: 'wx' });
        written.push(file.name);
      }
    } catch (error) {
      await this.remove(folder, written);
      throw error;
    }
  }

  /** Removes files of a folder; missing ones are fine. */
  async remove(folder: string, names: readonly string[]): Promise<void> {
    for (const name of names)
      await unlink(this.path(`${folder}/${name}`)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
  }
}

const stores = new Map<string, MediaStore>();

/** The process's one store per folder (its name reservations must be shared by every request). */
export function mediaStore(root: string): MediaStore {
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new MediaStore(root)));
  return store;
}
