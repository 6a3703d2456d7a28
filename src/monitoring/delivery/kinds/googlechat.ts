import {
  checkName,
  downDuration,
  pingFacts,
  reasonLong,
  scheduleFacts,
  tagList,
  alertingLines,
  slowHeadline,
  type FlipNotice,
} from '../notice.js';
import { djangoEscape, formatDurationForSentence } from '../wording.js';
import { anchor, html } from './markup.js';
import { webhookUrlKind } from './slack-alike.js';

/** Healthchecks' googlechat_message.html (HTML-escaped name), then the alerting rules' lines. */
function message(notice: FlipNotice): string {
  const name = djangoEscape(checkName(notice));
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const lines =
    notice.event === 'slow'
      ? [slowHeadline(`<b>${name}</b>`, html.bold)]
      : notice.status === 'down'
        ? [`🔴 The check <b>${name}</b> is <b>DOWN</b>.`, ...(reason ? [`Reason: ${reason}.`] : [])]
        : [
            `🟢 The check <b>${name}</b> is now <b>UP</b>.`,
            ...(downtime ? [`The downtime lasted ${formatDurationForSentence(downtime)}.`] : []),
          ];
  return [...lines, ...alertingLines(notice, djangoEscape, anchor)].join('\n');
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
