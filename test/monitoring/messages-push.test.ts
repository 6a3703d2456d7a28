/**
 * What the push notification kinds send (ntfy, Pushover, Gotify), case by case as Healthchecks' own
 * tests pin it: each `describe` names the test_notify.py its cases are ported from.
 */
import { describe, expect, it } from 'vitest';
import { Channel, ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { deliver, isQuiet } from '../../src/monitoring/delivery/deliver.js';
import {
  CHECK_URL,
  KEY,
  PO_USER,
  channel,
  deliveryReceiver,
  minutesAgo,
  notice,
  otherDown,
  upAfter90Minutes,
} from '../helpers/deliveries.js';

const { receiver, settings, sent, one } = await deliveryReceiver();

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
