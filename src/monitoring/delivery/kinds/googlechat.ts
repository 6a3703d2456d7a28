import {
  checkName,
  downDuration,
  pingFacts,
  reasonLong,
  scheduleFacts,
  tagList,
  type FlipNotice,
} from '../notice.js';
import { djangoEscape, formatDurationForSentence } from '../wording.js';
import { webhookUrlKind } from './slack-alike.js';

/** Healthchecks' googlechat_message.html (HTML-escaped name). */
function message(notice: FlipNotice): string {
  const name = djangoEscape(checkName(notice));
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  if (notice.status === 'down')
    return [`🔴 The check <b>${name}</b> is <b>DOWN</b>.`, ...(reason ? [`Reason: ${reason}.`] : [])].join(
      '\n',
    );
  return [
    `🟢 The check <b>${name}</b> is now <b>UP</b>.`,
    ...(downtime ? [`The downtime lasted ${formatDurationForSentence(downtime)}.`] : []),
  ].join('\n');
}

/** A cardsV2 card: the message, the facts as decorated texts, a button to the check. */
function payload(notice: FlipNotice) {
  const widgets: object[] = [{ textParagraph: { text: message(notice) } }];
  const add = (topLabel: string, text: string) => widgets.push({ decoratedText: { topLabel, text } });
  if (notice.project) add('Project', notice.project);
  const tags = tagList(notice);
  if (tags.length) add('Tags', tags.join(', '));
  for (const [label, value] of scheduleFacts(notice)) add(label, value);
  const [total, last] = pingFacts(notice);
  add('Total Pings', total);
  add('Last Ping', last);
  widgets.push({
    buttonList: {
      buttons: [
        {
          text: `View in ${notice.site.name}`,
          type: 'FILLED',
          onClick: { openLink: { url: notice.check.url } },
        },
      ],
    },
  });
  return {
    cardsV2: [{ card: { sections: { collapsible: true, uncollapsibleWidgetsCount: 1, widgets } } }],
  };
}

export const googlechat = webhookUrlKind(
  'Google Chat webhook: a card with the status, reason or downtime, facts and a button to the check.',
  payload,
);
