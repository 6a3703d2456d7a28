import { DomainError } from '../../src/errors.js';
import { isContentApiErrorCode, REST_CODES } from './rest-codes.js';

/** An error in the cms/v2 wire format: `{code, message, data: {status, …}}`. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
    readonly additional: RestError[] = [],
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    const body: Record<string, unknown> = {
      code: this.code,
      message: this.message,
      data: { status: this.status, ...this.data },
    };
    if (this.additional.length) body.additional_errors = this.additional.map((error) => error.body());
    return body;
  }
}

export const noRoute = () =>
  new RestError('rest_no_route', 'No route was found matching the URL and request method.', 404);

/**
 * The REST form of a domain error: `POST_INVALID_ID` → `rest_post_invalid_id`, details kept. Anything
 * else (a monitoring code here would be a bug too) stays unmapped and is answered as a 500.
 */
export function restErrorOf(error: unknown): RestError | null {
  if (error instanceof RestError) return error;
  if (!(error instanceof DomainError) || !isContentApiErrorCode(error.code)) return null;
  const additional = error.also.map((more) => restErrorOf(more)!);
  return new RestError(REST_CODES[error.code], error.message, error.status, error.details ?? {}, additional);
}
