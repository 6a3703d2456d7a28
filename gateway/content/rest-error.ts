import { DomainError } from '../../src/errors.js';

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
  'INVALID_MENU_ID',
  'OEMBED_INVALID_URL',
]);

/** The REST form of a domain error: `POST_INVALID_ID` → `rest_post_invalid_id`, details kept. */
export function restErrorOf(error: unknown): RestError | null {
  if (error instanceof RestError) return error;
  if (!(error instanceof DomainError)) return null;
  const code = (UNPREFIXED.has(error.code) ? '' : 'rest_') + error.code.toLowerCase();
  const additional = error.also.map((more) => restErrorOf(more)!);
  return new RestError(code, error.message, error.status, error.details ?? {}, additional);
}
