import { Command } from 'commander';
import { recountTerms } from '../content/term.service.js';
import { print, withDatabase } from './io.js';

export function contentCommands(json: () => boolean): Command {
  const content = new Command('content').description('upkeep of the content site');

  content
    .command('recount')
    .description("set every term's count of published items to what it is (kept on every write)")
    .action(async () => {
      const result = await withDatabase(recountTerms);
      print(json(), result, `${result.terms} terms, ${result.corrected} corrected`);
    });
  return content;
}
