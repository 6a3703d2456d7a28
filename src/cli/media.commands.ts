import { Command, InvalidArgumentError } from 'commander';
import { copyMediaToBucket, type MediaCopySummary } from '../content/media/media-copy.js';
import { cliConfig, print, progressLine } from './io.js';

const copyText = (summary: MediaCopySummary) =>
  `${summary.files} files (${summary.bytes} bytes): ${summary.copied} copied, ${summary.skipped} in the bucket already`;

export function mediaCommands(json: () => boolean): Command {
  const command = new Command('media').description('media files');
  command
    .command('copy')
    .description("copy MEDIA_DIR's files into the S3 bucket of the S3_* settings (safe to run again)")
    .requiredOption('--to <storage>', 'where to: s3', (value: string) => {
      if (value !== 's3') throw new InvalidArgumentError('the only target is s3');
      return value;
    })
    .action(async () => {
      // The bucket of the S3_* settings, whichever storage the site uses now (switch once copied).
      const config = cliConfig({ MEDIA_STORAGE: 's3' });
      if (config.mediaStorage.kind !== 's3') return;
      const progress = progressLine(json(), (done: number, total: number) => `${done}/${total} files`);
      const summary = await copyMediaToBucket(config.mediaDir, config.mediaStorage, progress?.update).finally(
        () => progress?.done(),
      );
      print(json(), summary, copyText(summary));
    });
  return command;
}
