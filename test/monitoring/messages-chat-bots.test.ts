/**
 * What the kinds that post as a bot account send (Telegram, Matrix, Zulip), case by case as
 * Healthchecks' own tests pin it: each `describe` names the test_notify.py its cases are ported from.
 */
import { describe, expect, it } from 'vitest';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { deliver } from '../../src/monitoring/delivery/deliver.js';
import {
  CHECK_URL,
  CODE,
  channel,
  deliveryReceiver,
  minutesAgo,
  notice,
  otherDown,
  upAfter90Minutes,
} from '../helpers/deliveries.js';

const { receiver, settings, sent, one } = await deliveryReceiver();

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
