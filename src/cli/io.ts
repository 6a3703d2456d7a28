import { InvalidArgumentError } from 'commander';
import { systemClock } from '../clock.js';
import type { Config, Env } from '../config.js';
import type { DomainDeps } from '../domain-deps.js';
import { configOf, readConfiguration, type Configuration } from '../app/configuration.js';
import { openDatabase } from '../app/database.js';
import { databaseName, runningServers } from '../app/running-servers.js';
import { migrate, type Orm } from '../db/orm.js';
import { publicUrlOf, settingsOf } from '../runtime.js';
import type { Project } from '../auth/project.entity.js';
import { getProject } from '../auth/project.service.js';
import { badInput, DomainError, forbidden, notFound } from '../errors.js';

/** Prints a command's result: one JSON object with --json, readable lines otherwise. */
export function print(json: boolean, data: object, text: string): void {
  process.stdout.write(json ? JSON.stringify(data) + '\n' : text + '\n');
}

let configuration: Configuration | undefined;

/** The configuration file with the environment over it, as the server reads it. */
export const cliConfiguration = (): Configuration => (configuration ??= readConfiguration());

/**
 * The CLI's settings (`changes` replacing some), after a warning on stderr when a server running on
 * this host with the same configuration file uses another database or public URL: the environment
 * it was started with differs from this command's.
 */
export function cliConfig(changes: Env = {}): Config {
  const read = cliConfiguration();
  const config = configOf(read, changes);
  const ours = { database: databaseName(config.database), publicUrl: publicUrlOf(config, config.port) };
  for (const server of runningServers(read)) {
    const differs = (['database', 'publicUrl'] as const).filter((key) => server[key] !== ours[key]);
    for (const key of differs) {
      const setting = key === 'database' ? 'DATABASE_URL' : 'PUBLIC_URL';
      process.stderr.write(
        `warning: the Portico server running on this host (pid ${server.pid}) uses ${server[key]}; ` +
          `this command uses ${ours[key]} (${setting}: ${read.sources[setting]}). Set ${setting} in ${read.path} ` +
          `or this command's environment to work on the server's ${key === 'database' ? 'data' : 'address'}.\n`,
      );
    }
  }
  return config;
}

/** An object as aligned `key value` lines, for the readable form of one record. */
export function keyValueLines(data: object): string {
  const width = Math.max(...Object.keys(data).map((key) => key.length));
  return Object.entries(data)
    .map(([key, value]) => `${key.padEnd(width)}  ${value ?? ''}`)
    .join('\n');
}

/**
 * Runs `work` against the configured database (migrated first, as `npm start` does), then closes it.
 * Safe beside a running server: SQLite WAL with a busy timeout serialises the writes.
 */
export async function withDatabase<T>(work: (deps: DomainDeps, orm: Orm) => Promise<T>): Promise<T> {
  const config = cliConfig();
  const orm = await openDatabase(config.database);
  try {
    await migrate(orm);
    return await work(
      { em: orm.em.fork(), clock: systemClock, settings: await settingsOf(orm, config, config.port) },
      orm,
    );
  } finally {
    await orm.close();
  }
}

/**
 * Runs `work` on one item of a project in the configured database. The domain answers an unknown or
 * another project's item as the API does ("not found", "forbidden"); the operator is told which.
 */
export function withProjectItem<T>(
  thing: string,
  id: string,
  projectId: string,
  work: (deps: DomainDeps, project: Project) => Promise<T>,
): Promise<T> {
  return withDatabase(async (deps) => {
    const project = await getProject(deps, projectId);
    return work(deps, project).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'NOT_FOUND') throw notFound(`no ${thing} ${id} in project ${projectId}`);
      if (error.code === 'FORBIDDEN')
        throw forbidden(`${thing} ${id} belongs to another project than ${projectId}`);
      throw error;
    });
  });
}

/** A destructive command acts only with --yes: a mistyped line must not delete anything. */
export function confirm(yes: boolean | undefined, consequence: string): void {
  if (!yes) throw badInput(`${consequence}; add --yes to do it`);
}

/** Parses an integer option strictly ("10x" is an error, not 10); commander reports it with usage. */
export function integerOption(name: string) {
  return (value: string): number => {
    if (!/^-?\d+$/.test(value)) throw new InvalidArgumentError(`${name} must be an integer (got "${value}")`);
    return Number(value);
  };
}

/**
 * A progress line on a terminal (stderr, rewritten in place at most ten times a second); nothing
 * otherwise or with --json.
 */
export function progressLine<A extends unknown[]>(json: boolean, text: (...args: A) => string) {
  if (json || !process.stderr.isTTY) return undefined;
  let shown = 0;
  let last: A | undefined;
  const show = (args: A) => process.stderr.write(`\r${text(...args)}\x1b[K`);
  return {
    update: (...args: A) => {
      last = args;
      if (Date.now() - shown < 100) return;
      shown = Date.now();
      show(args);
    },
    done: () => {
      if (!last) return;
      show(last);
      process.stderr.write('\n');
    },
  };
}
