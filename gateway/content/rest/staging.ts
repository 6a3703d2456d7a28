import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StagedFile } from '../../../src/content/media/file-content.js';
import { RestError } from './rest-error.js';

/** An upload written to disk as it arrived, with the MD5 of its bytes (the reference's Content-MD5 check). */
export interface StagedBody {
  file: StagedFile;
  md5: string;
}

export const tooLarge = () => new RestError('rest_request_too_large', 'The request body is too large.', 413);

/** Passes bytes through, failing with 413 past `limit` of them; `seen` is called with each chunk. */
export function byteLimit(limit: number, seen: (chunk: Buffer) => void = () => {}): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(tooLarge());
      seen(chunk);
      done(null, chunk);
    },
  });
}

/** Stops passing a body on: what is left of it is read and dropped, so the connection stays usable. */
export function discardRest(source: Readable, destination: Writable): void {
  source.unpipe(destination);
  source.resume();
}

/**
 * A request's temporary folder for its uploads (under TMPDIR): files are streamed into it, hashed on
 * the way, so an upload is never held in memory; `remove` deletes it once the response is sent.
 */
export class Staging {
  private count = 0;
  private constructor(private readonly dir: string) {}

  static async open(): Promise<Staging> {
    return new Staging(await mkdtemp(join(tmpdir(), 'portico-upload-')));
  }

  /**
   * Writes a stream to a new file; more than `limit` bytes fail with 413. On failure the rest of the
   * source is read and dropped (never destroyed: it may be the request, whose answer is still to come).
   */
  async stage(source: Readable, limit: number): Promise<StagedBody> {
    const path = join(this.dir, String(++this.count));
    const hash = createHash('md5');
    let size = 0;
    const counted = byteLimit(limit, (chunk) => {
      size += chunk.length;
      hash.update(chunk);
    });
    source.on('error', (error) => counted.destroy(error));
    try {
      await pipeline(source.pipe(counted), createWriteStream(path));
    } catch (error) {
      discardRest(source, counted);
      throw error;
    }
    return { file: new StagedFile(path, size), md5: hash.digest('hex') };
  }

  remove(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
