import { guardedFetch, type FetchedResponse } from '../../net/guarded-fetch.js';
import type { AddressPolicy } from '../../net/address-guard.js';

/** A check as the Management API v3 lists it to a read-write key. */
export interface SourceCheck {
  uuid: string;
  name: string;
  slug?: string;
  tags?: string;
  desc?: string;
  grace?: number;
  n_pings?: number;
  status?: string;
  last_ping?: string | null;
  /** Seconds of the last closed run. */
  last_duration?: number;
  manual_resume?: boolean;
  methods?: string;
  start_kw?: string;
  success_kw?: string;
  failure_kw?: string;
  filter_subject?: boolean;
  filter_body?: boolean;
  filter_http_body?: boolean;
  filter_default_fail?: boolean;
  timeout?: number;
  schedule?: string;
  tz?: string;
  /** The ids of its integrations, comma-separated. */
  channels?: string;
}

export interface SourceChannel {
  id: string;
  name: string;
  kind: string;
}

export interface SourcePing {
  type: string;
  date: string;
  n: number;
  scheme: string;
  remote_addr: string | null;
  method: string;
  ua: string;
  rid?: string | null;
  exitstatus?: number | null;
  body_url?: string | null;
}

export interface SourceFlip {
  timestamp: string;
  up: number;
}

/** The operator names the source: any address, as for the SMTP relay. */
const OPERATOR_CHOSEN: AddressPolicy = { allowHosts: [], allowPrivate: true };

/** Why the source could not be read: its answer, in a sentence for the operator. */
export class SourceError extends Error {}

/** One exchange with the source, its whole answer included. */
const TIMEOUT_MS = 30_000;
/** A list's decoded answer: far more than a project's checks, pings or flips take, far less than a bomb. */
const MAX_LIST_BYTES = 32 * 1024 * 1024;

/**
 * A Healthchecks project read through its Management API v3 with a read-write key (or another Portico:
 * the same API). The base URL is the operator's, like the SMTP relay's, so it may be on a private
 * network; each exchange still has one deadline and a cap on its decoded answer.
 */
export class HealthchecksApi {
  private readonly base: string;

  constructor(
    base: string,
    private readonly apiKey: string,
  ) {
    let url: URL;
    try {
      url = new URL(base);
    } catch {
      throw new SourceError(`not a URL: ${base}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new SourceError(`not an http(s) URL: ${base}`);
    this.base = url.href.replace(/\/+$/, '');
  }

  /** The source's host, to name a project after it. */
  get host(): string {
    return new URL(this.base).host;
  }

  private async get(path: string, maxBytes: number, truncate = false): Promise<FetchedResponse> {
    const url = `${this.base}/api/v3/${path}`;
    let res: FetchedResponse;
    try {
      res = await guardedFetch(url, {
        headers: { 'X-Api-Key': this.apiKey },
        policy: OPERATOR_CHOSEN,
        timeoutMs: TIMEOUT_MS,
        maxBytes,
        truncate,
        decode: true,
        maxRedirects: 0,
      });
    } catch (error) {
      throw new SourceError(`${url} could not be read: ${(error as Error).message}`);
    }
    if (res.status === 401 || res.status === 403)
      throw new SourceError(`${url} refused the API key (${res.status}); a read-write key is needed`);
    if (res.status !== 200) throw new SourceError(`${url} answered ${res.status}`);
    return res;
  }

  private async json<T>(path: string, key: string): Promise<T> {
    const res = await this.get(path, MAX_LIST_BYTES);
    let body: unknown;
    try {
      body = JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new SourceError(`${res.url} did not answer JSON`);
    }
    // Portico's v3 lists flips as a bare array, Healthchecks wraps them like the other lists.
    const value = Array.isArray(body) ? body : (body as Record<string, unknown> | null)?.[key];
    if (!Array.isArray(value)) throw new SourceError(`${res.url} did not answer a "${key}" list`);
    return value as T;
  }

  async checks(): Promise<SourceCheck[]> {
    const checks = await this.json<SourceCheck[]>('checks/', 'checks');
    for (const check of checks)
      if (typeof check?.uuid !== 'string')
        throw new SourceError(
          'the source lists checks without their UUID: the API key must be a read-write key',
        );
    return checks;
  }

  channels = () => this.json<SourceChannel[]>('channels/', 'channels');
  pings = (uuid: string) => this.json<SourcePing[]>(`checks/${uuid}/pings/`, 'pings');
  flips = (uuid: string) => this.json<SourceFlip[]>(`checks/${uuid}/flips/`, 'flips');

  /**
   * A ping's body, from the source's own address whatever host its `body_url` names (the API key goes
   * only to the source); null when the source no longer has it.
   */
  async body(uuid: string, n: number, limit: number): Promise<Buffer | null> {
    try {
      return (await this.get(`checks/${uuid}/pings/${n}/body`, limit, true)).body;
    } catch (error) {
      if (error instanceof SourceError && / answered 404$/.test(error.message)) return null;
      throw error;
    }
  }
}
