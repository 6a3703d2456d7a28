/**
 * What each integration kind sends, case by case as Healthchecks' own tests pin it: each `describe`
 * names the `hc/integrations/<kind>/tests/test_notify.py` its cases are ported from. Every message goes
 * to a real HTTP receiver on loopback through the kind's transport; the check, flip and last ping are
 * those of the reference tests (a check "Foo" with 112233 pings, the last one ten minutes ago).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { Settings } from '../../src/domain-deps.js';
import { mergeSettings } from '../../src/monitoring/channel-settings.js';
import { Channel, ChannelKind } from '../../src/monitoring/channel.entity.js';
import { deliver, isQuiet } from '../../src/monitoring/delivery/deliver.js';
import type { FlipNotice, OtherCheck } from '../../src/monitoring/delivery/notice.js';
import {
  formatDuration,
  formatDurationForSentence,
  naturalTime,
} from '../../src/monitoring/delivery/wording.js';
import { uniqueKey } from '../../src/monitoring/unique-key.js';
import { httpReceiver, type ReceivedRequest } from '../helpers/receivers.js';

const NOW = new Date('2026-05-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const CODE = '6a5ab56c-a0b6-4b5a-9a8d-1b2c3d4e5f60';
const KEY = uniqueKey(CODE);
const CHECK_URL = `http://testserver/api/v3/checks/${KEY}`;
const PO_USER = 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG';
const PD_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OPSGENIE_KEY = '3f0e8a6e-2d1c-4b8f-9a7e-5c4d3b2a1f00';

/** What JSON.parse returns: the assertions read the bodies freely. */
type Parsed = ReturnType<typeof JSON.parse>;

let receiver: Awaited<ReturnType<typeof httpReceiver>>;
let settings: Settings;

beforeAll(async () => {
  receiver = await httpReceiver();
  const config = loadConfig({
    DATABASE_URL: 'sqlite::memory:',
    INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true',
    SITE_NAME: 'Mychecks',
    TELEGRAM_TOKEN: 'bot-token',
    TELEGRAM_API_URL: receiver.url,
    PUSHOVER_API_TOKEN: 'po-token',
    PUSHOVER_API_URL: receiver.url,
    MATRIX_HOMESERVER: receiver.url,
    MATRIX_ACCESS_TOKEN: 'test-token',
    PAGERDUTY_EVENTS_URL: receiver.url,
    OPSGENIE_API_URL: receiver.url,
    OPSGENIE_EU_API_URL: `${receiver.url}/eu`,
  });
  settings = { ...config, publicUrl: 'http://testserver', secretKey: 'a-secret-key-for-tests' };
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.requests.length = 0;
});

type NoticeChanges = Omit<Partial<FlipNotice>, 'check'> & { check?: Partial<FlipNotice['check']> };

/** The reference tests' flip: "Foo" went down by time; its last ping, a success, ten minutes ago. */
function notice(changes: NoticeChanges = {}): FlipNotice {
  const base: FlipNotice = {
    status: 'down',
    reason: 'timeout',
    timestamp: NOW,
    now: NOW,
    check: {
      uuid: CODE,
      name: 'Foo',
      slug: 'foo',
      tags: 'foo bar',
      desc: '',
      kind: 'simple',
      timeout: 86_400,
      schedule: '* * * * *',
      tz: 'UTC',
      uniqueKey: KEY,
      url: CHECK_URL,
    },
    project: 'Alices Project',
    downSeconds: null,
    lastPing: { n: 112233, kind: null, exitStatus: null, created: minutesAgo(10), body: null },
    downChecks: null,
    site: { name: 'Mychecks', logoUrl: 'http://testserver/static/img/logo.png' },
  };
  return { ...base, ...changes, check: { ...base.check, ...changes.check } };
}

const upAfter90Minutes = (changes: NoticeChanges = {}) =>
  notice({ status: 'up', reason: '', downSeconds: 5400, ...changes });

function channel(kind: ChannelKind, value: string, given: Record<string, unknown> = {}): Channel {
  return Object.assign(new Channel(), {
    kind,
    value,
    settings: JSON.stringify(mergeSettings(kind, {}, given)),
  });
}

/** Delivers and returns what the receiver got, the JSON body parsed. */
async function sent(target: Channel, flip: FlipNotice = notice()) {
  await deliver(target, flip, settings);
  return receiver.requests.map((request) => ({ ...request, json: parsed(request) }));
}

function parsed(request: ReceivedRequest): Parsed {
  const type = String(request.headers['content-type']);
  if (type === 'application/json') return JSON.parse(request.body);
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(request.body));
  return {};
}

const one = async (target: Channel, flip?: FlipNotice) => {
  const requests = await sent(target, flip);
  expect(requests).toHaveLength(1);
  return requests[0];
};

const otherDown = (name: string, lastPing: Date | null): OtherCheck => ({
  name,
  url: `http://testserver/api/v3/checks/${name}`,
  lastPing,
});

/** Slack's fields as a title → value map. */
const fieldsOf = (payload: Parsed) =>
  Object.fromEntries(
    payload.attachments[0].fields.map((f: { title: string; value: string }) => [f.title, f.value]),
  );

describe('slack (hc/integrations/slack/tests/test_notify.py)', () => {
  const slack = () => channel(ChannelKind.SLACK, `${receiver.url}/services/T0/B0/xyz`);

  it('test_it_works: the whole request', async () => {
    const request = await one(slack());
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/services/T0/B0/xyz');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.json).toEqual({
      username: 'Mychecks',
      icon_url: 'http://testserver/static/img/logo.png',
      attachments: [
        {
          color: 'danger',
          fallback: 'The check "Foo" is DOWN.',
          mrkdwn_in: ['fields'],
          title: '“Foo” is DOWN.',
          title_link: CHECK_URL,
          text: 'Reason: success signal did not arrive on time, grace time passed.',
          fields: [
            { title: 'Project', value: 'Alices Project', short: true },
            { title: 'Tags', value: '`foo` `bar`', short: true },
            { title: 'Period', value: '1 day', short: true },
            { title: 'Total Pings', value: '112233', short: true },
            { title: 'Last Ping', value: 'Success, 10 minutes ago', short: true },
          ],
        },
      ],
    });
    // The payload does not give the check's UUID away (its ping URL).
    expect(request.body).not.toContain(CODE);
  });

  it('test_it_handles_reason_failure', async () => {
    const { json } = await one(slack(), notice({ reason: 'fail' }));
    expect(json.attachments[0].text).toBe('Reason: received a failure signal.');
  });

  it('test_it_reports_down_duration', async () => {
    const { json } = await one(slack(), upAfter90Minutes());
    expect(json.attachments[0].text).toBe('The downtime lasted 1 hour, 30 minutes.');
    expect(json.attachments[0].color).toBe('good');
    expect(json.attachments[0].title).toBe('“Foo” is UP.');
  });

  it('test_it_shows_cron_schedule_and_tz, test_it_shows_oncalendar_schedule_and_tz', async () => {
    let fields = fieldsOf((await one(slack(), notice({ check: { kind: 'cron', tz: 'Europe/Riga' } }))).json);
    expect(fields.Schedule).toBe('\u034f* \u034f* \u034f* \u034f* \u034f*');
    expect(fields['Time Zone']).toBe('Europe/Riga');
    expect(fields.Period).toBeUndefined();
    receiver.requests.length = 0;
    const oncalendar = notice({ check: { kind: 'oncalendar', schedule: 'Mon 2-29', tz: 'Europe/Riga' } });
    fields = fieldsOf((await one(slack(), oncalendar)).json);
    expect(fields.Schedule).toBe('Mon 2-29');
  });

  it('test_it_handles_last_ping_fail, _log, nonzero exit status and ignored', async () => {
    const cases: [Partial<NonNullable<FlipNotice['lastPing']>>, string][] = [
      [{ kind: 'fail' }, 'Failure, 10 minutes ago'],
      [{ kind: 'fail', exitStatus: 123 }, 'Exit status 123, 10 minutes ago'],
      [{ kind: 'log' }, 'Log, 10 minutes ago'],
      [{ kind: 'ign', exitStatus: 123 }, 'Ignored, 10 minutes ago'],
    ];
    for (const [ping, expected] of cases) {
      receiver.requests.length = 0;
      const flip = notice({ lastPing: { ...notice().lastPing!, ...ping } });
      expect(fieldsOf((await one(slack(), flip)).json)['Last Ping']).toBe(expected);
    }
  });

  it('test_it_shows_last_ping_body, truncated, and skips one with backticks', async () => {
    const withBody = (body: string) =>
      notice({ lastPing: { ...notice().lastPing!, body: Buffer.from(body) } });
    expect(fieldsOf((await one(slack(), withBody('Hello World'))).json)['Last Ping Body']).toBe(
      '```\nHello World\n```',
    );
    receiver.requests.length = 0;
    const long = fieldsOf((await one(slack(), withBody('X'.repeat(1500)))).json)['Last Ping Body'];
    expect(long).toBe('```\n' + 'X'.repeat(1000) + '\n[truncated]\n```');
    receiver.requests.length = 0;
    expect(
      fieldsOf((await one(slack(), withBody('Hello ``` World'))).json)['Last Ping Body'],
    ).toBeUndefined();
  });

  it('test_it_handles_500, and a 404 is permanent', async () => {
    receiver.answerNext({ status: 500 });
    await expect(sent(slack())).rejects.toMatchObject({
      message: 'Received status code 500',
      permanent: false,
    });
    receiver.answerNext({ status: 404 });
    await expect(sent(slack())).rejects.toMatchObject({
      message: 'Received status code 404',
      permanent: true,
    });
  });

  it('shows the description first, as a long field', async () => {
    const { json } = await one(slack(), notice({ check: { desc: 'Nightly *backup*' } }));
    expect(json.attachments[0].fields[0]).toEqual({ title: 'Description', value: 'Nightly *backup*' });
  });
});

describe('mattermost (hc/integrations/mattermost/tests/test_notify.py)', () => {
  it('test_it_works: the Slack-compatible payload to the webhook URL', async () => {
    const request = await one(channel(ChannelKind.MATTERMOST, `${receiver.url}/hooks/abc`));
    expect(request.path).toBe('/hooks/abc');
    expect(request.json.attachments[0].fallback).toBe('The check "Foo" is DOWN.');
    expect(fieldsOf(request.json)['Last Ping']).toBe('Success, 10 minutes ago');
    expect(fieldsOf(request.json)['Total Pings']).toBe('112233');
  });
});

describe('discord (hc/integrations/discord/tests/test_notify.py)', () => {
  it('test_it_works: the Slack-compatible payload to <url>/slack', async () => {
    const request = await one(channel(ChannelKind.DISCORD, `${receiver.url}/api/webhooks/1/x`));
    expect(request.path).toBe('/api/webhooks/1/x/slack');
    expect(request.json.attachments[0].fallback).toBe('The check "Foo" is DOWN.');
    expect(fieldsOf(request.json)['Total Pings']).toBe('112233');
  });

  it('test_it_shows_cron_schedule_and_tz: asterisks escaped with backslashes', async () => {
    const flip = notice({ check: { kind: 'cron', tz: 'Europe/Riga' } });
    const fields = fieldsOf((await one(channel(ChannelKind.DISCORD, `${receiver.url}/d`), flip)).json);
    expect(fields.Schedule).toBe('\\* \\* \\* \\* \\*');
    expect(fields['Time Zone']).toBe('Europe/Riga');
  });

  it('test_it_handles_last_ping_failure', async () => {
    const flip = notice({ lastPing: { ...notice().lastPing!, kind: 'fail' } });
    const fields = fieldsOf((await one(channel(ChannelKind.DISCORD, `${receiver.url}/d`), flip)).json);
    expect(fields['Last Ping']).toBe('Failure, 10 minutes ago');
  });
});

describe('rocketchat (hc/integrations/rocketchat/tests/test_notify.py)', () => {
  const rocketchat = () => channel(ChannelKind.ROCKETCHAT, `${receiver.url}/hooks/rc`);

  it('test_it_works: the whole request', async () => {
    const request = await one(rocketchat());
    expect(request.path).toBe('/hooks/rc');
    expect(request.json).toEqual({
      alias: 'Mychecks',
      avatar: 'http://testserver/static/img/logo.png',
      text: `[Foo](${CHECK_URL}) is DOWN (success signal did not arrive on time, grace time passed).`,
      attachments: [
        {
          color: '#d9534f',
          fields: [
            { title: 'Project', value: 'Alices Project', short: true },
            { title: 'Tags', value: '`foo` `bar`', short: true },
            { title: 'Period', value: '1 day', short: true },
            { title: 'Total Pings', value: '112233', short: true },
            { title: 'Last Ping', value: 'Success, 10 minutes ago', short: true },
          ],
        },
      ],
    });
  });

  it('test_it_handles_reason_fail, test_it_reports_down_duration, test_it_does_not_escape_name', async () => {
    expect((await one(rocketchat(), notice({ reason: 'fail' }))).json.text).toContain(
      'is DOWN (received a failure signal).',
    );
    receiver.requests.length = 0;
    expect((await one(rocketchat(), upAfter90Minutes())).json.text).toBe(
      `[Foo](${CHECK_URL}) is UP.\nThe downtime lasted 1 hour, 30 minutes.`,
    );
    receiver.requests.length = 0;
    expect((await one(rocketchat(), notice({ check: { name: 'Foo & Bar' } }))).json.text).toContain(
      '[Foo & Bar]',
    );
  });

  it('test_it_shows_cron_schedule_and_tz, test_it_shows_last_ping_body_size and _one_byte', async () => {
    const cron = fieldsOf(
      (await one(rocketchat(), notice({ check: { kind: 'cron', tz: 'Europe/Riga' } }))).json,
    );
    expect(cron.Schedule).toBe('\\* \\* \\* \\* \\*');
    for (const [body, words] of [
      ['Hello World', '11 bytes,'],
      ['X', '1 byte,'],
    ]) {
      receiver.requests.length = 0;
      const flip = notice({ lastPing: { ...notice().lastPing!, n: 123, body: Buffer.from(body) } });
      const field = fieldsOf((await one(rocketchat(), flip)).json)['Last Ping Body'];
      expect(field).toBe(`${words} [show body](${CHECK_URL}#ping-123)`);
    }
  });

  it('test_it_does_not_disable_channel_on_404: the error reads as Healthchecks writes it', async () => {
    receiver.answerNext({ status: 404 });
    await expect(sent(rocketchat())).rejects.toThrow('Received status code 404');
  });
});

describe('msteamsw (hc/integrations/msteamsw/tests/test_notify.py)', () => {
  const teams = () => channel(ChannelKind.MSTEAMSW, `${receiver.url}/workflows/abc`);
  const facts = (json: Parsed) =>
    Object.fromEntries(
      json.attachments[0].content.body[1].facts.map((f: { title: string; value: string }) => [
        f.title,
        f.value,
      ]),
    );

  it('test_it_works: the whole Adaptive Card', async () => {
    const request = await one(teams());
    expect(request.path).toBe('/workflows/abc');
    expect(request.json).toEqual({
      type: 'message',
      attachments: [
        {
          contentType: 'application/vnd.microsoft.card.adaptive',
          contentUrl: null,
          content: {
            $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
            type: 'AdaptiveCard',
            fallbackText: '“Foo” is DOWN.',
            version: '1.2',
            body: [
              {
                type: 'TextBlock',
                text: '🔴 “Foo” is DOWN (success signal did not arrive on time, grace time passed).',
                weight: 'bolder',
                size: 'medium',
                wrap: true,
                style: 'heading',
              },
              {
                type: 'FactSet',
                facts: [
                  { title: 'Project:', value: 'Alices Project' },
                  { title: 'Tags:', value: 'foo bar' },
                  { title: 'Period:', value: '1 day' },
                  { title: 'Total Pings:', value: '112233' },
                  { title: 'Last Ping:', value: 'Success, 10 minutes ago' },
                ],
              },
            ],
            actions: [{ type: 'Action.OpenUrl', title: 'View in Mychecks', url: CHECK_URL }],
          },
        },
      ],
    });
  });

  it('test_it_handles_reason_fail, test_it_escapes_special_characters', async () => {
    expect((await one(teams(), notice({ reason: 'fail' }))).json.attachments[0].content.body[0].text).toBe(
      '🔴 “Foo” is DOWN (received a failure signal).',
    );
    receiver.requests.length = 0;
    const card = (await one(teams(), notice({ check: { name: '_underscores_ & more' } }))).json.attachments[0]
      .content;
    expect(card.fallbackText).toBe('“_underscores_ &amp; more” is DOWN.');
    expect(card.body[0].text).toContain('🔴 “_underscores_ &amp; more” is DOWN');
  });

  it('test_it_shows_cron_schedule_and_tz, test_it_shows_last_ping_body', async () => {
    expect(
      facts((await one(teams(), notice({ check: { kind: 'cron', tz: 'Europe/Riga' } }))).json),
    ).toMatchObject({
      'Schedule:': '\u034f* \u034f* \u034f* \u034f* \u034f*',
      'Time Zone:': 'Europe/Riga',
    });
    receiver.requests.length = 0;
    const flip = notice({ lastPing: { ...notice().lastPing!, body: Buffer.from('Hello World') } });
    const blocks = (await one(teams(), flip)).json.attachments[0].content.body;
    expect(blocks.slice(-2)).toEqual([
      { type: 'TextBlock', text: 'Last Ping Body:', weight: 'bolder' },
      { type: 'CodeBlock', codeSnippet: 'Hello World', language: 'PlainText' },
    ]);
  });
});

describe('googlechat (hc/integrations/googlechat/tests/test_notify.py)', () => {
  const chat = () => channel(ChannelKind.GOOGLECHAT, `${receiver.url}/v1/spaces/AAA/messages?key=k`);

  it('test_it_works: the whole card', async () => {
    const request = await one(chat());
    expect(request.path).toBe('/v1/spaces/AAA/messages?key=k');
    expect(request.json).toEqual({
      cardsV2: [
        {
          card: {
            sections: {
              collapsible: true,
              uncollapsibleWidgetsCount: 1,
              widgets: [
                {
                  textParagraph: {
                    text:
                      '🔴 The check <b>Foo</b> is <b>DOWN</b>.\n' +
                      'Reason: success signal did not arrive on time, grace time passed.',
                  },
                },
                { decoratedText: { topLabel: 'Project', text: 'Alices Project' } },
                { decoratedText: { topLabel: 'Tags', text: 'foo, bar' } },
                { decoratedText: { topLabel: 'Period', text: '1 day' } },
                { decoratedText: { topLabel: 'Total Pings', text: '112233' } },
                { decoratedText: { topLabel: 'Last Ping', text: 'Success, 10 minutes ago' } },
                {
                  buttonList: {
                    buttons: [
                      { text: 'View in Mychecks', type: 'FILLED', onClick: { openLink: { url: CHECK_URL } } },
                    ],
                  },
                },
              ],
            },
          },
        },
      ],
    });
  });

  it('test_it_reports_down_duration, test_it_shows_cron_schedule_and_tz (asterisks as they are)', async () => {
    const up = (await one(chat(), upAfter90Minutes())).json.cardsV2[0].card.sections.widgets[0];
    expect(up.textParagraph.text).toBe(
      '🟢 The check <b>Foo</b> is now <b>UP</b>.\nThe downtime lasted 1 hour, 30 minutes.',
    );
    receiver.requests.length = 0;
    const widgets = (await one(chat(), notice({ check: { kind: 'cron', tz: 'Europe/Riga' } }))).json
      .cardsV2[0].card.sections.widgets;
    expect(widgets[3]).toEqual({ decoratedText: { topLabel: 'Schedule', text: '* * * * *' } });
    expect(widgets[4]).toEqual({ decoratedText: { topLabel: 'Time Zone', text: 'Europe/Riga' } });
  });
});

describe('telegram (hc/integrations/telegram/tests/test_notify.py)', () => {
  const telegram = (threadId?: number) =>
    channel(ChannelKind.TELEGRAM, '123', threadId === undefined ? {} : { threadId });

  it('test_it_works: the whole request, no note about other checks when there are none', async () => {
    const request = await one(telegram(), notice({ check: { name: 'DB Backup', tags: 'foo bar baz' } }));
    expect(request.path).toBe('/botbot-token/sendMessage');
    expect(request.json).toEqual({
      chat_id: 123,
      message_thread_id: null,
      parse_mode: 'html',
      text: [
        `🔴 The check <a href="${CHECK_URL}">DB Backup</a> is <b>DOWN</b> (success signal did not arrive on time, grace time passed).`,
        '',
        '<b>Project:</b> Alices Project',
        '<b>Tags:</b> foo, bar, baz',
        '<b>Period:</b> 1 day',
        '<b>Total Pings:</b> 112233',
        '<b>Last Ping:</b> Success, 10 minutes ago',
      ].join('\n'),
    });
  });

  it('test_it_handles_reason_failure, test_it_reports_down_duration, test_it_shows_exitstatus', async () => {
    expect((await one(telegram(), notice({ reason: 'fail' }))).json.text).toContain(
      'received a failure signal',
    );
    receiver.requests.length = 0;
    expect((await one(telegram(), upAfter90Minutes())).json.text).toContain(
      'is now <b>UP</b>.\nThe downtime lasted 1 hour, 30 minutes.',
    );
    receiver.requests.length = 0;
    const exit = notice({ lastPing: { ...notice().lastPing!, kind: 'fail', exitStatus: 123 } });
    expect((await one(telegram(), exit)).json.text).toContain(
      '<b>Last Ping:</b> Exit status 123, 10 minutes ago',
    );
  });

  it('fails for good, sending nothing, once the operator has unset the bot token', async () => {
    const unset = { ...settings, integrations: { ...settings.integrations, telegramToken: null } };
    await expect(deliver(telegram(), notice(), unset)).rejects.toMatchObject({
      message: 'TELEGRAM_TOKEN is not set',
      permanent: true,
    });
    expect(receiver.requests).toEqual([]);
  });

  it('test_it_sends_to_thread', async () => {
    expect((await one(telegram(123))).json.message_thread_id).toBe(123);
  });

  it('test_it_shows_all_other_checks_up_note, _lists_other_down_checks, _no_last_ping, more than 10', async () => {
    expect((await one(telegram(), notice({ downChecks: [] }))).json.text).toMatch(
      /\n\nAll the other checks are up\.$/,
    );
    receiver.requests.length = 0;
    const others = [otherDown('Foobar', minutesAgo(60)), otherDown('Never', null)];
    expect((await one(telegram(), notice({ downChecks: others }))).json.text).toMatch(
      /\n\nThe following checks are also down:\n- <a href="http:\/\/testserver\/api\/v3\/checks\/Foobar">Foobar<\/a> \(last ping: an hour ago\)\n- <a href="[^"]+">Never<\/a> \(last ping: never\)$/,
    );
    receiver.requests.length = 0;
    const eleven = Array.from({ length: 11 }, () => otherDown('Foobar', minutesAgo(60)));
    const text = (await one(telegram(), notice({ downChecks: eleven }))).json.text;
    expect(text).toMatch(/\n\n11 other checks are also down\.$/);
    expect(text).not.toContain('Foobar');
    receiver.requests.length = 0;
    expect((await one(telegram(), upAfter90Minutes({ downChecks: others }))).json.text).toContain(
      'The following checks are still down:',
    );
  });

  it('test_it_shows_last_ping_body, escaped and clipped at 1,000 characters', async () => {
    const flip = notice({ lastPing: { ...notice().lastPing!, body: Buffer.from('<b>' + 'x'.repeat(1200)) } });
    const text = (await one(telegram(), flip)).json.text;
    expect(text).toContain(`<b>Last Ping Body:</b>\n<pre>&lt;b&gt;${'x'.repeat(997)}\n[truncated]</pre>`);
  });

  it('test_it_returns_error: the description in the message; a blocked bot is permanent', async () => {
    receiver.answerNext({
      status: 403,
      body: JSON.stringify({ ok: false, description: 'Forbidden: bot was blocked by the user' }),
    });
    await expect(sent(telegram())).rejects.toMatchObject({
      message: 'Received status code 403 with a message: "Forbidden: bot was blocked by the user"',
      permanent: true,
    });
    receiver.answerNext({ status: 400, body: 'not json' });
    await expect(sent(telegram())).rejects.toThrow(/^Received status code 400$/);
  });

  it('test_it_obeys_rate_limit: a 429 is retried after its Retry-After', async () => {
    receiver.answerNext({
      status: 429,
      headers: { 'Retry-After': '30' },
      body: '{"description":"Too Many Requests"}',
    });
    await expect(sent(telegram())).rejects.toMatchObject({ permanent: false, retryAfterMs: 30_000 });
  });
});

describe('ntfy (hc/integrations/ntfy/tests/test_notify.py)', () => {
  const ntfy = (given: Record<string, unknown> = {}) =>
    channel(ChannelKind.NTFY, `${receiver.url}/`, { topic: 'foo', priority: 5, priorityUp: 1, ...given });

  it('test_it_works: the whole request', async () => {
    const request = await one(ntfy());
    expect(request.path).toBe('/');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.json).toEqual({
      topic: 'foo',
      priority: 5,
      title: 'Foo is DOWN',
      message: [
        'Reason: success signal did not arrive on time, grace time passed.',
        '',
        '**Project:** Alices Project',
        '**Tags:** foo, bar',
        '**Period:** 1 day',
        '**Total Pings:** 112233',
        '**Last Ping:** Success, 10 minutes ago',
      ].join('\n'),
      markdown: true,
      tags: ['red_circle'],
      actions: [{ action: 'view', label: 'View on Mychecks', url: CHECK_URL }],
    });
  });

  it('test_it_reports_down_duration (with the up priority), test_it_reports_last_pings_exit_code', async () => {
    const up = (await one(ntfy(), upAfter90Minutes())).json;
    expect(up).toMatchObject({ priority: 1, title: 'Foo is UP', tags: ['green_circle'] });
    expect(up.message).toMatch(/^The downtime lasted 1 hour, 30 minutes\.\n\n\*\*Project/);
    receiver.requests.length = 0;
    const exit = notice({ lastPing: { ...notice().lastPing!, kind: 'fail', exitStatus: 123 } });
    expect((await one(ntfy(), exit)).json.message).toContain('**Last Ping:** Exit status 123');
  });

  it('test_it_escapes_special_characters_in_message, not in the title', async () => {
    const { json } = await one(
      ntfy(),
      notice({ project: 'Alice & Bob > Charlie', check: { name: 'A & B' } }),
    );
    expect(json.message).toContain('**Project:** Alice &amp; Bob &gt; Charlie');
    expect(json.title).toBe('A & B is DOWN');
  });

  it('test_it_shows_cron_schedule_and_tz, test_it_lists_other_down_checks', async () => {
    const cron = notice({
      check: { kind: 'cron', tz: 'Europe/Riga' },
      downChecks: [otherDown('Foobar', minutesAgo(60))],
    });
    const { message } = (await one(ntfy(), cron)).json;
    expect(message).toContain('**Schedule:** `* * * * *`\n**Time Zone:** Europe/Riga');
    expect(message).toMatch(
      /\n\nThe following checks are also down:\n• \*\*Foobar\*\* \(last ping: an hour ago\)$/,
    );
  });

  it('test_it_uses_access_token', async () => {
    const request = await one(ntfy({ token: 'tk_test' }));
    expect(request.headers.authorization).toBe('Bearer tk_test');
  });

  it('a header value Node refuses (a line break, stored before it was refused) fails the delivery, never hangs it', async () => {
    const stored = Object.assign(new Channel(), {
      kind: ChannelKind.NTFY,
      value: receiver.url,
      settings: JSON.stringify({ topic: 't', priority: 3, priorityUp: 3, token: 'tk\r\nX-Injected: 1' }),
    });
    await expect(deliver(stored, notice(), settings)).rejects.toThrow(/Invalid character in header content/);
    expect(receiver.requests).toEqual([]);
  });

  it('priority 0 says nothing about that status', () => {
    expect(isQuiet(ntfy({ priority: 0 }), 'down')).toBe(true);
    expect(isQuiet(ntfy({ priority: 0 }), 'up')).toBe(false);
    expect(isQuiet(ntfy({ priorityUp: 0 }), 'up')).toBe(true);
  });
});

describe('po (hc/integrations/po/tests/test_notify.py)', () => {
  const pushover = (given: Record<string, unknown> = {}) => channel(ChannelKind.PO, PO_USER, given);

  it('test_it_works: the whole form', async () => {
    const request = await one(pushover());
    expect(request.path).toBe('/1/messages.json');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.json).toEqual({
      token: 'po-token',
      user: PO_USER,
      message: [
        'Reason: success signal did not arrive on time, grace time passed.',
        '',
        '<b>Project:</b> Alices Project',
        '<b>Tags:</b> foo, bar',
        '<b>Period:</b> 1 day',
        '<b>Total Pings:</b> 112233',
        '<b>Last Ping:</b> Success, 10 minutes ago',
      ].join('\n'),
      title: '🔴 Foo is DOWN',
      html: '1',
      priority: '0',
      tags: KEY,
      url: CHECK_URL,
      url_title: 'View on Mychecks',
    });
  });

  it('test_it_supports_up_priority: an emergency up alert repeats', async () => {
    const { json } = await one(pushover({ priority: 0, priorityUp: 2 }), upAfter90Minutes());
    expect(json).toMatchObject({ title: '🟢 Foo is UP', priority: '2', retry: '300', expire: '86400' });
    expect(json.message).toMatch(/^The downtime lasted 1 hour, 30 minutes\.\n\n<b>Project/);
  });

  it('test_it_cancels_emergency_notification before the up alert', async () => {
    const requests = await sent(pushover({ priority: 2, priorityUp: 0 }), upAfter90Minutes());
    expect(requests.map((r) => r.path)).toEqual([
      `/1/receipts/cancel_by_tag/${KEY}.json`,
      '/1/messages.json',
    ]);
    expect(requests[0].json).toEqual({ token: 'po-token' });
    expect(requests[1].json).toMatchObject({ title: '🟢 Foo is UP', priority: '0' });
  });

  it('test_it_does_not_escape_title; other checks in bold', async () => {
    const flip = notice({ check: { name: 'Foo & Bar' }, downChecks: [otherDown('A<B', null)] });
    const { json } = await one(pushover(), flip);
    expect(json.title).toBe('🔴 Foo & Bar is DOWN');
    expect(json.message).toMatch(
      /\n\nThe following checks are also down:\n• <b>A&lt;B<\/b> \(last ping: never\)$/,
    );
  });

  it('test_it_handles_disabled_priority, test_it_handles_disabled_up_priority', () => {
    expect(isQuiet(pushover({ priority: -3 }), 'down')).toBe(true);
    expect(isQuiet(pushover({ priority: -3 }), 'up')).toBe(true);
    expect(isQuiet(pushover({ priority: 0, priorityUp: -3 }), 'up')).toBe(true);
    expect(isQuiet(pushover({ priority: 0, priorityUp: -3 }), 'down')).toBe(false);
  });

  it('test_it_handles_400, test_it_handles_invalid_user, test_it_handles_500', async () => {
    receiver.answerNext({ status: 400, body: '{"status":0}' });
    await expect(sent(pushover())).rejects.toThrow(/^Received status code 400$/);
    receiver.answerNext({ status: 400, body: '{"user":"invalid","status":0}' });
    await expect(sent(pushover())).rejects.toMatchObject({
      message: 'Received status code 400 (invalid user)',
      permanent: true,
    });
    receiver.answerNext({ status: 500 });
    await expect(sent(pushover())).rejects.toMatchObject({
      message: 'Received status code 500',
      permanent: false,
    });
  });
});

describe('gotify (hc/integrations/gotify/tests/test_notify.py)', () => {
  const gotify = (path = '', given: Record<string, unknown> = {}) =>
    channel(ChannelKind.GOTIFY, `${receiver.url}${path}`, { token: 'abc', ...given });

  it('test_it_works: the whole request, no priority unless configured', async () => {
    const request = await one(gotify());
    expect(request.path).toBe('/message?token=abc');
    expect(request.json).toEqual({
      title: 'Foo is DOWN',
      message: `🔴 The check [Foo](${CHECK_URL}) is **DOWN** (success signal did not arrive on time, grace time passed).`,
      extras: { 'client::display': { contentType: 'text/markdown' } },
    });
  });

  it('test_it_reports_down_duration, test_it_handles_subpath (with and without the slash)', async () => {
    expect((await one(gotify(), upAfter90Minutes())).json.message).toBe(
      `🟢 The check [Foo](${CHECK_URL}) is now **UP**.\n\nThe downtime lasted 1 hour, 30 minutes.`,
    );
    for (const path of ['/sub', '/sub/']) {
      receiver.requests.length = 0;
      expect((await one(gotify(path))).path).toBe('/sub/message?token=abc');
    }
  });

  it('test_it_lists_other_down_checks with their links, test_it_shows_all_other_checks_up_note', async () => {
    const other = otherDown('Foobar', minutesAgo(60));
    expect((await one(gotify(), notice({ downChecks: [other] }))).json.message).toMatch(
      /\n\nThe following checks are also down:\n- \[Foobar\]\(http:\/\/testserver\/api\/v3\/checks\/Foobar\) \(last ping: an hour ago\)$/,
    );
    receiver.requests.length = 0;
    expect((await one(gotify(), notice({ downChecks: [] }))).json.message).toMatch(
      /All the other checks are up\.$/,
    );
  });

  it('test_it_uses_configured_priority, _priority_up; test_it_disables_down_priority, _up_priority', async () => {
    expect((await one(gotify('', { priority: 9, priorityUp: 2 }))).json.priority).toBe(9);
    receiver.requests.length = 0;
    expect((await one(gotify('', { priority: 2, priorityUp: 9 }), upAfter90Minutes())).json.priority).toBe(9);
    expect(isQuiet(gotify('', { priority: 0 }), 'down')).toBe(true);
    expect(isQuiet(gotify('', { priorityUp: 0 }), 'up')).toBe(true);
    expect(isQuiet(gotify(), 'up')).toBe(false);
  });
});

describe('matrix (hc/integrations/matrix/tests/test_notify.py)', () => {
  const matrix = () => channel(ChannelKind.MATRIX, '!foo:example.org');

  it('test_it_works: a PUT of m.room.message with a fresh transaction id', async () => {
    const request = await one(matrix());
    expect(request.method).toBe('PUT');
    expect(request.path).toMatch(
      /^\/_matrix\/client\/v3\/rooms\/%21foo%3Aexample\.org\/send\/m\.room\.message\/[0-9a-f-]{36}$/,
    );
    expect(request.headers.authorization).toBe('Bearer test-token');
    expect(request.json).toEqual({
      msgtype: 'm.text',
      body: 'Foo is DOWN (success signal did not arrive on time, grace time passed).',
      format: 'org.matrix.custom.html',
      formatted_body: [
        `🔴 The check <a href="${CHECK_URL}">Foo</a> is <b>DOWN</b> (success signal did not arrive on time, grace time passed).`,
        '<br>',
        '<br>',
        '<b>Project:</b> Alices Project<br>',
        '<b>Tags:</b> <code>foo</code> <code>bar</code> <br>',
        '<b>Period:</b> 1 day<br>',
        '<b>Total Pings:</b> 112233<br>',
        '<b>Last Ping:</b> Success, 10 minutes ago<br>',
      ].join('\n'),
    });
    receiver.requests.length = 0;
    const again = await one(matrix());
    expect(again.path).not.toBe(request.path);
  });

  it('test_it_handles_reason_failure, test_it_reports_down_duration, test_it_handles_no_last_ping', async () => {
    const failed = (await one(matrix(), notice({ reason: 'fail' }))).json;
    expect(failed.body).toContain('received a failure signal');
    expect(failed.formatted_body).toContain('received a failure signal');
    receiver.requests.length = 0;
    const up = (await one(matrix(), upAfter90Minutes())).json;
    expect(up.body).toBe('Foo is now UP. The downtime lasted 1 hour, 30 minutes.');
    expect(up.formatted_body).toContain('<br>The downtime lasted 1 hour, 30 minutes.');
    receiver.requests.length = 0;
    const never = (await one(matrix(), notice({ lastPing: null }))).json;
    expect(never.formatted_body).toContain('<b>Last Ping:</b> Never');
    expect(never.formatted_body).toContain('<b>Total Pings:</b> 0');
  });
});

describe('zulip (hc/integrations/zulip/tests/test_notify.py)', () => {
  const zulip = (given: Record<string, unknown> = {}) =>
    channel(ChannelKind.ZULIP, receiver.url, {
      botEmail: 'bot@example.org',
      apiKey: 'fake-key',
      type: 'stream',
      to: 'general',
      ...given,
    });

  it('test_it_works: the whole form with the bot’s credentials', async () => {
    const request = await one(zulip());
    expect(request.path).toBe('/api/v1/messages');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('bot@example.org:fake-key').toString('base64')}`,
    );
    expect(request.json).toEqual({
      type: 'stream',
      to: 'general',
      topic: 'Foo is DOWN',
      content: `[Foo](${CHECK_URL}) is **DOWN** (success signal did not arrive on time, grace time passed).`,
    });
    expect(request.body).not.toContain(CODE);
  });

  it('test_it_reports_down_duration, test_it_uses_custom_topic, test_it_does_not_escape_topic', async () => {
    expect((await one(zulip(), upAfter90Minutes({ check: { desc: 'a <b>' } }))).json.content).toBe(
      `[Foo](${CHECK_URL}) is **UP**.\nThe downtime lasted 1 hour, 30 minutes.\n\n---\n**Description**\na &lt;b&gt;`,
    );
    receiver.requests.length = 0;
    expect((await one(zulip({ topic: 'foo' }))).json.topic).toBe('foo');
    receiver.requests.length = 0;
    expect((await one(zulip(), notice({ check: { name: 'Foo & Bar' } }))).json.topic).toBe(
      'Foo & Bar is DOWN',
    );
  });

  it('test_it_sends_to_user_id: a direct message to an id is a JSON list', async () => {
    expect((await one(zulip({ type: 'private', to: '1234' }))).json.to).toBe('[1234]');
  });

  it('test_it_returns_error, test_it_handles_non_json_error_response', async () => {
    receiver.answerNext({ status: 403, body: '{"msg": "Nice try"}' });
    await expect(sent(zulip())).rejects.toThrow('Received status code 403 with a message: "Nice try"');
    receiver.answerNext({ status: 403, body: 'Nice try' });
    await expect(sent(zulip())).rejects.toThrow(/^Received status code 403$/);
  });
});

describe('pd (hc/integrations/pd/tests/test_notify.py, on Events API v2)', () => {
  const pd = () => channel(ChannelKind.PD, PD_KEY);

  it('test_it_works: a trigger with the check’s unique key as dedup key', async () => {
    const request = await one(pd(), notice({ check: { desc: 'Description goes here' } }));
    expect(request.path).toBe('/v2/enqueue');
    expect(request.json).toEqual({
      routing_key: PD_KEY,
      event_action: 'trigger',
      dedup_key: KEY,
      payload: {
        summary: 'Foo is DOWN (success signal did not arrive on time, grace time passed).',
        source: 'Mychecks',
        severity: 'critical',
        timestamp: NOW.toISOString(),
        custom_details: {
          Project: 'Alices Project',
          'Total pings': 112233,
          'Last ping': 'Success, 10 minutes ago',
          Description: 'Description goes here',
          Tags: 'foo, bar',
          Period: '1 day',
        },
      },
      client: 'Mychecks',
      client_url: CHECK_URL,
    });
  });

  it('resolves on up; test_it_shows_cron_schedule_and_tz, test_it_handles_no_last_ping, no escaping', async () => {
    const up = (await one(pd(), upAfter90Minutes())).json;
    expect(up).toMatchObject({ event_action: 'resolve', dedup_key: KEY });
    expect(up.payload.summary).toBe('Foo received a ping and is now UP');
    receiver.requests.length = 0;
    const flip = notice({ lastPing: null, check: { kind: 'cron', tz: 'Europe/Riga', name: 'Foo & Bar' } });
    const { payload } = (await one(pd(), flip)).json;
    expect(payload.custom_details).toMatchObject({
      Schedule: '* * * * *',
      'Time zone': 'Europe/Riga',
      'Last ping': 'Never',
      'Total pings': 0,
    });
    expect(payload.summary).toContain('Foo & Bar is DOWN');
  });
});

describe('opsgenie (hc/integrations/opsgenie/tests/test_notify.py)', () => {
  const opsgenie = (region = 'us') => channel(ChannelKind.OPSGENIE, OPSGENIE_KEY, { region });

  it('test_it_works: an alert created with the check’s unique key as alias', async () => {
    const request = await one(opsgenie());
    expect(request.path).toBe('/v2/alerts');
    expect(request.headers.authorization).toBe(`GenieKey ${OPSGENIE_KEY}`);
    expect(request.json).toEqual({
      alias: KEY,
      source: 'Mychecks',
      tags: ['foo', 'bar'],
      message: 'The check "Foo" is DOWN (success signal did not arrive on time, grace time passed).',
      description: '',
      details: {
        Project: 'Alices Project',
        'Total pings': 112233,
        'Last ping': 'Success, 10 minutes ago',
        Period: '1 day',
        'Full details': CHECK_URL,
      },
    });
  });

  it('test_opsgenie_up: closed by alias; test_opsgenie_with_eu_region; test_it_handles_oncalendar_schedule', async () => {
    const up = await one(opsgenie(), upAfter90Minutes());
    expect(up.path).toBe(`/v2/alerts/${KEY}/close?identifierType=alias`);
    expect(up.json).toEqual({ alias: KEY, source: 'Mychecks' });
    receiver.requests.length = 0;
    expect((await one(opsgenie('eu'))).path).toBe('/eu/v2/alerts');
    receiver.requests.length = 0;
    const oncalendar = notice({ check: { kind: 'oncalendar', schedule: 'Mon 2-29', tz: 'Europe/Riga' } });
    expect((await one(opsgenie(), oncalendar)).json.details).toMatchObject({
      Schedule: '<code>Mon 2-29</code>',
      'Time zone': 'Europe/Riga',
    });
  });

  it('test_opsgenie_returns_error, test_it_handles_non_json_error_response', async () => {
    receiver.answerNext({ status: 403, body: '{"message": "Nice try"}' });
    await expect(sent(opsgenie())).rejects.toThrow('Received status code 403 with a message: "Nice try"');
    receiver.answerNext({ status: 403, body: 'Nice try' });
    await expect(sent(opsgenie())).rejects.toThrow(/^Received status code 403$/);
  });
});

describe('webhook (hc/integrations/webhook/tests/test_notify.py)', () => {
  /** A webhook with a URL and a body template; the reference's last ping: body, exit status 123. */
  const hook = (url: string, body?: string) =>
    channel(
      ChannelKind.WEBHOOK,
      body === undefined ? `${receiver.url}${url}` : JSON.stringify({ url: `${receiver.url}${url}`, body }),
    );
  const withPing = (changes: NoticeChanges = {}) =>
    notice({
      lastPing: {
        n: 112233,
        kind: null,
        exitStatus: 123,
        created: minutesAgo(10),
        body: Buffer.from('Body Line 1\nBody Line 2'),
      },
      ...changes,
    });

  it('test_webhooks_support_variables', async () => {
    const flip = withPing({ check: { name: 'Hello World', slug: 'hello-world', tags: 'foo bar' } });
    const request = await one(hook('/$CODE/$SLUG/$STATUS/$TAG1/$TAG2/?name=$NAME'), flip);
    expect(request.path).toBe(`/${CODE}/hello-world/down/foo/bar/?name=Hello%20World`);
  });

  // The reference check has no name: `$$NAMETAG1` is `$` and `$NAME` (empty) followed by `TAG1`.
  it('test_webhooks_handle_variable_variables and test_webhooks_dollarsign_escaping', async () => {
    expect((await one(hook('/$$NAMETAG1'), withPing({ check: { name: '', tags: 'foo bar' } }))).path).toBe(
      '/$TAG1',
    );
    receiver.requests.length = 0;
    expect((await one(hook('/$NAME'), withPing({ check: { name: '$TAG1', tags: 'foo' } }))).path).toBe(
      '/%24TAG1',
    );
  });

  it('test_webhooks_support_post: $NOW as the flip time to the second, spaces kept in a body', async () => {
    expect((await one(hook('/', 'The Time Is $NOW'), withPing())).body).toBe(
      'The Time Is 2026-05-01T12:00:00+00:00',
    );
  });

  it('test_webhooks_support_body_variable_in_body, and not in the URL', async () => {
    expect((await one(hook('/$BODY', '$BODY'), withPing())).body).toBe('Body Line 1\nBody Line 2');
    expect(receiver.requests[0]!.path).toBe('/$BODY');
  });

  it('test_webhooks_support_exitstatus_variable, with the last ping missing or without one', async () => {
    expect((await one(hook('/', 'Exit status $EXITSTATUS'), withPing())).body).toBe('Exit status 123');
    for (const lastPing of [null, { ...withPing().lastPing!, exitStatus: null }]) {
      receiver.requests.length = 0;
      expect((await one(hook('/', 'Exit status $EXITSTATUS'), withPing({ lastPing }))).body).toBe(
        'Exit status -1',
      );
    }
  });

  it('test_webhooks_do_not_escape_name_variable and test_webhooks_support_name_json_variable', async () => {
    const flip = withPing({ check: { name: 'Project "Foo"\nzweite Zeile, größer ✓' } });
    expect((await one(hook('/', '$NAME'), flip)).body).toBe('Project "Foo"\nzweite Zeile, größer ✓');
    receiver.requests.length = 0;
    // As Python's json.dumps writes it: ASCII only.
    expect((await one(hook('/', '{"name": $NAME_JSON}'), flip)).body).toBe(
      '{"name": "Project \\"Foo\\"\\nzweite Zeile, gr\\u00f6\\u00dfer \\u2713"}',
    );
    expect(JSON.parse(receiver.requests[0]!.body)).toEqual({ name: 'Project "Foo"\nzweite Zeile, größer ✓' });
  });

  it('test_webhooks_do_not_escape_body_variable and test_webhooks_support_body_json_variable', async () => {
    const flip = withPing({ lastPing: { ...withPing().lastPing!, body: Buffer.from('Project "Foo"') } });
    expect((await one(hook('/', '$BODY'), flip)).body).toBe('Project "Foo"');
    receiver.requests.length = 0;
    expect((await one(hook('/', '$BODY_JSON'), withPing())).body).toBe(
      JSON.stringify('Body Line 1\nBody Line 2'),
    );
  });
});

describe('hostile check names render safely in every kind', () => {
  const name = `<script>&amp; *bold* _it_ 🙂 ${'x'.repeat(160)}`;
  const kinds: [string, () => Channel, (request: ReceivedRequest & { json: Parsed }) => string][] = [
    ['slack', () => channel(ChannelKind.SLACK, `${receiver.url}/s`), (r) => r.json.attachments[0].title],
    [
      'mattermost',
      () => channel(ChannelKind.MATTERMOST, `${receiver.url}/m`),
      (r) => r.json.attachments[0].title,
    ],
    ['discord', () => channel(ChannelKind.DISCORD, `${receiver.url}/d`), (r) => r.json.attachments[0].title],
    ['rocketchat', () => channel(ChannelKind.ROCKETCHAT, `${receiver.url}/r`), (r) => r.json.text],
    [
      'msteamsw',
      () => channel(ChannelKind.MSTEAMSW, `${receiver.url}/t`),
      (r) => r.json.attachments[0].content.body[0].text,
    ],
    [
      'googlechat',
      () => channel(ChannelKind.GOOGLECHAT, `${receiver.url}/g`),
      (r) => r.json.cardsV2[0].card.sections.widgets[0].textParagraph.text,
    ],
    ['telegram', () => channel(ChannelKind.TELEGRAM, '-100123'), (r) => r.json.text],
    ['ntfy', () => channel(ChannelKind.NTFY, receiver.url, { topic: 't' }), (r) => r.json.title],
    ['po', () => channel(ChannelKind.PO, PO_USER), (r) => r.json.title],
    ['gotify', () => channel(ChannelKind.GOTIFY, receiver.url, { token: 't' }), (r) => r.json.message],
    ['matrix', () => channel(ChannelKind.MATRIX, '#room:example.org'), (r) => r.json.formatted_body],
    [
      'zulip',
      () => channel(ChannelKind.ZULIP, receiver.url, { botEmail: 'b@example.org', apiKey: 'k', to: 's' }),
      (r) => r.json.content,
    ],
    ['pd', () => channel(ChannelKind.PD, PD_KEY), (r) => r.json.payload.summary],
    ['opsgenie', () => channel(ChannelKind.OPSGENIE, OPSGENIE_KEY), (r) => r.json.message],
  ];

  for (const [kind, make, shown] of kinds)
    it(kind, async () => {
      receiver.requests.length = 0;
      const text = shown(await one(make(), notice({ check: { name } })));
      // The whole name, never cut; where the service reads HTML, no tag of the name's survives.
      expect(text).toContain('🙂 ' + 'x'.repeat(160));
      if (['msteamsw', 'googlechat', 'telegram', 'matrix', 'gotify', 'zulip', 'opsgenie'].includes(kind))
        expect(text).toContain('&lt;script&gt;&amp;amp;');
      else expect(text).toContain('<script>&amp;');
    });
});

describe('wording (hc/lib/tests/test_date.py, Django humanize’s naturaltime)', () => {
  it('format_duration: weeks only when whole, then days, hours and minutes', () => {
    expect(
      [60, 120, 3600, 3660, 86_400, 86_400 + 7200, 604_800, 8 * 86_400, 1_209_600].map(formatDuration),
    ).toEqual([
      '1 minute',
      '2 minutes',
      '1 hour',
      '1 hour 1 minute',
      '1 day',
      '1 day 2 hours',
      '1 week',
      '8 days',
      '2 weeks',
    ]);
  });

  it('format_duration_for_sentence: the two largest units', () => {
    expect([1, 61, 5400, 90_061, 2 * 86_400].map(formatDurationForSentence)).toEqual([
      '1 second',
      '1 minute, 1 second',
      '1 hour, 30 minutes',
      '1 day, 1 hour',
      '2 days, 0 hours',
    ]);
  });

  it('naturaltime of past moments', () => {
    const at = (seconds: number) => naturalTime(new Date(NOW.getTime() - seconds * 1000), NOW);
    expect(
      [0, 1, 30, 60, 600, 3600, 7300, 86_400, 90_000, 9 * 86_400, 40 * 86_400, 400 * 86_400].map(at),
    ).toEqual([
      'now',
      'a second ago',
      '30 seconds ago',
      'a minute ago',
      '10 minutes ago',
      'an hour ago',
      '2 hours ago',
      '1 day ago',
      '1 day, 1 hour ago',
      '1 week, 2 days ago',
      '1 month, 1 week ago',
      '1 year, 1 month ago',
    ]);
  });
});
