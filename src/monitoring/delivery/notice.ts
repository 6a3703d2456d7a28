import type { CheckKind } from '../checks/check.entity.js';
import type { FlipReason } from '../flips/flip.entity.js';
import type { PingKind } from '../pings/ping.entity.js';
import { formatDuration, naturalTime } from './wording.js';

/** The last ping before a flip, as messages show it. */
export interface PingSummary {
  n: number;
  kind: PingKind;
  exitStatus: number | null;
  created: Date;
  body: Buffer | null;
}

/** Another check of the project that is down, for "The following checks are also down". */
export interface OtherCheck {
  name: string;
  url: string;
  lastPing: Date | null;
}

/** Everything a message about one flip may say; built once per delivery (notice.service.ts). */
export interface FlipNotice {
  status: 'up' | 'down';
  reason: FlipReason;
  /** When the check flipped. */
  timestamp: Date;
  /** When the message is sent: "10 minutes ago" counts from here. */
  now: Date;
  check: {
    uuid: string;
    name: string;
    slug: string;
    tags: string;
    desc: string;
    kind: CheckKind;
    timeout: number;
    schedule: string;
    tz: string;
    uniqueKey: string;
    /** Where a reader follows the check (Healthchecks' cloaked URL). */
    url: string;
  };
  project: string;
  /** How long the check was down, on a flip up after a down flip. */
  downSeconds: number | null;
  lastPing: PingSummary | null;
  /** The project's other checks that are down; null when the project has no other check. */
  downChecks: OtherCheck[] | null;
  site: { name: string; logoUrl: string };
  /** What it tells of, when not the change itself: a reminder that the check is still down, a slow run. */
  event?: 'down' | 'up' | 'reminder' | 'slow';
  /** A line of the alerting rules: "Down since …, during maintenance.", "Reminder 2 of 5.", the slow run. */
  note?: string | null;
  /** A signed link that snoozes the check without signing in. */
  snoozeUrl?: string | null;
}

/** The check's name, or its UUID when it has none (Healthchecks' name_then_code). */
export const checkName = (notice: FlipNotice) => notice.check.name || notice.check.uuid;

export const tagList = (notice: FlipNotice) =>
  notice.check.tags
    .split(' ')
    .map((tag) => tag.trim())
    .filter(Boolean);

export const upper = (notice: FlipNotice) => (notice.event === 'slow' ? 'SLOW' : notice.status.toUpperCase());

/** Which colour a message takes: Healthchecks' down and up, and a slow run. */
export const tone = (notice: FlipNotice): 'up' | 'down' | 'slow' =>
  notice.event === 'slow' ? 'slow' : notice.status;

/** A slow run's headline in the chat kinds, beside Healthchecks' red "DOWN" and green "UP" ones. */
export const slowHeadline = (link: string, bold: (text: string) => string) =>
  `🟡 The check ${link} was ${bold('SLOW')}.`;

/**
 * What the alerting rules add after Healthchecks' text, in a notice they shaped (one with a note: "Down
 * since …, during maintenance.", "Still down: reminder 2 of 5.", the slow run): the note and the snooze
 * link. None for a plain flip, whose message stays Healthchecks' to the byte. `escape` and `link` put
 * them in a kind's markup.
 */
export function alertingLines(
  notice: FlipNotice,
  escape: (text: string) => string = (text) => text,
  link: (url: string, label: string) => string = (url, label) => `${label}: ${url}`,
): string[] {
  if (!notice.note) return [];
  return [escape(notice.note), ...(notice.snoozeUrl ? [link(notice.snoozeUrl, 'Snooze this check')] : [])];
}

export function reasonLong(notice: FlipNotice): string | null {
  if (notice.reason === 'timeout') return 'success signal did not arrive on time, grace time passed';
  if (notice.reason === 'fail') return 'received a failure signal';
  return null;
}

/** The downtime of an up flip, or null. */
export const downDuration = (notice: FlipNotice) =>
  notice.status === 'up' && notice.downSeconds ? notice.downSeconds : null;

export function pingKindLabel(ping: PingSummary): string {
  switch (ping.kind) {
    case 'ign':
      return 'Ignored';
    case 'fail':
      return ping.exitStatus ? `Exit status ${ping.exitStatus}` : 'Failure';
    case 'start':
      return 'Start';
    case 'log':
      return 'Log';
    default:
      return 'Success';
  }
}

/** "Success, 10 minutes ago". */
export const lastPingText = (ping: PingSummary, now: Date) =>
  `${pingKindLabel(ping)}, ${naturalTime(ping.created, now)}`;

/** The last ping's body as text, clipped at `maxLength` characters with a "[truncated]" line. */
export function pingBody(notice: FlipNotice, maxLength = 1000): string | null {
  const bytes = notice.lastPing?.body;
  if (!bytes?.length) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const chars = [...text];
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') + '\n[truncated]' : text;
}

/** Period, or schedule and time zone, as Healthchecks lists them. */
export function scheduleFacts(notice: FlipNotice): [label: string, value: string][] {
  const { kind, timeout, schedule, tz } = notice.check;
  if (kind === 'simple') return [['Period', formatDuration(timeout)]];
  return [
    ['Schedule', schedule],
    ['Time Zone', tz],
  ];
}

/** "Total Pings" and "Last Ping" facts. */
export function pingFacts(notice: FlipNotice): [total: string, last: string] {
  const ping = notice.lastPing;
  return ping ? [String(ping.n), lastPingText(ping, notice.now)] : ['0', 'Never'];
}

/** The details of an incident (PagerDuty, Opsgenie): the project and the pings, the count a number. */
export function incidentDetails(notice: FlipNotice): Record<string, string | number> {
  const [, last] = pingFacts(notice);
  return { Project: notice.project, 'Total pings': notice.lastPing?.n ?? 0, 'Last ping': last };
}

/** The alerting rules' note and snooze link as the last incident details; none for a plain flip. */
export const alertingDetails = (notice: FlipNotice): Record<string, string> =>
  notice.note
    ? { Note: notice.note, ...(notice.snoozeUrl ? { 'Snooze this check': notice.snoozeUrl } : {}) }
    : {};

/** Period, or schedule and time zone, as incident details name them ("Time zone"). */
export const incidentScheduleFacts = (notice: FlipNotice) =>
  scheduleFacts(notice).map(([label, value]) => [label === 'Time Zone' ? 'Time zone' : label, value]);

/**
 * The closing lines about the project's other checks, in each template's markup: `item` renders one
 * down check. None when the project has no other check.
 */
export function otherChecksLines(notice: FlipNotice, item: (check: OtherCheck, lastPing: string) => string) {
  const down = notice.downChecks;
  if (down === null) return [];
  if (down.length === 0) return ['All the other checks are up.'];
  const still = notice.status === 'down' ? 'also' : 'still';
  if (down.length > 10) return [`${down.length} other checks are ${still} down.`];
  return [
    `The following checks are ${still} down:`,
    ...down.map((c) => item(c, c.lastPing ? naturalTime(c.lastPing, notice.now) : 'never')),
  ];
}
