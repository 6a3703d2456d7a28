/**
 * Every integration kind end to end: a check that goes down by time (the down detector) and up by a
 * ping, and the exact request each kind's receiver gets — method, path, headers and body, byte for
 * byte where the body is JSON — then what becomes of deliveries that fail: retries and refusals. The
 * wording of each message is Healthchecks' (test/monitoring/messages-*.test.ts port its test_notify.py
 * cases); here the whole path is checked: flip, fan-out, delivery, retries and metrics.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueKey } from '../../src/monitoring/checks/unique-key.js';
import { channelKinds } from '../../src/monitoring/delivery/kinds/index.js';
import { OPSGENIE_KEY } from '../helpers/deliveries.js';
import { backupRequests } from '../helpers/integration-requests.js';
import { BASE, expectForm, expectJson, integrationsHub, TIMEOUT_REASON } from '../helpers/integrations.js';
import { api, checkNotifications, newProject } from '../helpers/monitoring.js';
import { parseExposition } from '../helpers/prometheus.js';
import { eventually } from '../helpers/receivers.js';
import { basicAuth } from '../helpers/server.js';

const { clock, server, receiver, flaky, smtp, project, ids, create, at } = await integrationsHub();
// One channel of each kind; the group notifies through its members, e-mail goes to the SMTP relay.
const NOTIFIED = Object.keys(ids).filter((kind) => kind !== 'group');
const OVER_HTTP = NOTIFIED.filter((kind) => kind !== 'email');

describe('a check that goes down by time and up by a ping notifies every kind', () => {
  let uuid = '';
  let key = '';
  let url = '';

  it('goes down at its deadline: one request to each kind, none to the group itself', async () => {
    expect(Object.keys(ids).sort(), 'the hub has a channel of every kind').toEqual(
      Object.keys(channelKinds).sort(),
    );
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
    url = `${BASE}/checks/${uuid}/details/`;
    expect((await fetch(`${server.url}/ping/${uuid}`, { method: 'POST', body: 'all good' })).status).toBe(
      200,
    );
    clock.advance(180_000);
    await eventually(() => receiver.requests.length >= OVER_HTTP.length && smtp.messages.length === 1);
    await eventually(async () => {
      const all = await checkNotifications(server, project.apiKey, uuid);
      return all.length === NOTIFIED.length && all.every((n) => n.state === 'SENT');
    });
    expect(receiver.requests).toHaveLength(OVER_HTTP.length);
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
      { authorization: basicAuth('AC1', 'sms-token') },
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

  /** Every HTTP kind's request for the flip: down or up. */
  async function expectAll(down: boolean) {
    const {
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
    } = backupRequests(url, key);
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
      authorization: basicAuth('bot@zulip.example', 'zulip-api-key-123456'),
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
    // Pushover's cancellation of the emergency is one request more.
    await eventually(() => receiver.requests.length >= OVER_HTTP.length + 1 && smtp.messages.length === 1);
    await eventually(async () =>
      (await checkNotifications(server, project.apiKey, uuid)).filter((n) => n.newStatus === 'UP').length ===
      NOTIFIED.length
        ? true
        : null,
    );
    expect(receiver.requests).toHaveLength(OVER_HTTP.length + 1);
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
    expect(pending).toMatchObject({ state: 'PENDING', attempts: 1, error: 'Received status code 429' });
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(flaky.requests).toHaveLength(1);
    clock.advance(60_000);
    await eventually(async () => (await checkNotifications(server, other.apiKey, uuid))[0]?.state === 'SENT');
    expect(flaky.requests).toHaveLength(2);
  });

  it('retries a 5xx with back-off, and gives up on a 4xx at once', async () => {
    flaky.requests.length = 0;
    flaky.answerNext({ status: 503 });
    const retried = await failingCheck('GOOGLECHAT', `${flaky.url}/unavailable`);
    await eventually(async () => (await checkNotifications(server, other.apiKey, retried))[0]?.error);
    clock.advance(10_000);
    await eventually(
      async () => (await checkNotifications(server, other.apiKey, retried))[0].state === 'SENT',
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
      (await checkNotifications(server, other.apiKey, refused)).find((n) => n.state === 'FAILED'),
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
