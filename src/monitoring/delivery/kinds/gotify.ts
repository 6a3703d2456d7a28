import { isHttpUrl, send } from '../http.js';
import type { ChannelKindSpec, ChannelTarget } from '../kind.js';
import {
  alertingLines,
  checkName,
  downDuration,
  otherChecksLines,
  reasonLong,
  slowHeadline,
  upper,
  type FlipNotice,
} from '../notice.js';
import { markdown, markdownLink } from './markup.js';
import { djangoEscape as e, formatDurationForSentence } from '../wording.js';

/** Healthchecks' gotify_message.html (Markdown). */
function message(notice: FlipNotice): string {
  const link = `[${e(checkName(notice))}](${e(notice.check.url)})`;
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const lines =
    notice.event === 'slow'
      ? [slowHeadline(link, markdown.bold)]
      : notice.status === 'down'
        ? [`🔴 The check ${link} is **DOWN**${reason ? ` (${reason})` : ''}.`]
        : [
            `🟢 The check ${link} is now **UP**.`,
            ...(downtime ? ['', `The downtime lasted ${formatDurationForSentence(downtime)}.`] : []),
          ];
  lines.push(...alertingLines(notice, e, markdownLink).flatMap((line) => ['', line]));
  const others = otherChecksLines(
    notice,
    (c, lastPing) => `- [${e(c.name)}](${e(c.url)}) (last ping: ${lastPing})`,
  );
  if (others.length) lines.push('', ...others);
  return lines.join('\n');
}

/** Gotify's priorities as Healthchecks offers them; 0 sends nothing. */
const PRIORITIES = [0, 2, 5, 9] as const;
const priority = (status: 'up' | 'down', target: ChannelTarget) =>
  (status === 'up' ? target.config.priorityUp : target.config.priority) as number | undefined;

export const gotify: ChannelKindSpec = {
  summary: 'Gotify `POST /message` (Markdown) with a title and priority per status.',
  value: {
    description: 'The Gotify server URL.',
    expected: 'an http(s) URL',
    valid: isHttpUrl,
    url: true,
  },
  settings: [
    {
      key: 'token',
      type: 'string',
      required: true,
      secret: true,
      maxLength: 50,
      description: 'The application token.',
    },
    {
      key: 'priority',
      type: 'int',
      choices: PRIORITIES,
      description: 'Priority of down alerts (0: none); unset, the application’s own.',
    },
    {
      key: 'priorityUp',
      type: 'int',
      choices: PRIORITIES,
      description: 'Priority of up alerts (0: none); unset, the application’s own.',
    },
  ],
  quiet: (status, target) => priority(status, target) === 0,
  deliver(notice, target, env) {
    const url = new URL('message', target.value.endsWith('/') ? target.value : `${target.value}/`);
    url.search = new URLSearchParams({ token: String(target.config.token) }).toString();
    return send(
      {
        url: url.href,
        json: {
          title: `${checkName(notice)} is ${upper(notice)}`,
          message: message(notice),
          extras: { 'client::display': { contentType: 'text/markdown' } },
          ...(priority(notice.status, target) === undefined
            ? {}
            : { priority: priority(notice.status, target) }),
        },
      },
      env,
    );
  },
};
