/**
 * Every integration kind end to end: channels made through GraphQL (typed settings), a check that goes
 * down by time (the down detector) and up by a ping, and the exact request each kind's receiver gets —
 * method, path, headers and body, byte for byte where the body is JSON. The wording of each message is
 * Healthchecks' (test/monitoring/messages-*.test.ts port its test_notify.py cases); here the
 * whole path is checked: flip, fan-out, delivery, retries, refusals, masking, the CLI and metrics.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { uniqueKey } from '../../src/monitoring/unique-key.js';
import { api, checkNotifications, newProject } from '../helpers/monitoring.js';
import { eventually, httpReceiver, smtpReceiver, type ReceivedRequest } from '../helpers/receivers.js';
import { graphql, runCli, startTestServer, type TestServer } from '../helpers/server.js';
import { parseExposition } from '../helpers/prometheus.js';

const clock = new FixedClock(new Date('2026-05-01T08:00:00Z'));
const BASE = 'https://hc.example';
const PO_USER = 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG';
const PD_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OPSGENIE_KEY = '3f0e8a6e-2d1c-4b8f-9a7e-5c4d3b2a1f00';
const TIMEOUT_REASON = 'success signal did not arrive on time, grace time passed';

let server: TestServer;
let receiver: Awaited<ReturnType<typeof httpReceiver>>;
let flaky: Awaited<ReturnType<typeof httpReceiver>>;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let project: Awaited<ReturnType<typeof newProject>>;
const ids: Record<string, string> = {};

function gql(query: string, variables: Record<string, unknown> = {}, key = project.apiKey) {
  return graphql(server.url, query, { variables, headers: { 'X-Api-Key': key } });
}

const CREATE = `mutation ($kind: ChannelKind!, $name: String!, $value: String!, $settings: ChannelSettingsInput) {
  createChannel(kind: $kind, name: $name, value: $value, settings: $settings) { id kind name value settings }
}`;

async function create(kind: string, value: string, settings?: object, key = project.apiKey) {
  const res = await gql(CREATE, { kind, name: kind.toLowerCase(), value, settings }, key);
  expect(res.body.errors, kind).toBeUndefined();
  return (res.body.data!.createChannel as { id: string }).id;
}

beforeAll(async () => {
  [receiver, flaky, smtp] = await Promise.all([httpReceiver(), httpReceiver(), smtpReceiver()]);
  const R = receiver.url;
  server = await startTestServer({
    clock,
    env: {
      MONITOR_INTERVAL_MS: '50',
      PUBLIC_URL: BASE,
      METRICS_TOKEN: 'scrape',
      // The receivers are on loopback, which deliveries may reach only with the operator's opt-in.
      INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true',
      SMTP_RELAY_URL: smtp.url,
      PING_EMAIL_DOMAIN: 'hc.example',
      SMS_GATEWAY_URL: `${R}/sms`,
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'sms-token',
      SMS_FROM: '+15550000',
      TELEGRAM_TOKEN: 'tg-token',
      TELEGRAM_API_URL: `${R}/telegram`,
      PUSHOVER_API_TOKEN: 'po-app-token',
      PUSHOVER_API_URL: `${R}/pushover`,
      MATRIX_HOMESERVER: `${R}/matrix`,
      MATRIX_ACCESS_TOKEN: 'matrix-token',
      PAGERDUTY_EVENTS_URL: `${R}/pagerduty`,
      OPSGENIE_EU_API_URL: `${R}/opsgenie-eu`,
    },
  });
  project = await newProject(server, 'Alerts');
  ids.email = await create('EMAIL', 'oncall@example.org');
  ids.webhook = await create('WEBHOOK', `${R}/webhook/$STATUS`);
  ids.sms = await create('SMS', '+15551234567', { sms: { up: true } });
  ids.slack = await create('SLACK', `${R}/slack`);
  ids.mattermost = await create('MATTERMOST', `${R}/mattermost`);
  ids.rocketchat = await create('ROCKETCHAT', `${R}/rocketchat`);
  ids.discord = await create('DISCORD', `${R}/discord`);
  ids.msteamsw = await create('MSTEAMSW', `${R}/msteams`);
  ids.googlechat = await create('GOOGLECHAT', `${R}/googlechat`);
  ids.telegram = await create('TELEGRAM', '-1001234', { telegram: { threadId: 7 } });
  ids.ntfy = await create('NTFY', `${R}/ntfy`, {
    ntfy: { topic: 'backups', priority: 5, priorityUp: 3, token: 'tk_secret_token_1234' },
  });
  ids.po = await create('PO', PO_USER, { po: { priority: 2, priorityUp: 0 } });
  ids.gotify = await create('GOTIFY', `${R}/gotify`, { gotify: { token: 'gotify-app-token', priority: 9 } });
  ids.matrix = await create('MATRIX', '!room:example.org');
  ids.zulip = await create('ZULIP', `${R}/zulip`, {
    zulip: { botEmail: 'bot@zulip.example', apiKey: 'zulip-api-key-123456', type: 'stream', to: 'ops' },
  });
  ids.pd = await create('PD', PD_KEY);
  ids.opsgenie = await create('OPSGENIE', OPSGENIE_KEY, { opsgenie: { region: 'eu' } });
  // A group of channels the check has anyway: each is still notified once.
  ids.group = await create('GROUP', `${ids.slack},${ids.ntfy}`);
});
afterAll(async () => {
  await server.stop();
  await Promise.all([receiver.close(), flaky.close(), smtp.close()]);
});

/** The request that reached `path` (its first segment), once it has. */
const at = (prefix: string) =>
  eventually(() => receiver.requests.find((r) => r.path === prefix || r.path.startsWith(`${prefix}/`)));

/** A JSON request, its body compared as sent: keys in Healthchecks' order. */
function expectJson(request: ReceivedRequest, method: string, path: string, body: unknown, headers = {}) {
  expect({ method: request.method, path: request.path }).toEqual({ method, path });
  expect(request.headers).toMatchObject({ 'content-type': 'application/json', ...headers });
  expect(request.body).toBe(JSON.stringify(body));
}

/** A form request, its fields in order. */
function expectForm(request: ReceivedRequest, path: string, fields: [string, string][], headers = {}) {
  expect({ method: request.method, path: request.path }).toEqual({ method: 'POST', path });
  expect(request.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', ...headers });
  expect([...new URLSearchParams(request.body)]).toEqual(fields);
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('a check that goes down by time and up by a ping notifies every kind', () => {
  let uuid = '';
  let key = '';
  let url = '';

  /** The facts every message lists, after the first ping (down) or the second (up). */
  const facts = (down: boolean) => ({
    total: down ? '1' : '2',
    last: down ? 'Success, 3 minutes ago' : 'Success, now',
  });

  it('goes down at its deadline: one request to each kind, none to the group itself', async () => {
    const rw = api(server, project.apiKey);
    const created = await rw('POST', '/checks/', {
      name: 'Backup',
      slug: 'backup',
      tags: 'prod db',
      desc: 'Nightly dump',
      timeout: 60,
      grace: 60,
      channels: '*',
    });
    uuid = created.json.uuid as string;
    key = uniqueKey(uuid);
    url = `${BASE}/api/v3/checks/${key}`;
    expect((await fetch(`${server.url}/ping/${uuid}`, { method: 'POST', body: 'all good' })).status).toBe(
      200,
    );
    clock.advance(180_000);
    await eventually(() => receiver.requests.length >= 16 && smtp.messages.length === 1);
    await eventually(async () => {
      const all = await checkNotifications(server, project.apiKey, uuid);
      return all.length === 17 && all.every((n) => n.state === 'sent');
    });
    expect(receiver.requests).toHaveLength(16);
    expect(
      (await checkNotifications(server, project.apiKey, uuid)).map((n) => n.channel.name).sort(),
    ).toEqual(
      Object.keys(ids)
        .filter((kind) => kind !== 'group')
        .sort(),
    );
  });

  it('email and sms', async () => {
    const [mail] = smtp.messages;
    expect(mail.subject).toBe('Backup is DOWN');
    expect(mail.from?.value).toEqual([{ address: 'noreply@hc.example', name: 'Portico' }]);
    expect(mail.text).toContain(uuid);
    expectForm(
      await at('/sms'),
      '/sms/2010-04-01/Accounts/AC1/Messages.json',
      [
        ['From', '+15550000'],
        ['To', '+15551234567'],
        ['Body', 'Backup is DOWN'],
      ],
      { authorization: basic('AC1', 'sms-token') },
    );
  });

  it('webhook', async () => {
    expectJson(await at('/webhook'), 'POST', '/webhook/down', {
      check_id: uuid,
      name: 'Backup',
      slug: 'backup',
      tags: 'prod db',
      status: 'down',
      timestamp: '2026-05-01T08:02:00.000Z',
    });
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

  /** Every HTTP kind's request for the flip: down or up. */
  async function expectAll(down: boolean) {
    for (const [path, sent] of [
      ['/slack', '/slack'],
      ['/mattermost', '/mattermost'],
      ['/discord', '/discord/slack'],
    ])
      expectJson(await at(path), 'POST', sent, slackPayload(down));
    expectJson(await at('/rocketchat'), 'POST', '/rocketchat', rocketchatPayload(down));
    expectJson(await at('/msteams'), 'POST', '/msteams', teamsPayload(down));
    expectJson(await at('/googlechat'), 'POST', '/googlechat', googlechatPayload(down));
    expectJson(await at('/telegram'), 'POST', '/telegram/bottg-token/sendMessage', telegramPayload(down));
    expectJson(await at('/ntfy'), 'POST', '/ntfy', ntfyPayload(down), {
      authorization: 'Bearer tk_secret_token_1234',
    });
    expectJson(await at('/gotify'), 'POST', '/gotify/message?token=gotify-app-token', gotifyPayload(down));
    const matrix = await at('/matrix');
    expect(matrix.path).toMatch(
      /^\/matrix\/_matrix\/client\/v3\/rooms\/%21room%3Aexample\.org\/send\/m\.room\.message\/[0-9a-f-]{36}$/,
    );
    expectJson(matrix, 'PUT', matrix.path, matrixPayload(down), { authorization: 'Bearer matrix-token' });
    expectForm(await at('/zulip'), '/zulip/api/v1/messages', zulipFields(down), {
      authorization: basic('bot@zulip.example', 'zulip-api-key-123456'),
    });
    expectJson(await at('/pagerduty'), 'POST', '/pagerduty/v2/enqueue', pagerdutyPayload(down));
    const pushover = receiver.requests.filter((r) => r.path.startsWith('/pushover/'));
    expectForm(pushover.at(-1)!, '/pushover/1/messages.json', pushoverFields(down));
  }

  it('the chat, push and incident kinds: the exact requests of the down flip', async () => {
    await expectAll(true);
    expectJson(
      await at('/opsgenie-eu'),
      'POST',
      '/opsgenie-eu/v2/alerts',
      {
        alias: key,
        source: 'Portico',
        tags: ['prod', 'db'],
        message: `The check "Backup" is DOWN (${TIMEOUT_REASON}).`,
        description: 'Nightly dump',
        details: {
          Project: 'Alerts',
          'Total pings': 1,
          'Last ping': 'Success, 3 minutes ago',
          Period: '1 minute',
          'Full details': url,
        },
      },
      { authorization: `GenieKey ${OPSGENIE_KEY}` },
    );
  });

  it('comes back up by a ping: each kind’s up message, Pushover’s emergency cancelled first', async () => {
    receiver.requests.length = 0;
    smtp.messages.length = 0;
    clock.set('2026-05-01T08:10:00Z');
    expect((await fetch(`${server.url}/ping/${uuid}`)).status).toBe(200);
    await eventually(() => receiver.requests.length >= 17 && smtp.messages.length === 1);
    await eventually(async () =>
      (await checkNotifications(server, project.apiKey, uuid)).filter((n) => n.newStatus === 'up').length ===
      17
        ? true
        : null,
    );
    expect(receiver.requests).toHaveLength(17);
    expect(smtp.messages[0].subject).toBe('Backup is UP');
    expect([...new URLSearchParams((await at('/sms')).body)].at(-1)).toEqual(['Body', 'Backup is UP']);
    expect(JSON.parse((await at('/webhook')).body)).toMatchObject({ status: 'up' });
    expect((await at('/webhook')).path).toBe('/webhook/up');
    await expectAll(false);
    const pushover = receiver.requests.filter((r) => r.path.startsWith('/pushover/'));
    expectForm(pushover[0], `/pushover/1/receipts/cancel_by_tag/${key}.json`, [['token', 'po-app-token']]);
    expectJson(
      await at('/opsgenie-eu'),
      'POST',
      `/opsgenie-eu/v2/alerts/${key}/close?identifierType=alias`,
      { alias: key, source: 'Portico' },
      { authorization: `GenieKey ${OPSGENIE_KEY}` },
    );
  });

  it('serves the logo the messages show', async () => {
    const res = await fetch(`${server.url}/static/img/logo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(128);
  });

  it('counts deliveries by kind and outcome in the operator’s metrics', async () => {
    const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer scrape' } });
    const samples = parseExposition(await res.text()).filter((s) => s.name === 'portico_notifications_total');
    for (const kind of ['slack', 'telegram', 'po', 'pd', 'opsgenie', 'email'])
      expect(
        samples.find((s) => s.labels.kind === kind && s.labels.outcome === 'sent')?.value,
        kind,
      ).toBeGreaterThanOrEqual(2);
  });
});

describe('delivery outcomes', () => {
  let other: Awaited<ReturnType<typeof newProject>>;

  /** A check of its own project with one channel, sent down by a failure ping. */
  async function failingCheck(kind: string, value: string, settings?: object) {
    const channel = await create(kind, value, settings, other.apiKey);
    const uuid = (await api(server, other.apiKey)('POST', '/checks/', { name: kind, channels: channel })).json
      .uuid as string;
    await fetch(`${server.url}/ping/${uuid}/fail`);
    return uuid;
  }

  beforeAll(async () => {
    other = await newProject(server, 'Outcomes');
  });

  it('honours a 429’s Retry-After, then delivers', async () => {
    flaky.requests.length = 0;
    flaky.answerNext({ status: 429, headers: { 'Retry-After': '120' } });
    const uuid = await failingCheck('SLACK', `${flaky.url}/rate-limited`);
    const pending = await eventually(async () =>
      (await checkNotifications(server, other.apiKey, uuid)).find((n) => n.error),
    );
    expect(pending).toMatchObject({ state: 'pending', attempts: 1, error: 'Received status code 429' });
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flaky.requests).toHaveLength(1);
    clock.advance(60_000);
    await eventually(async () => (await checkNotifications(server, other.apiKey, uuid))[0]?.state === 'sent');
    expect(flaky.requests).toHaveLength(2);
  });

  it('retries a 5xx with back-off, and gives up on a 4xx at once', async () => {
    flaky.requests.length = 0;
    flaky.answerNext({ status: 503 });
    const retried = await failingCheck('GOOGLECHAT', `${flaky.url}/unavailable`);
    await eventually(async () => (await checkNotifications(server, other.apiKey, retried))[0]?.error);
    clock.advance(10_000);
    await eventually(
      async () => (await checkNotifications(server, other.apiKey, retried))[0].state === 'sent',
    );
    expect((await checkNotifications(server, other.apiKey, retried))[0]).toMatchObject({
      attempts: 2,
      error: null,
    });

    flaky.answerNext({
      status: 403,
      body: '{"description":"Forbidden: bot was kicked from the group chat"}',
    });
    const refused = await failingCheck('MSTEAMSW', `${flaky.url}/gone`);
    const failed = await eventually(async () =>
      (await checkNotifications(server, other.apiKey, refused)).find((n) => n.state === 'failed'),
    );
    expect(failed).toMatchObject({ attempts: 1, error: 'Received status code 403' });
    clock.advance(3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flaky.requests.filter((r) => r.path === '/gone')).toHaveLength(1);
  });

  it('says nothing where the channel is set to say nothing about that status', async () => {
    const uuid = await failingCheck('NTFY', `${flaky.url}/quiet`, { ntfy: { topic: 't', priority: 0 } });
    await eventually(async () => {
      const res = await api(server, other.apiKey)('GET', `/checks/${uuid}`);
      return res.json.status === 'down';
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await checkNotifications(server, other.apiKey, uuid)).toEqual([]);
    expect(flaky.requests.filter((r) => r.path === '/quiet')).toEqual([]);
  });
});

describe('configuration', () => {
  it('masks secrets wherever a channel is read, and keeps a secret an update leaves out', async () => {
    const res = await gql('{ channels { id kind value settings } }');
    const byKind = Object.fromEntries(
      (res.body.data!.channels as { kind: string; value: string; settings: object }[]).map((c) => [
        c.kind,
        c,
      ]),
    );
    expect(byKind.SLACK.value).toBe(`${receiver.url}/••••`);
    expect(byKind.PD.value).toBe('••••8f90');
    expect(byKind.OPSGENIE).toMatchObject({ value: '••••1f00', settings: { region: 'eu' } });
    expect(byKind.NTFY.settings).toEqual({ topic: 'backups', priority: 5, priorityUp: 3, token: '••••1234' });
    expect(byKind.ZULIP.settings).toMatchObject({ apiKey: '••••3456', botEmail: 'bot@zulip.example' });
    expect(byKind.GOTIFY.settings).toEqual({ token: '••••oken', priority: 9 });
    expect(byKind.EMAIL).toMatchObject({ value: 'oncall@example.org', settings: { up: true, down: true } });
    expect(JSON.stringify(res.body)).not.toMatch(
      /tk_secret_token|zulip-api-key|gotify-app-token|a1b2c3d4e5f6/,
    );
    const listed = await api(server, project.apiKey)('GET', '/channels/');
    expect(listed.json.channels).toContainEqual({ id: ids.po, name: 'po', kind: 'po' });
    expect(listed.text).not.toContain(PO_USER);

    const updated = await gql(
      'mutation ($id: ID!) { updateChannel(id: $id, input: { settings: { ntfy: { priority: 4 } } }) { settings } }',
      { id: ids.ntfy },
    );
    expect(updated.body.data!.updateChannel).toEqual({
      settings: { topic: 'backups', priority: 4, priorityUp: 3, token: '••••1234' },
    });
    receiver.requests.length = 0;
    const tested = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: ids.ntfy });
    expect(tested.body.data!.testChannel).toEqual({ sent: true, error: null });
    const request = await at('/ntfy');
    expect(request.headers.authorization).toBe('Bearer tk_secret_token_1234');
    expect(JSON.parse(request.body)).toMatchObject({ priority: 4, title: 'TEST is DOWN' });
  });

  it('masks the credentials a webhook URL carries (its query values, a password), in GraphQL and the CLI', async () => {
    const plain = await create(
      'WEBHOOK',
      `${receiver.url.replace('//', '//ops:hunter2@')}/hook?token=s3cr3t-t0ken&name=$NAME`,
    );
    const templated = await create(
      'WEBHOOK',
      JSON.stringify({ url: `${receiver.url}/t?key=abc123secret`, body: '$NAME_JSON' }),
    );
    const shown = (await gql('{ channels { id value } }')).body.data!.channels as {
      id: string;
      value: string;
    }[];
    const valueOf = (id: string) => shown.find((channel) => channel.id === id)!.value;
    expect(valueOf(plain)).toBe(`${receiver.url.replace('//', '//ops:••••@')}/hook?token=••••&name=$NAME`);
    expect(JSON.parse(valueOf(templated))).toEqual({ url: `${receiver.url}/t?key=••••`, body: '$NAME_JSON' });
    const listed = await runCli(['channel', 'list', '--project', project.id, '--json'], server.env);
    for (const secret of ['s3cr3t-t0ken', 'hunter2', 'abc123secret']) {
      expect(JSON.stringify(shown)).not.toContain(secret);
      expect(listed.stdout).not.toContain(secret);
    }
    // Deliveries use the whole URL.
    receiver.requests.length = 0;
    const tested = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: plain });
    expect(tested.body.data!.testChannel).toEqual({ sent: true, error: null });
    expect(receiver.requests.map((request) => request.path)).toEqual(['/hook?token=s3cr3t-t0ken&name=TEST']);
    expect(receiver.requests[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('ops:hunter2').toString('base64')}`,
    );
  });

  it('refuses settings of another kind, two kinds at once, unknown, missing or out-of-range ones', async () => {
    const refusals: [string, string, object | undefined, RegExp][] = [
      [
        'SLACK',
        `${receiver.url}/x`,
        { ntfy: { topic: 'x' } },
        /^settings\.ntfy are for ntfy channels, not slack$/,
      ],
      ['NTFY', `${receiver.url}/x`, undefined, /^ntfy channels need topic$/],
      [
        'NTFY',
        `${receiver.url}/x`,
        { ntfy: { topic: 'x', priority: 7 } },
        /^the priority of ntfy channels must be one of 0, 1, 2, 3, 4, 5$/,
      ],
      ['NTFY', `${receiver.url}/x`, { ntfy: { topic: 'x'.repeat(65) } }, /has at most 64 characters/],
      [
        'ZULIP',
        `${receiver.url}/x`,
        { zulip: { botEmail: 'a@b.c', apiKey: 'k', to: 'x', type: 'dm' } },
        /must be one of stream, private/,
      ],
      ['SLACK', 'not a url', undefined, /^the value of slack channels must be an http\(s\) URL$/],
      ['TELEGRAM', 'abc', undefined, /^the value of telegram channels must be a Telegram chat id/],
      ['PO', 'short', undefined, /^the value of po channels must be a Pushover user key/],
      ['GROUP', 'b0b0b0b0-0000-4000-8000-000000000000', undefined, /is not another channel of this project/],
      ['GROUP', ids.group, undefined, /^a group cannot contain another group$/],
      ['GROUP', `${ids.slack},${ids.slack}`, undefined, /at most 100 distinct channel UUIDs/],
      ['GROUP', Array.from({ length: 101 }, () => randomUUID()).join(','), undefined, /at most 100 distinct/],
      ['NTFY', `${receiver.url}/x`, { ntfy: { topic: 'a\u0000b' } }, /must not contain a NUL character/],
      [
        'NTFY',
        `${receiver.url}/x`,
        { ntfy: { topic: 't', token: 'tk\r\nX-Injected: 1' } },
        /^the token of ntfy channels must not contain control characters$/,
      ],
    ];
    for (const [kind, value, settings, message] of refusals) {
      const res = await gql(CREATE, { kind, name: 'x', value, settings });
      expect(res.body.errors?.[0]?.extensions?.code, `${kind} ${JSON.stringify(settings)}`).toBe(
        'INVALID_CHANNEL',
      );
      expect(res.body.errors?.[0]?.message).toMatch(message);
    }
    const both = await gql(CREATE, {
      kind: 'NTFY',
      name: 'x',
      value: `${receiver.url}/x`,
      settings: { ntfy: { topic: 'x' }, gotify: { token: 'y' } },
    });
    expect(both.body.errors?.[0]?.message).toMatch(
      /Exactly one key must be specified for OneOf type "ChannelSettingsInput"/,
    );
    // A group member of another project is refused like one that does not exist.
    const stranger = await newProject(server, 'Stranger');
    const res = await gql(CREATE, { kind: 'GROUP', name: 'x', value: ids.slack }, stranger.apiKey);
    expect(res.body.errors?.[0]?.message).toMatch(/is not another channel of this project/);
  });

  it('refuses a kind whose operator account is not configured, naming the setting', async () => {
    const env = {
      ...server.env,
      TELEGRAM_TOKEN: '',
      PUSHOVER_API_TOKEN: '',
      MATRIX_ACCESS_TOKEN: '',
      SMS_GATEWAY_URL: '',
    };
    for (const [kind, value, setting] of [
      ['telegram', '123', 'TELEGRAM_TOKEN'],
      ['po', PO_USER, 'PUSHOVER_API_TOKEN'],
      ['matrix', '!r:example.org', 'MATRIX_ACCESS_TOKEN'],
      ['sms', '+15551234567', 'SMS_GATEWAY_URL'],
    ]) {
      const cli = await runCli(
        [
          'channel',
          'create',
          '--project',
          project.id,
          '--kind',
          kind,
          '--name',
          'x',
          '--value',
          value,
          '--json',
        ],
        env,
      );
      expect(cli.code, kind).toBe(1);
      expect(JSON.parse(cli.stdout)).toEqual({
        error: `${kind} channels need the server’s ${setting}, which is not set`,
      });
    }
  });

  it('the CLI: options from each kind’s table, refused by name on another kind; channel test', async () => {
    const cli = (...args: string[]) => runCli([...args, '--json'], server.env);
    const created = await cli(
      'channel',
      'create',
      '--project',
      project.id,
      '--kind',
      'ntfy',
      '--name',
      'from cli',
      '--value',
      `${receiver.url}/cli-ntfy`,
      '--topic',
      'cli',
      '--priority',
      '4',
      '--priority-up',
      '0',
      '--token',
      'tk_cli_token_9999',
    );
    expect(created.code).toBe(0);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const listed = JSON.parse((await cli('channel', 'list', '--project', project.id)).stdout);
    expect(listed.channels.find((c: { id: string }) => c.id === id)).toEqual({
      id,
      name: 'from cli',
      kind: 'ntfy',
      value: `${receiver.url}/cli-ntfy`,
      settings: { topic: 'cli', priority: 4, priorityUp: 0, token: '••••9999' },
    });
    expect((await cli('channel', 'list', '--project', project.id)).stdout).not.toContain('tk_cli_token');

    const wrong = await cli(
      'channel',
      'create',
      '--project',
      project.id,
      '--kind',
      'slack',
      '--name',
      'x',
      '--value',
      `${receiver.url}/x`,
      '--topic',
      't',
    );
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toEqual({ error: '--topic is not a setting of slack channels' });
    const email = await cli(
      'channel',
      'create',
      '--project',
      project.id,
      '--kind',
      'email',
      '--name',
      'quiet mail',
      '--value',
      'a@example.org',
      '--no-up',
    );
    const emailId = JSON.parse(email.stdout).id as string;
    const listedEmail = JSON.parse(
      (await cli('channel', 'list', '--project', project.id)).stdout,
    ).channels.find((c: { id: string }) => c.id === emailId);
    expect(listedEmail.settings).toEqual({ up: false, down: true });

    receiver.requests.length = 0;
    const tested = await cli('channel', 'test', id, '--project', project.id);
    expect(JSON.parse(tested.stdout)).toEqual({ id, sent: true });
    expect(JSON.parse((await at('/cli-ntfy')).body)).toMatchObject({
      title: 'TEST is DOWN',
      priority: 4,
      topic: 'cli',
    });
  });

  it('testChannel: Healthchecks’ sample, an up sample where down alerts are off, a group’s failure count', async () => {
    receiver.requests.length = 0;
    const slack = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: ids.slack });
    expect(slack.body.data!.testChannel).toEqual({ sent: true, error: null });
    const sample = JSON.parse((await at('/slack')).body);
    expect(sample.attachments[0]).toMatchObject({
      title: '“TEST” is DOWN.',
      text: `Reason: ${TIMEOUT_REASON}.`,
    });
    expect(sample.attachments[0].fields).toContainEqual({ title: 'Last Ping', value: 'Never', short: true });

    const upOnly = await create('GOTIFY', `${flaky.url}/up-only`, { gotify: { token: 't', priority: 0 } });
    flaky.requests.length = 0;
    await gql('mutation ($id: ID!) { testChannel(id: $id) { sent } }', { id: upOnly });
    expect(JSON.parse(flaky.requests[0].body).title).toBe('TEST is UP');

    const failing = await create('SLACK', `${flaky.url}/failing`);
    const group = await create('GROUP', `${failing},${upOnly}`);
    flaky.answerNext({ status: 500 });
    const tested = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: group });
    expect(tested.body.data!.testChannel).toEqual({ sent: false, error: '1 out of 2 notifications failed' });
  });

  it('fans a group out to its members, each with its own notification', async () => {
    const fan = await newProject(server, 'Fan-out');
    const a = await create('SLACK', `${receiver.url}/member-a`, undefined, fan.apiKey);
    const b = await create('MATTERMOST', `${receiver.url}/member-b`, undefined, fan.apiKey);
    const group = await create('GROUP', `${a},${b}`, undefined, fan.apiKey);
    const uuid = (await api(server, fan.apiKey)('POST', '/checks/', { name: 'grouped', channels: group }))
      .json.uuid as string;
    receiver.requests.length = 0;
    await fetch(`${server.url}/ping/${uuid}/fail`);
    await at('/member-a');
    await at('/member-b');
    const sent = await eventually(async () => {
      const all = await checkNotifications(server, fan.apiKey, uuid);
      return all.length === 2 && all.every((n) => n.state === 'sent') ? all : null;
    });
    expect(sent.map((n) => n.channel.name).sort()).toEqual(['mattermost', 'slack']);
  });
});
