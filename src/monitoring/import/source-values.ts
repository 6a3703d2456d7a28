import { isIP } from 'node:net';
import { MAX_INTEGER } from '../../db/dialect.js';
import type { PingKind } from '../pings/ping.entity.js';
import { isExitStatus } from '../pings/ping-rules.js';
import type { SourceCheck, SourceFlip, SourcePing } from './healthchecks-api.js';
import { UUID } from '../../uuid.js';

/**
 * The values a Healthchecks source gives beyond a check's settings (which go through the API's own
 * validator), held to the rules Portico's own writes keep: counts and numbers that fit their columns,
 * times that are real and not ahead of now, statuses and kinds from their closed sets. What breaks a
 * rule is not stored; the caller says so, naming the check.
 */

/** A source's clock may run a little ahead of ours. */
const SKEW_MS = 24 * 3600 * 1000;
const STATUSES = new Set(['new', 'up', 'grace', 'started', 'down', 'paused']);
const PING_KINDS: Record<string, PingKind> = {
  success: null,
  start: 'start',
  fail: 'fail',
  log: 'log',
  ign: 'ign',
};
const SCHEMES = new Set(['http', 'https', 'email']);
/** A run id: a UUID in either case. */
const RID = new RegExp(UUID.source, 'i');
const METHOD = /^[A-Z]{1,10}$/;

export const isCount = (value: unknown, min = 0): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= MAX_INTEGER;

/** A time the source may have recorded: a real date, from 1970 until (about) now; else null. */
export function instantOf(value: unknown, now: Date): Date | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= 0 && time <= now.getTime() + SKEW_MS ? new Date(time) : null;
}

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The source check's state, with what had to be left out said in `problems`. */
export interface SourceState {
  lastPing: Date | null;
  /** Of the last closed run, in ms. */
  lastDuration: number | null;
  status: string;
  nPings: number | null;
  problems: string[];
}

export function stateOf(source: SourceCheck, now: Date): SourceState {
  const problems: string[] = [];
  const refuse = (field: string, value: unknown, rule: string) =>
    problems.push(`${field} ${shown(value)} is not ${rule}: not imported`);
  let lastPing: Date | null = null;
  if (source.last_ping !== null && source.last_ping !== undefined) {
    lastPing = instantOf(source.last_ping, now);
    if (!lastPing) refuse('last_ping', source.last_ping, 'a time up to now');
  }
  let lastDuration: number | null = null;
  if (source.last_duration !== null && source.last_duration !== undefined) {
    const ms = typeof source.last_duration === 'number' ? Math.round(source.last_duration * 1000) : NaN;
    if (isCount(ms)) lastDuration = ms;
    else
      refuse(
        'last_duration',
        source.last_duration,
        `a number of seconds up to ${Math.floor(MAX_INTEGER / 1000)}`,
      );
  }
  let status = source.status ?? 'new';
  if (!STATUSES.has(status)) {
    refuse('status', status, `one of ${[...STATUSES].join(', ')}`);
    status = 'new';
  }
  let nPings: number | null = null;
  if (source.n_pings !== undefined) {
    if (isCount(source.n_pings)) nPings = source.n_pings;
    else refuse('n_pings', source.n_pings, `a count up to ${MAX_INTEGER}`);
  }
  return { lastPing, lastDuration, status, nPings, problems };
}

/** A ping of the source as Portico stores it, or why it cannot be. */
export interface SourcePingValues {
  n: number;
  kind: PingKind;
  created: Date;
  scheme: string;
  method: string;
  remoteAddr: string | null;
  ua: string;
  rid: string | null;
  exitStatus: number | null;
}

export function pingOf(ping: SourcePing, now: Date): SourcePingValues | string {
  if (!isCount(ping.n, 1)) return `n ${shown(ping.n)} is not a ping number`;
  const created = instantOf(ping.date, now);
  if (!created) return `date ${shown(ping.date)} is not a time up to now`;
  if (!(ping.type in PING_KINDS)) return `type ${shown(ping.type)} is not a ping type`;
  if (!SCHEMES.has(ping.scheme)) return `scheme ${shown(ping.scheme)} is not http, https or email`;
  const text = (value: unknown, length: number) => (typeof value === 'string' ? value.slice(0, length) : '');
  return {
    n: ping.n,
    kind: PING_KINDS[ping.type]!,
    created,
    scheme: ping.scheme,
    method: typeof ping.method === 'string' && METHOD.test(ping.method) ? ping.method : '',
    remoteAddr: typeof ping.remote_addr === 'string' && isIP(ping.remote_addr) ? ping.remote_addr : null,
    ua: text(ping.ua, 200).replace(/\0/g, ''),
    rid: typeof ping.rid === 'string' && RID.test(ping.rid) ? ping.rid.toLowerCase() : null,
    exitStatus: isExitStatus(ping.exitstatus) ? ping.exitstatus : null,
  };
}

/** A flip of the source: when, and whether it went up; or why it cannot be stored. */
export function flipOf(flip: SourceFlip, now: Date): { created: Date; up: boolean } | string {
  const created = instantOf(flip.timestamp, now);
  if (!created) return `timestamp ${shown(flip.timestamp)} is not a time up to now`;
  if (flip.up !== 0 && flip.up !== 1 && typeof flip.up !== 'boolean')
    return `up ${shown(flip.up)} is not 0 or 1`;
  return { created, up: Boolean(flip.up) };
}
