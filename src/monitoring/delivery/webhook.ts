import type { AddressPolicy } from '../../net/address-guard.js';
import { guardedFetch } from '../../net/guarded-fetch.js';
import { renderTemplate, type FlipMessage } from './message.js';

const TIMEOUT_MS = 10_000;

/**
 * A webhook channel's value is its URL, which may use $NAME, $STATUS and friends; or a JSON object
 * `{"url": "…", "body": "…"}` whose body template replaces the default JSON body.
 */
export function parseWebhook(value: string): { url: string; body?: string } {
  if (!value.trim().startsWith('{')) return { url: value };
  const parsed = JSON.parse(value) as { url?: unknown; body?: unknown };
  if (typeof parsed.url !== 'string') throw new Error('webhook value has no "url"');
  return { url: parsed.url, body: typeof parsed.body === 'string' ? parsed.body : undefined };
}

/** An http(s) URL once its $VARIABLES are filled in, alone or as the `url` of the JSON form. */
export function isValidWebhook(value: string): boolean {
  try {
    const { url } = parseWebhook(value);
    return /^https?:$/.test(new URL(url.replace(/\$[A-Z]+/g, 'x')).protocol);
  } catch {
    return false;
  }
}

/** POSTs the message; the URL must pass the address guard (no redirects are followed). */
export async function sendWebhook(value: string, message: FlipMessage, policy: AddressPolicy): Promise<void> {
  const { url, body } = parseWebhook(value);
  const payload =
    body === undefined
      ? JSON.stringify({
          check_id: message.checkId,
          name: message.name,
          slug: message.slug,
          tags: message.tags,
          status: message.status,
          timestamp: message.timestamp.toISOString(),
        })
      : renderTemplate(body, message);
  const response = await guardedFetch(renderTemplate(url, message, encodeURIComponent), {
    method: 'POST',
    headers: { 'Content-Type': body === undefined ? 'application/json' : 'text/plain; charset=utf-8' },
    body: payload,
    policy,
    timeoutMs: TIMEOUT_MS,
    maxBytes: 0,
    maxRedirects: 0,
  });
  if (response.status >= 300) throw new Error(`webhook answered HTTP ${response.status}`);
}
