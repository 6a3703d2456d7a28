import { extname } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { mediaFiles } from '../../src/content/media/media-storage.js';
import { DomainError } from '../../src/errors.js';
import type { Gateway } from '../gateway.js';

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; null for anything else. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * `{site_url}/uploads/YYYY/MM/<file>`: the stored media files (Portico decision 10), read through
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
    const range = req.get('range') ? rangeOf(req.get('range'), found.size) : undefined;
    if (range === null) {
      res.status(416).set('Content-Range', `bytes */${found.size}`).end();
      return;
    }
    if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
    res.set('Content-Length', String(range ? range.end - range.start + 1 : found.size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    found
      .stream(range)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return router;
}
