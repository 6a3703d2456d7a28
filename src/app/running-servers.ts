import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseTarget } from '../config.js';
import type { Configuration } from './configuration.js';

/**
 * Servers running on this host note what they use, so that a CLI command started with the same
 * configuration file but another environment can say it is not working on the server's data. Only
 * servers that read a configuration file take part: without one there is nothing to share.
 */
const DIRECTORY = join(tmpdir(), `portico-${process.getuid?.() ?? 'user'}`, 'servers');

export interface RunningServer {
  pid: number;
  configuration: string;
  database: string;
  publicUrl: string;
}

/** The database as named to people and compared: a SQLite file's full path, or the URL without its password. */
export function databaseName(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `sqlite:${target.path}`;
  try {
    const url = new URL(target.url);
    url.password = '';
    url.search = '';
    return url.toString();
  } catch {
    return target.url.replace(/:[^:/@]*@/, '@');
  }
}

/** Notes this process as a server until it exits. */
export function registerServer(
  configuration: Configuration,
  database: DatabaseTarget,
  publicUrl: string,
): void {
  if (!configuration.fromFile) return;
  const file = join(DIRECTORY, `${process.pid}.json`);
  const entry: RunningServer = {
    pid: process.pid,
    configuration: configuration.path,
    database: databaseName(database),
    publicUrl,
  };
  try {
    mkdirSync(DIRECTORY, { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify(entry), { mode: 0o600 });
    process.once('exit', () => rmSync(file, { force: true }));
  } catch {
    // A read-only or full temporary folder costs the CLI's warning, never the server.
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Live servers started with this configuration file, other than this process. */
export function runningServers(configuration: Configuration): RunningServer[] {
  if (!configuration.fromFile) return [];
  let names: string[];
  try {
    names = readdirSync(DIRECTORY).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    try {
      const entry = JSON.parse(readFileSync(join(DIRECTORY, name), 'utf8')) as RunningServer;
      const current = entry.configuration === configuration.path && entry.pid !== process.pid;
      return current && alive(entry.pid) ? [entry] : [];
    } catch {
      return [];
    }
  });
}
