import { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../context.js';
import { DomainError, notFound } from '../errors.js';
import { Channel } from './channel.entity.js';
import { Check } from './check.entity.js';
import { Flip } from './flip.entity.js';
import { Notification } from './notification.entity.js';
import { Ping } from './ping.entity.js';
import { applyPing } from './ping-rules.js';
import {
  FLIP_RETENTION_MS,
  PRUNE_EVERY,
  ambiguousSlug,
  checkPingArguments,
  checkSlug,
  firstKeptPing,
  type IncomingPing,
  type PingOutcome,
  type PingStore,
  type PingTarget,
  type RecordedPing,
} from './ping.service.js';

/** Checks pinged by UUID in one group, loaded with one query. */
type Prefetched = Map<string, Check>;

async function prefetch(deps: DomainDeps, pings: IncomingPing[]): Promise<Prefetched> {
  const uuids = pings.flatMap(({ target }) => ('uuid' in target ? [target.uuid] : []));
  const checks = uuids.length ? await deps.em.find(Check, { uuid: { $in: [...new Set(uuids)] } }) : [];
  return new Map(checks.map((check) => [check.uuid, check]));
}

async function findCheck(
  deps: DomainDeps,
  target: PingTarget,
  prefetched: Prefetched,
): Promise<{ check: Check; created: boolean }> {
  if ('uuid' in target) {
    const check = prefetched.get(target.uuid);
    if (!check) throw notFound();
    return { check, created: false };
  }
  checkSlug(target);
  const found = await deps.em.find(
    Check,
    { project: { pingKey: target.pingKey }, slug: target.slug },
    { limit: 2 },
  );
  if (found.length > 1) throw ambiguousSlug();
  if (found.length === 1) return { check: found[0], created: false };
  if (!target.create) throw notFound();
  return { check: await provision(deps, target.pingKey, target.slug), created: true };
}

/** `?create=1`: a default check named after the slug with all the project's channels. */
async function provision(deps: DomainDeps, pingKey: string, slug: string): Promise<Check> {
  const project = await deps.em.findOne(Project, { pingKey });
  // Auto-provisioning may go up to twice the check limit (the reference's tolerance).
  if (!project || (await deps.em.count(Check, { project })) >= 2 * project.checkLimit) throw notFound();
  const check = deps.em.create(Check, { project, name: slug, slug, createdAt: deps.clock.now() });
  check.channels.set(await deps.em.find(Channel, { project }));
  return check;
}

/**
 * Drops pings beyond the project's ping log, notifications older than the oldest kept ping, and flips
 * older than both that ping and 93 days.
 */
async function prune(deps: DomainDeps, check: Check): Promise<void> {
  await deps.em.populate(check, ['project']);
  const firstKept = firstKeptPing(check.nPings, check.project.pingLogLimit);
  await deps.em.nativeDelete(Ping, { check, n: { $lt: firstKept } });
  const oldest = await deps.em.findOne(Ping, { check, n: { $gte: firstKept } }, { orderBy: { n: 'asc' } });
  const floor = deps.clock.now().getTime() - FLIP_RETENTION_MS;
  const before = new Date(Math.min(floor, oldest?.created.getTime() ?? floor));
  await deps.em.nativeDelete(Flip, { check, created: { $lt: before } });
  if (oldest) await deps.em.nativeDelete(Notification, { check, createdAt: { $lt: oldest.created } });
}

async function recordOne(
  deps: DomainDeps,
  ping: IncomingPing,
  prefetched: Prefetched,
): Promise<RecordedPing> {
  const { check, created } = await findCheck(deps, ping.target, prefetched);
  checkPingArguments(ping);
  // One reading of the clock: the ping, last_ping and any flip share this instant.
  const now = deps.clock.now();
  const applied = applyPing(check, ping.action(check), now, ping.rid);
  deps.em.create(Ping, {
    check,
    n: applied.n,
    kind: applied.kind,
    created: now,
    scheme: ping.scheme,
    method: ping.method,
    remoteAddr: ping.remoteAddr,
    ua: ping.userAgent.slice(0, 200),
    body: ping.body && ping.body.length ? ping.body : null,
    rid: ping.rid,
    exitStatus: ping.exitStatus,
  });
  if (applied.flip) {
    const { oldStatus, newStatus, reason, notify } = applied.flip;
    deps.em.create(Flip, {
      check,
      created: now,
      oldStatus,
      newStatus,
      reason,
      processed: notify ? null : now,
    });
  }
  if (applied.n % PRUNE_EVERY === 0) await prune(deps, check);
  return { created, n: applied.n, kind: applied.kind };
}

/** Pings through the ORM in one transaction per group: any database, and auto-provisioning. */
export class OrmPingStore implements PingStore {
  constructor(private readonly deps: () => DomainDeps) {}

  async commit(pings: IncomingPing[]): Promise<PingOutcome[]> {
    const deps = this.deps();
    return deps.em.transactional(async (em) => {
      const tx = { em, clock: deps.clock, settings: deps.settings };
      const prefetched = await prefetch(tx, pings);
      const outcomes: PingOutcome[] = [];
      for (const ping of pings) {
        try {
          outcomes.push({ recorded: await recordOne(tx, ping, prefetched) });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          outcomes.push({ error });
        }
      }
      return outcomes;
    });
  }
}
