import { extname } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { mediaFiles } from '../../../src/content/media/media-storage.js';
import { byteWindow } from '../../../src/http/byte-window.js';
import { DomainError } from '../../../src/errors.js';
import type { Gateway } from '../../gateway.js';

type Range = { start: number; end: number };

/**
 * The byte range a request asks for, as RFC 9110 reads it: `bytes=a-b`, `bytes=a-` or `bytes=-n`
 * within a file of `size` bytes; `undefined` (the whole file) for no header, another unit, several
 * ranges or a malformed one, all of which a server may ignore; null when the range is unsatisfiable
 * (416).
 */
function rangeOf(header: string | undefined, size: number): Range | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix > 0 && size > 0 ? { start: Math.max(0, size - suffix), end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  if (last < start) return undefined;
  return start < size ? { start, end: Math.min(last, size - 1) } : null;
}

/**
 * `{site_url}/uploads/YYYY/MM/<file>`: the stored media files, served by Portico itself, read through
 * the media store, with the type their extension names (uploads are stored under the extension of
 * their real type), validators for caches and single byte ranges (seeking in audio and video).
 */
export function uploadsRouter(gateway: Gateway): Router {
  const store = mediaFiles(gateway.runtime.settings);
  const router = express.Router();
  // Not a `/*file` route: Express would fail to decode a malformed name before this could answer 404.
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path.slice(1));
    } catch {
      file = '';
    }
    let found;
    try {
      // Hidden files (and `..`) are never served.
      found = file && !/(^|\/)\./.test(file) ? await store.serve(file) : null;
    } catch (error) {
      // The bucket cannot be reached: the file may be there, so no 404.
      if (!(error instanceof DomainError) || error.code !== 'MEDIA_STORAGE_UNAVAILABLE') throw error;
      res.status(503).set('Retry-After', '5').type('text/plain; charset=utf-8').send(error.message);
      return;
    }
    if (!found) {
      res.status(404).type('text/plain; charset=utf-8').send('not found');
      return;
    }
    const etag = `W/"${found.size.toString(16)}-${found.modified.getTime().toString(16)}"`;
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      'Last-Modified': found.modified.toUTCString(),
      ETag: etag,
    });
    res.type(extname(file) || 'application/octet-stream');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    // If-Range names the file as the client has it: a range of another version is no use to it (our
    // ETag is weak, which If-Range never matches, so only the date can).
    const ifRange = req.get('if-range');
    const range =
      ifRange && ifRange !== found.modified.toUTCString() ? undefined : rangeOf(req.get('range'), found.size);
    if (range === null) {
      res.status(416).set('Content-Range', `bytes */${found.size}`).end();
      return;
    }
    if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
    const length = range ? range.end - range.start + 1 : found.size;
    res.set('Content-Length', String(length));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // Never more (nor fewer) bytes than Content-Length promised, whatever the store sends.
    byteWindow(found.stream(range), 0, length)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return router;
}
