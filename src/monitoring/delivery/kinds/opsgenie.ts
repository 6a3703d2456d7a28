import { quotedField, send } from '../http.js';
import type { ChannelKindSpec } from '../kind.js';
import {
  alertingDetails,
  checkName,
  incidentDetails,
  incidentScheduleFacts,
  reasonLong,
  tagList,
  type FlipNotice,
} from '../notice.js';
import { djangoEscape } from '../wording.js';

/** The alert Healthchecks creates on down: message, tags, description and details. */
function alert(notice: FlipNotice) {
  const reason = reasonLong(notice);
  const details = incidentDetails(notice);
  for (const [label, value] of incidentScheduleFacts(notice))
    details[label] = label === 'Schedule' ? `<code>${value}</code>` : value;
  details['Full details'] = notice.check.url;
  Object.assign(details, alertingDetails(notice));
  return {
    tags: tagList(notice),
    message: `The check "${djangoEscape(checkName(notice))}" is DOWN${reason ? ` (${reason})` : ''}.`,
    description: notice.check.desc,
    details,
  };
}

export const opsgenie: ChannelKindSpec = {
  summary: 'Opsgenie Alert API: creates an alert on down and closes it by alias on up (US or EU region).',
  value: {
    description: 'The API key of an Opsgenie API integration.',
    expected: 'an Opsgenie API key (a UUID)',
    valid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
    secret: true,
  },
  settings: [
    { key: 'region', type: 'string', default: 'us', choices: ['us', 'eu'], description: 'us or eu.' },
  ],
  deliver(notice, target, env) {
    const { opsgenieApiUrl, opsgenieEuApiUrl } = env.settings.integrations;
    const base = `${target.config.region === 'eu' ? opsgenieEuApiUrl : opsgenieApiUrl}/v2/alerts`;
    const key = notice.check.uniqueKey;
    return send(
      {
        url: notice.status === 'up' ? `${base}/${key}/close?identifierType=alias` : base,
        headers: { Authorization: `GenieKey ${target.value}` },
        json: { alias: key, source: notice.site.name, ...(notice.status === 'down' ? alert(notice) : {}) },
        explain: quotedField('message'),
      },
      env,
    );
  },
};
