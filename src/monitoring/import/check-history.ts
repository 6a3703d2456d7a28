import type { DomainDeps } from '../../domain-deps.js';
import type { Check } from '../checks/check.entity.js';
import { Flip } from '../flips/flip.entity.js';
import { Ping } from '../pings/ping.entity.js';
import type { HealthchecksApi, SourceFlip, SourcePing } from './healthchecks-api.js';
import { flipOf, isCount, pingOf } from './source-values.js';

/** What one check brings along: its ping log with bodies and its flips (with `--history`). */
export interface CheckHistory {
  pings: (SourcePing & { body: Buffer | null })[];
  flips: SourceFlip[];
}

/**
 * The source's pings and flips this check does not have yet (by ping number, by flip time); those the
 * rules refuse are left out, counted in one warning. The check counts at least as many pings as its
 * highest number, so the next one it receives takes a free number.
 */
export async function addHistory(
  deps: DomainDeps,
  check: Check,
  history: CheckHistory,
  warn: (problem: string) => void,
): Promise<[number, number]> {
  const { em } = deps;
  const now = deps.clock.now();
  const refused = new Map<string, number>();
  const refuse = (reason: string) => refused.set(reason, (refused.get(reason) ?? 0) + 1);
  const numbers = new Set((await em.find(Ping, { check }, { fields: ['n'] })).map((ping) => ping.n));
  let pings = 0;
  for (const ping of history.pings) {
    const values = pingOf(ping, now);
    if (typeof values === 'string') {
      refuse(`ping ${values}`);
      continue;
    }
    if (numbers.has(values.n)) continue;
    numbers.add(values.n);
    em.create(Ping, { check, ...values, body: ping.body?.subarray(0, deps.settings.pingBodyLimit) ?? null });
    check.nPings = Math.max(check.nPings, values.n);
    pings++;
  }
  const times = new Set(
    (await em.find(Flip, { check }, { fields: ['created'] })).map((f) => f.created.getTime()),
  );
  const flips = [];
  for (const source of history.flips) {
    const flip = flipOf(source, now);
    if (typeof flip === 'string') refuse(`flip ${flip}`);
    else if (!times.has(flip.created.getTime())) flips.push(flip);
  }
  // Stored oldest first (the source lists them newest first, as Healthchecks does): the API shows
  // seconds, so flips of one second keep the source's order only by the ids they get here.
  for (const flip of flips.reverse()) {
    const [oldStatus, newStatus] = flip.up ? ['down', 'up'] : ['up', 'down'];
    // Already notified by the source: processed, so the notifier leaves it alone.
    em.create(Flip, {
      check,
      created: flip.created,
      oldStatus,
      newStatus,
      reason: '',
      processed: flip.created,
    });
  }
  for (const [reason, count] of refused)
    warn(`${count} not imported: ${reason}${count > 1 ? ' (and alike)' : ''}`);
  return [pings, flips.length];
}

/** A check's history from the source; bodies are downloaded no further than they are kept. */
export async function historyOf(
  api: HealthchecksApi,
  uuid: string,
  bodyLimit: number,
): Promise<CheckHistory> {
  const pings = [];
  for (const ping of await api.pings(uuid)) {
    // Its number names the body's URL: only a real one is asked for.
    const body = ping.body_url && isCount(ping.n, 1) ? await api.body(uuid, ping.n, bodyLimit) : null;
    pings.push({ ...ping, body });
  }
  return { pings, flips: await api.flips(uuid) };
}
