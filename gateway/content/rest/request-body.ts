import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import { InvalidJson, JSON_PROBLEMS, parseJsonBody } from '../../../src/http/json-body.js';
import { readMultipart, type FormFile } from './multipart.js';
import { RestError } from './rest-error.js';
import { byteLimit, discardRest, type StagedBody, type Staging } from './staging.js';

/** The largest body of a route without uploads (held in memory). */
export const BODY_LIMIT = 10 * 1024 * 1024;

export interface ParsedBody {
  params: Record<string, unknown>;
  /** The files of a multipart body sent to an upload route. */
  files: Record<string, FormFile>;
  /** Any other body sent to an upload route: a raw-body upload, staged. */
  staged: StagedBody | null;
}

export const NO_BODY: ParsedBody = { params: {}, files: {}, staged: null };

/** Form fields parsed like the query string (`tags[]=1&tags[]=2` is a list), as PHP reads `$_POST`. */
function formFields(req: Request, encoded: string): Record<string, unknown> {
  const parse = req.app.get('query parser fn') as (text: string) => Record<string, unknown>;
  return { ...parse(encoded) };
}

const typeOf = (req: Request) => (req.get('content-type') ?? '').toLowerCase();

/** The parameters of a JSON or URL-encoded body; none for other types. */
function textParams(req: Request, raw: Buffer): Record<string, unknown> {
  const type = typeOf(req);
  if (type.startsWith('application/x-www-form-urlencoded')) return formFields(req, raw.toString('utf8'));
  if (!type.startsWith('application/json') || !raw.length) return {};
  let parsed: unknown;
  try {
    parsed = parseJsonBody(raw);
  } catch (error) {
    if (!(error instanceof InvalidJson)) throw error;
    const { code, message } = JSON_PROBLEMS[error.problem];
    throw new RestError('rest_invalid_json', 'Invalid JSON body passed.', 400, {
      json_error_code: code,
      json_error_message: message,
    });
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

const isMultipart = (req: Request) => typeOf(req).startsWith('multipart/form-data');

/** A body read into memory (routes without uploads): JSON, URL-encoded or multipart text fields. */
export async function parseBody(req: Request, raw: Buffer): Promise<ParsedBody> {
  if (!raw.length) return NO_BODY;
  if (!isMultipart(req)) return { ...NO_BODY, params: textParams(req, raw) };
  const form = await readMultipart(req.headers, Readable.from([raw]), null, { field: BODY_LIMIT, file: 0 });
  return { ...NO_BODY, params: formFields(req, form.fields) };
}

/**
 * The body of an upload route, streamed to disk as it arrives (up to `limit` bytes of file): a
 * multipart body's files, or the whole body for a raw-body upload — whose parameters are still read
 * when it is JSON or URL-encoded, as the reference reads them.
 */
export async function readUpload(req: Request, staging: Staging, limit: number): Promise<ParsedBody> {
  if (isMultipart(req)) {
    const body = byteLimit(limit + BODY_LIMIT);
    req.on('error', (error) => body.destroy(error));
    let form;
    try {
      form = await readMultipart(req.headers, req.pipe(body), staging, { field: BODY_LIMIT, file: limit });
    } finally {
      discardRest(req, body); // a no-op once the whole body went through
    }
    return { params: formFields(req, form.fields), files: form.files, staged: null };
  }
  const staged = await staging.stage(req, limit);
  const hasParams = /^application\/(json|x-www-form-urlencoded)/.test(typeOf(req));
  const params =
    hasParams && staged.file.size <= BODY_LIMIT ? textParams(req, await readFile(staged.file.path)) : {};
  return { params, files: {}, staged };
}

/** Whether reading a body failed only because the client hung up: nobody is left to answer. */
export const clientHungUp = (req: Request, error: unknown) =>
  req.destroyed && (error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';
