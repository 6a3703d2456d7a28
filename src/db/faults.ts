import type { AbstractSqlConnection } from '@mikro-orm/sql';
import { DatabaseFault, type DatabaseFaultKind } from '../errors.js';
import type { Logger } from '../logger.js';
import { databaseFaults } from '../observability/metrics.js';

/** SQLite's primary result codes (better-sqlite3's `code`, extended codes included) that are faults. */
const SQLITE_FAULTS: [prefix: string, kind: DatabaseFaultKind][] = [
  ['SQLITE_FULL', 'full'],
  ['SQLITE_BUSY', 'unavailable'],
  ['SQLITE_LOCKED', 'unavailable'],
  ['SQLITE_IOERR', 'unavailable'],
  ['SQLITE_CANTOPEN', 'unavailable'],
  ['SQLITE_PROTOCOL', 'unavailable'],
];

/**
 * PostgreSQL's SQLSTATEs that are faults: connection exceptions (08), the server shutting down or
 * starting (57P01–57P03), a lock wait or connection given up (55P03, 57014) and insufficient resources
 * (53: disk full, out of memory, too many connections).
 */
function postgresqlFault(state: string): DatabaseFaultKind | null {
  if (state === '53100') return 'full';
  if (/^(08|53)/.test(state) || ['57P01', '57P02', '57P03', '55P03', '57014'].includes(state))
    return 'unavailable';
  return null;
}

/** Socket errors of a server that cannot be reached, and what pg and Kysely say of a lost connection. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|Postgres connection has been discarded)/;

function kindOf(error: unknown): DatabaseFaultKind | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof DatabaseFault) return cause.kind;
    const code = String((cause as { code?: unknown }).code ?? '');
    if (code === 'ENOSPC') return 'full';
    const kind =
      SQLITE_FAULTS.find(([prefix]) => code.startsWith(prefix))?.[1] ??
      (/^[0-9A-Z]{5}$/.test(code) ? postgresqlFault(code) : null);
    if (kind) return kind;
    if (CONNECTION_CODES.has(code) || CONNECTION_LOST.test(cause.message)) return 'unavailable';
  }
  return null;
}

/** The DatabaseFault an error of a driver stands for, or null for any other error (a bug, bad data). */
export function faultOf(error: unknown): DatabaseFault | null {
  if (error instanceof DatabaseFault) return error;
  const kind = kindOf(error);
  return kind ? new DatabaseFault(kind, { cause: error }) : null;
}

/**
 * This process's view of the database's health, for the operator: the first fault of an outage is
 * logged (not one stack per request), every fault is counted in `portico_database_errors_total`, and
 * the first committed transaction after it is logged with how long the outage lasted. (Not any
 * success: while another process holds the write lock, or the disk is full, reads still succeed.)
 */
class DatabaseHealth {
  private logger: Logger | undefined;
  private outage: { kind: DatabaseFaultKind; since: number; faults: number } | null = null;

  watch(logger: Logger): void {
    this.logger = logger;
  }

  failed(fault: DatabaseFault): void {
    databaseFaults.inc({ kind: fault.kind });
    if (this.outage?.kind === fault.kind) {
      this.outage.faults++;
      return;
    }
    this.outage = { kind: fault.kind, since: Date.now(), faults: 1 };
    this.logger?.error({ kind: fault.kind, cause: (fault.cause as Error)?.message }, fault.message);
  }

  succeeded(): void {
    if (!this.outage) return;
    const { kind, since, faults } = this.outage;
    this.outage = null;
    this.logger?.warn({ kind, lastedMs: Date.now() - since, faults }, 'the database answers again');
  }
}

export const databaseHealth = new DatabaseHealth();

/**
 * Runs one step of talking to the database: a fault comes out as a DatabaseFault (noted in the
 * health), any other error as itself.
 */
async function guarded<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const fault = faultOf(error);
    if (!fault) throw error;
    databaseHealth.failed(fault);
    throw fault;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConnectionClass = abstract new (...args: any[]) => AbstractSqlConnection;

/**
 * One of MikroORM's connections whose statements and transaction steps report faults as
 * DatabaseFaults (see guarded). Kysely releases the connection whichever step fails, so the next
 * request finds it usable.
 */
export function withFaults<T extends ConnectionClass>(Base: T) {
  abstract class FaultReportingConnection extends Base {
    override execute<R>(...args: Parameters<AbstractSqlConnection['execute']>): Promise<R> {
      return guarded(() => super.execute(...args) as Promise<R>);
    }
    override begin(...args: Parameters<AbstractSqlConnection['begin']>) {
      return guarded(() => super.begin(...args));
    }
    override async commit(...args: Parameters<AbstractSqlConnection['commit']>) {
      await guarded(() => super.commit(...args));
      databaseHealth.succeeded();
    }
    override rollback(...args: Parameters<AbstractSqlConnection['rollback']>) {
      return guarded(() => super.rollback(...args));
    }
  }
  return FaultReportingConnection;
}
