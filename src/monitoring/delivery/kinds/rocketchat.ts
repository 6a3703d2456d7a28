import {
  alertingLines,
  downDuration,
  reasonLong,
  checkName,
  tone,
  upper,
  type FlipNotice,
} from '../notice.js';
import { formatDurationForSentence } from '../wording.js';
import { addCheckFacts, backslashAsterisks, slackFields, webhookUrlKind } from './slack-alike.js';

/** Healthchecks' rocketchat_message.html: a linked title, the reason, the downtime. */
function message(notice: FlipNotice): string {
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const first = `[${checkName(notice)}](${notice.check.url}) is ${upper(notice)}${reason ? ` (${reason})` : ''}.`;
  const lines = [first, ...(downtime ? [`The downtime lasted ${formatDurationForSentence(downtime)}.`] : [])];
  return [...lines, ...alertingLines(notice)].join('\n');
}

/** Bootstrap's success, danger and warning, as Healthchecks colours the attachment. */
const COLORS = { up: '#5cb85c', down: '#d9534f', slow: '#f0ad4e' };

function payload(notice: FlipNotice) {
  const { fields, add } = slackFields();
  if (notice.check.desc) add('Description', notice.check.desc, false);
  addCheckFacts(notice, add, backslashAsterisks);
  const ping = notice.lastPing;
  if (ping?.body?.length) {
    const size = ping.body.length;
    add(
      'Last Ping Body',
      `${size} ${size === 1 ? 'byte' : 'bytes'}, [show body](${notice.check.url}#ping-${ping.n})`,
    );
  }
  return {
    alias: notice.site.name,
    avatar: notice.site.logoUrl,
    text: message(notice),
    attachments: [{ color: COLORS[tone(notice)], fields }],
  };
}

export const rocketchat = webhookUrlKind(
  'Rocket.Chat incoming webhook: a linked line with the reason or downtime, and the check’s facts.',
  payload,
);
