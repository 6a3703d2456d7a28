import type { Check } from './check.entity.js';
import type { FlipRow } from '../flips/flip-rules.js';
import type { DisplayStatus } from './status.js';

/** What happened to a check (the Subscription API's CheckEventKind). */
export type CheckEventKind = 'PING' | 'STATUS' | 'EDITED' | 'DELETED' | 'NOTIFICATION';
/** A change of a check's stored status, as its flip row records it. */
export interface FlipFacts {
  created: string;
  oldStatus: string;
  newStatus: string;
  reason: string;
}

/**
 * A committed change of a check. Facts, not the check: each subscriber reads the check as it is when
 * the event reaches it, with its own rights.
 */
export interface CheckLiveEvent {
  topic: 'check';
  kind: CheckEventKind;
  projectId: string;
  checkId: string;
  /** The check's tags when it changed (a deleted check has no other). */
  tags: string;
  at: string;
  /** The ping's number in the check's log (PING). */
  pingN?: number;
  /** The notice made or changed (NOTIFICATION): sent, held, suppressed, dropped, failed. */
  notificationId?: number;
  /** The status shown afterwards (STATUS). */
  status?: DisplayStatus;
  flip?: FlipFacts;
}

declare module '../../live/live-event.js' {
  interface LiveEventTopics {
    check: CheckLiveEvent;
  }
}

/** A live event of a check at `at` (the project named apart: raw reads carry it as a plain column). */
export function checkLiveEvent(
  check: Check,
  projectId: string,
  kind: CheckEventKind,
  at: Date,
  more: Pick<CheckLiveEvent, 'pingN' | 'status' | 'notificationId'> & {
    flip?: Omit<FlipRow, 'processed'> | null;
  } = {},
): CheckLiveEvent {
  const { flip, ...rest } = more;
  return {
    topic: 'check',
    kind,
    projectId,
    checkId: check.uuid,
    tags: check.tags,
    at: at.toISOString(),
    ...rest,
    ...(flip
      ? {
          flip: {
            created: flip.created.toISOString(),
            oldStatus: flip.oldStatus,
            newStatus: flip.newStatus,
            reason: flip.reason,
          },
        }
      : {}),
  };
}
