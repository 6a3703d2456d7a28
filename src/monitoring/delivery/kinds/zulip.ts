import { isHttpUrl, quotedField, send } from '../http.js';
import type { ChannelKindSpec } from '../kind.js';
import { alertingLines, checkName, downDuration, reasonLong, upper, type FlipNotice } from '../notice.js';
import { markdownLink } from './markup.js';
import { djangoEscape as e, formatDurationForSentence } from '../wording.js';

/** Healthchecks' zulip_content.html (Zulip Markdown), without its template's blank lines. */
function content(notice: FlipNotice): string {
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const lines = [
    `[${e(checkName(notice))}](${e(notice.check.url)}) is **${upper(notice)}**${reason ? ` (${reason})` : ''}.`,
  ];
  if (downtime) lines.push(`The downtime lasted ${formatDurationForSentence(downtime)}.`);
  lines.push(...alertingLines(notice, e, markdownLink));
  if (notice.check.desc) lines.push('', '---', '**Description**', e(notice.check.desc));
  return lines.join('\n');
}

export const zulip: ChannelKindSpec = {
  summary: 'Zulip `POST /api/v1/messages` as a bot: to a stream topic or a user, the status with a link.',
  value: {
    description: 'The Zulip site URL, e.g. https://example.zulipchat.com.',
    expected: 'an http(s) URL',
    valid: isHttpUrl,
    url: true,
  },
  settings: [
    {
      key: 'botEmail',
      type: 'string',
      required: true,
      maxLength: 200,
      description: 'The bot’s e-mail address.',
    },
    {
      key: 'apiKey',
      type: 'string',
      required: true,
      secret: true,
      maxLength: 100,
      description: 'The bot’s API key.',
    },
    {
      key: 'type',
      type: 'string',
      default: 'stream',
      choices: ['stream', 'private'],
      description: 'stream or private (a direct message).',
    },
    {
      key: 'to',
      type: 'string',
      required: true,
      maxLength: 200,
      description: 'The stream name, or the user’s e-mail or id.',
    },
    {
      key: 'topic',
      type: 'string',
      maxLength: 200,
      description: 'The stream topic; unset: "<check> is DOWN".',
    },
  ],
  deliver(notice, target, env) {
    const { botEmail, apiKey, type, to, topic } = target.config as Record<string, string>;
    return send(
      {
        url: `${target.value.replace(/\/+$/, '')}/api/v1/messages`,
        auth: [botEmail, apiKey],
        form: {
          type,
          // A direct message to a user id is a JSON list of ids.
          to: type === 'private' && /^\d+$/.test(to) ? `[${to}]` : to,
          topic: topic || `${checkName(notice)} is ${upper(notice)}`,
          content: content(notice),
        },
        explain: quotedField('msg'),
      },
      env,
    );
  },
};
