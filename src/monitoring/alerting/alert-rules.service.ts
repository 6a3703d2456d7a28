import type { Project } from '../../auth/project.entity.js';
import { lockNamed } from '../../db/dialect.js';
import type { DomainDeps } from '../../domain-deps.js';
import { badInput } from '../../errors.js';
import { publishLive } from '../../live/publish.js';
import { Channel, ChannelKind } from '../channels/channel.entity.js';
import { Check } from '../checks/check.entity.js';
import { checkLiveEvent } from '../checks/check-events.js';
import { changeCheck } from '../checks/check.service.js';
import { ownedBy } from '../access.js';
import { AlertRoute } from './alert-route.entity.js';
import { CheckDependency } from './check-dependency.entity.js';

/** The rules of a check as an owner writes them; an omitted one keeps its value, null clears it. */
export interface AlertRulesChange {
  failThreshold?: number;
  downDelay?: number;
  maxRunTime?: number | null;
  remindEvery?: number | null;
  remindMax?: number | null;
}

/** One channel's way of being told, as an owner writes it. */
export interface AlertRouteChange {
  delay?: number;
  remindEvery?: number | null;
  remindMax?: number | null;
  slow?: boolean;
}

const DAY = 86_400;
/** The bounds of each rule: what a team could mean, and no more (a threshold of 10^9 is a typo). */
const BOUNDS = {
  failThreshold: [1, 100, 'failures in a row'],
  downDelay: [0, 31 * DAY, 'seconds'],
  maxRunTime: [1, 365 * DAY, 'seconds'],
  remindEvery: [60, 31 * DAY, 'seconds'],
  remindMax: [1, 100, 'reminders'],
  delay: [0, 7 * DAY, 'seconds'],
} as const;
/** A check depends on this many others at most. */
const DEPENDENCIES_MAX = 50;

function bounded(name: keyof typeof BOUNDS, value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  const [min, max, unit] = BOUNDS[name];
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw badInput(`${name} must be a whole number from ${min} to ${max} (${unit})`, 'INVALID_ALERT_RULE', {
      field: name,
    });
}

/** Reminders need both their interval and their count, or neither. */
function pairedReminders(every: number | null, max: number | null, where: string): void {
  if ((every === null) !== (max === null))
    throw badInput(`${where}: give remindEvery and remindMax together`, 'INVALID_ALERT_RULE', {
      field: every === null ? 'remindEvery' : 'remindMax',
    });
}

/** Changes a check's thresholds, maximum run time and reminders. */
export function setAlertRules(deps: DomainDeps, project: Project, uuid: string, change: AlertRulesChange) {
  for (const [name, value] of Object.entries(change)) bounded(name as keyof typeof BOUNDS, value);
  return changeCheck(deps, project, uuid, async (tx, check) => {
    Object.assign(
      check,
      Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
    );
    pairedReminders(check.remindEvery, check.remindMax, 'the check');
    await tx.em.flush();
    await publishLive(tx.em, [checkLiveEvent(check, project.id, 'EDITED', tx.clock.now())]);
    return check;
  });
}

/** A channel of the project, by UUID. */
async function projectChannel(deps: DomainDeps, project: Project, uuid: string): Promise<Channel> {
  return ownedBy(await deps.em.findOne(Channel, { uuid }), project);
}

/**
 * Sets how one channel of the check is told (its escalation step, reminders, slow runs), assigning the
 * channel to the check when it was not. Incident integrations open and close incidents by status, so
 * they take no slow runs.
 */
export function setAlertRoute(
  deps: DomainDeps,
  project: Project,
  uuid: string,
  channelUuid: string,
  change: AlertRouteChange,
) {
  for (const name of ['delay', 'remindEvery', 'remindMax'] as const) bounded(name, change[name]);
  return changeCheck(deps, project, uuid, async (tx, check) => {
    const channel = await projectChannel(tx, project, channelUuid);
    if (change.slow && (channel.kind === ChannelKind.PD || channel.kind === ChannelKind.OPSGENIE))
      throw badInput(
        'PagerDuty and Opsgenie channels open and resolve incidents: they take no slow runs',
        'INVALID_ALERT_RULE',
        {
          field: 'slow',
        },
      );
    const route =
      (await tx.em.findOne(AlertRoute, { check, channel })) ?? tx.em.create(AlertRoute, { check, channel });
    Object.assign(
      route,
      Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)),
    );
    pairedReminders(route.remindEvery, route.remindMax, 'the route');
    if (!check.channels.contains(channel)) check.channels.add(channel);
    await tx.em.flush();
    await publishLive(tx.em, [checkLiveEvent(check, project.id, 'EDITED', tx.clock.now())]);
    return route;
  });
}

/** Removes a channel's route of the check: it is told at once again, with the check's reminders. */
export function removeAlertRoute(deps: DomainDeps, project: Project, uuid: string, channelUuid: string) {
  return changeCheck(deps, project, uuid, async (tx, check) => {
    const channel = await projectChannel(tx, project, channelUuid);
    await tx.em.nativeDelete(AlertRoute, { check, channel });
    await publishLive(tx.em, [checkLiveEvent(check, project.id, 'EDITED', tx.clock.now())]);
    return check;
  });
}

/**
 * Sets the checks a check depends on (all of its project; none is itself). A change that would close a
 * cycle is refused; the project's dependency changes are serialised, so two at once cannot close one
 * between them.
 */
export function setDependencies(deps: DomainDeps, project: Project, uuid: string, dependsOn: string[]) {
  const wanted = [...new Set(dependsOn)];
  if (wanted.length > DEPENDENCIES_MAX)
    throw badInput(`a check depends on ${DEPENDENCIES_MAX} others at most`, 'INVALID_ALERT_RULE', {
      field: 'dependsOn',
    });
  return changeCheck(deps, project, uuid, async (tx, check) => {
    await lockNamed(tx.em, `check-dependencies:${project.id}`);
    const parents = wanted.length ? await tx.em.find(Check, { uuid: { $in: wanted } }) : [];
    for (const parent of parents) ownedBy(parent, project);
    if (parents.length !== wanted.length)
      throw badInput('a check named in dependsOn does not exist', 'INVALID_ALERT_RULE', {
        field: 'dependsOn',
      });
    if (parents.some((parent) => parent.id === check.id))
      throw badInput('a check cannot depend on itself', 'DEPENDENCY_CYCLE', { field: 'dependsOn' });
    const edges = await tx.em.find(CheckDependency, { check: { project } });
    const graph = new Map<number, number[]>();
    for (const edge of edges)
      if (edge.check.id !== check.id)
        graph.set(edge.check.id, [...(graph.get(edge.check.id) ?? []), edge.dependsOn.id]);
    for (const parent of parents)
      if (reaches(graph, parent.id, check.id))
        throw badInput(
          `${parent.name || parent.uuid} already depends on this check: a cycle`,
          'DEPENDENCY_CYCLE',
          {
            field: 'dependsOn',
          },
        );
    await tx.em.nativeDelete(CheckDependency, { check });
    for (const parent of parents) tx.em.create(CheckDependency, { check, dependsOn: parent });
    await tx.em.flush();
    await publishLive(tx.em, [checkLiveEvent(check, project.id, 'EDITED', tx.clock.now())]);
    return check;
  });
}

/** Whether `to` is reachable from `from` along the dependencies. */
function reaches(graph: Map<number, number[]>, from: number, to: number): boolean {
  const seen = new Set<number>();
  const stack = [from];
  while (stack.length) {
    const at = stack.pop()!;
    if (at === to) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(graph.get(at) ?? []));
  }
  return false;
}
