import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mediaFiles } from '../../src/content/media/media-storage.js';
import type { Settings } from '../../src/domain-deps.js';
import { expect } from 'vitest';

/**
 * The media files a server stored, wherever its MEDIA_STORAGE keeps them (a folder, or a bucket —
 * `TEST_MEDIA_STORAGE=s3` runs the media suites against one, see global-setup.ts).
 */
export const storedFile = (settings: Settings, file: string): Promise<Buffer> =>
  mediaFiles(settings).read(file);

/** How many media files the server holds. */
export async function storedCount(settings: Settings): Promise<number> {
  const storage = settings.mediaStorage;
  if (storage.kind === 'local') {
    // A server makes its folder with the first file it stores.
    if (!existsSync(settings.mediaDir)) return 0;
    return (readdirSync(settings.mediaDir, { recursive: true }) as string[]).filter((file) =>
      statSync(join(settings.mediaDir, file)).isFile(),
    ).length;
  }
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

/** Two requests sent at once on one connection, the first with `range`: the raw bytes answered. */
function pipelined(url: string, range: string, second: string): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setTimeout(() => done(new Error(`no end after: ${JSON.stringify(answer)}`)), 10_000);
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(answer);
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    // The second request asks to close: the server ends the connection after its answer.
    socket.on('end', () => done());
    socket.on('error', done);
    socket.write(
      `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nRange: ${range}\r\n\r\n` +
        `GET ${second} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`,
    );
  });
}

/**
 * A stored file's answers to ranges, as RFC 9110 has them: one range in 206 with exactly the bytes its
 * Content-Length promised (checked on a reused connection, whose next answer must follow right
 * after), the whole file for ranges a server may ignore (another unit, several ranges, a malformed
 * one, an If-Range of another version), and 416 for an unsatisfiable one.
 */
export async function expectRangesServed(url: string, bytes: Buffer): Promise<void> {
  const raw = await pipelined(url, 'bytes=0-0', '/uploads/none/missing.txt');
  const head = raw.indexOf('\r\n\r\n') + 4;
  expect(raw.slice(0, head)).toMatch(/^HTTP\/1\.1 206 [^]*\r\nContent-Length: 1\r\n/i);
  expect(raw.charCodeAt(head)).toBe(bytes[0]);
  expect(raw.slice(head + 1, head + 13)).toBe('HTTP/1.1 404');
  const fetchRange = async (range: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers: { Range: range, ...headers } });
    return {
      status: res.status,
      range: res.headers.get('content-range'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  };
  for (const [range, start, end] of [
    ['bytes=0-0', 0, 0],
    ['bytes=10-19', 10, 19],
    ['bytes=5-', 5, bytes.length - 1],
    ['bytes=-7', bytes.length - 7, bytes.length - 1],
    [`bytes=3-${bytes.length + 100}`, 3, bytes.length - 1],
  ] as const) {
    const part = await fetchRange(range);
    expect([range, part.status, part.range]).toEqual([range, 206, `bytes ${start}-${end}/${bytes.length}`]);
    expect(part.body.equals(bytes.subarray(start, end + 1)), range).toBe(true);
  }
  for (const range of ['bytes=0-1,5-6', 'items=0-5', 'bytes=9-2', 'bytes=x-1']) {
    const whole = await fetchRange(range);
    expect([range, whole.status, whole.range]).toEqual([range, 200, null]);
    expect(whole.body.equals(bytes), range).toBe(true);
  }
  const stale = await fetchRange('bytes=0-0', { 'If-Range': 'Wed, 21 Oct 2015 07:28:00 GMT' });
  expect([stale.status, stale.body.length]).toEqual([200, bytes.length]);
  for (const range of [`bytes=${bytes.length}-`, 'bytes=-0']) {
    const refused = await fetchRange(range);
    expect([range, refused.status, refused.range]).toEqual([range, 416, `bytes */${bytes.length}`]);
  }
}
