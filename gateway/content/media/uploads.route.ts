import { extname } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { mediaFiles } from '../../../src/content/media/media-storage.js';
import type { ServedFile } from '../../../src/content/media/media-store.js';
import {
  mimeOfFile,
  variantAllowed,
  variantKey,
  variantMime,
  variantNotAllowed,
  variantRequestOf,
  type VariantRequest,
} from '../../../src/content/media/variants/variant-request.js';
import { byteWindow } from '../../../src/http/byte-window.js';
import { DomainError } from '../../../src/errors.js';
import type { Gateway } from '../../gateway.js';
import { REST_CODES, type ContentApiErrorCode } from '../rest/rest-codes.js';
import { RestMakeMediaVariantDocument } from './media.generated.js';

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

/** A stored file, answered with validators for caches and single byte ranges (seeking in audio and video). */
function sendStored(req: Request, res: Response, found: ServedFile, type: string): void {
  const etag = `W/"${found.size.toString(16)}-${found.modified.getTime().toString(16)}"`;
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Accept-Ranges': 'bytes',
    'Last-Modified': found.modified.toUTCString(),
    ETag: etag,
  });
  res.type(type);
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
}

/** How long caches keep a variant whose URL names no version: a file name freed by a delete is reused. */
const UNVERSIONED_VARIANT = 'public, max-age=86400';
/** A URL with the item's id (`v=`, as GraphQL gives it) names one image's variant for good. */
const VERSIONED_VARIANT = 'public, max-age=31536000, immutable';

/**
 * The variant of an image a query asks for (`?w=&h=&fit=&q=&format=&s=`): served from the media store
 * when it was made before (checked here, without the database), else made by the domain first; cached
 * by `Accept` where the format follows it, for a day, or for a year where `v` names the item (a new
 * upload under a deleted one's name has another id, so another URL).
 */
async function sendVariant(
  gateway: Gateway,
  store: ReturnType<typeof mediaFiles>,
  req: Request,
  res: Response,
  file: string,
  request: VariantRequest,
): Promise<void> {
  const { secretKey, mediaVariantWidths } = gateway.runtime.settings;
  if (!variantAllowed(secretKey, mediaVariantWidths, file, request)) throw variantNotAllowed();
  const accept = req.get('accept') ?? '';
  const mime = variantMime(request.format, mimeOfFile(file), accept);
  const key = variantKey(file, request, mime);
  let found = await store.serve(`${key.folder}/${key.name}`);
  if (!found) {
    const { variant } = await gateway.operations.run(
      RestMakeMediaVariantDocument,
      {
        file,
        accept,
        width: request.width,
        height: request.height,
        fit: request.fit,
        focus: request.focus,
        quality: request.quality,
        format: request.format,
        signature: request.signature,
      },
      await gateway.context(req, {}),
    );
    found = await store.serve(variant.file);
    if (!found) throw new DomainError('NOT_FOUND', 'not found', 404);
  }
  res.set('Cache-Control', req.query.v === undefined ? UNVERSIONED_VARIANT : VERSIONED_VARIANT);
  if (request.format === 'auto') res.vary('Accept');
  sendStored(req, res, found, mime);
}

/** A refusal of the uploads route: text for a missing file or storage, the REST error shape for a variant. */
function sendError(res: Response, error: unknown): void {
  if (!(error instanceof DomainError)) throw error;
  if (error.code === 'MEDIA_STORAGE_UNAVAILABLE') {
    // The bucket cannot be reached: the file may be there, so no 404.
    res.status(503).set('Retry-After', '5').type('text/plain; charset=utf-8').send(error.message);
    return;
  }
  if (error.status === 404) {
    res.status(404).type('text/plain; charset=utf-8').send('not found');
    return;
  }
  const code = REST_CODES[error.code as ContentApiErrorCode] ?? 'rest_invalid_param';
  res.status(error.status).json({ code, message: error.message, data: { status: error.status } });
}

/**
 * `{site_url}/uploads/YYYY/MM/<file>`: the stored media files, served by Portico itself, read through
 * the media store, with the type their extension names (uploads are stored under the extension of
 * their real type); with variant parameters, a variant of the image.
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
    // Hidden files (and `..`) are never served; no stored name holds a NUL.
    if (!file || /(^|\/)\.|\0/.test(file)) {
      res.status(404).type('text/plain; charset=utf-8').send('not found');
      return;
    }
    try {
      const request = variantRequestOf(req.query);
      if (request) return await sendVariant(gateway, store, req, res, file, request);
      const found = await store.serve(file);
      if (!found) throw new DomainError('NOT_FOUND', 'not found', 404);
      sendStored(req, res, found, extname(file) || 'application/octet-stream');
    } catch (error) {
      sendError(res, error);
    }
  });
  return router;
}
