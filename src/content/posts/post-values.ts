import { MAX_INTEGER } from '../../db/dialect.js';
import { invalidArgument, listPhrase } from '../content-errors.js';
import { WRITABLE_STATUSES } from '../content-model/post-status.js';

/** Post formats, in the reference's order; `standard` is none. */
export const FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'] as const; // prettier-ignore

/** What comment_status and ping_status may be. */
export const OPEN_CLOSED = ['open', 'closed'] as const;

/**
 * The longest title, content or excerpt, in bytes of UTF-8: what fits the REST facade's request body,
 * on every way in (GraphQL, batch, imports), so no item costs more to render than one written over REST.
 */
export const MAX_TEXT_BYTES = 10 * 1024 * 1024;

/** The longest post password: its column's. */
export const MAX_PASSWORD_LENGTH = 255;

interface CheckedValues {
  status?: string;
  commentStatus?: string;
  pingStatus?: string;
  format?: string;
  menuOrder?: number;
  password?: string;
  title?: string;
  content?: string;
  excerpt?: string;
}

function oneOf(argument: string, value: string | undefined, allowed: readonly string[]) {
  if (value !== undefined && !allowed.includes(value))
    throw invalidArgument(argument, 'NOT_IN_ENUM', `is not one of ${listPhrase(allowed)}.`);
}

/**
 * The values of a write the REST facade's schema would refuse, refused on every way in: a status
 * (of `statuses`: media keep `inherit`),
 * comment or ping status and format outside their sets, an order that is not an integer the
 * database holds, a password or text longer than what can be stored.
 */
export function checkPostValues(
  changes: CheckedValues,
  statuses: readonly string[] = WRITABLE_STATUSES,
): void {
  oneOf('status', changes.status, statuses);
  oneOf('commentStatus', changes.commentStatus, OPEN_CLOSED);
  oneOf('pingStatus', changes.pingStatus, OPEN_CLOSED);
  oneOf('format', changes.format, FORMATS);
  const order = changes.menuOrder;
  if (order !== undefined && !(Number.isInteger(order) && order >= -MAX_INTEGER - 1 && order <= MAX_INTEGER))
    throw invalidArgument(
      'menuOrder',
      'OUT_OF_BOUNDS',
      `must be between ${-MAX_INTEGER - 1} (inclusive) and ${MAX_INTEGER} (inclusive)`,
    );
  if (changes.password !== undefined && changes.password.length > MAX_PASSWORD_LENGTH)
    throw invalidArgument(
      'password',
      'OUT_OF_BOUNDS',
      `must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
    );
  for (const field of ['title', 'content', 'excerpt'] as const) {
    const text = changes[field];
    if (text !== undefined && text.length > MAX_TEXT_BYTES / 3 && Buffer.byteLength(text) > MAX_TEXT_BYTES)
      throw invalidArgument(field, 'OUT_OF_BOUNDS', `must be at most ${MAX_TEXT_BYTES} bytes long.`);
  }
}
