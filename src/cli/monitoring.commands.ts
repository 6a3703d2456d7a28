import { Command } from 'commander';
import { getProject } from '../auth/project.service.js';
import { createChannel, listChannels } from '../monitoring/channel.service.js';
import { listChecks } from '../monitoring/check.service.js';
import { displayStatus } from '../monitoring/status.js';
import { print, withDatabase } from './io.js';

export function channelCommands(json: () => boolean): Command {
  const channel = new Command('channel').description('integrations (notification channels) of a project');

  channel
    .command('create')
    .description('add an integration to a project')
    .requiredOption('--project <id>', 'project id')
    .requiredOption('--kind <kind>', 'email, webhook or sms')
    .requiredOption('--name <name>', 'channel name')
    .requiredOption('--value <value>', 'recipient address, webhook URL or phone number')
    .action(async (options: { project: string; kind: string; name: string; value: string }) => {
      const created = await withDatabase(async (deps) =>
        createChannel(deps, await getProject(deps, options.project), options),
      );
      const data = { id: created.uuid, name: created.name, kind: created.kind };
      print(json(), data, `${data.id}  ${data.kind}  ${data.name}`);
    });

  channel
    .command('list')
    .description('list a project’s integrations')
    .requiredOption('--project <id>', 'project id')
    .action(async ({ project }: { project: string }) => {
      const channels = await withDatabase(async (deps) =>
        listChannels(deps, await getProject(deps, project)),
      );
      const rows = channels.map((c) => ({ id: c.uuid, name: c.name, kind: c.kind, value: c.value }));
      print(
        json(),
        { channels: rows },
        rows.map((r) => `${r.id}  ${r.kind}  ${r.name}  ${r.value}`).join('\n') || 'none',
      );
    });

  return channel;
}

export function checkCommands(json: () => boolean): Command {
  const check = new Command('check').description('monitored checks');

  check
    .command('list')
    .description('list a project’s checks with their current status')
    .requiredOption('--project <id>', 'project id')
    .action(async ({ project }: { project: string }) => {
      const rows = await withDatabase(async (deps) => {
        const now = deps.clock.now();
        const checks = await listChecks(deps, await getProject(deps, project));
        return checks.map((c) => ({
          id: c.uuid,
          name: c.name,
          slug: c.slug,
          tags: c.tags,
          status: displayStatus(c, now),
          last_ping: c.lastPing?.toISOString() ?? null,
        }));
      });
      print(
        json(),
        { checks: rows },
        rows.map((r) => `${r.id}  ${r.status.padEnd(6)}  ${r.name}`).join('\n') || 'none',
      );
    });

  return check;
}
