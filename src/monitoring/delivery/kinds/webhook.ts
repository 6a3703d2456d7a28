import { send } from '../http.js';
import type { ChannelKindSpec } from '../kind.js';
import type { FlipNotice } from '../notice.js';

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
function isValidWebhook(value: string): boolean {
  try {
    const { url } = parseWebhook(value);
    return /^https?:$/.test(new URL(url.replace(/\$[A-Z]+/g, 'x')).protocol);
  } catch {
    return false;
  }
}

/** Replaces $NAME, $SLUG, $STATUS, $CODE (the check UUID), $NOW (ISO time) and $TAGS in a template. */
function renderTemplate(template: string, notice: FlipNotice, encode: (v: string) => string = (v) => v) {
  const values: Record<string, string> = {
    NAME: notice.check.name,
    SLUG: notice.check.slug,
    STATUS: notice.status,
    CODE: notice.check.uuid,
    NOW: notice.timestamp.toISOString(),
    TAGS: notice.check.tags,
  };
  return template.replace(/\$(NAME|SLUG|STATUS|CODE|NOW|TAGS)\b/g, (_, key: string) => encode(values[key]));
}

export const webhook: ChannelKindSpec = {
  summary:
    'A POST of `{check_id, name, slug, tags, status, timestamp}` as JSON, or of the value’s `body` template; `$NAME`, `$STATUS` … filled in the URL and body.',
  value: {
    description:
      'The URL, or {"url": …, "body": …}; $NAME, $SLUG, $STATUS, $CODE, $NOW and $TAGS are filled in.',
    expected: 'an http(s) URL or {"url": …, "body": …}',
    valid: isValidWebhook,
    url: true,
  },
  settings: [],
  deliver(notice, target, env) {
    const { url, body } = parseWebhook(target.value);
    const { check } = notice;
    return send(
      {
        url: renderTemplate(url, notice, encodeURIComponent),
        ...(body === undefined
          ? {
              json: {
                check_id: check.uuid,
                name: check.name,
                slug: check.slug,
                tags: check.tags,
                status: notice.status,
                timestamp: notice.timestamp.toISOString(),
              },
            }
          : {
              headers: { 'Content-Type': 'text/plain; charset=utf-8' },
              body: renderTemplate(body, notice),
            }),
      },
      env,
    );
  },
};
