import {
  checkName,
  pingBody,
  pingFacts,
  reasonLong,
  scheduleFacts,
  tagList,
  upper,
  alertingLines,
  type FlipNotice,
} from '../notice.js';
import { djangoEscape } from '../wording.js';
import { markdownLink } from './markup.js';
import { joinAsterisks, webhookUrlKind } from './slack-alike.js';

/** Healthchecks' msteamsw payload: an Adaptive Card with a heading, a fact set and the last ping body. */
function payload(notice: FlipNotice) {
  const name = djangoEscape(checkName(notice));
  const reason = reasonLong(notice);
  const text =
    notice.event === 'slow'
      ? `🟡 “${name}” was SLOW.`
      : notice.status === 'down'
        ? `🔴 “${name}” is DOWN${reason ? ` (${reason})` : ''}.`
        : `🟢 “${name}” is UP.`;
  const facts: { title: string; value: string }[] = [];
  const add = (title: string, value: string) => facts.push({ title: `${title}:`, value });
  if (notice.check.desc) add('Description', notice.check.desc.replaceAll('\n', '\n\n'));
  if (notice.project) add('Project', notice.project);
  const tags = tagList(notice);
  if (tags.length) add('Tags', tags.join(' '));
  for (const [label, value] of scheduleFacts(notice))
    add(label, label === 'Schedule' ? joinAsterisks(value) : value);
  const [total, last] = pingFacts(notice);
  add('Total Pings', total);
  add('Last Ping', last);
  const blocks: object[] = [
    { type: 'TextBlock', text, weight: 'bolder', size: 'medium', wrap: true, style: 'heading' },
    ...alertingLines(notice, djangoEscape, markdownLink).map((line) => ({
      type: 'TextBlock',
      text: line,
      wrap: true,
    })),
    { type: 'FactSet', facts },
  ];
  const body = pingBody(notice);
  if (body)
    blocks.push(
      { type: 'TextBlock', text: 'Last Ping Body:', weight: 'bolder' },
      { type: 'CodeBlock', codeSnippet: body, language: 'PlainText' },
    );
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          fallbackText: `“${name}” is ${upper(notice)}.`,
          version: '1.2',
          body: blocks,
          actions: [{ type: 'Action.OpenUrl', title: `View in ${notice.site.name}`, url: notice.check.url }],
        },
      },
    ],
  };
}

export const msteamsw = webhookUrlKind(
  'Microsoft Teams workflow webhook: an Adaptive Card with the status, facts, last ping body and a link.',
  payload,
);
