import type { Request } from 'express';
import { InvalidJson, JSON_PROBLEMS, parseJsonBody } from '../../src/http/json-body.js';
import { RestError } from './rest-error.js';
import type { FormFile } from './route.js';

/** Form fields parsed like the query string (`tags[]=1&tags[]=2` is a list), as PHP reads `$_POST`. */
function formFields(req: Request, encoded: string): Record<string, unknown> {
  const parse = req.app.get('query parser fn') as (text: string) => Record<string, unknown>;
  return { ...parse(encoded) };
}

export interface ParsedBody {
  params: Record<string, unknown>;
  files: Record<string, FormFile>;
}

/**
 * The body's parameters — JSON, URL-encoded form or multipart form (its text fields) — and the files
 * of a multipart body (uploads also read the raw body).
 */
export async function parseBody(req: Request, raw: Buffer): Promise<ParsedBody> {
  const none: ParsedBody = { params: {}, files: {} };
  if (!raw.length) return none;
  const contentType = req.get('content-type') ?? '';
  const type = contentType.toLowerCase();
  if (type.startsWith('application/json')) {
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
    const params =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    return { params, files: {} };
  }
  if (type.startsWith('application/x-www-form-urlencoded'))
    return { params: formFields(req, raw.toString('utf8')), files: {} };
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return none; // a malformed multipart body carries no fields, as PHP reads it
    }
    const text = new URLSearchParams();
    const files: Record<string, FormFile> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') text.append(name, value);
      else
        files[name] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    return { params: formFields(req, text.toString()), files };
  }
  return none;
}
