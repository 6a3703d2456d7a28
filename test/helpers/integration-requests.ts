/**
 * What each HTTP kind sends about the check "Backup" of test/monitoring/integrations-delivery.test.ts
 * (tags "prod db", "Nightly dump", a one-minute period, project "Alerts") when it goes down by time, its
 * one ping three minutes old, or comes back up by a second ping eight minutes later.
 */
import { PD_KEY, PO_USER } from './deliveries.js';
import { BASE, TIMEOUT_REASON } from './integrations.js';

/** The requests for the check whose cloaked URL is `url` and unique key `key`, by kind: down or up. */
export function backupRequests(url: string, key: string) {
  /** The facts every message lists, after the first ping (down) or the second (up). */
  const facts = (down: boolean) => ({
    total: down ? '1' : '2',
    last: down ? 'Success, 3 minutes ago' : 'Success, now',
  });

  const slackPayload = (down: boolean) => ({
    username: 'Portico',
    icon_url: `${BASE}/static/img/logo.png`,
    attachments: [
      {
        color: down ? 'danger' : 'good',
        fallback: `The check "Backup" is ${down ? 'DOWN' : 'UP'}.`,
        mrkdwn_in: ['fields'],
        title: `“Backup” is ${down ? 'DOWN' : 'UP'}.`,
        title_link: url,
        text: down ? `Reason: ${TIMEOUT_REASON}.` : 'The downtime lasted 8 minutes, 0 seconds.',
        fields: [
          { title: 'Description', value: 'Nightly dump' },
          { title: 'Project', value: 'Alerts', short: true },
          { title: 'Tags', value: '`prod` `db`', short: true },
          { title: 'Period', value: '1 minute', short: true },
          { title: 'Total Pings', value: facts(down).total, short: true },
          { title: 'Last Ping', value: facts(down).last, short: true },
          ...(down ? [{ title: 'Last Ping Body', value: '```\nall good\n```' }] : []),
        ],
      },
    ],
  });

  const rocketchatPayload = (down: boolean) => ({
    alias: 'Portico',
    avatar: `${BASE}/static/img/logo.png`,
    text: down
      ? `[Backup](${url}) is DOWN (${TIMEOUT_REASON}).`
      : `[Backup](${url}) is UP.\nThe downtime lasted 8 minutes, 0 seconds.`,
    attachments: [
      {
        color: down ? '#d9534f' : '#5cb85c',
        fields: [
          { title: 'Description', value: 'Nightly dump' },
          { title: 'Project', value: 'Alerts', short: true },
          { title: 'Tags', value: '`prod` `db`', short: true },
          { title: 'Period', value: '1 minute', short: true },
          { title: 'Total Pings', value: facts(down).total, short: true },
          { title: 'Last Ping', value: facts(down).last, short: true },
          ...(down
            ? [{ title: 'Last Ping Body', value: `8 bytes, [show body](${url}#ping-1)`, short: true }]
            : []),
        ],
      },
    ],
  });

  const teamsPayload = (down: boolean) => ({
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          fallbackText: `“Backup” is ${down ? 'DOWN' : 'UP'}.`,
          version: '1.2',
          body: [
            {
              type: 'TextBlock',
              text: down ? `🔴 “Backup” is DOWN (${TIMEOUT_REASON}).` : '🟢 “Backup” is UP.',
              weight: 'bolder',
              size: 'medium',
              wrap: true,
              style: 'heading',
            },
            {
              type: 'FactSet',
              facts: [
                { title: 'Description:', value: 'Nightly dump' },
                { title: 'Project:', value: 'Alerts' },
                { title: 'Tags:', value: 'prod db' },
                { title: 'Period:', value: '1 minute' },
                { title: 'Total Pings:', value: facts(down).total },
                { title: 'Last Ping:', value: facts(down).last },
              ],
            },
            ...(down
              ? [
                  { type: 'TextBlock', text: 'Last Ping Body:', weight: 'bolder' },
                  { type: 'CodeBlock', codeSnippet: 'all good', language: 'PlainText' },
                ]
              : []),
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'View in Portico', url }],
        },
      },
    ],
  });

  const googlechatPayload = (down: boolean) => ({
    cardsV2: [
      {
        card: {
          sections: {
            collapsible: true,
            uncollapsibleWidgetsCount: 1,
            widgets: [
              {
                textParagraph: {
                  text: down
                    ? `🔴 The check <b>Backup</b> is <b>DOWN</b>.\nReason: ${TIMEOUT_REASON}.`
                    : '🟢 The check <b>Backup</b> is now <b>UP</b>.\nThe downtime lasted 8 minutes, 0 seconds.',
                },
              },
              { decoratedText: { topLabel: 'Project', text: 'Alerts' } },
              { decoratedText: { topLabel: 'Tags', text: 'prod, db' } },
              { decoratedText: { topLabel: 'Period', text: '1 minute' } },
              { decoratedText: { topLabel: 'Total Pings', text: facts(down).total } },
              { decoratedText: { topLabel: 'Last Ping', text: facts(down).last } },
              {
                buttonList: {
                  buttons: [{ text: 'View in Portico', type: 'FILLED', onClick: { openLink: { url } } }],
                },
              },
            ],
          },
        },
      },
    ],
  });

  const telegramPayload = (down: boolean) => ({
    chat_id: -1001234,
    message_thread_id: 7,
    text: [
      ...(down
        ? [`🔴 The check <a href="${url}">Backup</a> is <b>DOWN</b> (${TIMEOUT_REASON}).`]
        : [
            `🟢 The check <a href="${url}">Backup</a> is now <b>UP</b>.`,
            'The downtime lasted 8 minutes, 0 seconds.',
          ]),
      '',
      '<b>Project:</b> Alerts',
      '<b>Tags:</b> prod, db',
      '<b>Period:</b> 1 minute',
      `<b>Total Pings:</b> ${facts(down).total}`,
      `<b>Last Ping:</b> ${facts(down).last}`,
      ...(down ? ['<b>Last Ping Body:</b>', '<pre>all good</pre>'] : []),
    ].join('\n'),
    parse_mode: 'html',
  });

  const ntfyPayload = (down: boolean) => ({
    topic: 'backups',
    priority: down ? 5 : 3,
    title: `Backup is ${down ? 'DOWN' : 'UP'}`,
    message: [
      down ? `Reason: ${TIMEOUT_REASON}.` : 'The downtime lasted 8 minutes, 0 seconds.',
      '',
      '**Project:** Alerts',
      '**Tags:** prod, db',
      '**Period:** 1 minute',
      `**Total Pings:** ${facts(down).total}`,
      `**Last Ping:** ${facts(down).last}`,
    ].join('\n'),
    markdown: true,
    tags: [down ? 'red_circle' : 'green_circle'],
    actions: [{ action: 'view', label: 'View on Portico', url }],
  });

  const pushoverFields = (down: boolean): [string, string][] => [
    ['token', 'po-app-token'],
    ['user', PO_USER],
    [
      'message',
      [
        down ? `Reason: ${TIMEOUT_REASON}.` : 'The downtime lasted 8 minutes, 0 seconds.',
        '',
        '<b>Project:</b> Alerts',
        '<b>Tags:</b> prod, db',
        '<b>Period:</b> 1 minute',
        `<b>Total Pings:</b> ${facts(down).total}`,
        `<b>Last Ping:</b> ${facts(down).last}`,
      ].join('\n'),
    ],
    ['title', down ? '🔴 Backup is DOWN' : '🟢 Backup is UP'],
    ['html', '1'],
    ['priority', down ? '2' : '0'],
    ['tags', key],
    ['url', url],
    ['url_title', 'View on Portico'],
    ...(down
      ? ([
          ['retry', '300'],
          ['expire', '86400'],
        ] as [string, string][])
      : []),
  ];

  const gotifyPayload = (down: boolean) => ({
    title: `Backup is ${down ? 'DOWN' : 'UP'}`,
    message: down
      ? `🔴 The check [Backup](${url}) is **DOWN** (${TIMEOUT_REASON}).`
      : `🟢 The check [Backup](${url}) is now **UP**.\n\nThe downtime lasted 8 minutes, 0 seconds.`,
    extras: { 'client::display': { contentType: 'text/markdown' } },
    ...(down ? { priority: 9 } : {}),
  });

  const matrixPayload = (down: boolean) => ({
    msgtype: 'm.text',
    body: down
      ? `Backup is DOWN (${TIMEOUT_REASON}).`
      : 'Backup is now UP. The downtime lasted 8 minutes, 0 seconds.',
    format: 'org.matrix.custom.html',
    formatted_body: [
      ...(down
        ? [`🔴 The check <a href="${url}">Backup</a> is <b>DOWN</b> (${TIMEOUT_REASON}).`]
        : [
            `🟢 The check <a href="${url}">Backup</a> is <b>UP</b>.`,
            '<br>The downtime lasted 8 minutes, 0 seconds.',
          ]),
      '<br>',
      '<br>',
      '<b>Project:</b> Alerts<br>',
      '<b>Tags:</b> <code>prod</code> <code>db</code> <br>',
      '<b>Period:</b> 1 minute<br>',
      `<b>Total Pings:</b> ${facts(down).total}<br>`,
      `<b>Last Ping:</b> ${facts(down).last}<br>`,
      ...(down ? ['<b>Last Ping Body:</b><br>', '<pre>all good</pre>'] : []),
    ].join('\n'),
  });

  const zulipFields = (down: boolean): [string, string][] => [
    ['type', 'stream'],
    ['to', 'ops'],
    ['topic', `Backup is ${down ? 'DOWN' : 'UP'}`],
    [
      'content',
      (down
        ? `[Backup](${url}) is **DOWN** (${TIMEOUT_REASON}).`
        : `[Backup](${url}) is **UP**.\nThe downtime lasted 8 minutes, 0 seconds.`) +
        '\n\n---\n**Description**\nNightly dump',
    ],
  ];

  const pagerdutyPayload = (down: boolean) => ({
    routing_key: PD_KEY,
    event_action: down ? 'trigger' : 'resolve',
    dedup_key: key,
    payload: {
      summary: down ? `Backup is DOWN (${TIMEOUT_REASON}).` : 'Backup received a ping and is now UP',
      source: 'Portico',
      severity: 'critical',
      timestamp: down ? '2026-05-01T08:02:00.000Z' : '2026-05-01T08:10:00.000Z',
      custom_details: {
        Project: 'Alerts',
        'Total pings': Number(facts(down).total),
        'Last ping': facts(down).last,
        Description: 'Nightly dump',
        Tags: 'prod, db',
        Period: '1 minute',
      },
    },
    client: 'Portico',
    client_url: url,
  });

  return {
    slackPayload,
    rocketchatPayload,
    teamsPayload,
    googlechatPayload,
    telegramPayload,
    ntfyPayload,
    pushoverFields,
    gotifyPayload,
    matrixPayload,
    zulipFields,
    pagerdutyPayload,
  };
}
