import type { Clock } from '../../clock.js';
import { dialectOf } from '../../db/dialect.js';
import type { EntityManager, Orm } from '../../db/orm.js';
import { readRows } from '../../db/read-rows.js';
import { placeholders } from '../../db/sql.js';
import { badInput, DatabaseFault, DomainError, notFound } from '../../errors.js';
import type { CheckLiveEvent } from '../checks/check-events.js';
import { publishLive } from '../../live/publish.js';
import { pingsIngested } from '../../observability/metrics.js';
import { Channel } from '../channels/channel.entity.js';
import { Check } from '../checks/check.entity.js';
import { checkLiveEvent } from '../checks/check-events.js';
import { lockProjectChecks } from '../checks/check.service.js';
import { pingChange, type PingChange } from './ping-change.js';
import { displayStatus, type DisplayStatus } from '../checks/status.js';
import type { PingOutcome, PingStore } from './ping-recorder.js';
import {
  ambiguousSlug,
  checkPingArguments,
  checkSlug,
  FLIP_RETENTION_MS,
  type IncomingPing,
} from './ping.service.js';

/** The longest slug a check can have (its column), also for one made by `?create=1`. */
const SLUG_MAX = 100;
/** Rows per multi-row statement, well under either database's limit on bound values. */
const VALUES_CHUNK = 500;

const CHECKS = 'select c.*, p.ping_log_limit from checks c join projects p on p.id = c.project_id';

/** The columns a ping changes in its check (after its id), in the order updateChecks binds them. */
const PATCH_COLUMNS = [
  ['id', 'integer'],
  ['status', 'text'],
  ['last_ping', 'timestamp'],
  ['last_start', 'timestamp'],
  ['last_start_rid', 'text'],
  ['last_duration', 'integer'],
  ['n_pings', 'integer'],
  ['alert_after', 'timestamp'],
  ['grace_at', 'timestamp'],
] as const;

interface Locked {
  check: Check;
  logLimit: number;
  projectId: string;
}

/**
 * Runs `statement` over the rows in chunks: it gets the chunk's `(…), (…)` values list, one `row`
 * (placeholders) per row — by default plain `?`s.
 */
async function withValues(
  em: EntityManager,
  rows: unknown[][],
  statement: (values: string) => string,
  row?: string,
): Promise<void> {
  for (let start = 0; start < rows.length; start += VALUES_CHUNK) {
    const chunk = rows.slice(start, start + VALUES_CHUNK);
    const values = chunk.map((cells) => row ?? `(${placeholders(cells)})`).join(', ');
    await em.execute(statement(values), chunk.flat(), 'run');
  }
}

/** `insert … values (…), (…)` of the rows, in chunks. */
const insertRows = (em: EntityManager, head: string, rows: unknown[][]) =>
  withValues(em, rows, (values) => `${head} values ${values}`);

/** A ping's live events: the ping, and the status shown when it changed (with the flip, if stored). */
function pingEvents(
  { check, projectId }: Locked,
  change: PingChange,
  shownBefore: DisplayStatus,
): CheckLiveEvent[] {
  const at = change.ping.created;
  const events = [checkLiveEvent(check, projectId, 'PING', at, { pingN: change.ping.n })];
  const shown = displayStatus(check, at);
  if (shown !== shownBefore || change.flip)
    events.push(checkLiveEvent(check, projectId, 'STATUS', at, { status: shown, flip: change.flip }));
  return events;
}

/** One group of pings in one write transaction (see PingStore). */
class PingGroup {
  private readonly dialect;
  /** Pings whose `?create=1` made their check. */
  private readonly provisioned = new Set<number>();

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    this.dialect = dialectOf(em);
  }

  async apply(pings: IncomingPing[]): Promise<PingOutcome[]> {
    const outcomes: PingOutcome[] = [];
    const bySlug = new Map<number, number>();
    for (const [index, ping] of pings.entries()) {
      if (!('slug' in ping.target)) continue;
      try {
        bySlug.set(index, await this.checkIdBySlug(index, ping.target));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes[index] = { error };
      }
    }
    const uuids = pings.flatMap(({ target }) => ('uuid' in target ? [target.uuid] : []));
    const { byUuid, byId } = await this.lock(uuids, [...bySlug.values()]);
    const changes: PingChange[] = [];
    const events: CheckLiveEvent[] = [];
    for (const [index, ping] of pings.entries()) {
      if (outcomes[index]) continue;
      const locked = 'uuid' in ping.target ? byUuid.get(ping.target.uuid) : byId.get(bySlug.get(index)!);
      try {
        if (!locked) throw notFound();
        checkPingArguments(ping);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes[index] = { error };
        continue;
      }
      const now = this.clock.now();
      const shownBefore = displayStatus(locked.check, now);
      const change = pingChange(locked.check, locked.logLimit, ping, now);
      changes.push(change);
      events.push(...pingEvents(locked, change, shownBefore));
      outcomes[index] = {
        recorded: { created: this.provisioned.has(index), n: change.ping.n, kind: change.ping.kind },
      };
    }
    await this.write(changes);
    await publishLive(this.em, events);
    return outcomes;
  }

  /**
   * The check a slug names in its project; with `?create=1` a new one (named after the slug, with
   * all the project's channels) when there is none. The project's checks are created one at a time
   * (in every instance), so instances provisioning one slug at once make one check.
   */
  private async checkIdBySlug(index: number, target: { pingKey: string; slug: string; create: boolean }) {
    checkSlug(target);
    const find = async () => {
      const found = await this.em.execute<{ id: number }[]>(
        'select c.id from checks c join projects p on p.id = c.project_id where p.ping_key = ? and c.slug = ? limit 2',
        [target.pingKey, target.slug],
      );
      if (found.length > 1) throw ambiguousSlug();
      return found[0]?.id;
    };
    const existing = await find();
    if (existing !== undefined) return existing;
    if (!target.create) throw notFound();
    if (target.slug.length > SLUG_MAX) throw badInput('invalid url format', 'INVALID_URL');
    const [project] = await this.em.execute<{ id: string; check_limit: number }[]>(
      'select id, check_limit from projects where ping_key = ?',
      [target.pingKey],
    );
    if (!project) throw notFound();
    await lockProjectChecks(this.em, project.id);
    const madeMeanwhile = await find();
    if (madeMeanwhile !== undefined) return madeMeanwhile;
    const [{ total }] = await this.em.execute<{ total: number | string }[]>(
      'select count(*) as total from checks where project_id = ?',
      [project.id],
    );
    // Auto-provisioning may go up to twice the check limit (the reference's tolerance).
    if (Number(total) >= 2 * project.check_limit) throw notFound();
    const check = this.em.create(Check, {
      project: project.id,
      name: target.slug,
      slug: target.slug,
      createdAt: this.clock.now(),
    });
    check.channels.set(await this.em.find(Channel, { project: project.id }));
    await this.em.flush();
    this.provisioned.add(index);
    return check.id;
  }

  /**
   * Reads the group's checks and locks them until the transaction ends, in id order (so instances
   * never wait on each other in a circle): pings to one check from several instances are applied one
   * after another, and `n` never repeats or skips.
   */
  private async lock(uuids: string[], ids: number[]) {
    const where = [
      ...(uuids.length ? [`c.uuid in (${placeholders(uuids)})`] : []),
      ...(ids.length ? [`c.id in (${placeholders(ids)})`] : []),
    ];
    const rows = where.length
      ? await this.em.execute<Record<string, unknown>[]>(
          `${CHECKS} where ${where.join(' or ')} order by c.id${this.dialect.lockRows('c')}`,
          [...uuids, ...ids],
        )
      : [];
    const checks = readRows(this.em, Check, rows);
    const locked = checks.map((check, i) => ({
      check,
      logLimit: Number(rows[i].ping_log_limit),
      projectId: String(rows[i].project_id),
    }));
    return {
      byUuid: new Map<string, Locked>(locked.map((entry) => [entry.check.uuid, entry])),
      byId: new Map<number, Locked>(locked.map((entry) => [entry.check.id, entry])),
    };
  }

  /** The pings and flips in one insert each, each check's final state once, then the pruning. */
  private async write(changes: PingChange[]): Promise<void> {
    if (!changes.length) return;
    const em = this.em;
    await insertRows(
      em,
      'insert into pings (check_id, n, kind, created, scheme, method, remote_addr, ua, body, rid, exit_status)',
      changes.map(({ checkId, ping: p }) => [
        checkId,
        p.n,
        p.kind,
        p.created,
        p.scheme,
        p.method,
        p.remoteAddr,
        p.ua,
        p.body,
        p.rid,
        p.exitStatus,
      ]),
    );
    await insertRows(
      em,
      'insert into flips (check_id, created, old_status, new_status, reason, processed)',
      changes.flatMap(({ checkId, flip: f }) =>
        f ? [[checkId, f.created, f.oldStatus, f.newStatus, f.reason, f.processed]] : [],
      ),
    );
    // Runs are kept for the trends; a slow one waits for the notifier (processed null).
    await insertRows(
      em,
      'insert into check_runs (check_id, finished, duration_ms, limit_ms, processed)',
      changes.flatMap(({ checkId, ping: p, run }) =>
        run ? [[checkId, p.created, run.durationMs, run.limitMs, run.slow ? null : p.created]] : [],
      ),
    );
    const latest = new Map(changes.map((change) => [change.checkId, change.patch]));
    await this.updateChecks(
      [...latest].map(([id, p]) => [
        id,
        p.status,
        p.lastPing,
        p.lastStart,
        p.lastStartRid,
        p.lastDuration,
        p.nPings,
        p.alertAfter,
        p.graceAt,
      ]),
    );
    for (const { checkId, pruneBelow, ping } of changes)
      if (pruneBelow !== null) await this.prune(checkId, pruneBelow, ping.created);
  }

  /** Each check's final state, many checks in one statement (a round trip each costs on PostgreSQL). */
  private async updateChecks(rows: unknown[][]): Promise<void> {
    const row = `(${PATCH_COLUMNS.map(([, type]) => this.dialect.typed(type)).join(', ')})`;
    const names = PATCH_COLUMNS.map(([name]) => name);
    const set = names
      .slice(1)
      .map((name) => `${name} = patch.${name}`)
      .join(', ');
    await withValues(
      this.em,
      rows,
      (values) =>
        `with patch (${names.join(', ')}) as (values ${values}) update checks set ${set} from patch where checks.id = patch.id`,
      row,
    );
  }

  /** The ping log below `firstKept`, then notifications older than it and flips older than both it and 93 days. */
  private async prune(checkId: number, firstKept: number, now: Date): Promise<void> {
    const em = this.em;
    await em.execute('delete from pings where check_id = ? and n < ?', [checkId, firstKept], 'run');
    const [oldest] = await em.execute<{ created: string | number }[]>(
      'select created from pings where check_id = ? and n >= ? order by n limit 1',
      [checkId, firstKept],
    );
    const floor = now.getTime() - FLIP_RETENTION_MS;
    const kept = oldest ? new Date(oldest.created) : null;
    await em.execute(
      'delete from flips where check_id = ? and created < ?',
      [checkId, new Date(Math.min(floor, kept?.getTime() ?? floor))],
      'run',
    );
    // Notices still held or suppressed stay whatever their age: they have yet to be judged.
    if (kept)
      await em.execute(
        "delete from notifications where check_id = ? and created_at < ? and state not in ('held', 'suppressed')",
        [checkId, kept],
        'run',
      );
  }
}

/**
 * The one write path of pings, on either database: a group of pings (see PingRecorder) is applied in
 * order and written in one transaction. When the database refuses a group as a whole (a value no
 * rule caught), its pings are written one by one, so the others still commit; a fault of the
 * database (busy, unreachable, full) fails the whole group at once.
 */
export class SqlPingStore implements PingStore {
  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
  ) {}

  async commit(pings: IncomingPing[]): Promise<PingOutcome[]> {
    const outcomes = await this.commitGroup(pings);
    pingsIngested.inc(outcomes.filter((outcome) => 'recorded' in outcome).length);
    return outcomes;
  }

  private async commitGroup(pings: IncomingPing[]): Promise<PingOutcome[]> {
    try {
      return await this.group(pings);
    } catch (error) {
      if (pings.length === 1 || error instanceof DatabaseFault) throw error;
      const outcomes: PingOutcome[] = [];
      for (const ping of pings) {
        try {
          outcomes.push(...(await this.group([ping])));
        } catch (single) {
          if (!(single instanceof DomainError)) throw single;
          outcomes.push({ error: single });
        }
      }
      return outcomes;
    }
  }

  /** One transaction (on PostgreSQL run again if it deadlocked: see postgresql-driver.ts). */
  private group(pings: IncomingPing[]): Promise<PingOutcome[]> {
    return this.orm.em.fork().transactional((em) => new PingGroup(em, this.clock).apply(pings));
  }
}
