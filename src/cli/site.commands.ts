import { Command } from 'commander';
import type { SiteSettings } from '../site/site-settings.entity.js';
import { getSiteSettings, updateSiteSettings, type SiteChanges } from '../site/site.service.js';
import { keyValueLines, print, withDatabase } from './io.js';

const shape = (s: SiteSettings) => ({
  name: s.name,
  description: s.description,
  timezone: s.timezone,
  date_format: s.dateFormat,
  monitor_project: s.monitorProjectId,
});

const show = (json: boolean, settings: SiteSettings) => {
  const data = shape(settings);
  print(json, data, keyValueLines(data));
};

export function siteCommands(json: () => boolean): Command {
  const site = new Command('site').description('settings of the content site');

  site
    .command('show')
    .description('print the site settings')
    .action(async () => show(json(), await withDatabase(getSiteSettings)));

  site
    .command('set')
    .description('change site settings (only the options given)')
    .option('--name <name>', 'site name')
    .option('--description <text>', 'tagline')
    .option('--timezone <zone>', 'IANA time zone of post dates, e.g. Europe/Riga')
    .option('--date-format <format>', 'PHP date() format, e.g. "F j, Y"')
    .option('--monitor-project <id>', 'project whose checks watch scheduled items ("" unlinks it)')
    .action(async (options: SiteChanges) =>
      show(json(), await withDatabase((deps) => updateSiteSettings(deps, options))),
    );
  return site;
}
