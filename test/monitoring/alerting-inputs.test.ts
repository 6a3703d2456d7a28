import { afterAll, describe, expect, it } from 'vitest';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { alertingSite, clearReceived, gql, MINUTE, newCheck, ping, round } from '../helpers/alerting.js';
import { api, newChannel } from '../helpers/monitoring.js';
import { parseExposition } from '../helpers/prometheus.js';
import { eventually, smtpReceiver } from '../helpers/receivers.js';
import { runCli } from '../helpers/server.js';
import { liveClient, subscribe } from '../helpers/live.js';

// What the rules refuse, what they leave alone (the Management API and ping answers, byte for byte),
// and where they show: the signed snooze link of an e-mail, the CLI's log, the operator's metrics.
const smtp = await smtpReceiver();
const site = alertingSite('2026-09-01T08:00:00Z', { SMTP_RELAY_URL: smtp.url, METRICS_TOKEN: 'scrape' });
afterAll(() => smtp.close());

async function refused(query: string, variables: Record<string, unknown>) {
  const body = await gql(site, query, variables);
  expect(body.data ?? null).toBeNull();
  return body.errors![0] as { message: string; extensions: { code: string } };
}

const RULES =
  'mutation ($id: ID!, $input: AlertRulesInput!) { setAlertRules(check: $id, input: $input) { name } }';
const WINDOW = 'mutation ($input: MaintenanceWindowInput!) { createMaintenanceWindow(input: $input) { id } }';

describe('bad input', () => {
  it('refuses thresholds, delays and reminders out of bounds with the rule’s name', async () => {
    const uuid = await newCheck(site, 'bounds', '');
    for (const [input, message] of [
      [{ failThreshold: 0 }, 'failThreshold must be a whole number from 1 to 100 (failures in a row)'],
      [
        { failThreshold: 1_000_000_000 },
        'failThreshold must be a whole number from 1 to 100 (failures in a row)',
      ],
      [{ downDelay: -1 }, 'downDelay must be a whole number from 0 to 2678400 (seconds)'],
      [{ remindEvery: 0, remindMax: 3 }, 'remindEvery must be a whole number from 60 to 2678400 (seconds)'],
      [{ remindEvery: 600 }, 'the check: give remindEvery and remindMax together'],
      [{ maxRunTime: 0 }, 'maxRunTime must be a whole number from 1 to 31536000 (seconds)'],
    ] as const) {
      const error = await refused(RULES, { id: uuid, input });
      expect([error.message, error.extensions.code]).toEqual([message, 'INVALID_ALERT_RULE']);
    }
    const route = await refused(
      'mutation ($id: ID!, $ch: ID!) { setAlertRoute(check: $id, channel: $ch, input: { delay: 604801 }) { name } }',
      { id: uuid, ch: site.channels.A },
    );
    expect(route.message).toBe('delay must be a whole number from 0 to 604800 (seconds)');
  });

  it('refuses windows that end before they start, never fire, or name no time', async () => {
    const uuid = await newCheck(site, 'windows', '');
    for (const [input, message] of [
      [{ startsAt: '2026-09-01T10:00:00Z', endsAt: '2026-09-01T09:00:00Z' }, 'endsAt must be after startsAt'],
      [{ startsAt: '2026-08-01T10:00:00Z', endsAt: '2026-08-01T11:00:00Z' }, 'endsAt is in the past'],
      [
        { schedule: '0 0 30 2 *', duration: 3600 },
        'schedule: not a cron or OnCalendar expression that ever fires',
      ],
      [{ schedule: '0 2 * * *', duration: 0 }, 'duration: whole seconds from 60 to 604800'],
      [{ schedule: '0 2 * * *', duration: 3600, tz: 'Mars/Olympus' }, 'tz: Mars/Olympus is not a time zone'],
      [
        { name: 'x', check: uuid, tag: 'db', schedule: '0 2 * * *', duration: 60 },
        'give check or tag, not both',
      ],
      [
        { tag: 'two words', schedule: '0 2 * * *', duration: 60 },
        'tag: one tag, 1 to 100 characters without spaces',
      ],
      [{ name: 'nul\u0000', schedule: '0 2 * * *', duration: 60 }, 'name: at most 100 characters, no NUL'],
      [{}, 'give startsAt and endsAt, or schedule and duration'],
    ] as const) {
      const error = await refused(WINDOW, { input });
      expect([error.message, error.extensions.code]).toEqual([message, 'INVALID_MAINTENANCE_WINDOW']);
    }
    const snooze = await refused('mutation ($id: ID!) { snoozeCheck(id: $id, seconds: -5) { id } }', {
      id: uuid,
    });
    expect(snooze.message).toBe('until must be in the future');
  });
});

describe('what the rules leave alone', () => {
  it('answers the Management API and ping URLs byte for byte as without rules', async () => {
    const plain = await newCheck(site, 'same', 'A', { timeout: 3600 });
    const ruled = await newCheck(site, 'same', 'A', { timeout: 3600 });
    await gql(site, RULES, {
      id: ruled,
      input: { failThreshold: 3, downDelay: 600, maxRunTime: 60, remindEvery: 600, remindMax: 2 },
    });
    await gql(
      site,
      'mutation ($id: ID!, $on: [ID!]!) { setCheckDependencies(check: $id, dependsOn: $on) { name } }',
      {
        id: ruled,
        on: [plain],
      },
    );
    await gql(site, WINDOW, { input: { check: ruled, schedule: '0 2 * * *', duration: 3600 } });
    const rw = api(site.server, site.project.apiKey);
    const answers = async (uuid: string) => {
      const pinged = await fetch(`${site.server.url}/ping/${uuid}/fail`);
      const one = await rw('GET', `/checks/${uuid}`);
      const flips = await rw('GET', `/checks/${uuid}/flips/`);
      return [pinged.status, await pinged.text(), one.text, flips.text].map((part) =>
        String(part)
          .replaceAll(uuid, 'UUID')
          .replace(/\/b\/2\/[\w-]+\.svg/, '/b/2/BADGE.svg'),
      );
    };
    expect(await answers(ruled)).toEqual(await answers(plain));
  });
});

describe('where the rules show', () => {
  it('mails a signed link that snoozes the check without signing in; a changed link does not work', async () => {
    site.clock.set('2026-09-02T08:00:00Z');
    const mail = await newChannel(site.server, site.project.id, 'mail', ChannelKind.EMAIL, 'ops@example.com');
    const uuid = await newCheck(site, 'nightly', mail, { timeout: 31_536_000 });
    await ping(site, uuid);
    await ping(site, uuid, '/fail');
    await eventually(() => smtp.messages.length === 1);
    const link = /Snooze this check: (\S+)/.exec(smtp.messages[0].text ?? '')?.[1];
    expect(link).toMatch(/\/snooze\/[0-9a-f-]{36}\.\d+\.[\w-]{43}\/$/);
    const path = new URL(link!).pathname;
    const page = await fetch(`${site.server.url}${path}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('Snooze “nightly”');
    expect(html).toContain('Until 2026-09-02 09:00 UTC');
    const posted = await fetch(`${site.server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.server.url },
      body: 'choice=hour',
    });
    expect([posted.status, await posted.text()]).toEqual([200, expect.stringContaining('is snoozed until')]);
    const state = await gql(site, 'query ($id: ID) { check(id: $id) { maintenance { until snooze } } }', {
      id: uuid,
    });
    expect(state.data).toEqual({
      check: { maintenance: { until: '2026-09-02T09:00:00.000Z', snooze: true } },
    });
    const tampered = path.replace(/\.(\d+)\./, (_, n: string) => `.${Number(n) + 1}.`);
    const broken = await fetch(`${site.server.url}${tampered}`);
    expect([broken.status, await broken.text()]).toEqual([
      404,
      expect.stringContaining('This link does not work'),
    ]);
    site.clock.advance(8 * 24 * 60 * MINUTE);
    expect((await fetch(`${site.server.url}${path}`)).status).toBe(404);
  });

  it('lists the log in the CLI and counts what was held in the metrics', async () => {
    site.clock.set('2026-09-20T08:00:00Z');
    const uuid = await newCheck(site, 'counted', 'A', { timeout: 31_536_000 });
    await ping(site, uuid);
    await gql(site, 'mutation ($id: ID!) { snoozeCheck(id: $id, seconds: 600) { id } }', { id: uuid });
    clearReceived(site);
    await ping(site, uuid, '/fail');
    site.clock.advance(11 * MINUTE);
    await round(site);
    const cli = await runCli(
      ['check', 'events', uuid, '--project', site.project.id, '--json'],
      site.server.env,
    );
    expect(cli.code).toBe(0);
    const { events } = JSON.parse(cli.stdout) as { events: Record<string, unknown>[] };
    expect(events[0]).toMatchObject({
      event: 'down',
      channel: 'A',
      state: 'sent',
      reason: 'snooze',
      note: 'Down since 2026-09-20 08:00 UTC, while snoozed.',
    });
    const metrics = await fetch(`${site.server.url}/metrics`, {
      headers: { Authorization: 'Bearer scrape' },
    });
    const held = parseExposition(await metrics.text()).find(
      (sample) =>
        sample.name === 'portico_notifications_total' &&
        sample.labels.outcome === 'held' &&
        sample.labels.reason === 'snooze',
    );
    expect(held?.value).toBeGreaterThanOrEqual(1);
    const bad = await runCli(
      ['check', 'rules', uuid, '--project', site.project.id, '--fail-threshold', '0', '--json'],
      site.server.env,
    );
    expect(bad.code).not.toBe(0);
    expect(JSON.parse(bad.stdout)).toMatchObject({ error: expect.stringContaining('failThreshold') });
  });

  it('sends each notice’s changes to the check’s subscribers, as NOTIFICATION events', async () => {
    site.clock.set('2026-09-21T08:00:00Z');
    const uuid = await newCheck(site, 'watched', 'A', { timeout: 31_536_000 });
    await ping(site, uuid);
    const { client } = liveClient(site.server.url, { 'X-Api-Key': site.project.apiKey });
    try {
      const events = subscribe(
        client,
        `subscription ($id: ID) { checkEvents(checkId: $id) { kind notification { event state reason channel { name } } } }`,
        { id: uuid },
      );
      await new Promise((resolve) => setTimeout(resolve, 300)); // subscribed before the change
      await gql(site, 'mutation ($id: ID!) { snoozeCheck(id: $id, seconds: 600) { id } }', { id: uuid });
      await ping(site, uuid, '/fail');
      await gql(site, 'mutation ($id: ID!) { unsnoozeCheck(id: $id) { name } }', { id: uuid });
      await round(site);
      const notices = () =>
        events.results
          .map(
            (result) => (result.data as { checkEvents: { kind: string; notification: unknown } }).checkEvents,
          )
          .filter((event) => event.kind === 'NOTIFICATION');
      // Each event reads the notice as it is when it arrives: held at first, sent by the last.
      await eventually(() => notices().length >= 3);
      expect(notices().at(-1)).toEqual({
        kind: 'NOTIFICATION',
        notification: { event: 'DOWN', state: 'SENT', reason: 'SNOOZE', channel: { name: 'A' } },
      });
    } finally {
      await client.dispose();
    }
  });
});
