import { Transform, type Readable, type TransformCallback } from 'node:stream';

/** The source ended before the window was full: what was promised cannot be sent. */
export class ShortStream extends Error {}

/**
 * Exactly `length` bytes of `source` after skipping `skip`: a longer source is cut (and stopped once
 * the window is full), a shorter one is an error. A response that promised a Content-Length sends
 * that many bytes, whatever its source does, so a client reusing the connection never reads a file's
 * bytes as the answer to its next request.
 */
export function byteWindow(source: Readable, skip: number, length: number): Readable {
  let toSkip = skip;
  let left = length;
  const window = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      let part = chunk;
      if (toSkip) {
        const skipped = Math.min(toSkip, part.length);
        toSkip -= skipped;
        part = part.subarray(skipped);
      }
      if (left && part.length) {
        const taken = part.subarray(0, left);
        left -= taken.length;
        this.push(taken);
        if (!left) {
          this.push(null);
          // Full: nothing more is wanted from the source.
          source.unpipe(window);
          source.destroy();
        }
      }
      callback();
    },
    flush(callback: TransformCallback) {
      callback(left ? new ShortStream(`${left} of ${length} bytes missing`) : null);
    },
  });
  if (!length) {
    window.push(null);
    source.destroy();
  }
  window.on('close', () => source.destroy());
  source.on('error', (error) => window.destroy(error));
  return source.pipe(window);
}
