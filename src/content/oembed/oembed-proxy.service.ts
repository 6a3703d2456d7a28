import { can } from '../../auth/roles.js';
import { notAllowed } from '../../auth/roles.js';
import type { ContentDeps } from '../posts/post.service.js';
import { embedItem, invalidEmbedUrl, isOwnUrl, type OEmbedResponse } from './oembed.service.js';
import { discoverEndpoint, providerEndpoint } from './providers.js';
import { FetchFailed, guardedFetch, type GuardedRequest } from '../../net/guarded-fetch.js';
import { oembedPolicy } from '../../net/address-guard.js';

export interface ProxyRequest {
  url: string;
  maxWidth: number;
  maxHeight?: number;
  /** Look for an endpoint in the page itself when no known provider embeds it. */
  discover: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 500;

/**
 * Provider answers by request, kept a day like the reference's transient (oldest dropped first).
 * Per instance on purpose: it holds third parties' answers, not Portico data, so instances can't
 * disagree about anything of ours; a miss costs one more fetch from the provider.
 */
const cache = new Map<string, { until: number; data: OEmbedResponse }>();

function remember(key: string, data: OEmbedResponse, now: number) {
  cache.delete(key);
  cache.set(key, { until: now + DAY_MS, data });
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
}

/** The proxy's whole exchange with the provider: the page (when discovering) and the endpoint. */
const TIMEOUT_MS = 5000;

const FETCH: Omit<GuardedRequest, 'policy'> = {
  headers: { 'User-Agent': 'Portico oEmbed', Accept: 'application/json, text/html;q=0.9, */*;q=0.1' },
  timeoutMs: TIMEOUT_MS,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
};

/** The provider's answer for a URL: from a known provider, else (if asked) the endpoint the page advertises. */
async function fetchEmbed(
  request: ProxyRequest,
  allowHosts: readonly string[],
): Promise<OEmbedResponse | null> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const options = { ...FETCH, signal, policy: oembedPolicy(allowHosts) };
  let endpoint = providerEndpoint(request.url);
  if (!endpoint && request.discover) {
    const page = await guardedFetch(request.url, options);
    if (page.status !== 200) return null;
    endpoint = discoverEndpoint(page.body.toString('utf8'), page.url);
  }
  if (!endpoint) return null;
  const query = new URL(endpoint);
  if (!query.searchParams.has('url')) query.searchParams.set('url', request.url);
  query.searchParams.set('maxwidth', String(request.maxWidth));
  if (request.maxHeight) query.searchParams.set('maxheight', String(request.maxHeight));
  query.searchParams.set('format', 'json');
  const answer = await guardedFetch(query.href, options);
  if (answer.status !== 200) return null;
  let data: unknown;
  try {
    data = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('type' in data)) return null;
  return data as OEmbedResponse;
}

/**
 * The oEmbed proxy (for contributors and up): this site's URLs are answered locally, others by their
 * provider through the guarded fetch (public addresses only) and cached for a day.
 */
export async function proxyEmbed(deps: ContentDeps, request: ProxyRequest): Promise<OEmbedResponse> {
  if (!can(deps.user, 'edit_posts'))
    throw notAllowed(deps.user, 'FORBIDDEN', 'Sorry, you are not allowed to make proxied oEmbed requests.');
  if (isOwnUrl(deps, request.url)) return embedItem(deps, request.url, request.maxWidth);
  const key = JSON.stringify([request.url, request.maxWidth, request.maxHeight ?? null, request.discover]);
  const now = deps.clock.now().getTime();
  const hit = cache.get(key);
  if (hit && hit.until > now) return hit.data;
  let data: OEmbedResponse | null;
  try {
    data = await fetchEmbed(request, deps.settings.oembedAllowHosts);
  } catch (error) {
    if (!(error instanceof FetchFailed)) throw error;
    data = null;
  }
  if (!data) throw invalidEmbedUrl();
  remember(key, data, now);
  return data;
}
