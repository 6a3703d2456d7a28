import { quotedField, send } from '../http.js';
import type { ChannelKindSpec } from '../kind.js';
import {
  checkName,
  downDuration,
  otherChecksLines,
  pingBody,
  reasonLong,
  alertingLines,
  slowHeadline,
  type FlipNotice,
} from '../notice.js';
import { djangoEscape as e, formatDurationForSentence } from '../wording.js';
import { anchor, factLines, html } from './markup.js';

/** Healthchecks' telegram_message.html, line by line (Telegram's HTML parse mode). */
export function telegramText(notice: FlipNotice): string {
  const link = `<a href="${e(notice.check.url)}">${e(checkName(notice))}</a>`;
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const lines =
    notice.event === 'slow'
      ? [slowHeadline(link, html.bold)]
      : notice.status === 'down'
        ? [`🔴 The check ${link} is <b>DOWN</b>${reason ? ` (${reason})` : ''}.`]
        : [
            `🟢 The check ${link} is now <b>UP</b>.`,
            ...(downtime ? [`The downtime lasted ${formatDurationForSentence(downtime)}.`] : []),
          ];
  lines.push(...alertingLines(notice, e, anchor));
  lines.push('', ...factLines(notice, html));
  const body = pingBody(notice);
  if (body) lines.push('<b>Last Ping Body:</b>', `<pre>${e(body)}</pre>`);
  const others = otherChecksLines(
    notice,
    (c, lastPing) => `- <a href="${e(c.url)}">${e(c.name)}</a> (last ping: ${lastPing})`,
  );
  if (others.length) lines.push('', ...others);
  return lines.join('\n');
}

export const telegram: ChannelKindSpec = {
  summary:
    'Telegram Bot API `sendMessage` (HTML): status, reason or downtime, facts, last ping body, other checks down.',
  value: {
    description: 'The chat id (a user, group or channel the bot is in).',
    expected: 'a Telegram chat id (an integer)',
    valid: (value) => /^-?\d{1,20}$/.test(value) && Number.isSafeInteger(Number(value)),
  },
  settings: [{ key: 'threadId', type: 'int', description: 'The topic (message thread) of a forum group.' }],
  missingOperatorSetting: (settings) => (settings.integrations.telegramToken ? null : 'TELEGRAM_TOKEN'),
  deliver: (notice, target, env) =>
    send(
      {
        url: `${env.settings.integrations.telegramApiUrl}/bot${env.settings.integrations.telegramToken}/sendMessage`,
        json: {
          chat_id: Number(target.value),
          message_thread_id: target.config.threadId ?? null,
          text: telegramText(notice),
          parse_mode: 'html',
        },
        explain: quotedField('description'),
      },
      env,
    ),
};
