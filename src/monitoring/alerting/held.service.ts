import type { DomainDeps } from '../../domain-deps.js';
import { Notification } from '../channels/notification.entity.js';
import { decide } from './gate.js';
import { checkFacts, routeFor, unannounced } from './gate.service.js';
import { countVerdict, noticeEvents, verdictFields } from './fan-out.service.js';
import { publishLive } from '../../live/publish.js';

/**
 * Judges a held notice again once its time came (a window ended, a step or a reminder is due, a
 * threshold to look at again, a dependency recovered). Claimed by its state and time, so one process
 * does it once. Returns true when it is to be sent now (it is then pending).
 */
export async function reconsider(deps: DomainDeps, notification: Notification): Promise<boolean> {
  const { check, flip, channel } = notification;
  const now = deps.clock.now();
  const facts = await checkFacts(deps.em, check, flip, now);
  const route = await routeFor(deps.em, check, channel);
  const verdict = decide({
    ...facts,
    event: notification.event,
    unannounced:
      notification.event === 'up' && flip !== null && (await unannounced(deps.em, flip, channel.id)),
    escalationAt: new Date((flip?.created ?? now).getTime() + (route?.delay ?? 0) * 1000),
    // A reminder's own wait is over; a notice held before keeps saying why.
    heldFor:
      notification.reason === 'reminder' ||
      notification.reason === 'escalation' ||
      notification.reason === 'threshold'
        ? ''
        : notification.reason,
  });
  const fields = verdictFields(verdict, now);
  if (notification.event === 'reminder' && verdict.state === 'pending') fields.note = notification.note;
  const claimed = await deps.em.nativeUpdate(
    Notification,
    { id: notification.id, state: 'held', nextAttemptAt: notification.nextAttemptAt },
    fields,
  );
  if (claimed !== 1) return false;
  countVerdict(channel.kind, verdict);
  Object.assign(notification, fields);
  await publishLive(deps.em, noticeEvents(check, [notification], now));
  return verdict.state === 'pending';
}

/**
 * After a down notice (or a reminder) was delivered: the next reminder, held until its time, when the
 * channel's route (or else the check) asks for reminders and the fall has not had them all.
 */
export async function scheduleReminder(deps: DomainDeps, sent: Notification, at: Date): Promise<void> {
  if (sent.event !== 'down' && sent.event !== 'reminder') return;
  const { check, channel } = sent;
  const route = await routeFor(deps.em, check, channel);
  const every = route?.remindEvery ?? check.remindEvery;
  const max = route?.remindMax ?? check.remindMax ?? 0;
  if (!every || sent.step >= max) return;
  const step = sent.step + 1;
  const id = await deps.em.insert(Notification, {
    check,
    channel,
    flip: sent.flip,
    event: 'reminder',
    newStatus: 'down',
    state: 'held',
    reason: 'reminder',
    step,
    note: `Still down: reminder ${step} of ${max}.`,
    createdAt: at,
    nextAttemptAt: new Date(at.getTime() + every * 1000),
  });
  await publishLive(deps.em, noticeEvents(check, [{ id }], at));
}
