import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { api, checkNotifications, newChannel, newProject } from '../helpers/monitoring.js';
import { eventually, httpReceiver } from '../helpers/receivers.js';
import { graphql, runCli, startTestServer, type TestServer } from '../helpers/server.js';

// Webhooks and SMS gateways reach public addresses only, unless the operator sets
// INTEGRATIONS_ALLOW_PRIVATE_IPS=true; refused targets are answered without a connection.

type Receiver = Awaited<ReturnType<typeof httpReceiver>>;
const clock = new FixedClock(new Date('2026-05-01T08:00:00Z'));

async function startWith(env: Record<string, string>) {
  return startTestServer({ clock, env: { MONITOR_INTERVAL_MS: '50', ...env } });
}

/** A check on the given channels that goes down (60 s timeout + 60 s grace) once the clock moves. */
async function checkGoingDown(server: TestServer, key: string, channels: string, name = 'Backup') {
  const rw = api(server, key);
  const uuid = (await rw('POST', '/checks/', { name, timeout: 60, grace: 60, channels })).json.uuid as string;
  await fetch(`${server.url}/ping/${uuid}`);
  clock.advance(121_000);
  return uuid;
}

describe('without INTEGRATIONS_ALLOW_PRIVATE_IPS', () => {
  let server: TestServer;
  let receiver: Receiver;
  let project: Awaited<ReturnType<typeof newProject>>;
  let channelId: string;

  beforeAll(async () => {
    receiver = await httpReceiver();
    server = await startWith({
      SMS_GATEWAY_URL: receiver.url,
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+15550000',
    });
    project = await newProject(server, 'Guarded');
    const created = await graphql(
      server.url,
      'mutation { createChannel(kind: WEBHOOK, name: "public", value: "https://93.184.216.34/hook") { id } }',
      { headers: { 'X-Api-Key': project.apiKey } },
    );
    channelId = (created.body.data?.createChannel as { id: string }).id;
  });
  afterAll(async () => {
    await server.stop();
    await receiver.close();
  });

  const create = (value: string) =>
    graphql(
      server.url,
      'mutation ($value: String!) { createChannel(kind: WEBHOOK, name: "hook", value: $value) { id } }',
      {
        variables: { value },
        headers: { 'X-Api-Key': project.apiKey },
      },
    );

  it('refuses loopback, private, link-local and reserved webhook targets when a channel is created', async () => {
    for (const url of [
      `${receiver.url}/hook`,
      'http://localhost:9/x',
      'http://[::1]:8080/',
      'http://10.1.2.3/',
      'http://192.168.0.10:8080/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0:9/',
      JSON.stringify({ url: `${receiver.url}/json`, body: '$NAME' }),
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(200);
      expect(res.body.errors?.[0]?.extensions?.code, url).toBe('INVALID_CHANNEL');
      expect(res.body.errors?.[0]?.message, url).toMatch(/^webhook URLs must point to a public address/);
    }
    expect(receiver.requests).toEqual([]);
  });

  it('refuses them when a channel is updated, and from the CLI', async () => {
    const res = await graphql(
      server.url,
      'mutation ($id: ID!) { updateChannel(id: $id, input: { value: "http://127.0.0.1:1/" }) { value } }',
      { variables: { id: channelId }, headers: { 'X-Api-Key': project.apiKey } },
    );
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INVALID_CHANNEL');
    const cli = await runCli(
      [
        'channel',
        'create',
        '--project',
        project.id,
        '--kind',
        'webhook',
        '--name',
        'n',
        '--value',
        'http://127.0.0.1:1/',
        '--json',
      ],
      server.env,
    );
    expect(cli.code).not.toBe(0);
    expect(JSON.parse(cli.stdout).error).toBe(
      'webhook URLs must point to a public address (127.0.0.1 is loopback, private or reserved; ' +
        'INTEGRATIONS_ALLOW_PRIVATE_IPS=true allows it)',
    );
  });

  it('refuses a loopback target at delivery without connecting (a templated host, or a channel stored earlier)', async () => {
    const port = new URL(receiver.url).port;
    await newChannel(server, project.id, 'templated', ChannelKind.WEBHOOK, `http://$NAME:${port}/t`);
    await newChannel(server, project.id, 'stored', ChannelKind.WEBHOOK, `${receiver.url}/stored`);
    await newChannel(server, project.id, 'phone', ChannelKind.SMS, '+15551234');
    const uuid = await checkGoingDown(server, project.apiKey, 'templated,stored,phone', '127.0.0.1');
    const errors = await eventually(async () => {
      const all = await checkNotifications(server, project.apiKey, uuid);
      return all.length === 3 && all.every((n) => n.error) ? all : null;
    });
    for (const { error } of errors)
      expect(error).toBe('127.0.0.1 is not a public address (INTEGRATIONS_ALLOW_PRIVATE_IPS=true allows it)');
    expect(receiver.requests).toEqual([]);
  });
});

describe('with INTEGRATIONS_ALLOW_PRIVATE_IPS=true', () => {
  let server: TestServer;
  let target: Receiver;
  let redirecting: Receiver;

  beforeAll(async () => {
    target = await httpReceiver();
    redirecting = await httpReceiver(`${target.url}/moved`);
    server = await startWith({ INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true' });
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([target.close(), redirecting.close()]);
  });

  it('accepts private targets and delivers to them, but follows no redirect', async () => {
    const project = await newProject(server, 'Intranet');
    const created = await graphql(
      server.url,
      'mutation ($value: String!) { createChannel(kind: WEBHOOK, name: "hook", value: $value) { value } }',
      { variables: { value: `${redirecting.url}/hook` }, headers: { 'X-Api-Key': project.apiKey } },
    );
    expect(created.body.data).toEqual({ createChannel: { value: `${redirecting.url}/hook` } });
    const uuid = await checkGoingDown(server, project.apiKey, 'hook');
    const [notification] = await eventually(async () => {
      const all = await checkNotifications(server, project.apiKey, uuid);
      return all[0]?.error ? all : null;
    });
    expect(notification.error).toBe('Received status code 302');
    expect(redirecting.requests.map((r) => r.path)).toEqual(['/hook']);
    expect(target.requests).toEqual([]);
  });
});
