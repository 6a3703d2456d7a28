import { Command, Option } from 'commander';
import { getProject } from '../auth/project.service.js';
import type { Project } from '../auth/project.entity.js';
import type { DomainDeps } from '../domain-deps.js';
import { badInput } from '../errors.js';
import type { Check } from '../monitoring/checks/check.entity.js';
import { getCheck } from '../monitoring/checks/check.service.js';
import {
  removeAlertRoute,
  setAlertRoute,
  setAlertRules,
  setDependencies,
  type AlertRulesChange,
} from '../monitoring/alerting/alert-rules.service.js';
import {
  createWindow,
  deleteWindow,
  listWindows,
  snoozeCheck,
  unsnoozeCheck,
} from '../monitoring/alerting/maintenance.service.js';
import type { MaintenanceWindow } from '../monitoring/alerting/maintenance-window.entity.js';
import { notificationLog } from '../monitoring/alerting/notification-log.service.js';
import { integerOption, keyValueLines, print, withDatabase, withProjectItem } from './io.js';

/** An option that takes seconds, or `none` to clear the rule. */
const secondsOrNone = (name: string) => (value: string) =>
  value === 'none' ? null : integerOption(name)(value);

/** A check's rules as the CLI prints them. */
const rulesOf = (check: Check) => ({
  id: check.uuid,
  fail_threshold: check.failThreshold,
  down_delay: check.downDelay,
  max_run_time: check.maxRunTime,
  remind_every: check.remindEvery,
  remind_max: check.remindMax,
});

const windowRow = (window: MaintenanceWindow) => ({
  id: window.uuid,
  name: window.name,
  scope: window.scope,
  check: window.check?.uuid ?? null,
  tag: window.tag,
  snooze: window.snooze,
  starts_at: window.startsAt?.toISOString() ?? null,
  ends_at: window.endsAt?.toISOString() ?? null,
  schedule: window.schedule,
  duration: window.duration,
  tz: window.tz,
});

type OnCheck<T> = (deps: DomainDeps, project: Project, id: string) => Promise<T>;
const onCheck = <T>(projectId: string, id: string, work: OnCheck<T>) =>
  withProjectItem('check', id, projectId, (deps, project) => work(deps, project, id));

/** The alerting subcommands of `check`: rules, routes, dependencies, snoozes and the notification log. */
export function addAlertingCommands(check: Command, json: () => boolean): void {
  const showRules = (c: Check) => {
    const data = rulesOf(c);
    print(json(), data, keyValueLines(data));
  };

  check
    .command('events <id>')
    .description('the check’s notification log: what was sent, held, suppressed or dropped, and why')
    .requiredOption('--project <id>', 'project id')
    .addOption(
      new Option('--limit <count>', 'newest first, at most this many')
        .default(50)
        .argParser(integerOption('--limit')),
    )
    .action(async (id: string, options: { project: string; limit: number }) => {
      if (options.limit < 1 || options.limit > 1000) throw badInput('--limit must be 1 to 1000');
      const rows = await onCheck(options.project, id, async (deps, project) =>
        (await notificationLog(deps, await getCheck(deps, project, id), options.limit)).map((n) => ({
          created: n.createdAt.toISOString(),
          event: n.event,
          channel: n.channel.name || n.channel.uuid,
          state: n.state,
          reason: n.reason,
          note: n.note,
          sent: n.sentAt?.toISOString() ?? null,
          error: n.error,
        })),
      );
      print(
        json(),
        { events: rows },
        rows
          .map(
            (r) =>
              `${r.created}  ${r.event.padEnd(8)} ${r.state.padEnd(10)} ${(r.reason || '-').padEnd(11)} ${r.channel}${r.note ? `  ${r.note}` : ''}`,
          )
          .join('\n') || 'none',
      );
    });

  check
    .command('rules <id>')
    .description('set the check’s alerting rules (only the options given); `none` clears one')
    .requiredOption('--project <id>', 'project id')
    .option(
      '--fail-threshold <count>',
      'notify a fall after this many failure signals in a row',
      integerOption('--fail-threshold'),
    )
    .option(
      '--down-delay <seconds>',
      'notify a fall once it has lasted this long',
      integerOption('--down-delay'),
    )
    .option(
      '--max-run-time <seconds>',
      'longer runs are slow events ("none": no limit)',
      secondsOrNone('--max-run-time'),
    )
    .option(
      '--remind-every <seconds>',
      'remind while down, this often ("none": never)',
      secondsOrNone('--remind-every'),
    )
    .option('--remind-max <count>', 'at most this many reminders per fall', secondsOrNone('--remind-max'))
    .action(async (id: string, options: AlertRulesChange & { project: string }) => {
      const { project, ...change } = options;
      showRules(await onCheck(project, id, (deps, p) => setAlertRules(deps, p, id, change)));
    });

  check
    .command('route <id>')
    .description('set how one channel of the check is told: an escalation delay, reminders, slow runs')
    .requiredOption('--project <id>', 'project id')
    .requiredOption('--channel <uuid>', 'the channel (assigned to the check if it was not)')
    .option(
      '--delay <seconds>',
      'tell it only once the check has been down this long',
      integerOption('--delay'),
    )
    .option(
      '--remind-every <seconds>',
      'its own reminder interval ("none": the check’s)',
      secondsOrNone('--remind-every'),
    )
    .option(
      '--remind-max <count>',
      'its own reminder count ("none": the check’s)',
      secondsOrNone('--remind-max'),
    )
    .option('--slow', 'tell it of slow runs')
    .option('--no-slow', 'do not tell it of slow runs')
    .option('--remove', 'remove the route: the channel is told at once again')
    .action(
      async (
        id: string,
        options: {
          project: string;
          channel: string;
          remove?: boolean;
          delay?: number;
          remindEvery?: number | null;
          remindMax?: number | null;
          slow?: boolean;
        },
      ) => {
        const { project, channel, remove, ...change } = options;
        if (remove) {
          const c = await onCheck(project, id, (deps, p) => removeAlertRoute(deps, p, id, channel));
          return print(json(), { id: c.uuid, channel, removed: true }, `${channel} is told at once again`);
        }
        const route = await onCheck(project, id, (deps, p) => setAlertRoute(deps, p, id, channel, change));
        const data = {
          id: route.check.uuid,
          channel: route.channel.uuid,
          delay: route.delay,
          remind_every: route.remindEvery,
          remind_max: route.remindMax,
          slow: route.slow,
        };
        print(json(), data, keyValueLines(data));
      },
    );

  check
    .command('depends <id>')
    .description('set the checks this one depends on: while one is down, its down notices are suppressed')
    .requiredOption('--project <id>', 'project id')
    .requiredOption('--on <uuids>', 'comma-separated check UUIDs; "" for none')
    .action(async (id: string, options: { project: string; on: string }) => {
      const parents = options.on
        .split(',')
        .map((each) => each.trim())
        .filter(Boolean);
      const changed = await onCheck(options.project, id, (deps, p) => setDependencies(deps, p, id, parents));
      print(
        json(),
        { id: changed.uuid, depends_on: parents },
        `${changed.uuid} depends on ${parents.join(', ') || 'nothing'}`,
      );
    });

  check
    .command('snooze <id>')
    .description('hold the check’s notifications for a while (--for) or until a time (--until)')
    .requiredOption('--project <id>', 'project id')
    .option('--for <seconds>', 'how long, from now', integerOption('--for'))
    .option('--until <time>', 'when it ends (ISO 8601)')
    .action(async (id: string, options: { project: string; for?: number; until?: string }) => {
      if ((options.for === undefined) === (options.until === undefined))
        throw badInput('give --for or --until');
      const until = options.until === undefined ? undefined : new Date(options.until);
      if (until && Number.isNaN(until.getTime())) throw badInput('--until is not a time');
      const window = await onCheck(options.project, id, (deps, p) =>
        snoozeCheck(deps, p, id, { until, seconds: options.for }),
      );
      const data = { id, snoozed_until: window.endsAt!.toISOString() };
      print(json(), data, keyValueLines(data));
    });

  check
    .command('unsnooze <id>')
    .description('end the check’s snooze now')
    .requiredOption('--project <id>', 'project id')
    .action(async (id: string, options: { project: string }) => {
      const c = await onCheck(options.project, id, unsnoozeCheck);
      print(json(), { id: c.uuid, snoozed: false }, `${c.uuid} is not snoozed`);
    });
}

/** `maintenance`: a project's maintenance windows. */
export function maintenanceCommands(json: () => boolean): Command {
  const maintenance = new Command('maintenance').description(
    'maintenance windows: notifications held, statuses kept',
  );
  maintenance
    .command('list')
    .description('list a project’s windows and snoozes, newest first')
    .requiredOption('--project <id>', 'project id')
    .action(async ({ project }: { project: string }) => {
      const rows = await withDatabase(async (deps) =>
        (await listWindows(deps, await getProject(deps, project))).map(windowRow),
      );
      print(
        json(),
        { windows: rows },
        rows
          .map(
            (r) =>
              `${r.id}  ${r.scope.padEnd(7)} ${r.schedule ?? `${r.starts_at} → ${r.ends_at}`}  ${r.name}`,
          )
          .join('\n') || 'none',
      );
    });
  maintenance
    .command('add')
    .description(
      'add a window: --from/--until, or --schedule with --duration; for --check, --tag or the project',
    )
    .requiredOption('--project <id>', 'project id')
    .option('--name <text>', 'what it is for')
    .option('--check <uuid>', 'the one check it covers')
    .option('--tag <tag>', 'the tag whose checks it covers')
    .option('--from <time>', 'a one-off window’s start (ISO 8601)')
    .option('--until <time>', 'a one-off window’s end (ISO 8601)')
    .option('--schedule <expression>', 'a recurring window’s starts: cron or OnCalendar')
    .option('--duration <seconds>', 'how long each occurrence lasts', integerOption('--duration'))
    .option('--tz <zone>', 'the time zone of the schedule (default UTC)')
    .action(
      async (options: {
        project: string;
        name?: string;
        check?: string;
        tag?: string;
        from?: string;
        until?: string;
        schedule?: string;
        duration?: number;
        tz?: string;
      }) => {
        const time = (value: string | undefined, name: string) => {
          if (value === undefined) return null;
          const at = new Date(value);
          if (Number.isNaN(at.getTime())) throw badInput(`${name} is not a time`);
          return at;
        };
        // The times are read before the database is: a mistyped one is said first.
        const startsAt = time(options.from, '--from');
        const endsAt = time(options.until, '--until');
        const made = await withDatabase(async (deps) =>
          createWindow(deps, await getProject(deps, options.project), {
            name: options.name,
            check: options.check,
            tag: options.tag,
            startsAt,
            endsAt,
            schedule: options.schedule,
            duration: options.duration,
            tz: options.tz,
          }),
        );
        const data = windowRow(made);
        print(json(), data, keyValueLines(data));
      },
    );
  maintenance
    .command('delete <id>')
    .description('delete a window: what it held is judged again at once')
    .requiredOption('--project <id>', 'project id')
    .action(async (id: string, { project }: { project: string }) => {
      const gone = await withProjectItem('window', id, project, (deps, p) => deleteWindow(deps, p, id));
      print(json(), { id: gone.uuid, deleted: true }, `deleted ${gone.uuid}`);
    });
  return maintenance;
}
