import type { DomainDeps } from '../../domain-deps.js';
import type { EntityManager } from '../../db/orm.js';
import { publishLive } from '../../live/publish.js';
import { notificationsCounted } from '../../observability/metrics.js';
import { checkLiveEvent } from '../checks/check-events.js';
import type { Check } from '../checks/check.entity.js';
import { Notification } from '../channels/notification.entity.js';
import type { Flip } from '../flips/flip.entity.js';
import type { StoredNotificationEvent } from '../monitoring-sets.js';
import type { Recipient } from '../delivery/recipients.service.js';
import { recipients } from '../delivery/recipients.service.js';
import { formatDurationForSentence } from '../delivery/wording.js';
import type { CheckRun } from './check-run.entity.js';
import { decide, type Verdict } from './gate.js';
import { checkFacts, routesOf, unannounced } from './gate.service.js';

/** A notice's row fields for a verdict reached at `now`. */
export function verdictFields(verdict: Verdict, now: Date): Partial<Notification> {
  switch (verdict.state) {
    case 'pending':
      return { state: 'pending', reason: verdict.reason, note: verdict.note, nextAttemptAt: now };
    case 'held':
      return { state: 'held', reason: verdict.reason, nextAttemptAt: verdict.until };
    case 'suppressed':
      return { state: 'suppressed', reason: verdict.reason, note: verdict.note, nextAttemptAt: now };
    default:
      return { state: 'dropped', reason: verdict.reason, nextAttemptAt: now };
  }
}

/** The NOTIFICATION events of notices made or changed at `at`, for the check's subscribers. */
export function noticeEvents(check: Check, notices: Pick<Notification, 'id'>[], at: Date) {
  return notices.map((notice) =>
    checkLiveEvent(check, check.project.id, 'NOTIFICATION', at, { notificationId: notice.id }),
  );
}

/** Counts a verdict that keeps a notice back (those that go are counted when delivered). */
export function countVerdict(kind: string, verdict: Verdict): void {
  if (verdict.state !== 'pending')
    notificationsCounted.inc({ kind, outcome: verdict.state, reason: verdict.reason });
}

/** Writes what was planned, in the caller's transaction. */
export type Writer = (em: EntityManager) => Promise<void>;

/**
 * The notices of a flip, one per recipient, each judged by the check's rules (read now, written by the
 * writer returned, in the transaction that claims the flip). Notices of the check's earlier changes
 * still held or suppressed are dropped: the check has changed since. A recovery releases the
 * suppressed notices of the checks that depend on it, to be judged again.
 */
export async function flipNotices(deps: DomainDeps, flip: Flip, now: Date): Promise<Writer> {
  const check = flip.check;
  const event: StoredNotificationEvent = flip.newStatus === 'up' ? 'up' : 'down';
  const [list, routes, facts] = await Promise.all([
    recipients(deps, check, event),
    routesOf(deps.em, check),
    checkFacts(deps.em, check, flip, now, { fresh: true }),
  ]);
  const judged: [Recipient, Verdict][] = [];
  for (const recipient of list) {
    const delay = routes.get(recipient.via.id)?.delay ?? 0;
    const verdict = decide({
      ...facts,
      event,
      unannounced: event === 'up' && (await unannounced(deps.em, flip, recipient.channel.id)),
      escalationAt: new Date(flip.created.getTime() + delay * 1000),
      heldFor: '',
    });
    judged.push([recipient, verdict]);
  }
  return async (em) => {
    await em.nativeUpdate(
      Notification,
      { check, state: { $in: ['held', 'suppressed'] }, event: { $ne: 'slow' } },
      { state: 'dropped', reason: 'recovered' },
    );
    const made = judged.map(([{ channel }, verdict]) => {
      countVerdict(channel.kind, verdict);
      return em.create(Notification, {
        check,
        channel,
        flip,
        event,
        newStatus: flip.newStatus,
        createdAt: now,
        nextAttemptAt: now,
        ...verdictFields(verdict, now),
      });
    });
    await em.flush();
    await publishLive(em, noticeEvents(check, made, now));
    if (flip.oldStatus === 'down') await releaseDependents(em, check, now);
  };
}

/** The suppressed notices of the checks that depend on `check`, to be judged again at once. */
async function releaseDependents(em: EntityManager, check: Check, now: Date): Promise<void> {
  await em.execute(
    `update notifications set state = 'held', next_attempt_at = ?
     where state = 'suppressed' and check_id in (select check_id from check_dependencies where depends_on_id = ?)`,
    [now, check.id],
    'run',
  );
}

/** The notices of a slow run, to the check's channels whose route asks for them. */
export async function slowRunNotices(deps: DomainDeps, run: CheckRun, now: Date): Promise<Writer> {
  const check = run.check;
  const [list, routes, facts] = await Promise.all([
    recipients(deps, check, 'down'),
    routesOf(deps.em, check),
    checkFacts(deps.em, check, null, now, { since: run.finished }),
  ]);
  const verdict = decide({ ...facts, event: 'slow', unannounced: false, escalationAt: now, heldFor: '' });
  const note = `The run took ${formatDurationForSentence(Math.round(run.durationMs / 1000))}, over its maximum of ${formatDurationForSentence(check.maxRunTime ?? 0)}.`;
  return async (em) => {
    const made: Notification[] = [];
    for (const { channel, via } of list) {
      if (!routes.get(via.id)?.slow) continue;
      countVerdict(channel.kind, verdict);
      made.push(
        em.create(Notification, {
          check,
          channel,
          run,
          event: 'slow',
          newStatus: check.status,
          createdAt: now,
          nextAttemptAt: now,
          ...verdictFields(verdict, now),
          note,
        }),
      );
    }
    await em.flush();
    await publishLive(em, noticeEvents(check, made, now));
  };
}
