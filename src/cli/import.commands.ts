import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { IssuedKeys } from '../auth/project-key.service.js';
import { firstAdministrator } from '../auth/user.service.js';
import { importWxr, type WxrImportSummary } from '../content/import/wxr-import.service.js';
import { readWxr } from '../content/import/wxr-reader.js';
import { badInput } from '../errors.js';
import { HealthchecksApi } from '../monitoring/import/healthchecks-api.js';
import {
  importHealthchecks,
  type HealthchecksImportSummary,
  type ImportedProject,
} from '../monitoring/import/healthchecks-import.service.js';
import { withDryRun } from './dry-run.js';
import { print, progressLine, withDatabase } from './io.js';

/** The keys of a project the import made, named as `project create` prints them. */
const keysOf = (project: ImportedProject, keys: IssuedKeys) => ({
  api_key: keys.apiKey,
  api_key_readonly: keys.apiKeyReadonly,
  ping_key: project.pingKey,
  badge_key: project.badgeKey,
});

/** The project imported into, with its keys when the import made it (the only time they are shown). */
function projectData(project: ImportedProject | null) {
  if (!project) return null;
  const { id, name, keys } = project;
  return keys ? { id, name, created: true, ...keysOf(project, keys) } : { id, name, created: false };
}

function projectText(project: ImportedProject | null): string[] {
  if (!project) return ['no project made: no check could be imported'];
  const { id, name, keys } = project;
  if (!keys)
    return [
      `project ${id} (${name}); its API keys are unchanged ` +
        `(new ones: npm run -s cli -- project rotate-keys ${id}, which stops the old ones)`,
    ];
  return [
    `project ${id} (${name}), made by this import; its keys, shown only this once:`,
    ...Object.entries(keysOf(project, keys)).map(([key, value]) => `  ${key.padEnd(17)} ${value}`),
  ];
}

function healthchecksText(summary: HealthchecksImportSummary): string {
  const { checks } = summary;
  const lines = [
    ...projectText(summary.project),
    `checks: ${checks.created} created, ${checks.updated} updated, ${checks.unchanged} unchanged, ${checks.failed} failed`,
    `history: ${summary.pings} pings and ${summary.flips} flips added`,
    ...summary.failures.map((failure) => `failed: ${failure.check}: ${failure.error}`),
    ...summary.warnings.map((warning) => `warning: ${warning}`),
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

/** A file's SHA-256, read as a stream: what names an export (the import's `export` of each row). */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
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
    .option(
      '--uploads-dir <dir>',
      "a copy of the old site's wp-content/uploads, to take the media files from",
    )
    .option(
      '--follow-symlinks',
      'follow symbolic links inside --uploads-dir (never to files outside it); off, such files are refused',
    )
    .option('--fetch-attachments', 'download the media files the export names (public addresses only)')
    .option(
      '--dry-run',
      'do the whole import (downloads included) on a scratch copy and print its summary, keeping nothing',
    )
    .action(
      async (
        file: string,
        options: {
          author?: Record<string, string>;
          uploadsDir?: string;
          followSymlinks?: boolean;
          fetchAttachments?: boolean;
          dryRun?: boolean;
        },
      ) => {
        let size: number;
        try {
          size = statSync(file).size;
        } catch {
          throw badInput(`cannot read ${file}`);
        }
        if (options.uploadsDir && !statSync(options.uploadsDir, { throwIfNoEntry: false })?.isDirectory())
          throw badInput(`--uploads-dir: ${options.uploadsDir} is not a folder`);
        const exportHash = await sha256Of(file);
        const stream = createReadStream(file);
        const progress = progressLine(json(), (records: number) => {
          const percent = Math.floor((stream.bytesRead / size) * 100);
          return `${records} records, ${percent}% of ${file}`;
        });
        const summary = await (options.dryRun ? withDryRun : withDatabase)(async (deps) => {
          const admin = await firstAdministrator(deps);
          if (!admin) throw badInput('no administrator to import as');
          return importWxr({ ...deps, user: admin }, readWxr(stream), {
            exportHash,
            authors: options.author ?? {},
            uploadsDir: options.uploadsDir,
            followSymlinks: Boolean(options.followSymlinks),
            fetch: Boolean(options.fetchAttachments),
            onProgress: progress?.update,
          });
        }).finally(() => progress?.done());
        print(json(), summary, wxrText(summary));
      },
    );

  command
    .command('healthchecks')
    .description("copy a Healthchecks project's checks (with their UUIDs) through its Management API")
    .requiredOption('--url <base>', 'the source, e.g. https://healthchecks.io')
    .requiredOption('--api-key <key>', 'a read-write API key of the source project')
    .option(
      '--project <id>',
      'the project to import into (default: the one holding its checks from an earlier run, else a new one)',
    )
    .addOption(
      new Option(
        '--name <name>',
        'the name of a project the import makes (default: Healthchecks at <host>)',
      ).conflicts('project'),
    )
    .option('--ping-key <key>', "the source project's ping key, so slug ping URLs keep working")
    .option('--history', 'also the ping log (with bodies) and the flips')
    .action(
      async (options: {
        url: string;
        apiKey: string;
        project?: string;
        name?: string;
        pingKey?: string;
        history?: boolean;
      }) => {
        const api = new HealthchecksApi(options.url, options.apiKey);
        const progress = progressLine(json(), (done: number, total: number) => `${done}/${total} checks`);
        const summary = await withDatabase((deps) =>
          importHealthchecks(deps, api, {
            projectId: options.project,
            name: options.name,
            pingKey: options.pingKey,
            history: Boolean(options.history),
            onProgress: progress?.update,
          }),
        ).finally(() => progress?.done());
        print(json(), { ...summary, project: projectData(summary.project) }, healthchecksText(summary));
        // Not every check came in: the summary says which and why, and the exit status says so too.
        if (summary.error) {
          process.stderr.write(`error: ${summary.error}\n`);
          process.exitCode = 1;
        }
      },
    );

  return command;
}
