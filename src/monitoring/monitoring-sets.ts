// The closed sets of monitoring as GraphQL enums: the graph names each member, the domain and the
// Management API keep Healthchecks' stored values. The entities take their value types from here.
import { closedSet } from '../graphql/closed-set.js';

const KINDS = {
  simple: 'A period (`timeout`) after the last ping, plus the grace time.',
  cron: 'A cron expression (`schedule`) in the time zone `tz`.',
  oncalendar: 'A systemd OnCalendar expression (`schedule`) in the time zone `tz`.',
};
export type StoredCheckKind = keyof typeof KINDS;
export const CheckKind = closedSet('CheckKind', 'How a check knows when the next ping is due.', KINDS);

const STATUSES = {
  new: 'Never pinged.',
  up: 'Pinged on time.',
  down: 'Late past its grace time, or sent a failure.',
  paused: 'Paused: not monitored until the next ping (or resume).',
};
export type StoredCheckStatus = keyof typeof STATUSES;
export const FlipStatus = closedSet('FlipStatus', 'A status a check flips from or to.', STATUSES);

const REASONS = {
  '': 'Not a fall: the check came up, was paused or resumed.',
  timeout: 'No ping came in time.',
  fail: 'A failure signal: `/fail`, a non-zero exit status or a failure keyword.',
  nag: 'A reminder that the check is still down.',
};
export type StoredFlipReason = keyof typeof REASONS;
export const FlipReason = closedSet('FlipReason', 'Why a check went down.', REASONS);

const STATES = {
  pending: 'Waiting to be sent, or to be tried again.',
  sent: 'Delivered.',
  failed: 'Given up after the last attempt.',
  held: 'Waiting for a rule (`reason`): a maintenance window, an escalation delay, a threshold, a reminder’s time.',
  suppressed:
    'Kept back while a check it depends on is down; released if it is still down when that one recovers.',
  dropped: 'Not sent, and never will be (`reason`).',
};
export type StoredNotificationState = keyof typeof STATES;
export const NotificationState = closedSet('NotificationState', 'Where a notification stands.', STATES);

const EVENTS = {
  down: 'The check went down.',
  up: 'The check came back up.',
  reminder: 'The check is still down.',
  slow: 'A run took longer than the check’s maximum run time.',
};
export type StoredNotificationEvent = keyof typeof EVENTS;
export const NotificationEvent = closedSet('NotificationEvent', 'What a notification tells of.', EVENTS);

export const MaintenanceScope = closedSet('MaintenanceScope', 'What a maintenance window covers.', {
  check: 'One check.',
  tag: 'The checks with a tag.',
  project: 'Every check of the project.',
});

const HOLD_REASONS = {
  '': 'No rule held it.',
  maintenance: 'A maintenance window of the check, its tag or its project.',
  snooze: 'The check was snoozed.',
  escalation: 'The channel’s escalation step waits a while after the fall.',
  threshold: 'The check’s threshold (failures in a row, or time down) was not reached yet.',
  dependency: 'A check it depends on is down.',
  reminder: 'A reminder waits for its time.',
  recovered: 'The check recovered (or fell again) before it was sent.',
  unannounced: 'A recovery nobody was told of the fall of.',
  stale: 'A slow run during maintenance, not worth telling afterwards.',
};
export type StoredNotificationReason = keyof typeof HOLD_REASONS;
export const NotificationReason = closedSet(
  'NotificationReason',
  'Why a notification was held, suppressed, dropped or sent late.',
  HOLD_REASONS,
);

export const PingScheme = closedSet('PingScheme', 'How a ping arrived.', {
  http: 'Over HTTP.',
  https: 'Over HTTPS.',
  email: 'By e-mail.',
});
