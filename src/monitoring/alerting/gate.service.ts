import type { EntityManager } from '../../db/orm.js';
import type { Check } from '../checks/check.entity.js';
import { ChannelKind, type Channel } from '../channels/channel.entity.js';
import { groupMembers } from '../delivery/kinds/group.js';
import { Flip } from '../flips/flip.entity.js';
import { Notification } from '../channels/notification.entity.js';
import { nextScheduled } from '../schedule/schedule.js';
import { AlertRoute } from './alert-route.entity.js';
import { CheckDependency } from './check-dependency.entity.js';
import type { GateFacts } from './gate.js';
import { covers, maintenanceAt } from './maintenance.js';
import { MaintenanceWindow } from './maintenance-window.entity.js';

/** A fall through fail pings is looked at again this often until its threshold is reached. */
const THRESHOLD_RECHECK_MS = 60_000;

/** The facts of a check that every notice of one change shares (the channel's come apart). */
export type CheckFacts = Omit<GateFacts, 'escalationAt' | 'unannounced' | 'heldFor' | 'event'>;

/**
 * What the rules of `check` say at `now` about a notice of `flip` (null: a slow run that finished at
 * `since`): maintenance, dependencies down, the threshold, and whether the flip is still the check's
 * latest (`fresh`: a change being fanned out is, whatever came after — Healthchecks tells of each).
 */
export async function checkFacts(
  em: EntityManager,
  check: Check,
  flip: Flip | null,
  now: Date,
  { fresh = false, since = flip?.created ?? now } = {},
): Promise<CheckFacts> {
  const [windows, dependencyDown, latest] = await Promise.all([
    em.find(MaintenanceWindow, { project: check.project }),
    em.findOne(
      CheckDependency,
      { check, dependsOn: { status: 'down' } },
      { populate: ['dependsOn'], orderBy: { dependsOn: { id: 'asc' } } },
    ),
    fresh || !flip ? null : em.findOne(Flip, { check }, { orderBy: { created: 'desc', id: 'desc' } }),
  ]);
  return {
    now,
    since,
    current: fresh || !flip || latest?.id === flip.id,
    maintenance: maintenanceAt(
      windows.filter((window) => covers(window, check)),
      now,
    ),
    dependencyDown: dependencyDown ? dependencyDown.dependsOn.name || dependencyDown.dependsOn.uuid : null,
    threshold: flip?.newStatus === 'down' ? await threshold(em, check, flip, now) : { met: true },
    tz: check.tz,
  };
}

/**
 * Whether a fall has reached the check's threshold: `downDelay` seconds down, or `failThreshold`
 * failure signals in a row — fail pings for a fall by failure; for a fall by a missed ping, the miss
 * and each expected ping missed since. With both set, either is enough.
 */
async function threshold(
  em: EntityManager,
  check: Check,
  flip: Flip,
  now: Date,
): Promise<GateFacts['threshold']> {
  const byTime = check.downDelay > 0 ? new Date(flip.created.getTime() + check.downDelay * 1000) : null;
  const byCount = check.failThreshold > 1 ? await signals(em, check, flip, now) : null;
  if (!byTime && !byCount) return { met: true };
  if ((byTime && byTime <= now) || (byCount && byCount.count >= check.failThreshold)) return { met: true };
  const next = [byTime, byCount?.next].filter((at): at is Date => at !== null && at !== undefined);
  return { met: false, recheckAt: new Date(Math.min(...next.map((at) => at.getTime()))) };
}

/** The failure signals in a row so far, and when another may come. */
async function signals(em: EntityManager, check: Check, flip: Flip, now: Date) {
  const wanted = check.failThreshold;
  if (flip.reason === 'fail') {
    const rows = await em.execute<{ kind: string | null }[]>(
      "select kind from pings where check_id = ? and (kind is null or kind in ('', 'fail')) order by n desc limit ?",
      [check.id, wanted],
    );
    const count = rows.findIndex((row) => row.kind !== 'fail');
    return { count: count < 0 ? rows.length : count, next: new Date(now.getTime() + THRESHOLD_RECHECK_MS) };
  }
  // Missed pings: the fall, then each time a ping was expected since.
  let count = 1;
  let at = flip.created;
  for (; count < wanted; count++) {
    const expected =
      check.kind === 'simple'
        ? new Date(at.getTime() + check.timeout * 1000)
        : nextScheduled(check.kind, check.schedule, check.tz, at);
    if (!expected) return { count, next: null };
    if (expected > now) return { count, next: expected };
    at = expected;
  }
  return { count, next: null };
}

/** The check's routes by the channel of the check they are set on. */
export async function routesOf(em: EntityManager, check: Check): Promise<Map<number, AlertRoute>> {
  const routes = await em.find(AlertRoute, { check });
  return new Map(routes.map((route) => [route.channel.id, route]));
}

/** The route a channel is notified by: its own on the check, or that of a group of the check naming it. */
export async function routeFor(
  em: EntityManager,
  check: Check,
  channel: Channel,
): Promise<AlertRoute | undefined> {
  const routes = await routesOf(em, check);
  if (routes.has(channel.id)) return routes.get(channel.id);
  const group = check.channels
    .getItems()
    .find(
      (each) =>
        each.kind === ChannelKind.GROUP &&
        routes.has(each.id) &&
        groupMembers(each.value).includes(channel.uuid),
    );
  return group && routes.get(group.id);
}

/**
 * Whether the channel was never told of the fall an up notice ends: its notices of the last down
 * flip before `flip` exist, and none of them was sent or is on its way.
 */
export async function unannounced(em: EntityManager, flip: Flip, channelId: number): Promise<boolean> {
  const fall = await em.findOne(
    Flip,
    { check: flip.check, newStatus: 'down', created: { $lte: flip.created }, id: { $ne: flip.id } },
    { orderBy: { created: 'desc', id: 'desc' } },
  );
  if (!fall) return false;
  const notices = await em.find(Notification, { flip: fall, channel: channelId, event: 'down' });
  return (
    notices.length > 0 && notices.every((notice) => ['held', 'suppressed', 'dropped'].includes(notice.state))
  );
}
