import { send, isHttpUrl } from '../http.js';
import type { ChannelKindSpec } from '../kind.js';
import {
  checkName,
  downDuration,
  pingBody,
  pingFacts,
  reasonLong,
  scheduleFacts,
  tagList,
  upper,
  alertingLines,
  tone,
  type FlipNotice,
} from '../notice.js';
import { formatDurationForSentence } from '../wording.js';

/** Slack's `fields`: short ones sit two to a row. */
export function slackFields() {
  const fields: { title: string; value: string; short?: true }[] = [];
  const add = (title: string, value: string, short = true) =>
    fields.push(short ? { title, value, short } : { title, value });
  return { fields, add };
}

/** The facts every chat message lists: project, tags, period or schedule, pings. */
export function addCheckFacts(
  notice: FlipNotice,
  add: (title: string, value: string) => void,
  fixAsterisks: (text: string) => string,
) {
  if (notice.project) add('Project', notice.project);
  const tags = tagList(notice);
  if (tags.length) add('Tags', tags.map((tag) => `\`${tag}\``).join(' '));
  for (const [label, value] of scheduleFacts(notice))
    add(label, label === 'Schedule' ? fixAsterisks(value) : value);
  const [total, last] = pingFacts(notice);
  add('Total Pings', total);
  add('Last Ping', last);
}

/** Slack's named attachment colours. */
const COLORS = { up: 'good', down: 'danger', slow: 'warning' };

/** Healthchecks' Slackalike payload (Slack, Mattermost, Discord's Slack-compatible endpoint). */
export function slackPayload(notice: FlipNotice, fixAsterisks: (text: string) => string) {
  const name = checkName(notice);
  const { fields, add } = slackFields();
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const said = reason
    ? `Reason: ${reason}.`
    : downtime
      ? `The downtime lasted ${formatDurationForSentence(downtime)}.`
      : null;
  const lines = [...(said ? [said] : []), ...alertingLines(notice)];
  const text = lines.length ? lines.join('\n') : null;
  if (notice.check.desc) add('Description', notice.check.desc, false);
  addCheckFacts(notice, add, fixAsterisks);
  const body = pingBody(notice);
  if (body && !body.includes('```')) add('Last Ping Body', `\`\`\`\n${body}\n\`\`\``, false);
  return {
    username: notice.site.name,
    icon_url: notice.site.logoUrl,
    attachments: [
      {
        color: COLORS[tone(notice)],
        fallback: `The check "${name}" is ${upper(notice)}.`,
        mrkdwn_in: ['fields'],
        title: `“${name}” is ${upper(notice)}.`,
        title_link: notice.check.url,
        text,
        fields,
      },
    ],
  };
}

/** Asterisks after a combining grapheme joiner are not Markdown emphasis (Slack, Mattermost, Teams). */
export const joinAsterisks = (text: string) => text.replaceAll('*', '\u034f*');
/** Asterisks escaped with a backslash (Discord, Rocket.Chat). */
export const backslashAsterisks = (text: string) => text.replaceAll('*', '\\*');

/** A kind configured by one incoming-webhook URL, posting `payload` to it. */
export function webhookUrlKind(
  summary: string,
  payload: (notice: FlipNotice) => unknown,
  url: (value: string) => string = (value) => value,
): ChannelKindSpec {
  return {
    summary,
    value: {
      description: 'The incoming webhook URL.',
      expected: 'an http(s) URL',
      valid: isHttpUrl,
      secret: true,
      url: true,
    },
    settings: [],
    deliver: (notice, target, env) => send({ url: url(target.value), json: payload(notice) }, env),
  };
}

export const slack = webhookUrlKind(
  'Slack incoming webhook: an attachment with the status, project, tags, schedule, last ping and its body.',
  (notice) => slackPayload(notice, joinAsterisks),
);

export const mattermost = webhookUrlKind(
  'Mattermost incoming webhook: the Slack-compatible attachment.',
  (notice) => slackPayload(notice, joinAsterisks),
);

export const discord = webhookUrlKind(
  'Discord webhook, through its Slack-compatible endpoint (`<url>/slack`).',
  (notice) => slackPayload(notice, backslashAsterisks),
  // Discord moved to discord.com; webhooks made on discordapp.com are sent there (as Healthchecks does).
  (value) => `${value.replace(/^https:\/\/discordapp\.com\//, 'https://discord.com/')}/slack`,
);
