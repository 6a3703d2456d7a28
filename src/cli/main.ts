import '../node-version.js';
import { Command, CommanderError } from 'commander';
import { ConfigError, loadConfig } from '../config.js';
import { databaseHealth } from '../db/faults.js';
import { openDatabase } from '../app/database.js';
import { migrate } from '../db/orm.js';
import { systemClock } from '../clock.js';
import { DatabaseFault, DomainError } from '../errors.js';
import { createLogger } from '../logger.js';
import { settingsOf } from '../runtime.js';
import { WxrError } from '../content/import/wxr-reader.js';
import { SourceError } from '../monitoring/import/healthchecks-api.js';
import { contentCommands } from './content.commands.js';
import { backupCommand, databaseCommands } from './database.commands.js';
import { importCommands } from './import.commands.js';
import { mediaCommands } from './media.commands.js';
import { print } from './io.js';
import { channelCommands } from './channel.commands.js';
import { checkCommands } from './check.commands.js';
import { completionCommand } from './completion.js';
import { projectCommands } from './project.commands.js';
import { siteCommands } from './site.commands.js';
import { appPasswordCommands, userCommands } from './user.commands.js';

/** `npm run cli -- <command> [--json]`: administers projects, users and application passwords. */
const program = new Command('portico')
  .description('Portico administration')
  .option('--json', 'print one JSON object on stdout and nothing else')
  .showHelpAfterError()
  .exitOverride();

// Read from argv too: a usage error can happen before commander has parsed the option.
const json = () => Boolean(program.opts().json) || process.argv.includes('--json');

program.addCommand(projectCommands(json));
program.addCommand(userCommands(json));
program.addCommand(appPasswordCommands(json));
program.addCommand(channelCommands(json));
program.addCommand(checkCommands(json));
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
    const orm = await openDatabase(loadConfig().database);
    try {
      const applied = await migrate(orm);
      print(json(), { applied }, applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
    } finally {
      await orm.close();
    }
  });

program
  .command('monitor')
  .description('run only the down detector and notifier (as the server does) until SIGTERM or SIGINT')
  .action(async () => {
    const config = loadConfig();
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

// Commands built with `new Command` do not inherit these settings: apply them to the whole tree.
(function inheritErrorHandling(command: Command): void {
  for (const sub of command.commands) {
    sub.showHelpAfterError().exitOverride();
    inheritErrorHandling(sub);
  }
})(program);

function fail(message: string): never {
  if (json()) process.stdout.write(JSON.stringify({ error: message }) + '\n');
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander already printed the problem and the usage on stderr; help is not a failure.
    if (error.exitCode !== 0 && json()) {
      process.stdout.write(JSON.stringify({ error: error.message.replace(/^error: /, '') }) + '\n');
    }
    process.exit(error.exitCode);
  }
  if (
    error instanceof DomainError ||
    error instanceof ConfigError ||
    error instanceof DatabaseFault ||
    error instanceof SourceError ||
    error instanceof WxrError
  )
    fail(error.message);
  throw error;
}
