/**
 * Channels of every kind as their owners set them up: secrets masked wherever a channel is read,
 * settings checked against each kind's table (GraphQL and the CLI), test messages, and groups.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PO_USER } from '../helpers/deliveries.js';
import { CREATE, integrationsHub, TIMEOUT_REASON } from '../helpers/integrations.js';
import { api, checkNotifications, newProject } from '../helpers/monitoring.js';
import { eventually } from '../helpers/receivers.js';
import { runCli } from '../helpers/server.js';

const { server, receiver, flaky, project, ids, gql, create, at } = await integrationsHub();

describe('configuration', () => {
  it('masks secrets wherever a channel is read, and keeps a secret an update leaves out', async () => {
    const res = await gql('{ channels(first: 100) { nodes { id kind value settings } } }');
    const byKind = Object.fromEntries(
      (res.body.data!.channels as { nodes: { kind: string; value: string; settings: object }[] }).nodes.map(
        (c) => [c.kind, c],
      ),
    );
    expect(byKind.SLACK.value).toBe(`${receiver.url}/••••`);
    expect(byKind.PD.value).toBe('••••8f90');
    expect(byKind.OPSGENIE).toMatchObject({ value: '••••1f00', settings: { region: 'eu' } });
    expect(byKind.NTFY.settings).toEqual({ topic: 'backups', priority: 5, priorityUp: 3, token: '••••1234' });
    expect(byKind.ZULIP.settings).toMatchObject({ apiKey: '••••3456', botEmail: 'bot@zulip.example' });
    expect(byKind.GOTIFY.settings).toEqual({ token: '••••oken', priority: 9 });
    expect(byKind.EMAIL).toMatchObject({ value: 'oncall@example.org', settings: { up: true, down: true } });
    expect(JSON.stringify(res.body)).not.toMatch(
      /tk_secret_token|zulip-api-key|gotify-app-token|a1b2c3d4e5f6/,
    );
    const listed = await api(server, project.apiKey)('GET', '/channels/');
    expect(listed.json.channels).toContainEqual({ id: ids.po, name: 'po', kind: 'po' });
    expect(listed.text).not.toContain(PO_USER);

    const updated = await gql(
      'mutation ($id: ID!) { updateChannel(id: $id, input: { settings: { ntfy: { priority: 4 } } }) { settings } }',
      { id: ids.ntfy },
    );
    expect(updated.body.data!.updateChannel).toEqual({
      settings: { topic: 'backups', priority: 4, priorityUp: 3, token: '••••1234' },
    });
    receiver.requests.length = 0;
    const tested = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: ids.ntfy });
    expect(tested.body.data!.testChannel).toEqual({ sent: true, error: null });
    const request = await at('/ntfy');
    expect(request.headers.authorization).toBe('Bearer tk_secret_token_1234');
    expect(JSON.parse(request.body)).toMatchObject({ priority: 4, title: 'TEST is DOWN' });
  });

  it('masks the credentials a webhook URL carries (its query values, a password), in GraphQL and the CLI', async () => {
    const plain = await create(
      'WEBHOOK',
      `${receiver.url.replace('//', '//ops:hunter2@')}/hook?token=s3cr3t-t0ken&name=$NAME`,
    );
    const templated = await create(
      'WEBHOOK',
      JSON.stringify({ url: `${receiver.url}/t?key=abc123secret`, body: '$NAME_JSON' }),
    );
    const shown = (
      (await gql('{ channels(first: 100) { nodes { uuid value } } }')).body.data!.channels as {
        nodes: { uuid: string; value: string }[];
      }
    ).nodes;
    const valueOf = (uuid: string) => shown.find((channel) => channel.uuid === uuid)!.value;
    expect(valueOf(plain)).toBe(`${receiver.url.replace('//', '//ops:••••@')}/hook?token=••••&name=$NAME`);
    expect(JSON.parse(valueOf(templated))).toEqual({ url: `${receiver.url}/t?key=••••`, body: '$NAME_JSON' });
    const listed = await runCli(['channel', 'list', '--project', project.id, '--json'], server.env);
    for (const secret of ['s3cr3t-t0ken', 'hunter2', 'abc123secret']) {
      expect(JSON.stringify(shown)).not.toContain(secret);
      expect(listed.stdout).not.toContain(secret);
    }
    // Deliveries use the whole URL.
    receiver.requests.length = 0;
    const tested = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: plain });
    expect(tested.body.data!.testChannel).toEqual({ sent: true, error: null });
    expect(receiver.requests.map((request) => request.path)).toEqual(['/hook?token=s3cr3t-t0ken&name=TEST']);
    expect(receiver.requests[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('ops:hunter2').toString('base64')}`,
    );
  });

  it('refuses settings of another kind, two kinds at once, unknown, missing or out-of-range ones', async () => {
    const refusals: [string, string, object | undefined, RegExp][] = [
      [
        'SLACK',
        `${receiver.url}/x`,
        { ntfy: { topic: 'x' } },
        /^settings\.ntfy are for ntfy channels, not slack$/,
      ],
      ['NTFY', `${receiver.url}/x`, undefined, /^ntfy channels need topic$/],
      [
        'NTFY',
        `${receiver.url}/x`,
        { ntfy: { topic: 'x', priority: 7 } },
        /^the priority of ntfy channels must be one of 0, 1, 2, 3, 4, 5$/,
      ],
      ['NTFY', `${receiver.url}/x`, { ntfy: { topic: 'x'.repeat(65) } }, /has at most 64 characters/],
      [
        'ZULIP',
        `${receiver.url}/x`,
        { zulip: { botEmail: 'a@b.c', apiKey: 'k', to: 'x', type: 'dm' } },
        /must be one of stream, private/,
      ],
      ['SLACK', 'not a url', undefined, /^the value of slack channels must be an http\(s\) URL$/],
      ['TELEGRAM', 'abc', undefined, /^the value of telegram channels must be a Telegram chat id/],
      ['PO', 'short', undefined, /^the value of po channels must be a Pushover user key/],
      ['GROUP', 'b0b0b0b0-0000-4000-8000-000000000000', undefined, /is not another channel of this project/],
      ['GROUP', ids.group, undefined, /^a group cannot contain another group$/],
      ['GROUP', `${ids.slack},${ids.slack}`, undefined, /at most 100 distinct channel UUIDs/],
      ['GROUP', Array.from({ length: 101 }, () => randomUUID()).join(','), undefined, /at most 100 distinct/],
      ['NTFY', `${receiver.url}/x`, { ntfy: { topic: 'a\u0000b' } }, /must not contain a NUL character/],
      [
        'NTFY',
        `${receiver.url}/x`,
        { ntfy: { topic: 't', token: 'tk\r\nX-Injected: 1' } },
        /^the token of ntfy channels must not contain control characters$/,
      ],
    ];
    for (const [kind, value, settings, message] of refusals) {
      const res = await gql(CREATE, { kind, name: 'x', value, settings });
      expect(res.body.errors?.[0]?.extensions?.code, `${kind} ${JSON.stringify(settings)}`).toBe(
        'INVALID_CHANNEL',
      );
      expect(res.body.errors?.[0]?.message).toMatch(message);
    }
    const both = await gql(CREATE, {
      kind: 'NTFY',
      name: 'x',
      value: `${receiver.url}/x`,
      settings: { ntfy: { topic: 'x' }, gotify: { token: 'y' } },
    });
    expect(both.body.errors?.[0]?.message).toMatch(
      /Exactly one key must be specified for OneOf type "ChannelSettingsInput"/,
    );
    // A group member of another project is refused like one that does not exist.
    const stranger = await newProject(server, 'Stranger');
    const res = await gql(CREATE, { kind: 'GROUP', name: 'x', value: ids.slack }, stranger.apiKey);
    expect(res.body.errors?.[0]?.message).toMatch(/is not another channel of this project/);
  });

  it('refuses a kind whose operator account is not configured, naming the setting', async () => {
    const env = {
      ...server.env,
      TELEGRAM_TOKEN: '',
      PUSHOVER_API_TOKEN: '',
      MATRIX_ACCESS_TOKEN: '',
      SMS_GATEWAY_URL: '',
    };
    for (const [kind, value, setting] of [
      ['telegram', '123', 'TELEGRAM_TOKEN'],
      ['po', PO_USER, 'PUSHOVER_API_TOKEN'],
      ['matrix', '!r:example.org', 'MATRIX_ACCESS_TOKEN'],
      ['sms', '+15551234567', 'SMS_GATEWAY_URL'],
    ]) {
      const cli = await runCli(
        [
          'channel',
          'create',
          '--project',
          project.id,
          '--kind',
          kind,
          '--name',
          'x',
          '--value',
          value,
          '--json',
        ],
        env,
      );
      expect(cli.code, kind).toBe(1);
      expect(JSON.parse(cli.stdout)).toEqual({
        error: `${kind} channels need the server’s ${setting}, which is not set`,
      });
    }
  });

  it('the CLI: options from each kind’s table, refused by name on another kind; channel test', async () => {
    const cli = (...args: string[]) => runCli([...args, '--json'], server.env);
    const created = await cli(
      'channel',
      'create',
      '--project',
      project.id,
      '--kind',
      'ntfy',
      '--name',
      'from cli',
      '--value',
      `${receiver.url}/cli-ntfy`,
      '--topic',
      'cli',
      '--priority',
      '4',
      '--priority-up',
      '0',
      '--token',
      'tk_cli_token_9999',
    );
    expect(created.code).toBe(0);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const listed = JSON.parse((await cli('channel', 'list', '--project', project.id)).stdout);
    expect(listed.channels.find((c: { id: string }) => c.id === id)).toEqual({
      id,
      name: 'from cli',
      kind: 'ntfy',
      value: `${receiver.url}/cli-ntfy`,
      settings: { topic: 'cli', priority: 4, priorityUp: 0, token: '••••9999' },
    });
    expect((await cli('channel', 'list', '--project', project.id)).stdout).not.toContain('tk_cli_token');

    const wrong = await cli(
      'channel',
      'create',
      '--project',
      project.id,
      '--kind',
      'slack',
      '--name',
      'x',
      '--value',
      `${receiver.url}/x`,
      '--topic',
      't',
    );
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toEqual({ error: '--topic is not a setting of slack channels' });
    const email = await cli(
      'channel',
      'create',
      '--project',
      project.id,
      '--kind',
      'email',
      '--name',
      'quiet mail',
      '--value',
      'a@example.org',
      '--no-up',
    );
    const emailId = JSON.parse(email.stdout).id as string;
    const listedEmail = JSON.parse(
      (await cli('channel', 'list', '--project', project.id)).stdout,
    ).channels.find((c: { id: string }) => c.id === emailId);
    expect(listedEmail.settings).toEqual({ up: false, down: true });

    receiver.requests.length = 0;
    const tested = await cli('channel', 'test', id, '--project', project.id);
    expect(JSON.parse(tested.stdout)).toEqual({ id, sent: true });
    expect(JSON.parse((await at('/cli-ntfy')).body)).toMatchObject({
      title: 'TEST is DOWN',
      priority: 4,
      topic: 'cli',
    });
  });

  it('testChannel: Healthchecks’ sample, an up sample where down alerts are off, a group’s failure count', async () => {
    receiver.requests.length = 0;
    const slack = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: ids.slack });
    expect(slack.body.data!.testChannel).toEqual({ sent: true, error: null });
    const sample = JSON.parse((await at('/slack')).body);
    expect(sample.attachments[0]).toMatchObject({
      title: '“TEST” is DOWN.',
      text: `Reason: ${TIMEOUT_REASON}.`,
    });
    expect(sample.attachments[0].fields).toContainEqual({ title: 'Last Ping', value: 'Never', short: true });

    const upOnly = await create('GOTIFY', `${flaky.url}/up-only`, { gotify: { token: 't', priority: 0 } });
    flaky.requests.length = 0;
    await gql('mutation ($id: ID!) { testChannel(id: $id) { sent } }', { id: upOnly });
    expect(JSON.parse(flaky.requests[0].body).title).toBe('TEST is UP');

    const failing = await create('SLACK', `${flaky.url}/failing`);
    const group = await create('GROUP', `${failing},${upOnly}`);
    flaky.answerNext({ status: 500 });
    const tested = await gql('mutation ($id: ID!) { testChannel(id: $id) { sent error } }', { id: group });
    expect(tested.body.data!.testChannel).toEqual({ sent: false, error: '1 out of 2 notifications failed' });
  });

  it('fans a group out to its members, each with its own notification', async () => {
    const fan = await newProject(server, 'Fan-out');
    const a = await create('SLACK', `${receiver.url}/member-a`, undefined, fan.apiKey);
    const b = await create('MATTERMOST', `${receiver.url}/member-b`, undefined, fan.apiKey);
    const group = await create('GROUP', `${a},${b}`, undefined, fan.apiKey);
    const uuid = (await api(server, fan.apiKey)('POST', '/checks/', { name: 'grouped', channels: group }))
      .json.uuid as string;
    receiver.requests.length = 0;
    await fetch(`${server.url}/ping/${uuid}/fail`);
    await at('/member-a');
    await at('/member-b');
    const sent = await eventually(async () => {
      const all = await checkNotifications(server, fan.apiKey, uuid);
      return all.length === 2 && all.every((n) => n.state === 'SENT') ? all : null;
    });
    expect(sent.map((n) => n.channel.name).sort()).toEqual(['mattermost', 'slack']);
  });
});
