/** Codes any part of the domain may raise: the generic ones and those of the store and the GraphQL layer. */
export type CommonErrorCode =
  | 'BAD_CURSOR'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'INVALID_TEXT'
  | 'INVALID_VALUE'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED';

/**
 * The families of codes, one per domain. Each domain adds its own from its `*-error-codes.ts`
 * (`declare module '../errors.js' { interface ErrorCodeFamilies { … } }`), so this leaf imports no
 * domain.
 */
export interface ErrorCodeFamilies {
  common: CommonErrorCode;
}

/**
 * Every code a DomainError can carry: a closed set, one family per domain, so each facade's mapping is
 * checked by the compiler (a typo or a code without a wire form does not compile).
 */
export type ErrorCode = ErrorCodeFamilies[keyof ErrorCodeFamilies];

/**
 * The one typed error of the domain. `code` is stable (GraphQL `extensions.code`); each REST facade maps
 * it to its own wire format. `message` is safe to show to the caller.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
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

export const notFound = (message = 'not found', code: ErrorCode = 'NOT_FOUND') =>
  new DomainError(code, message, 404);
export const forbidden = (message = 'forbidden', code: ErrorCode = 'FORBIDDEN') =>
  new DomainError(code, message, 403);
export const unauthenticated = (message: string, code: ErrorCode = 'UNAUTHENTICATED') =>
  new DomainError(code, message, 401);
export const badInput = (
  message: string,
  code: ErrorCode = 'BAD_USER_INPUT',
  details?: Record<string, unknown>,
) => new DomainError(code, message, 400, details);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') =>
  new DomainError(code, message, 409);

/** What a database fault means for the caller: try again shortly, or the database's disk is full. */
export type DatabaseFaultKind = 'unavailable' | 'full';

/**
 * The database could not do its part (busy past the lock wait, unreachable, out of disk): no bug and
 * no fault of the caller. Not a DomainError, so no domain rule mistakes it for an expected outcome;
 * each facade answers it in its own format — 503 with Retry-After, or 507 for a full disk.
 */
export class DatabaseFault extends Error {
  /** Seconds a client is asked to wait before trying again (Retry-After of a 503). */
  static readonly RETRY_AFTER_SECONDS = 5;

  constructor(
    readonly kind: DatabaseFaultKind,
    options?: ErrorOptions,
  ) {
    super(
      kind === 'full'
        ? 'The database is out of storage space.'
        : 'The database is unavailable; try again shortly.',
      options,
    );
    this.name = 'DatabaseFault';
  }

  /** Its GraphQL `extensions.code`. */
  get code(): 'DATABASE_UNAVAILABLE' | 'DATABASE_FULL' {
    return this.kind === 'full' ? 'DATABASE_FULL' : 'DATABASE_UNAVAILABLE';
  }

  get status(): 503 | 507 {
    return this.kind === 'full' ? 507 : 503;
  }

  /** The HTTP headers of its answer: Retry-After for a transient fault. */
  get headers(): Record<string, string> {
    return this.kind === 'full' ? {} : { 'Retry-After': String(DatabaseFault.RETRY_AFTER_SECONDS) };
  }
}
