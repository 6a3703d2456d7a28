import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { badInput } from '../../errors.js';
import { StagedFile } from './file-content.js';
import { S3MediaStore, type S3Storage } from './s3-media-store.js';

export interface MediaCopySummary {
  files: number;
  bytes: number;
  /** Uploaded now. */
  copied: number;
  /** In the bucket already with the same size (a run before this one). */
  skipped: number;
}

/**
 * Copies every file of the media folder into the bucket under the same keys, one at a time from disk
 * (large ones in parts): a file the bucket has with the same size is left as it is, so a run again
 * finishes a stopped one and copies nothing twice; each upload is checked by its size in the bucket.
 */
export async function copyMediaToBucket(
  mediaDir: string,
  storage: S3Storage,
  onProgress?: (done: number, total: number) => void,
): Promise<MediaCopySummary> {
  const store = new S3MediaStore(storage, null);
  await store.checkBucket();
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(mediaDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    // Hidden files (a claim in progress, an editor's swap file) are not media.
    .filter((file) => !/(^|\/)\./.test(file))
    .sort();
  const summary: MediaCopySummary = { files: files.length, bytes: 0, copied: 0, skipped: 0 };
  for (const [index, file] of files.entries()) {
    const { size } = await stat(join(mediaDir, file));
    summary.bytes += size;
    const there = await store.serve(file);
    if (there?.size === size) summary.skipped++;
    else {
      const slash = file.lastIndexOf('/');
      await store.write(slash > 0 ? file.slice(0, slash) : '.', [
        { name: file.slice(slash + 1), bytes: new StagedFile(join(mediaDir, file), size) },
      ]);
      const copied = await store.serve(file);
      if (copied?.size !== size)
        throw badInput(`${file}: ${size} bytes here, ${copied?.size ?? 'none'} in the bucket after the copy`);
      summary.copied++;
    }
    onProgress?.(index + 1, files.length);
  }
  return summary;
}
