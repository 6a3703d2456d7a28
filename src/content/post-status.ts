/** Statuses an item can be written with, in the reference's enum order (Portico decision 13). */
export const WRITABLE_STATUSES = [
  'publish',
  'future',
  'draft',
  'pending',
  'private',
  'ext-disabled',
] as const;

/** Statuses a list may filter by; the reference's enum order, then `any`. */
// prettier-ignore
export const LIST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash', 'auto-draft', 'inherit', 'request-pending', 'request-confirmed', 'request-failed', 'request-completed', 'ec', 'trustee', 'loc', 'ext-disabled', 'any'] as const;

/** Statuses anyone may read. */
export const isPublicStatus = (status: string) => status === 'publish';

/** Statuses `any` leaves out (the reference's exclude_from_search statuses). */
export const EXCLUDED_FROM_ANY = new Set(['trash', 'auto-draft', 'inherit']);

/** Statuses whose items count as published for the capability rules. */
export const isPublishedStatus = (status: string) => status === 'publish' || status === 'future';
