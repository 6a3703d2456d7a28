import { send } from '../http.js';
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
import { anchor, factLines, html } from './markup.js';

/** Healthchecks' pushover_message.html (Pushover's HTML). */
function message(notice: FlipNotice): string {
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const lines: string[] = [];
  if (notice.status === 'down' && reason) lines.push(`Reason: ${reason}.`);
  else if (downtime) lines.push(`The downtime lasted ${formatDurationForSentence(downtime)}.`);
  lines.push(...alertingLines(notice, e, anchor));
  lines.push('', ...factLines(notice, html));
  const others = otherChecksLines(notice, (c, lastPing) => `• <b>${e(c.name)}</b> (last ping: ${lastPing})`);
  if (others.length) lines.push('', ...others);
  return lines.join('\n');
}

/** Pushover's priorities: -2 lowest … 2 emergency; -3 sends nothing. */
const PRIORITIES = [-3, -2, -1, 0, 1, 2] as const;
const EMERGENCY = 2;
const TITLE_MARKS = { down: '🔴', up: '🟢', slow: '🟡' };
const priority = (status: 'up' | 'down', target: ChannelTarget) =>
  Number(status === 'up' ? (target.config.priorityUp ?? target.config.priority) : target.config.priority);

/** A 400 naming the user as invalid says so (Healthchecks' "(invalid user)"). */
function invalidUser(body: Buffer): string {
  try {
    return (JSON.parse(body.toString('utf8')) as { user?: unknown }).user === 'invalid'
      ? ' (invalid user)'
      : '';
  } catch {
    return '';
  }
}

export const pushover: ChannelKindSpec = {
  summary:
    'Pushover (HTML) with priority per status; emergency alerts repeat (retry/expire) and are cancelled by the up alert.',
  value: {
    description: 'The Pushover user (or group) key.',
    expected: 'a Pushover user key (30 letters and digits)',
    valid: (value) => /^[A-Za-z0-9]{30}$/.test(value),
  },
  settings: [
    {
      key: 'priority',
      type: 'int',
      default: 0,
      choices: PRIORITIES,
      description: 'Priority of down alerts (-3: none, 2: emergency).',
    },
    {
      key: 'priorityUp',
      type: 'int',
      choices: PRIORITIES,
      description: 'Priority of up alerts (-3: none); unset, that of down alerts.',
    },
  ],
  missingOperatorSetting: (settings) =>
    settings.integrations.pushoverApiToken ? null : 'PUSHOVER_API_TOKEN',
  quiet: (status, target) => priority(status, target) === -3,
  async deliver(notice, target, env) {
    const { pushoverApiUrl: api, pushoverApiToken: token, pushoverEmergency } = env.settings.integrations;
    const key = notice.check.uniqueKey;
    if (notice.status === 'up' && Number(target.config.priority) === EMERGENCY)
      await send({ url: `${api}/1/receipts/cancel_by_tag/${key}.json`, form: { token: token! } }, env);
    const level = priority(notice.status, target);
    const name = checkName(notice);
    await send(
      {
        url: `${api}/1/messages.json`,
        form: {
          token: token!,
          user: target.value,
          message: message(notice),
          title: `${TITLE_MARKS[tone(notice)]} ${name} is ${upper(notice)}`,
          html: 1,
          priority: level,
          tags: key,
          url: notice.check.url,
          url_title: `View on ${notice.site.name}`,
          ...(level === EMERGENCY ? pushoverEmergency : {}),
        },
        explain: invalidUser,
      },
      env,
    );
  },
};
