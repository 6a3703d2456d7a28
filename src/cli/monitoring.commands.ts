import { Command, Option } from 'commander';
import { badInput } from '../errors.js';
import { getProject } from '../auth/project.service.js';
import { shownSettings, shownValue, type GivenSettings } from '../monitoring/channel-settings.js';
import type { Channel, ChannelKind } from '../monitoring/channel.entity.js';
import { createChannel, listChannels, testChannel } from '../monitoring/channel.service.js';
import { optionName, type SettingSpec } from '../monitoring/delivery/kind.js';
import { channelKinds } from '../monitoring/delivery/kinds/index.js';
import { integerOption, print, withDatabase } from './io.js';

/** One CLI option per setting key of any kind (delivery/kinds/<kind>), named by the kinds that have it. */
function settingOptions(): Option[] {
  const rows = new Map<string, { spec: SettingSpec; kinds: string[] }>();
  for (const [kind, spec] of Object.entries(channelKinds))
    for (const row of spec.settings) {
      const known = rows.get(row.key) ?? { spec: row, kinds: [] };
      known.kinds.push(kind);
      rows.set(row.key, known);
    }
  return [...rows.values()].flatMap(({ spec, kinds }) => {
    const name = optionName(spec.key);
    const help = `${spec.description} (${kinds.join(', ')})`;
    if (spec.type === 'boolean') {
      const off = `Do not ${spec.description[0].toLowerCase()}${spec.description.slice(1)} (${kinds.join(', ')})`;
      return [new Option(`--${name}`, help), new Option(`--no-${name}`, off)];
    }
    const option = new Option(`--${name} <${spec.type === 'int' ? 'n' : 'value'}>`, help);
    return [spec.type === 'int' ? option.argParser(integerOption(`--${name}`)) : option];
  });
}

/** The given options that are settings, refused by name when the kind has no such setting. */
function givenSettings(kind: string, options: Record<string, unknown>): GivenSettings {
  const table = channelKinds[kind as ChannelKind]?.settings ?? [];
  const all = new Set(Object.values(channelKinds).flatMap((spec) => spec.settings.map((row) => row.key)));
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (!all.has(key) || value === undefined) continue;
    if (!table.some((row) => row.key === key))
      throw badInput(`--${optionName(key)} is not a setting of ${kind} channels`, 'INVALID_CHANNEL');
    given[key] = value;
  }
  return { [kind]: given };
}

const channelRow = (c: Channel) => ({
  id: c.uuid,
  name: c.name,
  kind: c.kind,
  value: shownValue(c.kind, c.value),
  settings: shownSettings(c.kind, JSON.parse(c.settings) as Record<string, string>),
});

export function channelCommands(json: () => boolean): Command {
  const channel = new Command('channel').description('integrations (notification channels) of a project');

  const create = channel
    .command('create')
    .description('add an integration to a project, attached to every check it has (as Healthchecks does)')
    .requiredOption('--project <id>', 'project id')
    .requiredOption('--kind <kind>', Object.keys(channelKinds).join(', '))
    .requiredOption('--name <name>', 'channel name')
    .requiredOption(
      '--value <value>',
      'the webhook URL (slack, mattermost, rocketchat, discord, msteamsw, googlechat, webhook), or the main ' +
        'address: e-mail, phone number, server URL (ntfy, gotify, zulip), chat id (telegram), user key (po), ' +
        'room (matrix), routing key (pd), API key (opsgenie), member UUIDs (group)',
    )
    .option('--no-assign', 'attach it to no check (by default: to every check the project has now)');
  for (const option of settingOptions()) create.addOption(option);
  create.action(
    async (options: { project: string; kind: string; name: string; value: string; assign: boolean }) => {
      const settings = givenSettings(options.kind, options);
      const { channel: created, checks } = await withDatabase(async (deps) =>
        createChannel(
          deps,
          await getProject(deps, options.project),
          { ...options, settings },
          { assignToAllChecks: options.assign },
        ),
      );
      const data = { id: created.uuid, name: created.name, kind: created.kind, checks };
      print(
        json(),
        data,
        `${data.id}  ${data.kind}  ${data.name}  (attached to ${checks} check${checks === 1 ? '' : 's'})`,
      );
    },
  );

  channel
    .command('list')
    .description('list a project’s integrations (secrets masked)')
    .requiredOption('--project <id>', 'project id')
    .action(async ({ project }: { project: string }) => {
      const channels = await withDatabase(async (deps) =>
        listChannels(deps, await getProject(deps, project)),
      );
      const rows = channels.map(channelRow);
      print(
        json(),
        { channels: rows },
        rows.map((r) => `${r.id}  ${r.kind}  ${r.name}  ${r.value}`).join('\n') || 'none',
      );
    });

  channel
    .command('test <id>')
    .description('send a sample notification ("TEST" is DOWN), as Healthchecks’ Test! button does')
    .requiredOption('--project <id>', 'project id')
    .action(async (id: string, { project }: { project: string }) => {
      const error = await withDatabase(async (deps) =>
        testChannel(deps, await getProject(deps, project), id),
      );
      if (error !== null) throw badInput(`could not send a test notification: ${error}`, 'INVALID_CHANNEL');
      print(json(), { id, sent: true }, 'test notification sent');
    });

  return channel;
}
