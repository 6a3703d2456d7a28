/**
 * A receiver that drips (one byte every 200 ms, never finishing) holds only its own delivery: another
 * project's notification goes out at once, the dripping one ends at the delivery's deadline (10 s) and
 * is retried, and a test notification to it answers within that deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/app/database.js';
import { FixedClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { DELIVERY_TIMEOUT_MS } from '../../src/monitoring/delivery/http.js';
import { api, checkNotifications, newChannel, newProject } from '../helpers/monitoring.js';
import { drippingReceiver, eventually, httpReceiver } from '../helpers/receivers.js';
import { graphql, startTestServer, type TestServer } from '../helpers/server.js';

const clock = new FixedClock(new Date('2026-05-01T08:00:00Z'));
let server: TestServer;
let receiver: Awaited<ReturnType<typeof httpReceiver>>;
let drip: Awaited<ReturnType<typeof drippingReceiver>>;
let dripSmtp: Awaited<ReturnType<typeof drippingReceiver>>;

beforeAll(async () => {
  [receiver, drip, dripSmtp] = await Promise.all([
    httpReceiver(),
    drippingReceiver('http'),
    drippingReceiver('smtp'),
  ]);
  server = await startTestServer({
    clock,
    env: { MONITOR_INTERVAL_MS: '50', INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true', SMTP_RELAY_URL: dripSmtp.url },
  });
});
afterAll(async () => {
  await server.stop();
  await Promise.all([receiver.close(), drip.close(), dripSmtp.close()]);
});

async function checkOf(project: Awaited<ReturnType<typeof newProject>>, timeout: number) {
  const uuid = (
    await api(server, project.apiKey)('POST', '/checks/', { name: 'job', timeout, grace: 60, channels: '*' })
  ).json.uuid as string;
  await fetch(`${server.url}/ping/${uuid}`);
  return uuid;
}

describe('a dripping receiver', () => {
  it("never holds another channel's delivery, and ends at the delivery's deadline", async () => {
    const slow = await newProject(server, 'X');
    const hook = await newChannel(server, slow.id, 'slow hook', ChannelKind.WEBHOOK, `${drip.url}/hook`);
    await newChannel(server, slow.id, 'slow mail', ChannelKind.EMAIL, 'ops@example.org');
    const other = await newProject(server, 'Y');
    await newChannel(server, other.id, 'hook', ChannelKind.WEBHOOK, `${receiver.url}/hook`);
    const slowCheck = await checkOf(slow, 60);
    const otherCheck = await checkOf(other, 90);

    clock.advance(121_000); // X's check is down, Y's not yet
    await eventually(() => drip.connections >= 1 && dripSmtp.connections >= 1);
    const testStarted = performance.now();
    const tested = graphql(server.url, 'mutation ($id: ID!) { testChannel(id: $id) { sent error } }', {
      variables: { id: hook },
      headers: { 'X-Api-Key': slow.apiKey },
    });

    clock.advance(30_000); // now Y's (within X's delivery lease)
    const flipped = performance.now();
    await eventually(() => receiver.requests.length > 0);
    const waited = performance.now() - flipped;
    console.log(`another project's alert went out ${waited.toFixed(0)} ms after its flip, while X's dripped`);
    expect(waited).toBeLessThan(DELIVERY_TIMEOUT_MS / 2);
    expect(drip.open).toBeGreaterThan(0); // X's deliveries were still dripping meanwhile
    expect(await checkNotifications(server, other.apiKey, otherCheck)).toMatchObject([{ state: 'SENT' }]);

    const answer = await tested;
    const took = performance.now() - testStarted;
    expect(answer.body.data).toEqual({ testChannel: { sent: false, error: 'Timed out' } });
    expect(took).toBeGreaterThanOrEqual(DELIVERY_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(DELIVERY_TIMEOUT_MS * 2); // its deadline, and room for a busy machine

    const ended = await eventually(async () => {
      const rows = await checkNotifications(server, slow.apiKey, slowCheck);
      return rows.length === 2 && rows.every((row) => row.error) ? rows : null;
    }, DELIVERY_TIMEOUT_MS + 10_000);
    expect(ended.map((row) => [row.channel.name, row.state, row.attempts, row.error]).sort()).toEqual([
      ['slow hook', 'PENDING', 1, 'Timed out'],
      ['slow mail', 'PENDING', 1, 'Timed out'],
    ]);
    await eventually(() => drip.open === 0 && dripSmtp.open === 0);

    // Stopping while a retry drips: it is interrupted at once (and retried later), not waited for.
    const opened = drip.connections;
    clock.advance(60_000);
    await eventually(() => drip.connections > opened && drip.open > 0);
    const stopping = performance.now();
    expect(await server.close()).toBe(true);
    expect(performance.now() - stopping).toBeLessThan(DELIVERY_TIMEOUT_MS);
    // Its outcome was written before the database closed: a retry, as after any failed attempt.
    const orm = await openDatabase(loadConfig(server.env).database);
    try {
      const rows = await orm.em
        .getConnection()
        .execute<{ state: string; error: string }[]>(
          'select state, error from notifications where attempts = 2',
        );
      expect(rows.map((row) => [row.state, row.error])).toContainEqual([
        'pending',
        'Interrupted: the server stopped',
      ]);
    } finally {
      await orm.close();
    }
  }, 60_000);
});
