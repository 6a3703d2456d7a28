import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig, type Config, type Env } from '../config.js';
import { ConfigError } from '../config-error.js';
import { isSettingName, SETTING_NAMES, SETTINGS, type SettingName } from '../config-settings.js';

export type SettingSource = 'environment' | 'file' | 'default';

/** The settings the server and every CLI command use: the environment over the file over defaults. */
export interface Configuration {
  /** The file (PORTICO_CONFIG, or portico.env in the working directory), whether or not it exists. */
  path: string;
  /** A regular file was read; false when missing (or a device such as /dev/null). */
  fromFile: boolean;
  env: Env;
  sources: Record<SettingName, SettingSource>;
}

export const configurationPath = (environment: NodeJS.ProcessEnv = process.env): string =>
  resolve(environment.PORTICO_CONFIG?.trim() || 'portico.env');

/** Reads the configuration file (if any) and lays the environment over it. */
export function readConfiguration(environment: NodeJS.ProcessEnv = process.env): Configuration {
  const path = configurationPath(environment);
  const text = readText(path);
  const file = text === null ? new Map<SettingName, string>() : parseFile(path, text);
  const env: Env = {};
  const sources = {} as Record<SettingName, SettingSource>;
  for (const name of SETTING_NAMES) {
    const given = environment[name];
    if (given !== undefined) [env[name], sources[name]] = [given, 'environment'];
    else if (file.has(name)) [env[name], sources[name]] = [file.get(name), 'file'];
    else sources[name] = 'default';
  }
  return { path, fromFile: text !== null && isRegularFile(path), env, sources };
}

/** The typed settings; a bad value read from the file is said to be there. */
export function configOf(configuration: Configuration, changes: Env = {}): Config {
  try {
    return loadConfig({ ...configuration.env, ...changes });
  } catch (error) {
    const name = error instanceof ConfigError ? /^[A-Z0-9_]+/.exec(error.message)?.[0] : undefined;
    if (!name || !isSettingName(name) || configuration.sources[name] !== 'file' || name in changes)
      throw error;
    throw new ConfigError(`${error instanceof Error ? error.message : ''} (in ${configuration.path})`);
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new ConfigError(`cannot read the configuration file ${path}: ${(error as Error).message}`);
  }
}

const isRegularFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/** dotenv's forms: NAME=value, `export NAME=value`, '…' taken as is, "…" with \n \" \\ escapes. */
function parseFile(path: string, text: string): Map<SettingName, string> {
  const values = new Map<SettingName, string>();
  text.split(/\r?\n/).forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    if (/^\s*(#|$)/.test(line)) return;
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) throw new ConfigError(`${where}: expected NAME=value`);
    const [, name, raw] = match;
    if (!isSettingName(name)) throw new ConfigError(`${where}: ${name} is not a Portico setting`);
    if (values.has(name)) throw new ConfigError(`${where}: ${name} is set twice`);
    values.set(name, unquote(raw, where));
  });
  return values;
}

function unquote(raw: string, where: string): string {
  const quote = raw[0];
  if (quote !== '"' && quote !== "'") return raw.replace(/\s+#.*$/, '');
  const closing = quote === '"' ? /^"((?:[^"\\]|\\.)*)"\s*(#.*)?$/ : /^'([^']*)'\s*(#.*)?$/;
  const match = closing.exec(raw);
  if (!match) throw new ConfigError(`${where}: the value's closing ${quote} is missing`);
  if (quote === "'") return match[1];
  return match[1].replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
}

/** A value as the file writes it: bare when that reads back the same, double-quoted otherwise. */
function written(value: string): string {
  if (/^[^\s"'#\\]*$/.test(value)) return value;
  return `"${value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\n')}"`;
}

/** The file the first start writes: every setting, those set in its environment active. */
export function configurationText(configuration: Configuration): string {
  const lines = [
    '# Portico’s configuration, read by `npm start` and every `npm run cli` command (docs/configuration.md).',
    '# A variable in the environment overrides its line here; a commented line shows the default.',
    '# `npm run -s cli -- config show` prints what is in effect and where each value comes from.',
  ];
  for (const name of SETTING_NAMES) {
    const value = configuration.env[name];
    lines.push('', `# ${SETTINGS[name].help}`);
    lines.push(
      value === undefined ? `# ${name}=${written(SETTINGS[name].fallback)}` : `${name}=${written(value)}`,
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * On the first start, writes the file with the values in use (readable by its owner alone: it may
 * hold secrets). Never replaces a file, even one made meanwhile. Says why it could not, if so.
 */
export function writeFirstConfiguration(
  configuration: Configuration,
): 'written' | 'kept' | { problem: string } {
  if (configuration.fromFile || statSync(configuration.path, { throwIfNoEntry: false })) return 'kept';
  try {
    writeFileSync(configuration.path, configurationText(configuration), { flag: 'wx', mode: 0o600 });
    return 'written';
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code === 'EEXIST' ? 'kept' : { problem: message };
  }
}
