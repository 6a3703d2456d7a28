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
};
export type StoredNotificationState = keyof typeof STATES;
export const NotificationState = closedSet('NotificationState', 'Where a notification stands.', STATES);

export const PingScheme = closedSet('PingScheme', 'How a ping arrived.', {
  http: 'Over HTTP.',
  https: 'Over HTTPS.',
  email: 'By e-mail.',
});
