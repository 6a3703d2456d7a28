import { randomUUID } from 'node:crypto';
import { send } from '../http.js';
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

/** As Python's quote() escapes a path segment (`!` too). */
const pathSegment = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Healthchecks' matrix_description.html: one plain line. */
function plain(notice: FlipNotice): string {
  const name = e(checkName(notice));
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const line =
    notice.event === 'slow'
      ? `${name} was SLOW.`
      : notice.status === 'down'
        ? `${name} is DOWN${reason ? ` (${reason})` : ''}.`
        : `${name} is now UP.${downtime ? ` The downtime lasted ${formatDurationForSentence(downtime)}.` : ''}`;
  return [line, ...alertingLines(notice, e)].join(' ');
}

/** Healthchecks' matrix_description_formatted.html, without its template whitespace. */
function formatted(notice: FlipNotice): string {
  const link = `<a href="${e(notice.check.url)}">${e(checkName(notice))}</a>`;
  const reason = reasonLong(notice);
  const downtime = downDuration(notice);
  const parts =
    notice.event === 'slow'
      ? [slowHeadline(link, html.bold)]
      : notice.status === 'down'
        ? [`🔴 The check ${link} is <b>DOWN</b>${reason ? ` (${reason})` : ''}.`]
        : [
            `🟢 The check ${link} is <b>UP</b>.`,
            ...(downtime ? [`<br>The downtime lasted ${formatDurationForSentence(downtime)}.`] : []),
          ];
  parts.push(...alertingLines(notice, e, anchor).map((line) => `<br>${line}`));
  parts.push('<br>', '<br>');
  const tags = (list: string[]) => list.map((tag) => `<code>${tag}</code> `).join('');
  parts.push(...factLines(notice, { ...html, tags }).map((line) => `${line}<br>`));
  const body = pingBody(notice);
  if (body) parts.push('<b>Last Ping Body:</b><br>', `<pre>${e(body)}</pre>`);
  const [intro, ...items] = otherChecksLines(
    notice,
    (c, lastPing) => `<li><a href="${e(c.url)}">${e(c.name)}</a> (last ping: ${lastPing})</li>`,
  );
  if (intro) parts.push('<br>', `${intro}<br>`, ...(items.length ? ['<ul>', ...items, '</ul>'] : []));
  return parts.join('\n');
}

export const matrix: ChannelKindSpec = {
  summary:
    'Matrix `m.room.message` (PUT, a new transaction id each time) with a plain and an HTML formatted body, as the operator’s bot account.',
  value: {
    description: 'The room id (!abc:example.org) or alias (#room:example.org); the bot must be in it.',
    expected: 'a Matrix room id or alias (!id:server or #alias:server)',
    valid: (value) => /^[!#][^:\s]+:[^\s]+$/.test(value),
  },
  settings: [],
  missingOperatorSetting: ({ integrations: { matrixHomeserver, matrixAccessToken } }) =>
    !matrixHomeserver ? 'MATRIX_HOMESERVER' : !matrixAccessToken ? 'MATRIX_ACCESS_TOKEN' : null,
  deliver: (notice, target, env) =>
    send(
      {
        method: 'PUT',
        url:
          `${env.settings.integrations.matrixHomeserver}/_matrix/client/v3/rooms/` +
          `${pathSegment(target.value)}/send/m.room.message/${randomUUID()}`,
        headers: { Authorization: `Bearer ${env.settings.integrations.matrixAccessToken}` },
        json: {
          msgtype: 'm.text',
          body: plain(notice),
          format: 'org.matrix.custom.html',
          formatted_body: formatted(notice),
        },
      },
      env,
    ),
};
