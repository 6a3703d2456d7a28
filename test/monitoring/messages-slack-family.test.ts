/**
 * What the Slack-shaped kinds send (Slack, Mattermost, Discord, Rocket.Chat), case by case as
 * Healthchecks' own tests pin it: each `describe` names the test_notify.py its cases are ported from.
 */
import { describe, expect, it } from 'vitest';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import type { FlipNotice } from '../../src/monitoring/delivery/notice.js';
import {
  CHECK_URL,
  CODE,
  channel,
  deliveryReceiver,
  fieldsOf,
  notice,
  upAfter90Minutes,
} from '../helpers/deliveries.js';

const { receiver, sent, one } = await deliveryReceiver();

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
