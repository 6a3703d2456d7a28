import { DomainError } from '../../src/errors.js';

/** An error in the cms/v2 wire format: `{code, message, data: {status, …}}`. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.data } };
  }
}

export const noRoute = () =>
  new RestError('rest_no_route', 'No route was found matching the URL and request method.', 404);

// Domain codes whose REST code has no `rest_` prefix.
const UNPREFIXED = new Set([
  'INCORRECT_PASSWORD',
  'INVALID_USERNAME',
  'INVALID_EMAIL',
  'EMPTY_CONTENT',
  'TERM_EXISTS',
  'DUPLICATE_TERM_SLUG',
  'EMPTY_TERM_NAME',
  'APPLICATION_PASSWORD_EMPTY_NAME',
  'APPLICATION_PASSWORD_DUPLICATE_NAME',
]);

/** The REST form of a domain error: `POST_INVALID_ID` → `rest_post_invalid_id`, details kept. */
export function restErrorOf(error: unknown): RestError | null {
  if (error instanceof RestError) return error;
  if (!(error instanceof DomainError)) return null;
  const code = (UNPREFIXED.has(error.code) ? '' : 'rest_') + error.code.toLowerCase();
  return new RestError(code, error.message, error.status, error.details ?? {});
}
