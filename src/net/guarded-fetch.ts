import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { vetHost, type AddressPolicy } from './address-guard.js';

export interface GuardedRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  policy: AddressPolicy;
  /**
   * One deadline for the whole exchange — resolving, connecting, sending, the answer's headers and
   * its whole body, redirects included — however slowly the peer sends.
   */
  timeoutMs: number;
  /** Ends the exchange early (a caller's own deadline shared by several fetches). */
  signal?: AbortSignal;
  /** Larger bodies (decoded size) are refused and their download stopped; 0: the body is not read. */
  maxBytes: number;
  /** Past `maxBytes`, keep the first `maxBytes` and stop reading instead of refusing. */
  truncate?: boolean;
  /** Ask for gzip, deflate or br and decode the answer (its decoded size is what `maxBytes` caps). */
  decode?: boolean;
  /** Redirects followed (as GETs, each hop vetted); past them the redirect is the answer. */
  maxRedirects: number;
}

export interface FetchedResponse {
  url: string;
  status: number;
  contentType: string;
  location: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Any failure of a guarded fetch: refused address, timeout, too large, network. */
export class FetchFailed extends Error {
  /** The exchange ran out of time (its deadline or the caller's signal). */
  get timedOut(): boolean {
    return this.message === TIMED_OUT;
  }
}

const TIMED_OUT = 'timed out';

interface Hop {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A decoder for the answer's Content-Encoding, or null when it is sent as it is. */
function decoderOf(encoding: string | undefined): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** Reads at most `maxBytes` of a body (decoded), stopping the download once past it. */
function readBody(res: IncomingMessage, options: GuardedRequest): Promise<Buffer> {
  const decoder = options.decode ? decoderOf(res.headers['content-encoding']) : null;
  const source: Readable = decoder ? res.pipe(decoder) : res;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      res.destroy();
      decoder?.destroy();
    };
    res.on('error', (error) => {
      stop();
      reject(error);
    });
    source.on('data', (chunk: Buffer) => {
      const room = options.maxBytes - size;
      if (chunk.length <= room) {
        chunks.push(chunk);
        size += chunk.length;
        return;
      }
      stop();
      if (!options.truncate) return reject(new FetchFailed('response too large'));
      chunks.push(chunk.subarray(0, room));
      resolve(Buffer.concat(chunks));
    });
    source.on('end', () => resolve(Buffer.concat(chunks)));
    if (decoder)
      decoder.on('error', (error) => {
        stop();
        reject(new FetchFailed(`undecodable answer (${error.message})`));
      });
  });
}

async function once(
  url: URL,
  hop: Hop,
  options: GuardedRequest,
  signal: AbortSignal,
): Promise<FetchedResponse> {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const vetted = await abortable(vetHost(url.hostname, port, options.policy), signal);
  // Made inside the executor: a request Node refuses to start (a header value with a line break)
  // throws there, which rejects the promise instead of leaving it pending for ever.
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: hop.method,
        headers: hop.headers,
        // Connect to the address that was checked, whatever the name resolves to now.
        lookup: (_host, _opts, callback) =>
          (callback as (e: Error | null, address: string, family: number) => void)(
            null,
            vetted.address,
            vetted.family,
          ),
      },
      (res: IncomingMessage) => {
        const answer = (body: Buffer) =>
          resolve({
            url: url.href,
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            location: res.headers.location,
            headers: res.headers,
            body,
          });
        if (options.maxBytes === 0) {
          res.destroy();
          answer(Buffer.alloc(0));
          return;
        }
        readBody(res, options).then(answer, reject);
      },
    );
    // The deadline ends the exchange wherever it is: a peer that drips a byte at a time included.
    const onAbort = () => {
      const error = new FetchFailed(TIMED_OUT);
      request.destroy(error);
      reject(error);
    };
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('close', () => signal.removeEventListener('abort', onAbort));
    request.on('error', reject);
    request.end(hop.body);
  });
}

/** The promise, or a time-out once the signal fires (a DNS lookup cannot be cancelled, only left). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new FetchFailed(TIMED_OUT));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * An HTTP(S) request to a user-given URL: every hop goes through the address guard and connects to
 * the address it vetted, with one deadline for the whole exchange and a cap on the answer.
 */
export async function guardedFetch(raw: string, options: GuardedRequest): Promise<FetchedResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailed('not a URL');
  }
  const headers = {
    ...(options.decode ? { 'Accept-Encoding': 'gzip, deflate, br' } : {}),
    ...options.headers,
  };
  let hop: Hop = { method: options.method ?? 'GET', headers, body: options.body };
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailed('not http(s)');
    let response;
    try {
      response = await once(url, hop, options, signal);
    } catch (error) {
      // Refused addresses, timeouts, caps and network errors all mean: no answer from there.
      throw error instanceof FetchFailed ? error : new FetchFailed((error as Error).message);
    }
    const redirect = response.status >= 300 && response.status < 400 && response.location;
    if (!redirect || redirects === options.maxRedirects) return response;
    try {
      url = new URL(response.location!, url);
    } catch {
      throw new FetchFailed('redirected to no URL');
    }
    hop = { method: 'GET', headers: hop.headers };
  }
}
