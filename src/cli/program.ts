import { maintenanceCommands } from './alerting.commands.js';
import { Command } from 'commander';
import { databaseHealth } from '../db/faults.js';
import { openDatabase } from '../app/database.js';
import { migrate } from '../db/orm.js';
import { systemClock } from '../clock.js';
import { createLogger } from '../logger.js';
import { settingsOf } from '../runtime.js';
import { configCommands } from './config.commands.js';
import { contentCommands } from './content.commands.js';
import { backupCommand, databaseCommands } from './database.commands.js';
import { importCommands } from './import.commands.js';
import { mediaCommands } from './media.commands.js';
import { cliConfig, print } from './io.js';
import { channelCommands } from './channel.commands.js';
import { checkCommands } from './check.commands.js';
import { completionCommand } from './completion.js';
import { projectCommands } from './project.commands.js';
import { siteCommands } from './site.commands.js';
import { appPasswordCommands, userCommands } from './user.commands.js';

/** Whether the command line asks for JSON: read from argv too, as a usage error comes before parsing. */
export const jsonWanted = (program: Command) =>
  Boolean(program.opts().json) || process.argv.includes('--json');

/** `npm run cli -- <command> [--json]`: every command, each failure a one-line error (main.ts). */
export function cliProgram(): Command {
  const program = new Command('portico')
    .description('Portico administration')
    .option('--json', 'print one JSON object on stdout and nothing else')
    .option('--debug', 'print where an error came from (its stack trace) on stderr')
    .exitOverride();

  const json = () => jsonWanted(program);

  program.addCommand(configCommands(json));
  program.addCommand(projectCommands(json));
  program.addCommand(userCommands(json));
  program.addCommand(appPasswordCommands(json));
  program.addCommand(channelCommands(json));
  program.addCommand(checkCommands(json));
  program.addCommand(maintenanceCommands(json));
  program.addCommand(siteCommands(json));
  program.addCommand(contentCommands(json));
  program.addCommand(importCommands(json));
  program.addCommand(backupCommand(json));
  program.addCommand(databaseCommands(json));
  program.addCommand(mediaCommands(json));
  program.addCommand(completionCommand(json));
  program
    .command('migrate')
    .description('apply pending database migrations')
    .action(async () => {
      const orm = await openDatabase(cliConfig().database);
      try {
        const applied = await migrate(orm);
        print(
          json(),
          { applied },
          applied.length ? `applied ${applied.join(', ')}` : 'database is up to date',
        );
      } finally {
        await orm.close();
      }
    });

  program
    .command('monitor')
    .description('run only the down detector and notifier (as the server does) until SIGTERM or SIGINT')
    .action(async () => {
      const config = cliConfig();
      const orm = await openDatabase(config.database);
      await migrate(orm);
      const settings = await settingsOf(orm, config, config.port);
      const logger = createLogger(config.logLevel);
      databaseHealth.watch(logger);
      // Loaded here: the jobs and their delivery clients would slow every other command's start.
      const { startMonitor } = await import('../jobs/monitor.js');
      const monitor = startMonitor({ orm, clock: systemClock, settings, logger });
      logger.info('monitor is running');
      await new Promise((stop) => ['SIGTERM', 'SIGINT'].forEach((signal) => process.once(signal, stop)));
      await monitor.stop();
      await orm.close();
    });

  /** A usage error is one line too, pointing at the help rather than printing it. */
  const usageOutput = {
    outputError: (text: string, write: (text: string) => void) =>
      write(`${text.trim().split('\n').join(' ')} (see --help)\n`),
  };

  // Commands built with `new Command` do not inherit these settings: apply them to the whole tree.
  (function inheritErrorHandling(command: Command): void {
    command.configureOutput(usageOutput).exitOverride();
    for (const sub of command.commands) inheritErrorHandling(sub);
  })(program);
  return program;
}
