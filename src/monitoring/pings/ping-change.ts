import type { Check } from '../checks/check.entity.js';
import type { FlipRow } from '../flips/flip-rules.js';
import type { PingKind } from './ping.entity.js';
import { applyPing } from './ping-rules.js';
import { firstKeptPing, PRUNE_EVERY, type IncomingPing } from './ping.service.js';

/** The columns of a check that a ping moves. */
export type CheckPatch = Pick<
  Check,
  'status' | 'lastPing' | 'lastStart' | 'lastStartRid' | 'lastDuration' | 'nPings' | 'alertAfter' | 'graceAt'
>;

/** A row of `pings` (the values cut to their columns' sizes). */
export interface PingRow {
  n: number;
  kind: PingKind;
  created: Date;
  scheme: string;
  method: string;
  remoteAddr: string | null;
  ua: string;
  body: Buffer | null;
  rid: string | null;
  exitStatus: number | null;
}

/** Everything one ping changes, for a store to write: the check, the ping, a flip, a pruned log. */
export interface PingChange {
  checkId: number;
  patch: CheckPatch;
  ping: PingRow;
  flip: FlipRow | null;
  /** The run the ping ended (start → success or failure), and whether it took longer than allowed. */
  run: { durationMs: number; limitMs: number | null; slow: boolean } | null;
  /** Every 100th ping prunes the log: pings below this number go (and older flips, notifications). */
  pruneBelow: number | null;
}

/**
 * Applies one ping received at `now` to the check (which it updates, so the next ping of the same
 * group sees it) and returns the change. One reading of the clock: the ping, last_ping and any flip
 * share `now`. `logLimit` is the project's ping_log_limit.
 */
export function pingChange(check: Check, logLimit: number, ping: IncomingPing, now: Date): PingChange {
  const applied = applyPing(check, ping.action(check), now, ping.rid);
  const { status, lastPing, lastStart, lastStartRid, lastDuration, nPings, alertAfter, graceAt } = check;
  return {
    checkId: check.id,
    patch: { status, lastPing, lastStart, lastStartRid, lastDuration, nPings, alertAfter, graceAt },
    ping: {
      n: applied.n,
      kind: applied.kind,
      created: now,
      scheme: ping.scheme,
      method: ping.method.slice(0, 10),
      remoteAddr: ping.remoteAddr?.slice(0, 45) ?? null,
      ua: ping.userAgent.slice(0, 200),
      body: ping.body?.length ? ping.body : null,
      rid: ping.rid,
      exitStatus: ping.exitStatus,
    },
    flip: applied.flip,
    run:
      lastDuration === null || applied.kind === 'start'
        ? null
        : {
            durationMs: lastDuration,
            limitMs: check.maxRunTime === null ? null : check.maxRunTime * 1000,
            slow: check.maxRunTime !== null && lastDuration > check.maxRunTime * 1000,
          },
    pruneBelow: applied.n % PRUNE_EVERY === 0 ? firstKeptPing(applied.n, logLimit) : null,
  };
}
