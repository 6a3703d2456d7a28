import { createReadStream, statSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { firstAdministrator } from '../auth/user.service.js';
import { importWxr, type WxrImportSummary } from '../content/import/wxr-import.service.js';
import { readWxr } from '../content/import/wxr-reader.js';
import { badInput } from '../errors.js';
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

function wxrText(summary: WxrImportSummary): string {
  const line = (label: string, counts: Record<string, number>) =>
    `${label}: ${
      Object.entries(counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ') || 'nothing'
    }`;
  return [
    `from ${summary.source || '(no site URL)'}`,
    line('imported', summary.imported),
    line('already there', summary.existing),
    line('skipped', summary.skipped),
    line('failed', summary.failed),
    ...(summary.usersCreated.length
      ? [`users created (role author, no password): ${summary.usersCreated.join(', ')}`]
      : []),
    ...summary.warnings.map((warning) => `warning: ${warning}`),
  ].join('\n');
}

/** `--author old=new`, repeatable. */
const authorMapping = (value: string, previous: Record<string, string> = {}) => {
  const [from, to] = value.split('=');
  if (!from || !to) throw new InvalidArgumentError(`--author takes old=new (got "${value}")`);
  return { ...previous, [from]: to };
};

export function importCommands(json: () => boolean): Command {
  const command = new Command('import').description('bring data in from WordPress or Healthchecks');

  command
    .command('wxr')
    .description('import a WordPress export (Tools → Export, WXR 1.0 to 1.2)')
    .argument('<file>', 'the export file')
    .option(
      '--author <old=new>',
      'map an author of the export to an existing login (repeatable)',
      authorMapping,
    )
    .option('--dry-run', 'read the whole file and say what would be imported, writing nothing')
    .action(async (file: string, options: { author?: Record<string, string>; dryRun?: boolean }) => {
      let size: number;
      try {
        size = statSync(file).size;
      } catch {
        throw badInput(`cannot read ${file}`);
      }
      const stream = createReadStream(file);
      if (!json() && process.stderr.isTTY)
        stream.on('data', () =>
          process.stderr.write(`\r${Math.round((stream.bytesRead / size) * 100)}% of ${file}`),
        );
      const summary = await withDatabase(async (deps) => {
        const admin = await firstAdministrator(deps);
        if (!admin) throw badInput('no administrator to import as');
        return importWxr({ ...deps, user: admin }, readWxr(stream), {
          authors: options.author ?? {},
          dryRun: Boolean(options.dryRun),
        });
      });
      if (!json() && process.stderr.isTTY) process.stderr.write('\n');
      print(json(), summary, wxrText(summary));
    });

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
