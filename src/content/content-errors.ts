import { DomainError } from '../errors.js';
import type { ArgumentErrorCode } from './content-error-codes.js';

export const invalidPostId = (message = 'Invalid post ID.') =>
  new DomainError('POST_INVALID_ID', message, 404);

/** A value the domain rejects for one argument, reported like a schema violation of that argument. */
export const invalidArgument = (
  param: string,
  code: ArgumentErrorCode,
  message: string,
  data: unknown = null,
) =>
  new DomainError('INVALID_PARAM', `Invalid parameter(s): ${param}`, 400, {
    params: { [param]: message },
    details: { [param]: { code, message, data } },
  });

/** The reference's wp_sprintf_l: `a`, `a and b`, `a, b, and c`. */
export function listPhrase(values: readonly unknown[]): string {
  const words = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (words.length <= 1) return words.join('');
  if (words.length === 2) return `${words[0]} and ${words[1]}`;
  return `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}
