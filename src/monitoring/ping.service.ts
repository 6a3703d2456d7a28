import { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../context.js';
import { DomainError, badInput, conflict, notFound } from '../errors.js';
import { Channel } from './channel.entity.js';
import { Check } from './check.entity.js';
import { Flip } from './flip.entity.js';
import { Notification } from './notification.entity.js';
import { Ping, type PingKind } from './ping.entity.js';
import { applyPing, type PingAction } from './ping-rules.js';

export type PingTarget = { uuid: string } | { pingKey: string; slug: string; create: boolean };

/** A received ping, from HTTP or mail, before it is matched to a check. */
export interface IncomingPing {
  target: PingTarget;
  /** The action for the matched check (HTTP and mail classify differently). */
  action: (check: Check) => PingAction;
  exitStatus: number | null;
  rid: string | null;
  scheme: string;
  method: string;
  remoteAddr: string | null;
  userAgent: string;
  body: Buffer | null;
}

export interface RecordedPing {
  /** The check was auto-provisioned by this ping (`?create=1`). */
  created: boolean;
  n: number;
  kind: PingKind;
}

const RID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FLIP_RETENTION_MS = 93 * 24 * 3600 * 1000;
const PRUNE_EVERY = 100;

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
  if (/[A-Z]/.test(target.slug)) throw badInput('invalid url format', 'INVALID_URL');
  const found = await deps.em.find(
    Check,
    { project: { pingKey: target.pingKey }, slug: target.slug },
    { limit: 2 },
  );
  if (found.length > 1) throw conflict('ambiguous slug', 'AMBIGUOUS_SLUG');
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
  const firstKept = check.nPings - check.project.pingLogLimit + 1;
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
  if (ping.exitStatus !== null && ping.exitStatus > 255) throw badInput('invalid url format', 'INVALID_URL');
  if (ping.rid !== null && !RID.test(ping.rid)) throw badInput('invalid uuid format', 'INVALID_UUID');
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

interface Pending {
  ping: IncomingPing;
  resolve: (recorded: RecordedPing) => void;
  reject: (error: unknown) => void;
}

const MAX_BATCH = 500;

/**
 * The single writer of pings. Pings are applied one after another (so `n` never repeats or skips)
 * and committed in groups: whatever arrived while the previous group was committing goes into the
 * next transaction. A ping's promise settles only after its group is committed.
 */
export class PingRecorder {
  #queue: Pending[] = [];
  #draining: Promise<void> | null = null;

  constructor(private readonly deps: () => DomainDeps) {}

  record(ping: IncomingPing): Promise<RecordedPing> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ ping, resolve, reject });
      this.#draining ??= this.#drain().finally(() => (this.#draining = null));
    });
  }

  /** Settles once every ping received so far is committed (for shutdown). */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  async #drain(): Promise<void> {
    // Let the requests already read off the sockets join the first group too.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.#queue.length) await this.#commit(this.#queue.splice(0, MAX_BATCH));
  }

  async #commit(batch: Pending[]): Promise<void> {
    const outcomes: ({ recorded: RecordedPing } | { error: DomainError })[] = [];
    const deps = this.deps();
    try {
      await deps.em.transactional(async (em) => {
        const tx = { em, clock: deps.clock, settings: deps.settings };
        const prefetched = await prefetch(
          tx,
          batch.map(({ ping }) => ping),
        );
        for (const { ping } of batch) {
          try {
            outcomes.push({ recorded: await recordOne(tx, ping, prefetched) });
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            outcomes.push({ error });
          }
        }
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if ('recorded' in outcome) pending.resolve(outcome.recorded);
      else pending.reject(outcome.error);
    });
  }
}
