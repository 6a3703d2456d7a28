import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { vetHost } from './address-guard.js';

export interface SafeFetchOptions {
  /** `host:port` pairs that may be reached on any address (tests, intranets). */
  allowHosts: readonly string[];
  timeoutMs: number;
  /** Larger bodies are refused (and their download stopped). */
  maxBytes: number;
  maxRedirects: number;
}

export interface FetchedResponse {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

/** Any failure of a guarded fetch: refused address, timeout, too large, too many redirects, network. */
export class FetchFailed extends Error {}

function once(
  url: URL,
  options: SafeFetchOptions,
  deadline: number,
): Promise<{ res: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    vetHost(url.hostname, port, options.allowHosts).then((vetted) => {
      const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
        url,
        {
          method: 'GET',
          headers: { 'User-Agent': 'Portico oEmbed', Accept: 'application/json, text/html;q=0.9, */*;q=0.1' },
          // Connect to the address that was checked, whatever the name resolves to now.
          lookup: (_host, _opts, callback) =>
            (callback as (e: Error | null, address: string, family: number) => void)(
              null,
              vetted.address,
              vetted.family,
            ),
          timeout: Math.max(1, deadline - Date.now()),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > options.maxBytes) {
              request.destroy(new FetchFailed('response too large'));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new FetchFailed('timed out')));
      request.on('error', reject);
      request.end();
    }, reject);
  });
}

/**
 * GET over HTTP(S) for server-side fetches of user-given URLs: every hop (redirects too) goes through
 * the address guard, with one deadline for the whole fetch and a cap on the body.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<FetchedResponse> {
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailed('not a URL');
  }
  for (let hop = 0; hop <= options.maxRedirects; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchFailed('not http(s)');
    let result;
    try {
      result = await once(url, options, deadline);
    } catch (error) {
      // Refused addresses, timeouts, caps and network errors all mean: no answer from there.
      throw new FetchFailed((error as Error).message);
    }
    const { res, body } = result;
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (status >= 300 && status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    return { url: url.href, status, contentType: String(res.headers['content-type'] ?? ''), body };
  }
  throw new FetchFailed('too many redirects');
}
