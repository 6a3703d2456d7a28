import { badInput, conflict } from '../../errors.js';
import type { Check } from '../checks/check.entity.js';
import type { PingKind } from './ping.entity.js';
import { isExitStatus, type PingAction } from './ping-rules.js';
import { UUID } from '../../uuid.js';

export type PingTarget = { uuid: string } | { pingKey: string; slug: string; create: boolean };

/** A received ping, from HTTP or mail, before it is matched to a check. */
export interface IncomingPing {
  target: PingTarget;
  /** The action for the matched check (HTTP and mail classify differently). */
  action: (check: Check) => PingAction;
  exitStatus: number | null;
  rid: string | null;
  scheme: string;
  method: string;
  remoteAddr: string | null;
  userAgent: string;
  body: Buffer | null;
}

export interface RecordedPing {
  /** The check was auto-provisioned by this ping (`?create=1`). */
  created: boolean;
  n: number;
  kind: PingKind;
}

/** A run id: a UUID in either case. */
const RID = new RegExp(UUID.source, 'i');
/** Pruning of the ping log runs on every 100th ping of a check. */
export const PRUNE_EVERY = 100;
export const FLIP_RETENTION_MS = 93 * 24 * 3600 * 1000;

/** The lowest `n` still in a check's ping log: the project keeps its `ping_log_limit` newest pings. */
export const firstKeptPing = (nPings: number, pingLogLimit: number) => nPings - pingLogLimit + 1;

/** Checked before the slug lookup, as the reference does. */
export function checkSlug(target: PingTarget): void {
  if ('slug' in target && /[A-Z]/.test(target.slug)) throw badInput('invalid url format', 'INVALID_URL');
}

/** Checked once the check is found (an unknown check is a 404 first). */
export function checkPingArguments(ping: IncomingPing): void {
  if (ping.exitStatus !== null && !isExitStatus(ping.exitStatus))
    throw badInput('invalid url format', 'INVALID_URL');
  if (ping.rid !== null && !RID.test(ping.rid)) throw badInput('invalid uuid format', 'INVALID_UUID');
}

export const ambiguousSlug = () => conflict('ambiguous slug', 'AMBIGUOUS_SLUG');
