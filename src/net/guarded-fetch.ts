import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { vetHost, type AddressPolicy } from './address-guard.js';

export interface GuardedRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  policy: AddressPolicy;
  /** One deadline for the whole exchange, redirects included. */
  timeoutMs: number;
  /** Larger bodies are refused (and their download stopped); 0: the body is not read. */
  maxBytes: number;
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
export class FetchFailed extends Error {}

interface Hop {
  method: string;
  headers: Record<string, string>;
  body?: string;
}

async function once(url: URL, hop: Hop, options: GuardedRequest, deadline: number): Promise<FetchedResponse> {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const vetted = await vetHost(url.hostname, port, options.policy);
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
        timeout: Math.max(1, deadline - Date.now()),
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
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) request.destroy(new FetchFailed('response too large'));
          else chunks.push(chunk);
        });
        res.on('end', () => answer(Buffer.concat(chunks)));
        res.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new FetchFailed('timed out')));
    request.on('error', reject);
    request.end(hop.body);
  });
}

/**
 * An HTTP(S) request to a user-given URL: every hop goes through the address guard and connects to
 * the address it vetted, with one deadline for the whole exchange and a cap on the answer.
 */
export async function guardedFetch(raw: string, options: GuardedRequest): Promise<FetchedResponse> {
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailed('not a URL');
  }
  let hop: Hop = { method: options.method ?? 'GET', headers: options.headers ?? {}, body: options.body };
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailed('not http(s)');
    let response;
    try {
      response = await once(url, hop, options, deadline);
    } catch (error) {
      // Refused addresses, timeouts, caps and network errors all mean: no answer from there.
      throw new FetchFailed((error as Error).message);
    }
    const redirect = response.status >= 300 && response.status < 400 && response.location;
    if (!redirect || redirects === options.maxRedirects) return response;
    url = new URL(response.location!, url);
    hop = { method: 'GET', headers: hop.headers };
  }
}
