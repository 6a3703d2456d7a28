import type { DomainDeps } from '../../domain-deps.js';
import { badInput } from '../../errors.js';
import type { Check } from '../checks/check.entity.js';
import { Flip } from './flip.entity.js';

export interface FlipWindow {
  /** Flips at or after this moment. */
  start?: Date;
  /** Flips before this moment. */
  end?: Date;
  /** Flips of the last that many seconds (0 = no limit). */
  seconds?: number;
}

const SECONDS_MAX = 31536000;

/** The check's flips, newest first, within the window. */
export async function listFlips(deps: DomainDeps, check: Check, window: FlipWindow = {}): Promise<Flip[]> {
  return (await flipsOfChecks(deps, [check.id], window))[0];
}

/** The flips of several checks in one read, each check's newest first (a page of checks' `flips`). */
export async function flipsOfChecks(
  deps: DomainDeps,
  checkIds: readonly number[],
  window: FlipWindow = {},
): Promise<Flip[][]> {
  const { seconds } = window;
  if (seconds !== undefined && (!Number.isInteger(seconds) || seconds < 0 || seconds > SECONDS_MAX)) {
    throw badInput('invalid query', 'INVALID_FLIPS_QUERY');
  }
  const created: Record<string, Date> = {};
  if (window.start) created.$gte = window.start;
  if (window.end) created.$lt = window.end;
  if (seconds) {
    const since = new Date(deps.clock.now().getTime() - seconds * 1000);
    created.$gte = created.$gte && created.$gte > since ? created.$gte : since;
  }
  const flips = await deps.em.find(
    Flip,
    { check: { $in: [...checkIds] }, ...(Object.keys(created).length ? { created } : {}) },
    { orderBy: { created: 'desc', id: 'desc' } },
  );
  const byCheck = Map.groupBy(flips, (flip) => flip.check.id);
  return checkIds.map((id) => byCheck.get(id) ?? []);
}
