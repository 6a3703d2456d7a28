import type { Clock } from '../clock.js';
import { sqliteDatabase, type Orm } from '../db/orm.js';
import { DomainError, notFound } from '../errors.js';
import { Check, type CheckKind, type StoredStatus } from './check.entity.js';
import type { OrmPingStore } from './ping-store.orm.js';
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
  type RecordedPing,
} from './ping.service.js';

type Connection = ReturnType<Orm['em']['getConnection']>;
type SqliteDatabase = Awaited<ReturnType<typeof sqliteDatabase>>;

/** The columns of `checks` the ping rules read, as SQLite returns them (dates in ms, booleans 0/1). */
interface CheckRow {
  id: number;
  uuid: string;
  kind: CheckKind;
  timeout: number;
  grace: number;
  schedule: string;
  tz: string;
  methods: string;
  manual_resume: number;
  start_kw: string;
  success_kw: string;
  failure_kw: string;
  filter_subject: number;
  filter_body: number;
  filter_http_body: number;
  filter_default_fail: number;
  status: StoredStatus;
  last_ping: number | null;
  last_start: number | null;
  last_start_rid: string | null;
  last_duration: number | null;
  n_pings: number;
  ping_log_limit: number;
}

const CHECK_COLUMNS = `c.id, c.uuid, c.kind, c.timeout, c.grace, c.schedule, c.tz, c.methods, c.manual_resume,
  c.start_kw, c.success_kw, c.failure_kw, c.filter_subject, c.filter_body, c.filter_http_body,
  c.filter_default_fail, c.status, c.last_ping, c.last_start, c.last_start_rid, c.last_duration, c.n_pings,
  p.ping_log_limit`;

const date = (ms: number | null) => (ms === null ? null : new Date(ms));
const ms = (value: Date | null) => (value === null ? null : value.getTime());

function toCheck(row: CheckRow): Check {
  return Object.assign(new Check(), {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    timeout: row.timeout,
    grace: row.grace,
    schedule: row.schedule,
    tz: row.tz,
    methods: row.methods,
    manualResume: Boolean(row.manual_resume),
    startKw: row.start_kw,
    successKw: row.success_kw,
    failureKw: row.failure_kw,
    filterSubject: Boolean(row.filter_subject),
    filterBody: Boolean(row.filter_body),
    filterHttpBody: Boolean(row.filter_http_body),
    filterDefaultFail: Boolean(row.filter_default_fail),
    status: row.status,
    lastPing: date(row.last_ping),
    lastStart: date(row.last_start),
    lastStartRid: row.last_start_rid,
    lastDuration: row.last_duration,
    nPings: row.n_pings,
  });
}

/**
 * The hot path on SQLite: a group of pings in one native transaction with prepared statements,
 * holding the ORM's connection lock so no ORM transaction is open meanwhile. The rules are the same
 * `applyPing`; groups that auto-provision a check go through the ORM store.
 */
export class SqlitePingStore implements PingStore {
  private readonly statements;

  private constructor(
    private readonly db: SqliteDatabase,
    private readonly connection: Connection,
    private readonly clock: Clock,
    private readonly fallback: OrmPingStore,
  ) {
    const prepare = (sql: string) => db.prepare(sql);
    this.statements = {
      byUuid: prepare(
        `select ${CHECK_COLUMNS} from checks c join projects p on p.id = c.project_id where c.uuid = ?`,
      ),
      bySlug: prepare(
        `select ${CHECK_COLUMNS} from checks c join projects p on p.id = c.project_id
         where p.ping_key = ? and c.slug = ? limit 2`,
      ),
      update: prepare(
        `update checks set status = ?, last_ping = ?, last_start = ?, last_start_rid = ?, last_duration = ?,
         n_pings = ?, alert_after = ? where id = ?`,
      ),
      insertPing: prepare(
        `insert into pings (check_id, n, kind, created, scheme, method, remote_addr, ua, body, rid, exit_status)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      insertFlip: prepare(
        'insert into flips (check_id, created, old_status, new_status, reason, processed) values (?, ?, ?, ?, ?, ?)',
      ),
      prunePings: prepare('delete from pings where check_id = ? and n < ?'),
      oldestKept: prepare('select created from pings where check_id = ? and n >= ? order by n limit 1'),
      pruneFlips: prepare('delete from flips where check_id = ? and created < ?'),
      pruneNotifications: prepare('delete from notifications where check_id = ? and created_at < ?'),
    };
  }

  static async open(orm: Orm, clock: Clock, fallback: OrmPingStore): Promise<SqlitePingStore> {
    const connection = orm.em.getConnection();
    return new SqlitePingStore(await sqliteDatabase(orm), connection, clock, fallback);
  }

  commit(pings: IncomingPing[]): Promise<PingOutcome[]> {
    if (pings.some(({ target }) => 'create' in target && target.create)) return this.fallback.commit(pings);
    // The ORM's query builder serialises its use of the one SQLite connection; take the same lock.
    // IMMEDIATE takes the write lock up front, so another process's writer makes us wait (busy
    // timeout) instead of failing the group when a read lock would have to be upgraded.
    return this.connection
      .getClient()
      .connection()
      .execute(async () => this.db.transaction(() => this.applyAll(pings)).immediate());
  }

  private applyAll(pings: IncomingPing[]): PingOutcome[] {
    return pings.map((ping) => {
      try {
        return { recorded: this.recordOne(ping) };
      } catch (error) {
        if (error instanceof DomainError) return { error };
        throw error;
      }
    });
  }

  private find(ping: IncomingPing): CheckRow {
    const { target } = ping;
    if ('uuid' in target) {
      const row = this.statements.byUuid.get(target.uuid) as CheckRow | undefined;
      if (!row) throw notFound();
      return row;
    }
    checkSlug(target);
    const rows = this.statements.bySlug.all(target.pingKey, target.slug) as CheckRow[];
    if (rows.length > 1) throw ambiguousSlug();
    if (!rows.length) throw notFound();
    return rows[0];
  }

  private recordOne(ping: IncomingPing): RecordedPing {
    const row = this.find(ping);
    checkPingArguments(ping);
    const check = toCheck(row);
    // One reading of the clock: the ping, last_ping and any flip share this instant.
    const now = this.clock.now();
    const applied = applyPing(check, ping.action(check), now, ping.rid);
    const s = this.statements;
    s.update.run(
      check.status,
      ms(check.lastPing),
      ms(check.lastStart),
      check.lastStartRid,
      check.lastDuration,
      check.nPings,
      ms(check.alertAfter),
      check.id,
    );
    s.insertPing.run(
      check.id,
      applied.n,
      applied.kind,
      now.getTime(),
      ping.scheme,
      ping.method,
      ping.remoteAddr,
      ping.userAgent.slice(0, 200),
      ping.body && ping.body.length ? ping.body : null,
      ping.rid,
      ping.exitStatus,
    );
    if (applied.flip) {
      const { oldStatus, newStatus, reason, notify } = applied.flip;
      s.insertFlip.run(check.id, now.getTime(), oldStatus, newStatus, reason, notify ? null : now.getTime());
    }
    if (applied.n % PRUNE_EVERY === 0)
      this.prune(check.id, firstKeptPing(applied.n, row.ping_log_limit), now);
    return { created: false, n: applied.n, kind: applied.kind };
  }

  /** As the ORM store's prune: the ping log, then notifications and flips older than it. */
  private prune(checkId: number, firstKept: number, now: Date): void {
    const s = this.statements;
    s.prunePings.run(checkId, firstKept);
    const oldest = (s.oldestKept.get(checkId, firstKept) as { created: number } | undefined)?.created;
    const floor = now.getTime() - FLIP_RETENTION_MS;
    s.pruneFlips.run(checkId, Math.min(floor, oldest ?? floor));
    if (oldest !== undefined) s.pruneNotifications.run(checkId, oldest);
  }
}
