import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { Flip } from '../../src/monitoring/flips/flip.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { api, checkNotifications, newChannel, newProject } from '../helpers/monitoring.js';
import { eventually, httpReceiver, smtpReceiver } from '../helpers/receivers.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const clock = new FixedClock(new Date('2026-05-01T08:00:00Z'));
let server: TestServer;
let webhook: Awaited<ReturnType<typeof httpReceiver>>;
let smsGateway: Awaited<ReturnType<typeof httpReceiver>>;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let project: Awaited<ReturnType<typeof newProject>>;
let rw: ReturnType<typeof api>;

beforeAll(async () => {
  [webhook, smsGateway, smtp] = await Promise.all([httpReceiver(), httpReceiver(), smtpReceiver()]);
  server = await startTestServer({
    clock,
    env: {
      MONITOR_INTERVAL_MS: '50',
      // The receivers are on loopback, which deliveries may reach only with the operator's opt-in.
      INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true',
      SMTP_RELAY_URL: smtp.url,
      PING_EMAIL_DOMAIN: 'hc.example',
      SMS_GATEWAY_URL: smsGateway.url,
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15550000',
    },
  });
  project = await newProject(server, 'Alerts');
  rw = api(server, project.apiKey);
  await newChannel(server, project.id, 'hook', ChannelKind.WEBHOOK, `${webhook.url}/hook/$STATUS`);
  await newChannel(server, project.id, 'mail', ChannelKind.EMAIL, 'oncall@example.org');
  await newChannel(server, project.id, 'phone', ChannelKind.SMS, '+15551234');
});
afterAll(async () => {
  await server.stop();
  await Promise.all([webhook.close(), smsGateway.close(), smtp.close()]);
});

const ping = (uuid: string, suffix = '') =>
  fetch(`${server.url}/ping/${uuid}${suffix}`).then((r) => r.text());

const notifications = (uuid: string) => checkNotifications(server, project.apiKey, uuid);

describe('going down by time, and back up', () => {
  let uuid = '';

  it('flips at the deadline and notifies every channel: webhook, e-mail and SMS', async () => {
    uuid = (
      await rw('POST', '/checks/', {
        name: 'Backup',
        slug: 'backup',
        tags: 'prod',
        timeout: 60,
        grace: 60,
        channels: '*',
      })
    ).json.uuid as string;
    await ping(uuid);
    clock.advance(119_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(webhook.requests).toHaveLength(0);
    clock.advance(60_000);
    const [hook] = await eventually(() => (webhook.requests.length ? webhook.requests : null));
    expect(hook.method).toBe('POST');
    expect(hook.path).toBe('/hook/down');
    expect(JSON.parse(hook.body)).toEqual({
      check_id: uuid,
      name: 'Backup',
      slug: 'backup',
      tags: 'prod',
      status: 'down',
      timestamp: '2026-05-01T08:02:00.000Z',
    });
    const [mail] = await eventually(() => (smtp.messages.length ? smtp.messages : null));
    expect(mail.subject).toBe('Backup is DOWN');
    expect(mail.text).toContain(uuid);
    expect(mail.from?.text).toContain('noreply@hc.example');
    const [sms] = await eventually(() => (smsGateway.requests.length ? smsGateway.requests : null));
    expect(sms.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sms.headers.authorization).toBe('Basic ' + Buffer.from('AC123:token').toString('base64'));
    expect(Object.fromEntries(new URLSearchParams(sms.body))).toEqual({
      From: '+15550000',
      To: '+15551234',
      Body: 'Backup is DOWN',
    });

    expect((await rw('GET', `/checks/${uuid}`)).json.status).toBe('down');
    const flips = await domainDeps(server.runtime).em.find(
      Flip,
      { check: { uuid } },
      { orderBy: { id: 'asc' } },
    );
    expect(flips.map((f) => [f.oldStatus, f.newStatus, f.reason, f.created.toISOString()])).toEqual([
      ['new', 'up', '', '2026-05-01T08:00:00.000Z'],
      ['up', 'down', 'timeout', '2026-05-01T08:02:00.000Z'],
    ]);
    await eventually(async () => (await notifications(uuid)).every((n) => n.state === 'SENT'));
    expect(await notifications(uuid)).toHaveLength(3);
  });

  it('notifies again when a ping brings it back up', async () => {
    webhook.requests.length = 0;
    await ping(uuid);
    const [hook] = await eventually(() => (webhook.requests.length ? webhook.requests : null));
    expect(hook.path).toBe('/hook/up');
    expect(JSON.parse(hook.body).status).toBe('up');
  });

  it('retries a failed delivery with backoff and records the attempts', async () => {
    webhook.requests.length = 0;
    webhook.failNext(1);
    await ping(uuid, '/fail');
    await eventually(() => webhook.requests.length === 1);
    const failed = await eventually(async () =>
      (await notifications(uuid)).find(
        (n) => n.channel && (n.channel as { name: string }).name === 'hook' && n.error,
      ),
    );
    expect(failed).toMatchObject({
      newStatus: 'DOWN',
      state: 'PENDING',
      attempts: 1,
      error: 'Received status code 500',
    });
    clock.advance(10_000);
    await eventually(() => webhook.requests.length === 2);
    const retried = await eventually(async () =>
      (await notifications(uuid)).find(
        (n) => (n.channel as { name: string }).name === 'hook' && n.state === 'SENT' && n.attempts === 2,
      ),
    );
    expect(retried).toMatchObject({ newStatus: 'DOWN' });
  });

  it('never notifies for new → up or for pause and resume', async () => {
    const quiet = (await rw('POST', '/checks/', { name: 'Quiet', channels: '*' })).json.uuid as string;
    await ping(quiet);
    await rw('POST', `/checks/${quiet}/pause`);
    await rw('POST', `/checks/${quiet}/resume`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await notifications(quiet)).toEqual([]);
  });

  it('renders a webhook body template with the values of the flip', async () => {
    const templated = await newProject(server, 'Templated');
    const value = JSON.stringify({
      url: `${webhook.url}/t?name=$NAME`,
      body: '$NAME went $STATUS at $NOW ($TAGS, $CODE)',
    });
    await newChannel(server, templated.id, 'custom', ChannelKind.WEBHOOK, value);
    const own = api(server, templated.apiKey);
    const uuid = (await own('POST', '/checks/', { name: 'a b', tags: 'x', channels: 'custom' })).json
      .uuid as string;
    webhook.requests.length = 0;
    clock.set('2026-05-02T00:00:00Z');
    await ping(uuid, '/fail');
    const [hook] = await eventually(() => (webhook.requests.length ? webhook.requests : null));
    expect(hook.path).toBe('/t?name=a%20b');
    expect(hook.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(hook.body).toBe(`a b went down at 2026-05-02T00:00:00+00:00 (x, ${uuid})`);
  });

  it('a started run that never finishes goes down after the grace period, from new or paused', async () => {
    for (const paused of [false, true]) {
      const uuid = (
        await rw('POST', '/checks/', { name: 'runner', timeout: 3600, grace: 60, channels: 'hook' })
      ).json.uuid as string;
      if (paused) await rw('POST', `/checks/${uuid}/pause`);
      clock.set(paused ? '2026-05-03T10:00:00Z' : '2026-05-03T09:00:00Z');
      await ping(uuid, '/start');
      expect((await rw('GET', `/checks/${uuid}`)).json).toMatchObject({
        started: true,
        status: paused ? 'paused' : 'new',
      });
      webhook.requests.length = 0;
      clock.advance(60_000);
      const [hook] = await eventually(() => (webhook.requests.length ? webhook.requests : null));
      expect(JSON.parse(hook.body)).toMatchObject({ check_id: uuid, status: 'down' });
      const flips = await domainDeps(server.runtime).em.find(
        Flip,
        { check: { uuid } },
        { orderBy: { id: 'desc' } },
      );
      expect([flips[0].oldStatus, flips[0].newStatus, flips[0].reason]).toEqual([
        paused ? 'paused' : 'new',
        'down',
        'timeout',
      ]);
      expect(flips[0].created.toISOString()).toBe(
        paused ? '2026-05-03T10:01:00.000Z' : '2026-05-03T09:01:00.000Z',
      );
    }
  });

  it('a failure ping takes a paused check down and notifies', async () => {
    const uuid = (await rw('POST', '/checks/', { name: 'paused-fail', channels: 'hook' })).json
      .uuid as string;
    await rw('POST', `/checks/${uuid}/pause`);
    webhook.requests.length = 0;
    await ping(uuid, '/fail');
    expect((await rw('GET', `/checks/${uuid}`)).json.status).toBe('down');
    const [hook] = await eventually(() => (webhook.requests.length ? webhook.requests : null));
    expect(JSON.parse(hook.body)).toMatchObject({ check_id: uuid, status: 'down' });
  });
});
