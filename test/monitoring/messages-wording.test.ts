/**
 * How messages word what they show: a check name full of markup, markdown and emoji through every
 * kind, and durations and times as Healthchecks words them.
 */
import { describe, expect, it } from 'vitest';
import { Channel, ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import {
  formatDuration,
  formatDurationForSentence,
  naturalTime,
} from '../../src/monitoring/delivery/wording.js';
import type { ReceivedRequest } from '../helpers/receivers.js';
import {
  NOW,
  OPSGENIE_KEY,
  PD_KEY,
  PO_USER,
  channel,
  deliveryReceiver,
  notice,
  type Parsed,
} from '../helpers/deliveries.js';

const { receiver, one } = await deliveryReceiver();

/** Every kind that posts to the receiver, and where its message shows the headline. */
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

describe('hostile check names render safely in every kind', () => {
  const name = `<script>&amp; *bold* _it_ 🙂 ${'x'.repeat(160)}`;
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

describe('the alerting rules’ lines in every kind', () => {
  const note = 'Still down: reminder 2 of 3 <b>&</b>';
  const snoozeUrl = 'http://testserver/snooze/6a5ab56c.1790000000.c2ln';
  const escapedKinds = ['msteamsw', 'googlechat', 'telegram', 'matrix', 'gotify', 'zulip', 'ntfy', 'po'];

  for (const [kind, make] of kinds)
    it(`${kind}: a reminder carries its note and the snooze link`, async () => {
      const r = await one(make(), notice({ event: 'reminder', note, snoozeUrl }));
      const sent = JSON.stringify(r.json);
      expect(sent).toContain(snoozeUrl);
      // Where the service reads markup, the note is escaped as the check's name is.
      expect(sent).toContain(
        escapedKinds.includes(kind) ? 'reminder 2 of 3 &lt;b&gt;&amp;&lt;/b&gt;' : 'reminder 2 of 3 <b>&</b>',
      );
    });

  it('webhook: its JSON body gains `note` and `snooze_url`; a plain flip’s body has neither', async () => {
    const hook = channel(ChannelKind.WEBHOOK, `${receiver.url}/hook`);
    expect((await one(hook, notice({ event: 'reminder', note, snoozeUrl }))).json).toMatchObject({
      status: 'down',
      note,
      snooze_url: snoozeUrl,
    });
    receiver.requests.length = 0;
    const plain = (await one(hook, notice({ snoozeUrl }))).json;
    expect(Object.keys(plain)).toEqual(['check_id', 'name', 'slug', 'tags', 'status', 'timestamp']);
  });

  for (const [kind, make, shown] of kinds.filter(([kind]) => !['pd', 'opsgenie'].includes(kind)))
    it(`${kind}: a slow run reads as slow, not as a recovery`, async () => {
      const r = await one(
        make(),
        notice({ event: 'slow', status: 'up', reason: '', note: 'The run took 2 minutes.' }),
      );
      const text = shown(r);
      expect(text).toMatch(/SLOW/);
      expect(text).not.toMatch(/\bUP\b/);
      expect(JSON.stringify(r.json)).toContain('The run took 2 minutes.');
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
