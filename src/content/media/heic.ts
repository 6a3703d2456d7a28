import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { corruptImage, decode, fromPixels, type Pixels } from './image-processor.js';
import type { FileContent } from './file-content.js';

const compiled = new URL('./heic-worker.js', import.meta.url);
/** The worker's module: compiled in dist/, the TypeScript source when run from src/ (the tests). */
const WORKER = existsSync(fileURLToPath(compiled)) ? compiled : new URL('./heic-worker.ts', import.meta.url);

/**
 * The pixels of a HEIC image (HEVC-coded, which the bundled libvips cannot read), upright as libheif
 * turns them, without the alpha channel the decoder always gives. Its size was checked against
 * MEDIA_MAX_PIXELS from its header before.
 */
export async function decodeHeic(content: FileContent): Promise<Pixels> {
  const bytes = Buffer.isBuffer(content) ? content : await readFile(content.path);
  const decoded = await new Promise<{ width: number; height: number; data: Uint8ClampedArray }>(
    (resolve, reject) => {
      const worker = new Worker(WORKER, { workerData: new Uint8Array(bytes) });
      worker.once('message', resolve);
      worker.once('error', () => reject(corruptImage()));
      worker.once('exit', (code) =>
        reject(code ? corruptImage() : new Error('the HEIC decoder ended early')),
      );
    },
  );
  const rgba = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  return decode(
    fromPixels({ data: rgba, width: decoded.width, height: decoded.height, channels: 4 }).removeAlpha(),
  );
}
