import type { DomainDeps } from '../domain-deps.js';
import { Check } from '../monitoring/checks/check.entity.js';
import { checkLiveEvent } from '../monitoring/checks/check-events.js';
import { Flip } from '../monitoring/flips/flip.entity.js';
import { statusFlip } from '../monitoring/flips/flip-rules.js';
import { deadlines, displayStatus, downDeadline } from '../monitoring/checks/status.js';
import { publishLive } from '../live/publish.js';

const BATCH = 100;

/**
 * Flips checks whose deadline passed to down, with the deadline as the flip's time. Each flip is
 * claimed by a conditional update on the state that was read, so when several processes run this
 * on one database (or a ping lands meanwhile) a check is flipped at most once. Returns the flips.
 */
export async function detectDownChecks(deps: DomainDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.em.find(
    Check,
    { alertAfter: { $lte: now }, status: { $ne: 'down' } },
    { orderBy: { alertAfter: 'asc' }, limit: BATCH },
  );
  let flipped = 0;
  for (const check of due) {
    const seen = { id: check.id, status: check.status, alertAfter: check.alertAfter, nPings: check.nPings };
    if (displayStatus(check, now) !== 'down') {
      // Not down after all (a schedule moved on): look again at the next deadline.
      await deps.em.nativeUpdate(Check, seen, deadlines(check));
      continue;
    }
    const deadline = downDeadline(check) ?? now;
    await deps.em.transactional(async (em) => {
      if ((await em.nativeUpdate(Check, seen, { status: 'down', alertAfter: null, graceAt: null })) !== 1)
        return;
      const flip = statusFlip(seen.status, 'down', 'timeout', deadline);
      em.create(Flip, { check: check.id, ...flip });
      await publishLive(em, [
        checkLiveEvent(check, check.project.id, 'STATUS', deadline, { status: 'down', flip }),
      ]);
      flipped++;
    });
  }
  return flipped;
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
