import { FetchFailed, guardedFetch } from '../../net/guarded-fetch.js';
import type { DeliveryEnv } from './kind.js';

/** A delivery that did not go through; `permanent` ones are not retried. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
    /** The receiver's Retry-After, when it gave one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** One delivery's deadline, all its exchanges included (Healthchecks gives each request 10 s). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A delivery's error when its deadline passed (Healthchecks' wording). */
export const TIMED_OUT = 'Timed out';

export interface OutboundRequest {
  method?: 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string | number>;
  /** A body as given, with the Content-Type in `headers`. */
  body?: string;
  /** HTTP basic credentials. */
  auth?: [user: string, password: string];
  /** What the kind reads from a refusal's body, after "Received status code N" (`with a message: "…"`). */
  explain?: (body: Buffer) => string;
}

/** What Healthchecks takes as delivered. */
const ACCEPTED = new Set([200, 201, 202, 204]);
/** Enough of a refusal's body for its error message. */
const MAX_ANSWER_BYTES = 64 * 1024;
const MAX_RETRY_AFTER_MS = 3_600_000;

/** Retry-After as seconds or an HTTP date, at most an hour. */
function retryAfter(header: string | undefined, now: number): number | null {
  if (!header) return null;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

/**
 * Sends one request of a transport through the address guard (no redirects, within the delivery's
 * deadline). A 4xx answer other than 408 and 429 is permanent; 5xx, 408, 429 and network failures are
 * worth retrying.
 */
export async function send(request: OutboundRequest, env: DeliveryEnv): Promise<void> {
  const headers: Record<string, string> = {};
  let body = request.body;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const fields = Object.entries(request.form).map(([key, value]): [string, string] => [key, String(value)]);
    body = new URLSearchParams(fields).toString();
  }
  if (request.auth) headers.Authorization = 'Basic ' + Buffer.from(request.auth.join(':')).toString('base64');
  let response;
  try {
    response = await guardedFetch(request.url, {
      method: request.method ?? 'POST',
      headers: { ...headers, ...request.headers },
      body,
      policy: env.policy,
      signal: env.deadline,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
    });
  } catch (error) {
    throw new DeliveryError(
      error instanceof FetchFailed && error.timedOut ? TIMED_OUT : (error as Error).message,
    );
  }
  const { status } = response;
  if (ACCEPTED.has(status)) return;
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  throw new DeliveryError(
    `Received status code ${status}${request.explain?.(response.body) ?? ''}`,
    permanent,
    retryAfter(response.headers['retry-after'], Date.now()),
  );
}

/** A refusal's JSON `field` as Healthchecks quotes it: ` with a message: "…"`, or nothing. */
export const quotedField =
  (field: string) =>
  (body: Buffer): string => {
    try {
      const value = (JSON.parse(body.toString('utf8')) as Record<string, unknown>)[field];
      return typeof value === 'string' ? ` with a message: "${value}"` : '';
    } catch {
      return '';
    }
  };

/** An http(s) URL. */
export function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
