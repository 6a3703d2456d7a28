/**
 * A server whose every integration kind sends to loopback receivers: a project "Alerts" with a channel
 * of each kind made through GraphQL (typed settings), for test/monitoring/integrations-*.test.ts.
 */
import { afterAll, expect } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { OPSGENIE_KEY, PD_KEY, PO_USER } from './deliveries.js';
import { newProject } from './monitoring.js';
import { eventually, httpReceiver, smtpReceiver, type ReceivedRequest } from './receivers.js';
import { graphql, startTestServer } from './server.js';

export const BASE = 'https://hc.example';
export const TIMEOUT_REASON = 'success signal did not arrive on time, grace time passed';

export const CREATE = `mutation ($kind: ChannelKind!, $name: String!, $value: String!, $settings: ChannelSettingsInput) {
  createChannel(kind: $kind, name: $name, value: $value, settings: $settings) { uuid kind name value settings }
}`;

/**
 * The server, its receivers (`receiver` for the channels made here, `flaky` for tests that make it
 * fail, `smtp` for e-mail) and the project's channels by kind (`ids`, the group's included), for the
 * calling test file: stopped after its last test. The monitor looks every 50 ms, on `clock`.
 */
export async function integrationsHub() {
  const clock = new FixedClock(new Date('2026-05-01T08:00:00Z'));
  const [receiver, flaky, smtp] = await Promise.all([httpReceiver(), httpReceiver(), smtpReceiver()]);
  const R = receiver.url;
  const server = await startTestServer({
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
  afterAll(async () => {
    await server.stop();
    await Promise.all([receiver.close(), flaky.close(), smtp.close()]);
  });
  const project = await newProject(server, 'Alerts');

  const gql = (query: string, variables: Record<string, unknown> = {}, key = project.apiKey) =>
    graphql(server.url, query, { variables, headers: { 'X-Api-Key': key } });

  async function create(kind: string, value: string, settings?: object, key = project.apiKey) {
    const res = await gql(CREATE, { kind, name: kind.toLowerCase(), value, settings }, key);
    expect(res.body.errors, kind).toBeUndefined();
    return (res.body.data!.createChannel as { uuid: string }).uuid;
  }

  const ids: Record<string, string> = {};
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

  /** The request that reached `path` (its first segment), once it has. */
  const at = (prefix: string) =>
    eventually(() => receiver.requests.find((r) => r.path === prefix || r.path.startsWith(`${prefix}/`)));

  return { clock, server, receiver, flaky, smtp, project, ids, gql, create, at };
}

/** A JSON request, its body compared as sent: keys in Healthchecks' order. */
export function expectJson(
  request: ReceivedRequest,
  method: string,
  path: string,
  body: unknown,
  headers = {},
) {
  expect({ method: request.method, path: request.path }).toEqual({ method, path });
  expect(request.headers).toMatchObject({ 'content-type': 'application/json', ...headers });
  expect(request.body).toBe(JSON.stringify(body));
}

/** A form request, its fields in order. */
export function expectForm(request: ReceivedRequest, path: string, fields: [string, string][], headers = {}) {
  expect({ method: request.method, path: request.path }).toEqual({ method: 'POST', path });
  expect(request.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded', ...headers });
  expect([...new URLSearchParams(request.body)]).toEqual(fields);
}
