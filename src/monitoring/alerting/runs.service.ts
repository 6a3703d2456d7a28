import type { DomainDeps } from '../../domain-deps.js';
import type { Check } from '../checks/check.entity.js';
import { CheckRun } from './check-run.entity.js';

/** Runs are kept this long, for the trends over 7 and 30 days. */
const RUN_RETENTION_MS = 31 * 24 * 3_600_000;

/** Deletes the runs past their keeping (those fanned out already): one statement for every check. */
export async function pruneRuns(deps: DomainDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RUN_RETENTION_MS);
  return deps.em.nativeDelete(CheckRun, { finished: { $lt: before }, processed: { $ne: null } });
}

/** A check's run times over a span: how many, and the percentiles, in milliseconds. */
export interface RunTrend {
  runs: number;
  slow: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
}

/** Nearest-rank percentile of sorted values. */
const rank = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.ceil((p / 100) * sorted.length) - 1] : null;

/** The run times of the check's runs that finished in the last `days` days. */
export async function runTrend(deps: DomainDeps, check: Check, days: number): Promise<RunTrend> {
  const since = new Date(deps.clock.now().getTime() - days * 86_400_000);
  const rows = await deps.em.execute<{ duration_ms: number; limit_ms: number | null }[]>(
    'select duration_ms, limit_ms from check_runs where check_id = ? and finished >= ? order by duration_ms',
    [check.id, since],
  );
  const sorted = rows.map((row) => Number(row.duration_ms));
  return {
    runs: sorted.length,
    slow: rows.filter((row) => row.limit_ms !== null && Number(row.duration_ms) > Number(row.limit_ms))
      .length,
    p50: rank(sorted, 50),
    p90: rank(sorted, 90),
    p99: rank(sorted, 99),
    max: sorted.at(-1) ?? null,
  };
}
