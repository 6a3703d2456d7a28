import { Command } from 'commander';
import { recountRevisions } from '../content/revisions/revision.service.js';
import { recountTerms } from '../content/terms/term.service.js';
import { print, withDatabase } from './io.js';

export function contentCommands(json: () => boolean): Command {
  const content = new Command('content').description('upkeep of the content site');

  content
    .command('recount')
    .description(
      "set every term's count of published items and every item's revision count to what they are (kept on every write)",
    )
    .action(async () => {
      const result = await withDatabase(async (deps) => ({
        terms: await recountTerms(deps),
        revisions: await recountRevisions(deps),
      }));
      print(
        json(),
        result,
        `${result.terms.count} terms, ${result.terms.corrected} corrected; ` +
          `${result.revisions.items} items with revisions, ${result.revisions.corrected} corrected`,
      );
    });
  return content;
}
