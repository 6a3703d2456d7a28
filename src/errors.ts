/**
 * The one typed error of the domain. `code` is stable (GraphQL `extensions.code`); each REST facade maps
 * it to its own wire format. `message` is safe to show to the caller.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number = 400,
    readonly details?: Record<string, unknown>,
    /** Further errors found in the same check (the reference's `additional_errors`). */
    readonly also: DomainError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message = 'not found', code = 'NOT_FOUND') => new DomainError(code, message, 404);
export const forbidden = (message = 'forbidden', code = 'FORBIDDEN') => new DomainError(code, message, 403);
export const unauthenticated = (message: string, code = 'UNAUTHENTICATED') =>
  new DomainError(code, message, 401);
export const badInput = (message: string, code = 'BAD_USER_INPUT', details?: Record<string, unknown>) =>
  new DomainError(code, message, 400, details);
export const conflict = (message: string, code = 'CONFLICT') => new DomainError(code, message, 409);
