/** Statuses an item can be written with, in the reference's enum order (schemas and errors list them so). */
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

/** Statuses `any` leaves out (the reference's exclude_from_search statuses). */
export const EXCLUDED_FROM_ANY = new Set(['trash', 'auto-draft', 'inherit']);

/** Statuses whose items count as published for the capability rules. */
export const isPublishedStatus = (status: string) => status === 'publish' || status === 'future';

/** A registered status as the statuses route describes it. */
export interface StatusDefinition {
  name: string;
  label: string;
  public: boolean;
  /** Readable by those who may edit (drafts, scheduled, pending). */
  protected: boolean;
  private: boolean;
  queryable: boolean;
  showInList: boolean;
  /** Items in this status keep a floating (not yet fixed) date. */
  dateFloating: boolean;
}

const status = (name: string, label: string, flags: Partial<StatusDefinition>): StatusDefinition => ({
  name,
  label,
  public: false,
  protected: false,
  private: false,
  queryable: false,
  showInList: true,
  dateFloating: false,
  ...flags,
});

/** The statuses the statuses route lists, in registration order (internal ones left out). */
export const STATUS_DEFINITIONS: readonly StatusDefinition[] = [
  status('publish', 'Published', { public: true, queryable: true }),
  status('future', 'Scheduled', { protected: true }),
  status('draft', 'Draft', { protected: true, dateFloating: true }),
  status('pending', 'Pending', { protected: true, dateFloating: true }),
  status('private', 'Private', { private: true }),
  status('trash', 'Trash', {}),
  status('ext-disabled', 'Disabled', { protected: true }),
];
