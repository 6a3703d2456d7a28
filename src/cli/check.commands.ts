import { Command, Option } from 'commander';
import { getProject } from '../auth/project.service.js';
import { systemClock } from '../clock.js';
import type { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../domain-deps.js';
import type { Check } from '../monitoring/checks/check.entity.js';
import { checkFieldsOf, UNIQUE_FIELDS } from '../monitoring/checks/check-fields.js';
import {
  createCheck,
  deleteCheck,
  listChecks,
  pauseCheck,
  resumeCheck,
  updateCheck,
} from '../monitoring/checks/check.service.js';
import { displayStatus } from '../monitoring/checks/status.js';
import { addAlertingCommands } from './alerting.commands.js';
import { confirm, integerOption, keyValueLines, print, withDatabase, withProjectItem } from './io.js';

/**
 * The writable fields of the Management API (v3) as options, named as its fields in kebab-case; what
 * is not given keeps its value (or takes the API's default on create).
 */
const fieldOptions = (): Option[] => [
  new Option('--name <name>', 'check name, at most 100 characters'),
  new Option('--slug <slug>', 'a-z, 0-9, hyphen and underscore (never derived from the name)'),
  new Option('--tags <tags>', 'space-separated tags'),
  new Option('--desc <text>', 'description'),
  new Option('--timeout <seconds>', 'expected period, 60 to 31536000; makes it a simple check').argParser(
    integerOption('--timeout'),
  ),
  new Option('--grace <seconds>', 'grace time, 60 to 31536000').argParser(integerOption('--grace')),
  new Option('--schedule <expression>', 'cron or OnCalendar expression; wins over --timeout'),
  new Option('--tz <zone>', 'time zone of the schedule, e.g. Europe/Riga'),
  new Option('--manual-resume', 'a down check stays down, ignoring pings, until resumed'),
  new Option('--no-manual-resume', 'a ping brings a down check up again (the default)'),
  new Option('--methods <methods>', '"POST": only POST requests ping; "": any method').choices(['', 'POST']),
  new Option('--channels <channels>', '"*" (all), "" (none) or comma-separated channel UUIDs or names'),
  new Option('--start-kw <words>', 'comma-separated keywords of start signals (keyword filters)'),
  new Option('--success-kw <words>', 'comma-separated keywords of success signals'),
  new Option('--failure-kw <words>', 'comma-separated keywords of failure signals'),
  new Option('--filter-subject', 'classify e-mail pings by the keywords in their subject'),
  new Option('--no-filter-subject', 'do not look at the subject of e-mail pings'),
  new Option('--filter-body', 'classify e-mail pings by the keywords in their body'),
  new Option('--no-filter-body', 'do not look at the body of e-mail pings'),
  new Option('--filter-http-body', 'classify HTTP pings by the keywords in their body'),
  new Option('--no-filter-http-body', 'do not look at the body of HTTP pings'),
  new Option('--filter-default-fail', 'a filtered ping without a keyword is a failure'),
  new Option('--no-filter-default-fail', 'a filtered ping without a keyword is ignored (the default)'),
];

const uniqueList = (value: string) => value.split(',');

/** A check as the list shows it: what it is and how it is doing. */
const checkRow = (c: Check, now: Date) => ({
  id: c.uuid,
  name: c.name,
  slug: c.slug,
  tags: c.tags,
  status: displayStatus(c, now),
  last_ping: c.lastPing?.toISOString() ?? null,
});

/** One check in full: its row and its settings, as the Management API names them. */
const checkDetail = (c: Check, now: Date) => ({
  ...checkRow(c, now),
  desc: c.desc,
  ...(c.kind === 'simple' ? { timeout: c.timeout } : { schedule: c.schedule, tz: c.tz }),
  grace: c.grace,
  manual_resume: c.manualResume,
  methods: c.methods,
  channels: c.channels
    .getItems()
    .map((channel) => channel.uuid)
    .join(','),
});

type CheckChange<T> = (deps: DomainDeps, project: Project, id: string) => Promise<T>;

const changeOf = <T>(projectId: string, id: string, change: CheckChange<T>) =>
  withProjectItem('check', id, projectId, (deps, project) => change(deps, project, id));

export function checkCommands(json: () => boolean): Command {
  const check = new Command('check').description('monitored checks');
  /** Prints one check in full (with `more` first in JSON). */
  const show = (c: Check, more: object = {}) => {
    const data = { ...more, ...checkDetail(c, systemClock.now()) };
    print(json(), data, keyValueLines(data));
  };

  check
    .command('list')
    .description('list a project’s checks with their current status')
    .requiredOption('--project <id>', 'project id')
    .action(async ({ project }: { project: string }) => {
      const rows = await withDatabase(async (deps) => {
        const now = deps.clock.now();
        const checks = await listChecks(deps, await getProject(deps, project));
        return checks.map((c) => checkRow(c, now));
      });
      print(
        json(),
        { checks: rows },
        rows.map((r) => `${r.id}  ${r.status.padEnd(6)}  ${r.name}`).join('\n') || 'none',
      );
    });

  const create = check
    .command('create')
    .description(
      'create a check (as POST /api/v3/checks/ does), with no channels unless --channels names them',
    )
    .requiredOption('--project <id>', 'project id')
    .option(
      '--unique <fields>',
      `comma-separated, of ${UNIQUE_FIELDS.join(', ')}: update the first check with the same values instead`,
      uniqueList,
    );
  for (const option of fieldOptions()) create.addOption(option);
  create.action(async (options: Record<string, unknown> & { project: string; unique?: string[] }) => {
    const fields = { ...checkFieldsOf(options), ...(options.unique ? { unique: options.unique } : {}) };
    const { check: made, created } = await withDatabase(async (deps) =>
      createCheck(deps, await getProject(deps, options.project), fields),
    );
    show(made, { created });
  });

  const update = check
    .command('update <id>')
    .description('change a check (only the options given); <id> is its UUID or unique key')
    .requiredOption('--project <id>', 'project id');
  for (const option of fieldOptions()) update.addOption(option);
  update.action(async (id: string, options: Record<string, unknown> & { project: string }) =>
    show(
      await changeOf(options.project, id, (deps, project) =>
        updateCheck(deps, project, id, checkFieldsOf(options)),
      ),
    ),
  );

  check
    .command('pause <id>')
    .description('pause a check: no alerts until its next ping (with manual resume: until it is resumed)')
    .requiredOption('--project <id>', 'project id')
    .action(async (id: string, { project }: { project: string }) =>
      show(await changeOf(project, id, pauseCheck)),
    );

  check
    .command('resume <id>')
    .description('resume a paused check: it is new again, waiting for its first ping')
    .requiredOption('--project <id>', 'project id')
    .action(async (id: string, { project }: { project: string }) =>
      show(await changeOf(project, id, resumeCheck)),
    );

  check
    .command('delete <id>')
    .description('delete a check with its pings and flips')
    .requiredOption('--project <id>', 'project id')
    .option('--yes', 'do it (the check and its history cannot be restored)')
    .action(async (id: string, options: { project: string; yes?: boolean }) => {
      confirm(options.yes, 'deleting a check deletes its pings and flips');
      const deleted = await changeOf(options.project, id, deleteCheck);
      print(json(), { id: deleted.uuid, deleted: true }, `deleted ${deleted.uuid} (${deleted.name})`);
    });

  addAlertingCommands(check, json);
  return check;
}
