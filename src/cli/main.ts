import '../node-version.js';
import { CommanderError } from 'commander';
import { ConfigError } from '../config-error.js';
import { DatabaseUnavailable } from '../db/orm.js';
import { DatabaseFault, DomainError } from '../errors.js';
import { WxrError } from '../content/import/wxr-reader.js';
import { SourceError } from '../monitoring/import/healthchecks-api.js';
import { cliProgram, jsonWanted } from './program.js';

const program = cliProgram();
const json = () => jsonWanted(program);
const debug = () => process.argv.includes('--debug');

/** Errors whose message is written for the person running the command. */
const EXPLAINED = [DomainError, ConfigError, DatabaseFault, DatabaseUnavailable, SourceError, WxrError];

/** Any failure: one line on stderr (one JSON object on stdout with --json) and exit status 1. */
function fail(error: unknown): never {
  const explained = EXPLAINED.some((kind) => error instanceof kind);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const text =
    error instanceof Error ? `${explained ? '' : `${error.name}: `}${error.message}${cause}` : String(error);
  const message = text.replace(/\s*\n\s*/g, ' ').trim();
  if (json()) process.stdout.write(JSON.stringify({ error: message }) + '\n');
  const hint = explained || debug() ? '' : ' (--debug shows where it came from)';
  process.stderr.write(`error: ${message}${hint}\n`);
  if (debug() && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander already printed the problem in one line on stderr; help is not a failure.
    if (error.exitCode !== 0 && json()) {
      process.stdout.write(JSON.stringify({ error: error.message.replace(/^error: /, '') }) + '\n');
    }
    process.exit(error.exitCode);
  }
  fail(error);
}
