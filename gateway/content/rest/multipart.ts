import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { discardRest, type StagedBody, type Staging } from './staging.js';

/** A file of a multipart body, staged on disk. */
export interface FormFile extends StagedBody {
  name: string;
  type: string;
}

export interface MultipartBody {
  /** The text fields, encoded as a query string (PHP reads `$_POST` like one). */
  fields: string;
  files: Record<string, FormFile>;
}

// PHP's max_file_uploads: further files of a body are ignored.
const MAX_FILES = 20;

/** Why a body gives no fields and no files: it is not well-formed multipart, as PHP reads it. */
class Malformed extends Error {}

/**
 * Reads a multipart/form-data body as it streams (busboy): text fields are collected; files are
 * staged, up to `limits.file` bytes each, or skipped when there is no staging (routes without uploads).
 * A malformed body gives no fields and no files; an oversized file fails with 413.
 */
export async function readMultipart(
  headers: IncomingHttpHeaders,
  body: Readable,
  staging: Staging | null,
  limits: { field: number; file: number },
): Promise<MultipartBody> {
  const fields = new URLSearchParams();
  const files: Record<string, FormFile> = {};
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers,
          defParamCharset: 'utf8',
          // One byte past the limit reaches staging, which then refuses the file.
          limits: { fieldSize: limits.field, fileSize: limits.file + 1, files: MAX_FILES },
        });
      } catch {
        body.resume();
        return reject(new Malformed()); // not multipart/form-data with a boundary
      }
      const staged: Promise<void>[] = [];
      const fail = (error: unknown) => {
        discardRest(body, parser);
        reject(error);
      };
      parser.on('field', (name, value) => fields.append(name, value));
      parser.on('file', (name, stream, info) => {
        if (!staging) return void stream.resume();
        const file = staging.stage(stream, limits.file).then((done) => {
          files[name] = { ...done, name: info.filename ?? '', type: info.mimeType };
        });
        staged.push(file.catch(fail));
      });
      parser.on('error', () => fail(new Malformed()));
      parser.on('close', () => void Promise.all(staged).then(() => resolve()));
      body.on('error', fail);
      body.pipe(parser);
    });
  } catch (error) {
    if (error instanceof Malformed) return { fields: '', files: {} };
    throw error;
  }
  return { fields: fields.toString(), files };
}
