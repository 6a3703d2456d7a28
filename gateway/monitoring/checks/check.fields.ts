import {
  KEYWORDS_MAX,
  METHODS,
  NAME_MAX,
  SCHEDULE_MAX,
  SECONDS_MAX,
  SECONDS_MIN,
  SLUG_PATTERN,
  TAGS_MAX,
  UNIQUE_FIELDS,
} from '../../../src/monitoring/checks/check-fields.js';
import type { ApiCheckFragment } from './checks.generated.js';
import type { ApiSchema } from '../api/api-schema.js';
import { ApiTable, checkUrl, type ApiField } from '../api/api-table.js';
import { apiTimestamp } from '../api/timestamps.js';

const text = (maxLength?: number): ApiSchema => ({ type: 'string', nulFree: true, maxLength });
const flag: ApiSchema = { type: 'boolean' };
const seconds: ApiSchema = { type: 'number', minimum: SECONDS_MIN, maximum: SECONDS_MAX };

/** A simple check shows its timeout; a cron or OnCalendar check its schedule and time zone. */
const isSimple = (check: ApiCheckFragment) => check.kind === 'simple';

/**
 * The check object's fields: first those a request writes, in the order the reference checks them
 * (its schema's), then those only shown.
 */
const CHECK_FIELDS: ApiField<ApiCheckFragment>[] = [
  {
    wire: 'channels',
    graphql: 'channels',
    schema: text(),
    keys: 'read-write',
    show: (check) => (check.channels ?? []).map((channel) => channel.id).join(','),
  },
  { wire: 'desc', graphql: 'desc', schema: text() },
  { wire: 'failure_kw', graphql: 'failureKw', schema: text(KEYWORDS_MAX) },
  { wire: 'filter_subject', graphql: 'filterSubject', schema: flag },
  { wire: 'filter_body', graphql: 'filterBody', schema: flag },
  { wire: 'filter_http_body', graphql: 'filterHttpBody', schema: flag },
  { wire: 'filter_default_fail', graphql: 'filterDefaultFail', schema: flag },
  { wire: 'grace', graphql: 'grace', schema: seconds },
  { wire: 'manual_resume', graphql: 'manualResume', schema: flag },
  { wire: 'methods', graphql: 'methods', schema: { enum: METHODS } },
  { wire: 'name', graphql: 'name', schema: text(NAME_MAX) },
  {
    wire: 'schedule',
    graphql: 'schedule',
    schema: { ...text(SCHEDULE_MAX), format: 'schedule' },
    show: (check) => (isSimple(check) ? undefined : check.schedule),
  },
  { wire: 'slug', graphql: 'slug', schema: { ...text(NAME_MAX), pattern: SLUG_PATTERN } },
  { wire: 'start_kw', graphql: 'startKw', schema: text(KEYWORDS_MAX) },
  // Deprecated: the success and failure keywords while the subject is filtered.
  { wire: 'subject', graphql: 'subject', schema: text(KEYWORDS_MAX) },
  { wire: 'subject_fail', graphql: 'subjectFail', schema: text(KEYWORDS_MAX) },
  { wire: 'success_kw', graphql: 'successKw', schema: text(KEYWORDS_MAX) },
  { wire: 'tags', graphql: 'tags', schema: text(TAGS_MAX) },
  {
    wire: 'timeout',
    graphql: 'timeout',
    schema: seconds,
    show: (check) => (isSimple(check) ? check.timeout : undefined),
  },
  {
    wire: 'tz',
    graphql: 'tz',
    schema: { type: 'string', format: 'timezone' },
    show: (check) => (isSimple(check) ? undefined : check.tz),
  },
  // Create only: update the first check with the same values of these fields instead (the route passes it).
  { wire: 'unique', schema: { type: 'array', items: { enum: UNIQUE_FIELDS } } },
  { wire: 'n_pings', graphql: 'nPings' },
  {
    wire: 'status',
    show: (check, view) => (view.version === 1 ? check.statusV1 : check.status),
  },
  { wire: 'started', graphql: 'started' },
  { wire: 'last_ping', show: (check) => apiTimestamp(check.lastPing) },
  { wire: 'next_ping', show: (check) => apiTimestamp(check.nextPing) },
  { wire: 'badge_url', graphql: 'badgeUrl' },
  { wire: 'last_duration', show: (check) => check.lastDuration ?? undefined },
  { wire: 'unique_key', graphql: 'uniqueKey', keys: 'read-only' },
  { wire: 'uuid', graphql: 'id', keys: 'read-write' },
  { wire: 'ping_url', graphql: 'pingUrl', keys: 'read-write' },
  { wire: 'update_url', keys: 'read-write', show: (check, view) => checkUrl(view, check.id) },
  { wire: 'pause_url', keys: 'read-write', show: (check, view) => `${checkUrl(view, check.id)}/pause` },
  { wire: 'resume_url', keys: 'read-write', show: (check, view) => `${checkUrl(view, check.id)}/resume` },
];

/** The reference's order of the check object's keys. */
const RESPONSE_ORDER = [
  'name', 'slug', 'tags', 'desc', 'grace', 'n_pings', 'status', 'started', 'last_ping', 'next_ping',
  'manual_resume', 'methods', 'subject', 'subject_fail', 'start_kw', 'success_kw', 'failure_kw',
  'filter_subject', 'filter_body', 'filter_http_body', 'filter_default_fail', 'badge_url', 'last_duration',
  'unique_key', 'uuid', 'ping_url', 'update_url', 'pause_url', 'resume_url', 'channels', 'timeout',
  'schedule', 'tz',
]; // prettier-ignore

export const CHECK_TABLE = new ApiTable(CHECK_FIELDS, RESPONSE_ORDER);
