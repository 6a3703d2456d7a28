import { bodyText, fullDate } from './format.js';
import type { Delivery, Ping } from './types.js';

export interface Flip {
  timestamp: string;
  oldStatus: string;
  newStatus: string;
  reason: string;
}

const KIND_NAMES: Record<string, string> = {
  SUCCESS: 'Success',
  FAIL: 'Failure',
  START: 'Started',
  LOG: 'Log',
  IGN: 'Ignored',
};

/** The ping log, newest first; bodies shown as text (never as markup). */
export function PingLog({ pings }: { pings: Ping[] }) {
  if (!pings.length) return <p>No pings yet.</p>;
  return (
    <table class="log">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Kind</th>
          <th scope="col">When</th>
          <th scope="col" class="wide">
            From
          </th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {pings.map((ping) => (
          <tr key={ping.n}>
            <td>{ping.n}</td>
            <td class={`ping-${ping.type.toLowerCase()}`}>
              {KIND_NAMES[ping.type] ?? ping.type}
              {ping.exitStatus !== null ? ` (exit ${ping.exitStatus})` : ''}
            </td>
            <td>
              <time dateTime={ping.date}>{fullDate(ping.date)}</time>
            </td>
            <td class="wide">
              {ping.scheme.toLowerCase()} {ping.method} {ping.remoteAddr ?? ''}
            </td>
            <td>
              <span class="muted">{ping.userAgent}</span>
              {ping.bodyBase64 ? <pre class="body">{bodyText(ping.bodyBase64)}</pre> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Event = { at: string; text: string; detail?: string; kind: string };

/** Why an alerting rule held, suppressed or dropped a notice, as the timeline says it. */
const REASONS: Record<string, string> = {
  MAINTENANCE: 'maintenance window',
  SNOOZE: 'snoozed',
  ESCALATION: 'escalation step',
  THRESHOLD: 'threshold not reached',
  DEPENDENCY: 'a check it depends on is down',
  REMINDER: 'reminder',
  RECOVERED: 'recovered before it was sent',
  UNANNOUNCED: 'the fall was never told',
  STALE: 'slow run during maintenance',
};

/** What a notice tells of: the status, a reminder's number, a slow run. */
function what(delivery: Delivery): string {
  if (delivery.event === 'REMINDER') return `reminder ${delivery.step ?? ''}`.trim();
  if (delivery.event === 'SLOW') return 'slow run';
  return delivery.newStatus.toLowerCase();
}

/** Status changes and the notifications they sent, newest first, on one timeline. */
export function EventTimeline({ flips, deliveries }: { flips: Flip[]; deliveries: Delivery[] }) {
  const events: Event[] = [
    ...flips.map((flip) => ({
      at: flip.timestamp,
      kind: `flip-${flip.newStatus.toLowerCase()}`,
      text: `Status ${flip.oldStatus.toLowerCase()} → ${flip.newStatus.toLowerCase()}`,
      detail: flip.reason === 'NONE' ? undefined : `reason: ${flip.reason.toLowerCase()}`,
    })),
    ...deliveries.map((delivery) => ({
      at: delivery.createdAt,
      kind: `delivery-${delivery.state.toLowerCase()}`,
      text: `Notified ${delivery.channel?.name || delivery.channel?.kind.toLowerCase() || 'a channel'} (${what(delivery)}): ${delivery.state.toLowerCase()}`,
      detail:
        [
          delivery.reason && delivery.reason !== 'NONE'
            ? (REASONS[delivery.reason] ?? delivery.reason.toLowerCase())
            : null,
          delivery.note,
          delivery.error ?? (delivery.attempts > 1 ? `${delivery.attempts} attempts` : null),
        ]
          .filter(Boolean)
          .join(' · ') || undefined,
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  if (!events.length) return <p>No status changes yet.</p>;
  return (
    <ol class="timeline">
      {events.map((event, i) => (
        <li key={i} class={event.kind}>
          <time dateTime={event.at}>{fullDate(event.at)}</time> {event.text}
          {event.detail ? <span class="muted"> — {event.detail}</span> : null}
        </li>
      ))}
    </ol>
  );
}
