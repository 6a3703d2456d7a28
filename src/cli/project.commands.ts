import { Command } from 'commander';
import type { Project } from '../auth/project.entity.js';
import {
  createProject,
  listProjects,
  rotateProjectKeys,
  updateProject,
  type ProjectChanges,
} from '../auth/project.service.js';
import { deleteProject } from '../monitoring/project-deletion.service.js';
import { confirm, integerOption, keyValueLines, print, withDatabase } from './io.js';
import { projectMemberCommands } from './project-member.commands.js';

const limits = (p: Project) => ({
  id: p.id,
  name: p.name,
  check_limit: p.checkLimit,
  ping_log_limit: p.pingLogLimit,
});

export function projectCommands(json: () => boolean): Command {
  const project = new Command('project').description('monitoring projects and their API keys');

  project
    .command('create')
    .description('create a project with a read-write and a read-only API key (shown once)')
    .requiredOption('--name <name>', 'project name')
    .action(async ({ name }: { name: string }) => {
      const { project: p, apiKey, apiKeyReadonly } = await withDatabase((deps) => createProject(deps, name));
      const data = {
        id: p.id,
        name: p.name,
        api_key: apiKey,
        api_key_readonly: apiKeyReadonly,
        ping_key: p.pingKey,
        badge_key: p.badgeKey,
      };
      print(json(), data, keyValueLines(data));
    });

  project
    .command('update <id>')
    .alias('set')
    .description('change a project’s name or limits (only the options given)')
    .option('--name <name>', 'project name')
    .option(
      '--check-limit <n>',
      'how many checks the project may have (>= 0)',
      integerOption('--check-limit'),
    )
    .option('--ping-log-limit <n>', 'pings kept per check (1..1000)', integerOption('--ping-log-limit'))
    .action(async (id: string, changes: ProjectChanges) => {
      const p = await withDatabase((deps) => updateProject(deps, id, changes));
      print(
        json(),
        limits(p),
        `${p.id} ${p.name}: check_limit ${p.checkLimit}, ping_log_limit ${p.pingLogLimit}`,
      );
    });

  project
    .command('delete <id>')
    .description('delete a project with its checks, channels, pings and flips (its API keys stop working)')
    .option('--yes', 'do it (nothing of the project can be restored)')
    .action(async (id: string, { yes }: { yes?: boolean }) => {
      confirm(yes, 'deleting a project deletes its checks, channels, pings and flips');
      const { project: p, checks, channels } = await withDatabase((deps) => deleteProject(deps, id));
      print(
        json(),
        { id: p.id, name: p.name, deleted: true, checks, channels },
        `deleted ${p.id} (${p.name}) with ${checks} checks and ${channels} channels`,
      );
    });

  project
    .command('list')
    .description('list projects')
    .action(async () => {
      const projects = await withDatabase((deps) => listProjects(deps));
      const rows = projects.map((p) => ({ ...limits(p), ping_key: p.pingKey, badge_key: p.badgeKey }));
      print(
        json(),
        { projects: rows },
        rows.length ? rows.map((r) => `${r.id}  ${r.name}`).join('\n') : 'no projects',
      );
    });

  project
    .command('rotate-keys <id>')
    .description('replace both API keys of a project (the old ones stop working)')
    .action(async (id: string) => {
      const {
        project: p,
        apiKey,
        apiKeyReadonly,
      } = await withDatabase((deps) => rotateProjectKeys(deps, id));
      const data = { id: p.id, name: p.name, api_key: apiKey, api_key_readonly: apiKeyReadonly };
      print(json(), data, `api_key          ${apiKey}\napi_key_readonly ${apiKeyReadonly}`);
    });

  project.addCommand(projectMemberCommands(json));
  return project;
}
