/**
 * What the kinds that machines read send — the incident tools (PagerDuty, Opsgenie) and webhooks, their
 * variables expanded — case by case as Healthchecks' own tests pin it: each `describe` names the
 * test_notify.py its cases are ported from.
 */
import { describe, expect, it } from 'vitest';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import {
  CHECK_URL,
  CODE,
  KEY,
  NOW,
  OPSGENIE_KEY,
  PD_KEY,
  channel,
  deliveryReceiver,
  minutesAgo,
  notice,
  upAfter90Minutes,
  type NoticeChanges,
} from '../helpers/deliveries.js';

const { receiver, sent, one } = await deliveryReceiver();

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
