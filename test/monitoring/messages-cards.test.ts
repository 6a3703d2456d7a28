/**
 * What the card kinds send (Microsoft Teams' Adaptive Cards, Google Chat's cardsV2), case by case as
 * Healthchecks' own tests pin it: each `describe` names the test_notify.py its cases are ported from.
 */
import { describe, expect, it } from 'vitest';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import {
  CHECK_URL,
  channel,
  deliveryReceiver,
  notice,
  upAfter90Minutes,
  type Parsed,
} from '../helpers/deliveries.js';

const { receiver, one } = await deliveryReceiver();

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
