/**
 * The reference flip of Healthchecks' `hc/integrations/<kind>/tests/test_notify.py` (a check "Foo" with
 * 112233 pings, the last one ten minutes ago), channels of any kind, and a loopback receiver that every
 * kind's transport sends to: what test/monitoring/messages-*.test.ts deliver and read back.
 */
import { afterAll, beforeEach, expect } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type { Settings } from '../../src/domain-deps.js';
import { mergeSettings } from '../../src/monitoring/channels/channel-settings.js';
import { Channel, ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { deliver } from '../../src/monitoring/delivery/deliver.js';
import type { FlipNotice, OtherCheck } from '../../src/monitoring/delivery/notice.js';
import { uniqueKey } from '../../src/monitoring/checks/unique-key.js';
import { httpReceiver, type ReceivedRequest } from './receivers.js';

export const NOW = new Date('2026-05-01T12:00:00Z');
export const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
export const CODE = '6a5ab56c-a0b6-4b5a-9a8d-1b2c3d4e5f60';
export const KEY = uniqueKey(CODE);
export const CHECK_URL = `http://testserver/api/v3/checks/${KEY}`;
export const PO_USER = 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG';
export const PD_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const OPSGENIE_KEY = '3f0e8a6e-2d1c-4b8f-9a7e-5c4d3b2a1f00';

/** What JSON.parse returns: the assertions read the bodies freely. */
export type Parsed = ReturnType<typeof JSON.parse>;

export type NoticeChanges = Omit<Partial<FlipNotice>, 'check'> & { check?: Partial<FlipNotice['check']> };

/** The reference tests' flip: "Foo" went down by time; its last ping, a success, ten minutes ago. */
export function notice(changes: NoticeChanges = {}): FlipNotice {
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

export const upAfter90Minutes = (changes: NoticeChanges = {}) =>
  notice({ status: 'up', reason: '', downSeconds: 5400, ...changes });

export function channel(kind: ChannelKind, value: string, given: Record<string, unknown> = {}): Channel {
  return Object.assign(new Channel(), {
    kind,
    value,
    settings: JSON.stringify(mergeSettings(kind, {}, given)),
  });
}

export const otherDown = (name: string, lastPing: Date | null): OtherCheck => ({
  name,
  url: `http://testserver/api/v3/checks/${name}`,
  lastPing,
});

/** Slack's fields as a title → value map. */
export const fieldsOf = (payload: Parsed) =>
  Object.fromEntries(
    payload.attachments[0].fields.map((f: { title: string; value: string }) => [f.title, f.value]),
  );

function parsed(request: ReceivedRequest): Parsed {
  const type = String(request.headers['content-type']);
  if (type === 'application/json') return JSON.parse(request.body);
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(request.body));
  return {};
}

/**
 * A receiver on loopback for the calling test file, and the settings that point every kind's API at
 * it; it forgets what it got before each test and closes after the file's last one.
 */
export async function deliveryReceiver() {
  const receiver = await httpReceiver();
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.requests.length = 0;
  });
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
  const settings: Settings = {
    ...config,
    publicUrl: 'http://testserver',
    secretKey: 'a-secret-key-for-tests',
  };

  /** Delivers and returns what the receiver got, the JSON body parsed. */
  async function sent(target: Channel, flip: FlipNotice = notice()) {
    await deliver(target, flip, settings);
    return receiver.requests.map((request) => ({ ...request, json: parsed(request) }));
  }

  /** Delivers and returns the one request the receiver got. */
  const one = async (target: Channel, flip?: FlipNotice) => {
    const requests = await sent(target, flip);
    expect(requests).toHaveLength(1);
    return requests[0];
  };

  return { receiver, settings, sent, one };
}
