import { DomainError } from '../errors.js';

export const invalidPostId = (message = 'Invalid post ID.') =>
  new DomainError('POST_INVALID_ID', message, 404);

/** What is wrong with one argument, in the domain's words (each facade has its own code for it). */
export type ArgumentProblem =
  | 'FORBIDDEN_STATUS'
  | 'INVALID_URL'
  | 'MISSING'
  | 'NOT_ALLOWED_VALUE'
  | 'NOT_IN_ENUM'
  | 'OUT_OF_BOUNDS'
  | 'TOO_MANY_ITEMS';

/** A value the domain rejects for one argument: the `violation` of an `INVALID_PARAM` error. */
export interface ArgumentViolation {
  argument: string;
  /** Where inside the argument: list indexes and field names, as the GraphQL input names them. */
  path: (string | number)[];
  problem: ArgumentProblem;
  /** What follows the argument's name in the message (`must be between …`); with `sentence`, all of it. */
  reason: string;
  sentence: boolean;
  data: unknown;
}

/** The domain's name of the argument: `modifiers[0].left`. */
const domainName = (violation: ArgumentViolation) =>
  violation.argument +
  violation.path.map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`)).join('');

/** The violation's message, with the argument as `name` writes it (each facade its own syntax). */
export const violationMessage = (violation: ArgumentViolation, name = domainName(violation)) =>
  violation.sentence ? violation.reason : `${name} ${violation.reason}`;

/**
 * A value the domain rejects for one argument, reported like a schema violation of that argument;
 * the facades name the argument and the problem in their own words.
 */
export function invalidArgument(
  argument: string,
  problem: ArgumentProblem,
  reason: string,
  more: { path?: (string | number)[]; sentence?: boolean; data?: unknown } = {},
): DomainError {
  const violation: ArgumentViolation = {
    argument,
    path: more.path ?? [],
    problem,
    reason,
    sentence: more.sentence ?? false,
    data: more.data ?? null,
  };
  return new DomainError('INVALID_PARAM', `Invalid parameter(s): ${argument}`, 400, {
    violation,
    message: violationMessage(violation),
  });
}

/** The reference's wp_sprintf_l: `a`, `a and b`, `a, b, and c`. */
export function listPhrase(values: readonly unknown[]): string {
  const words = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (words.length <= 1) return words.join('');
  if (words.length === 2) return `${words[0]} and ${words[1]}`;
  return `${words.slice(0, -1).join(', ')}, and ${words[words.length - 1]}`;
}
