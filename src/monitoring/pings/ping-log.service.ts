import type { DomainDeps } from '../../domain-deps.js';
import type { Check } from '../checks/check.entity.js';
import { Ping } from './ping.entity.js';
import { MAX_RUN_MS } from './ping-rules.js';
import { firstKeptPing } from './ping.service.js';

/** The API never returns more pings than this, whatever the project keeps. */
const MAX_LISTED = 1000;
const firstKept = (check: Check) => firstKeptPing(check.nPings, check.project.pingLogLimit);

/**
 * Gives success and fail pings the time since the start ping of the same run id: the latest earlier
 * start with that rid not already closed by a success or fail, less than 72 h before. Only the
 * listed pings are looked at, so a run that started before the oldest of them shows no duration.
 */
function measureRuns(newestFirst: Ping[]): void {
  const openStarts = new Map<string | null, Date>();
  for (const ping of [...newestFirst].reverse()) {
    if (ping.kind === 'start') openStarts.set(ping.rid, ping.created);
    if (ping.kind !== null && ping.kind !== 'fail') continue;
    const started = openStarts.get(ping.rid);
    openStarts.delete(ping.rid);
    const ms = started ? ping.created.getTime() - started.getTime() : Infinity;
    if (ms < MAX_RUN_MS) ping.duration = Math.round(ms / 10) / 100;
  }
}

/**
 * The ping logs of several checks, each newest first with run durations, in one query: each check's
 * kept pings (at most its project's log limit) are all the rows its condition matches.
 */
export async function listPingsOfChecks(deps: DomainDeps, checks: readonly Check[]): Promise<Ping[][]> {
  await deps.em.populate(checks as Check[], ['project']);
  const rows = await deps.em.find(
    Ping,
    { $or: checks.map((check) => ({ check, n: { $gte: firstKept(check) } })) },
    { orderBy: { check: 'asc', n: 'desc' } },
  );
  const byCheck = Map.groupBy(rows, (ping) => ping.check.id);
  return checks.map((check) => {
    const pings = (byCheck.get(check.id) ?? []).slice(0, Math.min(check.project.pingLogLimit, MAX_LISTED));
    measureRuns(pings);
    return pings;
  });
}

/** One ping still in the log, or null. */
export async function findPing(deps: DomainDeps, check: Check, n: number): Promise<Ping | null> {
  await deps.em.populate(check, ['project']);
  if (n < firstKept(check)) return null;
  return deps.em.findOne(Ping, { check, n });
}
