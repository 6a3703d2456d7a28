import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../../../src/auth/request-context.js';
import type { AuthErrorCode } from '../../../src/auth/auth-error-codes.js';
import { type CommonErrorCode, DatabaseFault, DomainError, type ErrorCode } from '../../../src/errors.js';
import type { MonitoringErrorCode } from '../../../src/monitoring/monitoring-error-codes.js';
import type { Gateway } from '../../gateway.js';
import { InvalidJson, parseJsonBody } from '../../../src/http/json-body.js';

/** An error in the Management API's format, Healthchecks': JSON `{"error": …}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers of its answer (Retry-After of a 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type ApiVersion = 1 | 2 | 3;
export type KeyUse = 'read' | 'write';

const KEY_LENGTH = 32;

/**
 * The reference's request handling, in its order: a non-empty POST body must be a JSON object (before
 * any key check); the key comes from `X-Api-Key` (even when empty) or, for write endpoints, the body's
 * `api_key`; a key that is not 32 characters is "missing"; read-only keys are "wrong" on writes.
 */
export async function authorize(
  gateway: Gateway,
  req: Request,
  use: KeyUse,
): Promise<{ context: RequestContext; body: Record<string, unknown> }> {
  let body: Record<string, unknown> = {};
  if (req.method === 'POST' && Buffer.isBuffer(req.body) && req.body.length > 0) {
    let parsed: unknown;
    try {
      parsed = parseJsonBody(req.body);
    } catch (error) {
      if (!(error instanceof InvalidJson)) throw error;
      throw new ApiError(400, 'could not parse request body');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ApiError(400, 'json validation error: value is not an object');
    }
    body = parsed as Record<string, unknown>;
  }
  const header = req.get('x-api-key');
  const key = header ?? (use === 'write' && 'api_key' in body ? String(body.api_key) : '');
  if (key.length !== KEY_LENGTH) throw new ApiError(401, 'missing api key');
  const context = await gateway.context(req, { apiKey: key });
  if (use === 'write' && context.caller.readOnly) throw new ApiError(401, 'wrong api key');
  return { context, body };
}

/** The domain codes the Management API can meet: monitoring's, the common ones and a wrong key. */
type ManagementApiErrorCode = MonitoringErrorCode | CommonErrorCode | Extract<AuthErrorCode, 'WRONG_API_KEY'>;

/** What the reference writes before the message in `{"error": …}`: only schema violations say so. */
const MESSAGE_PREFIX: Record<ManagementApiErrorCode, string> = {
  AMBIGUOUS_SLUG: '',
  CHECK_LIMIT_REACHED: '',
  CHECK_NOT_PAUSED: '',
  DEPENDENCY_CYCLE: '',
  INVALID_ALERT_RULE: '',
  INVALID_MAINTENANCE_WINDOW: '',
  INVALID_SNOOZE_LINK: '',
  INVALID_CHANNEL: '',
  INVALID_CHANNELS: '',
  INVALID_CHECK_FIELD: 'json validation error: ',
  INVALID_FLIPS_QUERY: '',
  INVALID_URL: '',
  INVALID_UUID: '',
  MISSING_API_KEY: '',
  WRONG_API_KEY: '',
  BAD_CURSOR: '',
  BAD_USER_INPUT: '',
  CONFLICT: '',
  FORBIDDEN: '',
  INVALID_TEXT: '',
  INVALID_VALUE: '',
  NOT_FOUND: '',
  UNAUTHENTICATED: '',
};

const isManagementApiErrorCode = (code: ErrorCode): code is ManagementApiErrorCode =>
  Object.hasOwn(MESSAGE_PREFIX, code);

/**
 * Maps domain errors and database faults to the facade's statuses and `{"error": …}` bodies; a code
 * of another family (a bug) stays unmapped and is answered as a 500.
 */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseFault) return new ApiError(error.status, error.message, error.headers);
  if (!(error instanceof DomainError) || !isManagementApiErrorCode(error.code)) return null;
  return new ApiError(error.status, MESSAGE_PREFIX[error.code] + error.message);
}

export function sendApiError(res: Response, error: ApiError): void {
  res.status(error.status).set(error.headers).json({ error: error.message });
}

type ApiHandler = (req: Request, res: Response) => Promise<void>;

/**
 * Wraps one API view: CORS headers on every answer (errors included), OPTIONS → 204 without auth,
 * other methods than the view's → 405 (HEAD is not GET here).
 */
export function apiView(methods: Record<string, ApiHandler>): RequestHandler {
  const allowed = [...Object.keys(methods), 'OPTIONS'].join(', ');
  return async (req: Request, res: Response, next: NextFunction) => {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'X-Api-Key',
      'Access-Control-Allow-Methods': allowed,
      'Access-Control-Max-Age': '600',
    });
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    const handler = methods[req.method];
    if (!handler) {
      sendApiError(res, new ApiError(405, 'method not allowed'));
      return;
    }
    try {
      await handler(req, res);
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError) sendApiError(res, apiError);
      else next(error);
    }
  };
}
