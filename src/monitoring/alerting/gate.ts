import { naiveOf } from '../schedule/wall-clock.js';
import type { StoredNotificationEvent, StoredNotificationReason } from '../monitoring-sets.js';

/** What a notification's rules see when it is about to go, read by gate.service.ts. */
export interface GateFacts {
  now: Date;
  event: StoredNotificationEvent;
  /** When the check changed (the flip's time); for a slow run, when it finished. */
  since: Date;
  /** False once the check has changed again since (it recovered, or fell again). */
  current: boolean;
  /** An up notice whose fall this channel was never told of. */
  unannounced: boolean;
  maintenance: { until: Date; snooze: boolean } | null;
  /** The name of a check it depends on that is down. */
  dependencyDown: string | null;
  /** When this channel's escalation step is due (down notices). */
  escalationAt: Date;
  /** Whether the threshold is reached, and if not, when to look again (down notices). */
  threshold: { met: true } | { met: false; recheckAt: Date };
  /** Why it was held before (its note says so when it goes). */
  heldFor: StoredNotificationReason;
  /** The check's time zone, for the notes. */
  tz: string;
}

export type Verdict =
  | { state: 'pending'; reason: StoredNotificationReason; note: string | null }
  | { state: 'held'; reason: StoredNotificationReason; until: Date }
  | { state: 'suppressed'; reason: 'dependency'; note: string }
  | { state: 'dropped'; reason: StoredNotificationReason };

/**
 * Whether a notification goes now, waits (until when, and why), is suppressed or dropped. Statuses
 * and flips never depend on it: it only decides who is told when.
 */
export function decide(facts: GateFacts): Verdict {
  const { event, maintenance } = facts;
  if (event === 'slow') return maintenance ? { state: 'dropped', reason: 'stale' } : sent(facts);
  if (!facts.current) return { state: 'dropped', reason: 'recovered' };
  if (event === 'up' && facts.unannounced) return { state: 'dropped', reason: 'unannounced' };
  if (maintenance)
    return { state: 'held', reason: maintenance.snooze ? 'snooze' : 'maintenance', until: maintenance.until };
  if (event === 'up') return sent(facts);
  if (facts.dependencyDown)
    return { state: 'suppressed', reason: 'dependency', note: `${facts.dependencyDown} is down` };
  if (event === 'down' && facts.escalationAt > facts.now)
    return { state: 'held', reason: 'escalation', until: facts.escalationAt };
  if (event === 'down' && !facts.threshold.met)
    return { state: 'held', reason: 'threshold', until: facts.threshold.recheckAt };
  return sent(facts);
}

/** Goes now; a notice held by maintenance or a dependency says since when the check is down. */
function sent(facts: GateFacts): Verdict {
  const { heldFor } = facts;
  const during =
    heldFor === 'maintenance' || heldFor === 'snooze'
      ? heldFor === 'snooze'
        ? 'while snoozed'
        : 'during maintenance'
      : heldFor === 'dependency'
        ? 'while a check it depends on was down'
        : null;
  const note =
    during && facts.event !== 'slow'
      ? `${facts.event === 'up' ? 'Up' : 'Down'} since ${wallClock(facts.since, facts.tz)}, ${during}.`
      : null;
  return { state: 'pending', reason: heldFor, note };
}

/** "2026-06-01 10:00 Europe/Riga": a time as the check's time zone shows it. */
export const wallClock = (at: Date, tz: string) =>
  `${new Date(naiveOf(tz, at.getTime())).toISOString().slice(0, 16).replace('T', ' ')} ${tz}`;
