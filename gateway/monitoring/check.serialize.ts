import type { ApiCheckFragment } from '../operations.generated.js';
import type { ApiVersion } from './api-request.js';

/** `2020-03-24T14:02:03+00:00`: UTC, whole seconds, explicit offset (the reference's format). */
export function apiTimestamp(iso: string | null): string | null {
  return iso === null ? null : iso.replace(/\.\d+Z$|Z$/, '+00:00');
}

/**
 * The check object, keys in the reference's order. Read-write keys get the UUID, URLs and channels;
 * read-only keys get `unique_key` instead. URLs embed the API version of the request.
 */
export function serializeCheck(
  check: ApiCheckFragment,
  version: ApiVersion,
  publicUrl: string,
  readOnly: boolean,
) {
  const out: Record<string, unknown> = {
    name: check.name,
    slug: check.slug,
    tags: check.tags,
    desc: check.desc,
    grace: check.grace,
    n_pings: check.nPings,
    status: version === 1 ? check.statusV1 : check.status.toLowerCase(),
    started: check.started,
    last_ping: apiTimestamp(check.lastPing),
    next_ping: apiTimestamp(check.nextPing),
    manual_resume: check.manualResume,
    methods: check.methods,
    subject: check.subject,
    subject_fail: check.subjectFail,
    start_kw: check.startKw,
    success_kw: check.successKw,
    failure_kw: check.failureKw,
    filter_subject: check.filterSubject,
    filter_body: check.filterBody,
    filter_http_body: check.filterHttpBody,
    filter_default_fail: check.filterDefaultFail,
    badge_url: check.badgeUrl,
  };
  if (check.lastDuration !== null) out.last_duration = check.lastDuration;
  if (readOnly) {
    out.unique_key = check.uniqueKey;
  } else {
    const updateUrl = `${publicUrl}/api/v${version}/checks/${check.id}`;
    out.uuid = check.id;
    out.ping_url = check.pingUrl;
    out.update_url = updateUrl;
    out.pause_url = `${updateUrl}/pause`;
    out.resume_url = `${updateUrl}/resume`;
    out.channels = (check.channels ?? []).map((channel) => channel.id).join(',');
  }
  if (check.kind === 'simple') {
    out.timeout = check.timeout;
  } else {
    out.schedule = check.schedule;
    out.tz = check.tz;
  }
  return out;
}
