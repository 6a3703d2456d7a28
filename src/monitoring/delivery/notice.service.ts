import { randomUUID } from 'node:crypto';
import type { Project } from '../../auth/project.entity.js';
import type { DomainDeps, Settings } from '../../domain-deps.js';
import { Check } from '../checks/check.entity.js';
import { uniqueKey } from '../checks/unique-key.js';
import { Flip } from '../flips/flip.entity.js';
import { Ping } from '../pings/ping.entity.js';
import type { Notification } from '../channels/notification.entity.js';
import type { FlipNotice, OtherCheck } from './notice.js';

/** Links go to the check's page in the dashboard, at Healthchecks' address for it. */
const checkUrl = (settings: Settings, uuid: string) => `${settings.publicUrl}/checks/${uuid}/details/`;

const site = ({ publicUrl, integrations }: Settings) => ({
  name: integrations.siteName,
  logoUrl: integrations.siteLogoUrl ?? `${publicUrl}/static/img/logo.png`,
});

/** Healthchecks' natural name order: lower case, numbers compared as numbers. */
const naturalKey = (name: string) =>
  name
    .toLowerCase()
    .trim()
    .replace(/\d+/g, (n) => n.padStart(8, '0'));

/** The project's other checks that are down, in natural name order; null when it has no other check. */
async function downChecks(deps: DomainDeps, project: Project, except: number): Promise<OtherCheck[] | null> {
  const others = { project, id: { $ne: except } };
  if ((await deps.em.count(Check, others)) === 0) return null;
  // The three fields shown: a fall of many checks reads this once per notice.
  const down = await deps.em.find(
    Check,
    { ...others, status: 'down' },
    { fields: ['uuid', 'name', 'lastPing'], populate: [] },
  );
  return down
    .map((check) => ({
      key: naturalKey(check.name),
      name: check.name || check.uuid,
      url: checkUrl(deps.settings, check.uuid),
      lastPing: check.lastPing,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ name, url, lastPing }) => ({ name, url, lastPing }));
}

function checkFacts(check: Check, settings: Settings): FlipNotice['check'] {
  const { uuid, name, slug, tags, desc, kind, timeout, schedule, tz } = check;
  return {
    uuid,
    name,
    slug,
    tags,
    desc,
    kind,
    timeout,
    schedule,
    tz,
    uniqueKey: uniqueKey(uuid),
    url: checkUrl(settings, uuid),
  };
}

/** What messages about a flip say: the check, its last ping before the flip, the downtime, the others down. */
export async function flipNotice(deps: DomainDeps, flip: Flip): Promise<FlipNotice> {
  const { check } = flip;
  const [lastPing, previous, others] = await Promise.all([
    deps.em.findOne(Ping, { check, created: { $lte: flip.created } }, { orderBy: { n: 'desc' } }),
    flip.newStatus === 'up'
      ? deps.em.findOne(
          Flip,
          { check, created: { $lt: flip.created } },
          { orderBy: { created: 'desc', id: 'desc' } },
        )
      : null,
    downChecks(deps, check.project, check.id),
  ]);
  return {
    status: flip.newStatus === 'up' ? 'up' : 'down',
    reason: flip.reason,
    timestamp: flip.created,
    now: deps.clock.now(),
    check: checkFacts(check, deps.settings),
    project: check.project.name,
    downSeconds:
      previous?.newStatus === 'down' ? (flip.created.getTime() - previous.created.getTime()) / 1000 : null,
    lastPing: lastPing && pingSummary(lastPing),
    downChecks: others,
    site: site(deps.settings),
  };
}

/**
 * What a notification's message says before its own note: its flip's notice, or for a slow run the
 * check as it was when the run finished (shown up, as the run succeeded or failed in time otherwise).
 */
export async function baseNotice(deps: DomainDeps, notification: Notification): Promise<FlipNotice> {
  if (notification.flip) return flipNotice(deps, notification.flip);
  const { check } = notification;
  const finished = notification.run!.finished;
  const [lastPing, others] = await Promise.all([
    deps.em.findOne(Ping, { check, created: { $lte: finished } }, { orderBy: { n: 'desc' } }),
    downChecks(deps, check.project, check.id),
  ]);
  return {
    status: check.status === 'down' ? 'down' : 'up',
    reason: '',
    timestamp: finished,
    now: deps.clock.now(),
    check: checkFacts(check, deps.settings),
    project: check.project.name,
    downSeconds: null,
    lastPing: lastPing && pingSummary(lastPing),
    downChecks: others,
    site: site(deps.settings),
  };
}

const pingSummary = (ping: Ping) => ({
  n: ping.n,
  kind: ping.kind,
  exitStatus: ping.exitStatus,
  created: ping.created,
  body: ping.body,
});

/**
 * The sample of Healthchecks' "Test!" button: a check named TEST that went down by time, never pinged,
 * beside the project's real checks.
 */
export async function testNotice(
  deps: DomainDeps,
  project: Project,
  status: 'up' | 'down',
): Promise<FlipNotice> {
  const now = deps.clock.now();
  const check = Object.assign(new Check(), { uuid: randomUUID(), name: 'TEST', project, createdAt: now });
  return {
    status,
    reason: status === 'down' ? 'timeout' : '',
    timestamp: now,
    now,
    check: checkFacts(check, deps.settings),
    project: project.name,
    downSeconds: null,
    lastPing: null,
    downChecks: await downChecks(deps, project, -1),
    site: site(deps.settings),
  };
}
