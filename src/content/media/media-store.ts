import { createReadStream, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  constants,
  copyFile,
  mkdir,
  open,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileContent } from './file-content.js';

/** A file to write into an attachment's folder. */
export interface StoredFile {
  name: string;
  bytes: FileContent;
}

/** A stored file to send: its size, when it last changed, and its bytes from `start` to `end` (inclusive). */
export interface ServedFile {
  size: number;
  modified: Date;
  stream(range?: { start: number; end: number }): Readable;
}

/**
 * Where media files live (MEDIA_DIR, or a bucket): every service and route that reads or
 * writes them goes through this, so another backend (object storage) replaces one class. Several
 * instances must share the storage (one folder on a shared volume).
 */
export interface MediaStore {
  read(file: string): Promise<Buffer>;
  /** The file to send, or null when there is none. */
  serve(file: string): Promise<ServedFile | null>;
  /**
   * A base name free in the folder — `photo`, else `photo-1`, `photo-2` … (the reference's
   * wp_unique_filename) — claimed in the storage itself, so uploads of one name at once in any
   * instance get different ones. `write` then fills it; `unclaim` gives it back if nothing was.
   */
  claim(folder: string, base: string, extension: string, copiesExtension?: string): Promise<string>;
  unclaim(folder: string, name: string): Promise<void>;
  /** Writes the files (never replacing one but the claimed `claimed`); on failure none stays. */
  write(folder: string, files: readonly StoredFile[], claimed?: string): Promise<void>;
  /** Removes files of a folder; missing ones are fine. */
  remove(folder: string, names: readonly string[]): Promise<void>;
  /**
   * Writes a file made from others (an image variant) at once: a reader sees all of it or none. One
   * of the same name is replaced (it holds the same).
   */
  publish(folder: string, name: string, bytes: Buffer): Promise<void>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a base name is taken among a folder's file names: by the file, or by a copy named after it
 * (`-300x200`, `-scaled`, `-rotated`), with the upload's extension or its copies' (a converted type's:
 * the reference's wp_unique_filename looks at both).
 */
export function nameTaken(existing: readonly string[], candidate: string, ...extensions: string[]): boolean {
  const own = new RegExp(`^${escapeRegExp(candidate)}(-\\d+x\\d+|-scaled|-rotated)?\\.[^.]+$`, 'i');
  return existing.some(
    (name) => own.test(name) && extensions.some((extension) => name.toLowerCase().endsWith(`.${extension}`)),
  );
}
const missing = (error: NodeJS.ErrnoException) => error.code === 'ENOENT';

/** Whether a name can be one of the folder's files: relative, inside it, no NUL (which no path holds). */
export const inFolder = (file: string) => {
  const relative = normalize(file);
  return !file.includes('\u0000') && !relative.startsWith('..') && !relative.startsWith('/');
};

/** Media in a local folder (`YYYY/MM/` sub-folders); files are never overwritten. */
export class LocalMediaStore implements MediaStore {
  constructor(readonly root: string) {}

  /** The absolute path of a stored file (`2026/11/photo.jpg`); refuses paths leaving the folder. */
  private path(file: string): string {
    if (!inFolder(file)) throw new Error(`bad media path ${file}`);
    return join(this.root, normalize(file));
  }

  read(file: string): Promise<Buffer> {
    return readFile(this.path(file));
  }

  async serve(file: string): Promise<ServedFile | null> {
    // A name from a URL that cannot be a stored file (`//etc/passwd`, `%00`) is simply not found.
    if (!inFolder(file)) return null;
    const path = this.path(file);
    const found = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (missing(error) || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!found?.isFile()) return null;
    return { size: found.size, modified: found.mtime, stream: (range) => createReadStream(path, range) };
  }

  async claim(folder: string, base: string, extension: string, copiesExtension = extension): Promise<string> {
    await mkdir(this.path(folder), { recursive: true });
    const existing = readdirSync(this.path(folder));
    for (let n = 0; ; n++) {
      const candidate = n ? `${base}-${n}` : base;
      if (nameTaken(existing, candidate, extension, copiesExtension)) continue;
      try {
        // Exclusive creation: in every process sharing the folder, one claim wins a name.
        await (await open(this.path(`${folder}/${candidate}.${extension}`), 'wx')).close();
        return candidate;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  unclaim(folder: string, name: string): Promise<void> {
    return this.remove(folder, [name]);
  }

  async write(folder: string, files: readonly StoredFile[], claimed?: string): Promise<void> {
    await mkdir(this.path(folder), { recursive: true });
    const written: string[] = [];
    try {
      for (const file of files) {
        const path = this.path(`${folder}/${file.name}`);
        const replace = file.name === claimed;
        if (Buffer.isBuffer(file.bytes)) await writeFile(path, file.bytes, { flag: replace ? 'w' : 'wx' });
        else await copyFile(file.bytes.path, path, replace ? 0 : constants.COPYFILE_EXCL);
        written.push(file.name);
      }
    } catch (error) {
      await this.remove(folder, written);
      throw error;
    }
  }

  async publish(folder: string, name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.path(folder), { recursive: true });
    const path = this.path(`${folder}/${name}`);
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, path).catch(async (error: unknown) => {
      await unlink(partial).catch(() => undefined);
      throw error;
    });
  }

  async remove(folder: string, names: readonly string[]): Promise<void> {
    for (const name of names)
      await unlink(this.path(`${folder}/${name}`)).catch((error: NodeJS.ErrnoException) => {
        if (!missing(error)) throw error;
      });
  }
}
