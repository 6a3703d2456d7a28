import type { AuthErrorCode } from './auth/auth-error-codes.js';
import type { ContentErrorCode } from './content/content-error-codes.js';
import type { MonitoringErrorCode } from './monitoring/monitoring-error-codes.js';

export type { AuthErrorCode, ContentErrorCode, MonitoringErrorCode };

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
 * Every code a DomainError can carry: a closed set, one family per domain, so each facade's mapping is
 * checked by the compiler (a typo or a code without a wire form does not compile).
 */
export type ErrorCode = CommonErrorCode | AuthErrorCode | ContentErrorCode | MonitoringErrorCode;

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
