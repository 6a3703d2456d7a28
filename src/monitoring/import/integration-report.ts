import type { Project } from '../../auth/project.entity.js';
import type { ChannelKind } from '../channels/channel.entity.js';
import { optionName, type ChannelKindSpec } from '../delivery/kind.js';
import { channelKinds } from '../delivery/kinds/index.js';
import type { SourceCheck } from './healthchecks-api.js';

/** A source integration Portico did not create, with the checks that used it. */
export interface IntegrationReport {
  id: string;
  name: string;
  kind: string;
  checks: string[];
  /** The CLI command that recreates it, with the address to fill in; null when Portico has no such kind. */
  command: string | null;
}

/** The CLI command that makes the integration here, its secrets left for the operator to fill in. */
function recreateCommand(project: Project, channel: { name: string; kind: string }): string | null {
  const spec = channelKinds[channel.kind as ChannelKind] as ChannelKindSpec | undefined;
  if (!spec) return null;
  const required = spec.settings
    .filter((row) => row.required)
    .map((row) => ` --${optionName(row.key)} <${row.key}>`);
  return (
    `npm run -s cli -- channel create --project ${project.id} --kind ${channel.kind} ` +
    `--name ${JSON.stringify(channel.name)} --value <${spec.value.expected}>${required.join('')}`
  );
}

/** The source's integrations, each with the checks that used it and how to make it here. */
export function integrationsOf(
  project: Project,
  channels: { id: string; name: string; kind: string }[],
  checks: SourceCheck[],
): IntegrationReport[] {
  return channels.map((channel) => ({
    ...channel,
    checks: checks
      .filter((check) => (check.channels ?? '').split(',').includes(channel.id))
      .map((check) => check.uuid),
    command: recreateCommand(project, channel),
  }));
}
