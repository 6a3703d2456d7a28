import { send } from '../http.js';
import { maskUrlSecrets } from '../masking.js';
import type { ChannelKindSpec } from '../kind.js';
import { tagList, type FlipNotice } from '../notice.js';

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

/** `up` or `down`; `slow` for a slow run (a reminder says `down` again, as the fall it repeats). */
const webhookStatus = (notice: FlipNotice) => (notice.event === 'slow' ? 'slow' : notice.status);

/** Python's json.dumps of a string: non-ASCII written as `\\uXXXX`, as Healthchecks' $…_JSON values are. */
const pythonJson = (text: string) =>
  JSON.stringify(text).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Python's urllib quote(): `/` and `_.-~` kept, everything else percent-encoded. */
const pythonQuote = (text: string) =>
  encodeURIComponent(text.toWellFormed())
    .replaceAll('%2F', '/')
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Healthchecks' webhook placeholders in a template: $CODE (the check's UUID), $STATUS, $NOW (the flip's
 * time, to the second), $NAME and $NAME_JSON (the name as a JSON string), $SLUG, $TAGS and $TAG1 …,
 * $EXITSTATUS (the last ping's, or -1) and in a body $BODY and $BODY_JSON (the last ping's body). As
 * its replace(): only placeholders written in the template are filled (a name holding `$TAGS` stays
 * as it is), each `$` taking the first placeholder it starts with; values in a URL are quoted.
 */
function renderTemplate(template: string, notice: FlipNotice, place: 'url' | 'body'): string {
  const safe = place === 'url' ? pythonQuote : (text: string) => text;
  const { check, lastPing } = notice;
  const values: [string, string][] = [
    ['$CODE', check.uuid],
    ['$STATUS', webhookStatus(notice)],
    ['$NOW', safe(`${notice.timestamp.toISOString().slice(0, 19)}+00:00`)],
    ['$NAME_JSON', safe(pythonJson(check.name))],
    ['$NAME', safe(check.name)],
    ['$SLUG', check.slug],
    ['$TAGS', safe(check.tags)],
  ];
  if (place === 'body' && template.includes('$BODY')) {
    const body = lastPing?.body?.length ? lastPing.body.toString('utf8') : '';
    values.push(['$BODY_JSON', pythonJson(body)], ['$BODY', body]);
  }
  if (template.includes('$EXITSTATUS')) values.push(['$EXITSTATUS', String(lastPing?.exitStatus ?? -1)]);
  tagList(notice).forEach((tag, index) => values.push([`$TAG${index + 1}`, safe(tag)]));
  const [first, ...parts] = template.split('$');
  return (
    first +
    parts
      .map((part) => {
        const written = `$${part}`;
        const match = values.find(([placeholder]) => written.startsWith(placeholder));
        return match ? match[1] + written.slice(match[0].length) : written;
      })
      .join('')
  );
}

export const webhook: ChannelKindSpec = {
  summary:
    'A POST of `{check_id, name, slug, tags, status, timestamp}` as JSON, or of the value’s `body` template; Healthchecks’ `$NAME`, `$NAME_JSON`, `$STATUS`, `$BODY_JSON` … filled in the URL and body.',
  value: {
    description:
      'The URL, or {"url": …, "body": …}; $CODE, $STATUS, $NOW, $NAME, $NAME_JSON, $SLUG, $TAGS, $TAG1 …, $EXITSTATUS and (in a body) $BODY and $BODY_JSON are filled in.',
    expected: 'an http(s) URL or {"url": …, "body": …}',
    valid: isValidWebhook,
    url: true,
    shown(value) {
      if (!value.trim().startsWith('{')) return maskUrlSecrets(value);
      try {
        const parsed = JSON.parse(value) as Record<string, unknown>;
        return JSON.stringify({ ...parsed, url: maskUrlSecrets(String(parsed.url)) });
      } catch {
        return '••••';
      }
    },
  },
  settings: [],
  deliver(notice, target, env) {
    const { url, body } = parseWebhook(target.value);
    const { check } = notice;
    return send(
      {
        url: renderTemplate(url, notice, 'url'),
        ...(body === undefined
          ? {
              json: {
                check_id: check.uuid,
                name: check.name,
                slug: check.slug,
                tags: check.tags,
                status: webhookStatus(notice),
                timestamp: notice.timestamp.toISOString(),
                // The rules' note and snooze link, in a notice they shaped; a plain flip's body is unchanged.
                ...(notice.note ? { note: notice.note, snooze_url: notice.snoozeUrl ?? null } : {}),
              },
            }
          : {
              headers: { 'Content-Type': 'text/plain; charset=utf-8' },
              body: renderTemplate(body, notice, 'body'),
            }),
      },
      env,
    );
  },
};
