import type { DomainDeps } from '../domain-deps.js';
import { Check } from '../monitoring/checks/check.entity.js';
import { checkLiveEvent } from '../monitoring/checks/check-events.js';
import { Flip } from '../monitoring/flips/flip.entity.js';
import { statusFlip } from '../monitoring/flips/flip-rules.js';
import { deadlines, displayStatus, downDeadline } from '../monitoring/checks/status.js';
import { publishLive } from '../live/publish.js';

const BATCH = 100;
/** Batches one round flips at most before the next round (other jobs get their turn between). */
const BATCHES_PER_ROUND = 50;

/**
 * Flips checks whose deadline passed to down, with the deadline as the flip's time, a batch at a
 * time until none is left (at the top of an hour, hundreds fall due at once). Each flip is claimed by
 * a conditional update on the state that was read, so when several processes run this on one
 * database (or a ping lands meanwhile) a check is flipped at most once. Returns the flips.
 */
export async function detectDownChecks(deps: DomainDeps): Promise<number> {
  let flipped = 0;
  for (let batch = 0; batch < BATCHES_PER_ROUND; batch++) {
    const { due, claimed, flips } = await detectBatch(deps);
    flipped += flips;
    // A batch whose every claim failed (pings changing them meanwhile) waits for the next round.
    if (due < BATCH || !claimed) break;
  }
  return flipped;
}

/**
 * One batch: the checks due first, the flips of those that are down in one transaction. Returns how
 * many were due, how many of them this batch changed (flipped, or given their next deadline) and the
 * flips.
 */
async function detectBatch(deps: DomainDeps): Promise<{ due: number; claimed: number; flips: number }> {
  const now = deps.clock.now();
  const due = await deps.em.find(
    Check,
    { alertAfter: { $lte: now }, status: { $ne: 'down' } },
    { orderBy: { alertAfter: 'asc' }, limit: BATCH },
  );
  const seen = (check: Check) => ({
    id: check.id,
    status: check.status,
    alertAfter: check.alertAfter,
    nPings: check.nPings,
  });
  const down: Check[] = [];
  let moved = 0;
  for (const check of due) {
    if (displayStatus(check, now) === 'down') down.push(check);
    // Not down after all (a schedule moved on): look again at the next deadline.
    else moved += await deps.em.nativeUpdate(Check, seen(check), deadlines(check));
  }
  if (!down.length) return { due: due.length, claimed: moved, flips: 0 };
  // Claimed in the order of their ids, the order a group of pings locks checks in: the two never
  // wait for each other's rows crosswise.
  down.sort((a, b) => a.id - b.id);
  const flips = await deps.em.transactional(async (em) => {
    const events = [];
    for (const check of down) {
      if (
        (await em.nativeUpdate(Check, seen(check), { status: 'down', alertAfter: null, graceAt: null })) !== 1
      )
        continue;
      const flip = statusFlip(check.status, 'down', 'timeout', downDeadline(check) ?? now);
      em.create(Flip, { check: check.id, ...flip });
      events.push(checkLiveEvent(check, check.project.id, 'STATUS', flip.created, { status: 'down', flip }));
    }
    await publishLive(em, events);
    return events.length;
  });
  return { due: due.length, claimed: moved + flips, flips };
}

/**
 * Announces checks whose grace period began (up → grace happens by time, with no write to publish it
 * from): each is claimed by clearing its `graceAt` conditionally, so one instance announces it once,
 * with a STATUS event in the same transaction. Returns how many were announced.
 */
export async function announceGrace(deps: DomainDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.em.find(
    Check,
    { graceAt: { $lte: now } },
    { orderBy: { graceAt: 'asc' }, limit: BATCH },
  );
  let announced = 0;
  for (const check of due)
    await deps.em.transactional(async (em) => {
      if ((await em.nativeUpdate(Check, { id: check.id, graceAt: check.graceAt }, { graceAt: null })) !== 1)
        return;
      if (displayStatus(check, now) !== 'grace') return; // pinged or down meanwhile: nothing to say
      await publishLive(em, [
        checkLiveEvent(check, check.project.id, 'STATUS', check.graceAt!, { status: 'grace' }),
      ]);
      announced++;
    });
  return announced;
}
