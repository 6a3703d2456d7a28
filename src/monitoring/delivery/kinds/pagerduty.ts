import { send } from '../http.js';
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

/** Healthchecks' details, with Events API v2's own names for the rest. */
function details(notice: FlipNotice) {
  const facts = incidentDetails(notice);
  if (notice.check.desc) facts.Description = notice.check.desc;
  if (notice.check.tags.trim()) facts.Tags = tagList(notice).join(', ');
  for (const [label, value] of incidentScheduleFacts(notice)) facts[label] = value;
  return { ...facts, ...alertingDetails(notice) };
}

/** Healthchecks' pd_description.html. */
function summary(notice: FlipNotice): string {
  const reason = reasonLong(notice);
  return notice.status === 'down'
    ? `${checkName(notice)} is DOWN${reason ? ` (${reason})` : ''}.`
    : `${checkName(notice)} received a ping and is now UP`;
}

export const pagerduty: ChannelKindSpec = {
  summary:
    'PagerDuty Events API v2: `trigger` on down, `resolve` on up, the check’s unique key as dedup key, with its facts.',
  value: {
    description: 'The integration (routing) key of an Events API v2 integration.',
    expected: 'a PagerDuty routing key (32 letters and digits)',
    valid: (value) => /^[A-Za-z0-9]{32}$/.test(value),
    secret: true,
  },
  settings: [],
  deliver: (notice, target, env) =>
    send(
      {
        url: `${env.settings.integrations.pagerdutyEventsUrl}/v2/enqueue`,
        json: {
          routing_key: target.value,
          event_action: notice.status === 'down' ? 'trigger' : 'resolve',
          dedup_key: notice.check.uniqueKey,
          payload: {
            summary: summary(notice).slice(0, 1024),
            source: notice.site.name,
            severity: 'critical',
            timestamp: notice.timestamp.toISOString(),
            custom_details: details(notice),
          },
          client: notice.site.name,
          client_url: notice.check.url,
        },
      },
      env,
    ),
};
