import {
  violationMessage,
  type ArgumentProblem,
  type ArgumentViolation,
} from '../../../src/content/content-errors.js';
import { DatabaseFault, DomainError } from '../../../src/errors.js';
import { isContentApiErrorCode, REST_CODES } from './rest-codes.js';

/** An error in the cms/v2 wire format: `{code, message, data: {status, …}}`. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> = {},
    readonly additional: RestError[] = [],
    /** Headers of its answer beyond the route's (Retry-After of a 503). */
    readonly headers: Record<string, string> = {},
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

/**
 * One frozen instance: its stack is never read, and capturing one for each `replies` link of an
 * `_embed` list (comments have no route here) cost more than the link's whole embedding.
 */
const NO_ROUTE = Object.freeze(
  new RestError('rest_no_route', 'No route was found matching the URL and request method.', 404),
);
export const noRoute = () => NO_ROUTE;

/** The cms/v2 codes of a database fault (no reference code exists: WordPress dies with a page). */
const FAULT_CODES = { unavailable: 'rest_database_unavailable', full: 'rest_database_full' } as const;

/** The reference's codes for what is wrong with one argument. */
const ARGUMENT_CODES: Record<ArgumentProblem, string> = {
  FORBIDDEN_STATUS: 'rest_forbidden_status',
  INVALID_URL: 'rest_invalid_url',
  MISSING: 'rest_property_required',
  NOT_ALLOWED_VALUE: 'rest_invalid_param',
  NOT_IN_ENUM: 'rest_not_in_enum',
  OUT_OF_BOUNDS: 'rest_out_of_bounds',
  TOO_MANY_ITEMS: 'rest_too_many_items',
};

/** An argument in the wire's parameter syntax: `a[0][b]` for the domain's `a[0].b`. */
export type ArgumentName = (violation: ArgumentViolation) => string;
const bracketed: ArgumentName = ({ argument, path }) => argument + path.map((step) => `[${step}]`).join('');

/** An argument the domain rejected, as the reference reports one its schema rejects. */
function argumentData(violation: ArgumentViolation, name: ArgumentName) {
  const message = violationMessage(violation, name(violation));
  const code = ARGUMENT_CODES[violation.problem];
  return {
    params: { [violation.argument]: message },
    details: { [violation.argument]: { code, message, data: violation.data } },
  };
}

/**
 * The REST form of a domain error: `POST_INVALID_ID` → `rest_post_invalid_id`, details kept; a database
 * fault is a 503 (with Retry-After) or a 507. Anything else (a monitoring code here would be a bug
 * too) stays unmapped and is answered as a 500.
 */
export function restErrorOf(error: unknown, name: ArgumentName = bracketed): RestError | null {
  if (error instanceof RestError) return error;
  if (error instanceof DatabaseFault)
    return new RestError(FAULT_CODES[error.kind], error.message, error.status, {}, [], error.headers);
  if (!(error instanceof DomainError) || !isContentApiErrorCode(error.code)) return null;
  const additional = error.also.map((more) => restErrorOf(more, name)!);
  const violation = error.details?.violation as ArgumentViolation | undefined;
  const data = violation ? argumentData(violation, name) : (error.details ?? {});
  return new RestError(REST_CODES[error.code], error.message, error.status, data, additional);
}
