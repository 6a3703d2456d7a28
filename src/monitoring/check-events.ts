import type { CheckEventKind, CheckLiveEvent } from '../live/live-event.js';
import type { Check } from './check.entity.js';
import type { FlipRow } from './ping-change.js';

/** A live event of a check at `at` (the project named apart: raw reads carry it as a plain column). */
export function checkLiveEvent(
  check: Check,
  projectId: string,
  kind: CheckEventKind,
  at: Date,
  more: Pick<CheckLiveEvent, 'pingN' | 'status'> & { flip?: Omit<FlipRow, 'processed'> | null } = {},
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
