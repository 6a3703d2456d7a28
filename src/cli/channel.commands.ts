import { Command, Option } from 'commander';
import { badInput } from '../errors.js';
import { getProject } from '../auth/project.service.js';
import { shownSettings, shownValue, type GivenSettings } from '../monitoring/channels/channel-settings.js';
import type { Channel, ChannelKind } from '../monitoring/channels/channel.entity.js';
import {
  createChannel,
  deleteChannel,
  getChannel,
  listChannels,
  testChannel,
  updateChannel,
} from '../monitoring/channels/channel.service.js';
import { optionName, type SettingSpec } from '../monitoring/delivery/kind.js';
import { channelKinds } from '../monitoring/delivery/kinds/index.js';
import { confirm, integerOption, print, withDatabase, withProjectItem } from './io.js';

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

const KIND_HELP = Object.keys(channelKinds).join(', ');
/** Each kind's main value as its spec describes it, kinds that take the same kind of value together. */
const VALUE_HELP = [...Map.groupBy(Object.entries(channelKinds), ([, spec]) => spec.value.expected).entries()]
  .map(([expected, kinds]) => `${expected} (${kinds.map(([kind]) => kind).join(', ')})`)
  .join('; ');

type ChannelOptions = { project: string; kind?: string; name?: string; value?: string };

export function channelCommands(json: () => boolean): Command {
  const channel = new Command('channel').description('integrations (notification channels) of a project');

  const create = channel
    .command('create')
    .description('add an integration to a project, attached to every check it has (as Healthchecks does)')
    .requiredOption('--project <id>', 'project id')
    .requiredOption('--kind <kind>', KIND_HELP)
    .requiredOption('--name <name>', 'channel name')
    .requiredOption('--value <value>', VALUE_HELP)
    .option('--no-assign', 'attach it to no check (by default: to every check the project has now)');
  for (const option of settingOptions()) create.addOption(option);
  create.action(async (options: Required<ChannelOptions> & { assign: boolean }) => {
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
  });

  const update = channel
    .command('update <id>')
    .description('change an integration (only the options given; settings are laid over the stored ones)')
    .requiredOption('--project <id>', 'project id')
    .option('--kind <kind>', `${KIND_HELP} (a new kind starts from its default settings)`)
    .option('--name <name>', 'channel name')
    .option('--value <value>', VALUE_HELP);
  for (const option of settingOptions()) update.addOption(option);
  update.action(async (id: string, options: ChannelOptions) => {
    const changed = await withProjectItem('channel', id, options.project, async (deps, project) => {
      // Settings are checked against the kind the channel will have.
      const kind = options.kind ?? (await getChannel(deps, project, id)).kind;
      const { name, value } = options;
      return updateChannel(deps, project, id, { kind, name, value, settings: givenSettings(kind, options) });
    });
    const data = channelRow(changed);
    print(json(), data, `${data.id}  ${data.kind}  ${data.name}  ${data.value}`);
  });

  channel
    .command('delete <id>')
    .description('remove an integration from the project and its checks')
    .requiredOption('--project <id>', 'project id')
    .option('--yes', 'do it (the channel cannot be restored)')
    .action(async (id: string, options: { project: string; yes?: boolean }) => {
      confirm(options.yes, 'deleting a channel removes it from its checks');
      const deleted = await withProjectItem('channel', id, options.project, (deps, project) =>
        deleteChannel(deps, project, id),
      );
      print(json(), { id: deleted.uuid, deleted: true }, `deleted ${deleted.uuid} (${deleted.name})`);
    });

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
      const error = await withProjectItem('channel', id, project, (deps, owner) =>
        testChannel(deps, owner, id),
      );
      if (error !== null) throw badInput(`could not send a test notification: ${error}`, 'INVALID_CHANNEL');
      print(json(), { id, sent: true }, 'test notification sent');
    });

  return channel;
}
