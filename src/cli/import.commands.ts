import { Command } from 'commander';
import { HealthchecksApi } from '../monitoring/import/healthchecks-api.js';
import {
  importHealthchecks,
  type HealthchecksImportSummary,
} from '../monitoring/import/healthchecks-import.service.js';
import { print, withDatabase } from './io.js';

/** A progress line on a terminal (stderr, rewritten in place); nothing otherwise or with --json. */
const progressLine = (json: boolean, unit: string) =>
  !json && process.stderr.isTTY
    ? (done: number, total: number) => {
        process.stderr.write(`\r${done}/${total} ${unit}`);
        if (done === total) process.stderr.write('\n');
      }
    : undefined;

function healthchecksText(summary: HealthchecksImportSummary): string {
  const { checks } = summary;
  const lines = [
    `project ${summary.project.id} (${summary.project.name})`,
    `checks: ${checks.created} created, ${checks.updated} updated, ${checks.unchanged} unchanged, ${checks.failed} failed`,
    `history: ${summary.pings} pings and ${summary.flips} flips added`,
    ...summary.failures.map((failure) => `failed: ${failure.check}: ${failure.error}`),
  ];
  for (const integration of summary.integrations)
    lines.push(
      `integration not imported: ${integration.kind} "${integration.name}" (${integration.checks.length} checks)` +
        (integration.command
          ? `; recreate it with: ${integration.command}`
          : '; Portico has no such kind yet'),
    );
  return lines.join('\n');
}

export function importCommands(json: () => boolean): Command {
  const command = new Command('import').description('bring data in from Healthchecks');

  command
    .command('healthchecks')
    .description("copy a Healthchecks project's checks (with their UUIDs) through its Management API")
    .requiredOption('--url <base>', 'the source, e.g. https://healthchecks.io')
    .requiredOption('--api-key <key>', 'a read-write API key of the source project')
    .option('--project <id>', 'the project to import into (default: one named after the source)')
    .option('--ping-key <key>', "the source project's ping key, so slug ping URLs keep working")
    .option('--history', 'also the ping log (with bodies) and the flips')
    .action(
      async (options: {
        url: string;
        apiKey: string;
        project?: string;
        pingKey?: string;
        history?: boolean;
      }) => {
        const api = new HealthchecksApi(options.url, options.apiKey);
        const summary = await withDatabase((deps) =>
          importHealthchecks(deps, api, {
            projectId: options.project,
            pingKey: options.pingKey,
            history: Boolean(options.history),
            onProgress: progressLine(json(), 'checks'),
          }),
        );
        print(json(), summary, healthchecksText(summary));
      },
    );

  return command;
}
