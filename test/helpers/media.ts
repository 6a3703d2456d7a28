import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mediaFiles } from '../../src/content/media/media-storage.js';
import type { Settings } from '../../src/domain-deps.js';

/**
 * The media files a server stored, wherever its MEDIA_STORAGE keeps them (a folder, or a bucket —
 * `TEST_MEDIA_STORAGE=s3` runs the media suites against one, see global-setup.ts).
 */
export const storedFile = (settings: Settings, file: string): Promise<Buffer> =>
  mediaFiles(settings).read(file);

/** How many media files the server holds. */
export async function storedCount(settings: Settings): Promise<number> {
  const storage = settings.mediaStorage;
  if (storage.kind === 'local')
    return (readdirSync(settings.mediaDir, { recursive: true }) as string[]).filter((file) =>
      statSync(join(settings.mediaDir, file)).isFile(),
    ).length;
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
  });
  let count = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: storage.prefix, ContinuationToken: token }),
    );
    count += page.KeyCount ?? 0;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return count;
}
