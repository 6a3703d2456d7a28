import { isHttpUrl, send } from '../http.js';
import type { ChannelKindSpec, ChannelTarget } from '../kind.js';
import {
  alertingLines,
  checkName,
  downDuration,
  otherChecksLines,
  reasonLong,
  tone,
  upper,
  type FlipNotice,
} from '../notice.js';
import { djangoEscape as e, formatDurationForSentence } from '../wording.js';
import { factLines, markdown, markdownLink } from './markup.js';

/** Healthchecks' ntfy_message.html (Markdown). */
function message(notice: FlipNotice): string {
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const lines: string[] = [];
  if (notice.status === 'down' && reason) lines.push(`Reason: ${reason}.`, '');
  else if (downtime) lines.push(`The downtime lasted ${formatDurationForSentence(downtime)}.`, '');
  const rules = alertingLines(notice, e, markdownLink);
  if (rules.length) lines.push(...rules, '');
  lines.push(...factLines(notice, markdown));
  const others = otherChecksLines(notice, (c, lastPing) => `• **${e(c.name)}** (last ping: ${lastPing})`);
  if (others.length) lines.push('', ...others);
  return lines.join('\n');
}

const CIRCLES = { down: 'red', up: 'green', slow: 'yellow' };

/** ntfy's priorities: 5 max … 1 min; 0 sends nothing. */
const PRIORITIES = [0, 1, 2, 3, 4, 5] as const;
const priority = (status: 'up' | 'down', target: ChannelTarget) =>
  Number(status === 'up' ? target.config.priorityUp : target.config.priority);

export const ntfy: ChannelKindSpec = {
  summary: 'ntfy: a Markdown message with title, priority per status, tags and a "View" action, to a topic.',
  value: {
    description: 'The ntfy server URL, e.g. https://ntfy.sh.',
    expected: 'an http(s) URL',
    valid: isHttpUrl,
    url: true,
  },
  settings: [
    { key: 'topic', type: 'string', required: true, maxLength: 64, description: 'The topic to publish to.' },
    {
      key: 'priority',
      type: 'int',
      default: 3,
      choices: PRIORITIES,
      description: 'Priority of down alerts (0: none).',
    },
    {
      key: 'priorityUp',
      type: 'int',
      default: 3,
      choices: PRIORITIES,
      description: 'Priority of up alerts (0: none).',
    },
    {
      key: 'token',
      type: 'string',
      secret: true,
      maxLength: 100,
      description: 'Access token of a protected topic.',
    },
  ],
  quiet: (status, target) => priority(status, target) === 0,
  deliver: (notice, target, env) =>
    send(
      {
        url: target.value,
        headers: target.config.token ? { Authorization: `Bearer ${target.config.token}` } : {},
        json: {
          topic: target.config.topic,
          priority: priority(notice.status, target),
          title: `${checkName(notice)} is ${upper(notice)}`,
          message: message(notice),
          markdown: true,
          tags: [`${CIRCLES[tone(notice)]}_circle`],
          actions: [{ action: 'view', label: `View on ${notice.site.name}`, url: notice.check.url }],
        },
      },
      env,
    ),
};
