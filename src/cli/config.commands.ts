import { Command } from 'commander';
import { ConfigError } from '../config-error.js';
import { configOf } from '../app/configuration.js';
import { SETTING_NAMES, SETTINGS, shownSetting } from '../config-settings.js';
import { cliConfiguration, print } from './io.js';

export function configCommands(json: () => boolean): Command {
  const config = new Command('config').description('the configuration the server and the CLI read');
  config
    .command('show')
    .description('every setting in effect (secrets masked) and where its value comes from')
    .action(() => {
      const configuration = cliConfiguration();
      const { path, fromFile, env, sources } = configuration;
      const settings = Object.fromEntries(
        SETTING_NAMES.map((name) => {
          const value = env[name] ?? SETTINGS[name].fallback;
          return [name, { value: value === '' ? null : shownSetting(name, value), source: sources[name] }];
        }),
      );
      let problem: string | null = null;
      try {
        configOf(configuration);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        problem = error.message;
      }
      const width = Math.max(...SETTING_NAMES.map((name) => name.length));
      const lines = [
        `configuration file: ${path}${fromFile ? '' : ' (none: defaults and the environment only)'}`,
        ...Object.entries(settings).map(
          ([name, { value, source }]) => `${name.padEnd(width)}  ${value ?? '(unset)'}  [${source}]`,
        ),
      ];
      // Shown whole even when a value is wrong, so the operator sees it beside the others.
      print(json(), { file: path, read: fromFile, settings, error: problem }, lines.join('\n'));
      if (problem) {
        process.stderr.write(`error: ${problem}\n`);
        process.exitCode = 1;
      }
    });
  return config;
}
