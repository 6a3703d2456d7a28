import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startInstance, type RunningInstance } from '../../src/app/instance.js';
import { adminAuth, rest } from '../helpers/content.js';
import { expectRangesServed, storedCount } from '../helpers/media.js';
import { runCli, startTestServer, tempDir, type TestServer } from '../helpers/server.js';

// Media on an S3-compatible bucket (s3rver on loopback): uploads with their sub-sizes go to the
// bucket under S3_PREFIX, Portico serves them from it (Range too), edits read the original from it,
// deletes remove them, and one name uploaded at once through two instances gets two names.
let s3: S3rver;
let endpoint: string;
let server: TestServer;
let bucket: S3Client;

const S3_ENV = () => ({
  MEDIA_STORAGE: 's3',
  S3_BUCKET: 'media',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PREFIX: 'site-a',
});

/** The keys in the bucket now. */
async function keys(): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: 'media' }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

const upload = (
  target: TestServer | RunningInstance,
  bytes: Buffer,
  name: string,
  auth = adminAuth(server),
) =>
  rest(target as TestServer, 'POST', '/cms/v2/media', {
    headers: {
      ...auth,
      'Content-Type': 'image/jpeg',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
    raw: new Uint8Array(bytes),
  });

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: tempDir('portico-s3-'),
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  server = await startTestServer({ env: S3_ENV() });
});
afterAll(async () => {
  await server.stop();
  await s3.close();
});

describe('media on S3-compatible storage', () => {
  it('stores uploads with their sub-sizes in the bucket, serves, edits and deletes them there', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: 'olive' } })
      .jpeg()
      .toBuffer();
    const created = await upload(server, photo, 'harbour.jpg');
    expect(created.status).toBe(201);
    const media = created.body as {
      id: number;
      source_url: string;
      media_details: { file: string; sizes: object };
    };
    const folder = media.media_details.file.slice(0, 7);
    expect(await keys()).toEqual(
      ['harbour-150x150.jpg', 'harbour-300x225.jpg', 'harbour-768x576.jpg', 'harbour.jpg'].map(
        (name) => `site-a/${folder}/${name}`,
      ),
    );
    expect(existsSync(join(server.runtime.settings.mediaDir, folder))).toBe(false);

    // Served by Portico from the bucket, whole and in ranges.
    const path = new URL(media.source_url).pathname;
    const whole = await fetch(`${server.url}${path}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(photo);
    // s3rver answers `bytes=0-0` with the whole object (as 206 0-<last>): Portico still sends one byte.
    await expectRangesServed(`${server.url}${path}`, photo);
    expect((await fetch(`${server.url}/uploads/${folder}/missing.jpg`)).status).toBe(404);

    // An edit reads the original from the bucket and writes its copy there.
    const edited = await rest(server, 'POST', `/cms/v2/media/${media.id}/edit`, {
      headers: adminAuth(server),
      body: { src: media.source_url, modifiers: [{ type: 'rotate', args: { angle: 90 } }] },
    });
    expect(edited.status, edited.text).toBe(201);
    const copy = edited.body as { id: number; media_details: { file: string; width: number } };
    expect(copy.media_details.width).toBe(600);
    expect(await keys()).toContain(`site-a/${copy.media_details.file}`);

    // Deleting removes the files from the bucket.
    for (const id of [copy.id, media.id])
      expect(
        (
          await rest(server, 'DELETE', `/cms/v2/media/${id}`, {
            headers: adminAuth(server),
            query: 'force=true',
          })
        ).status,
      ).toBe(200);
    expect(await keys()).toEqual([]);
  });

  it('gives one name uploaded at once through two instances two names', async () => {
    const other = await startInstance(loadConfig(server.env));
    try {
      const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: 'plum' } })
        .jpeg()
        .toBuffer();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => upload(i % 2 ? other : server, photo, 'same.jpg')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
      const files = answers.map(
        (answer) => (answer.body as { media_details: { file: string } }).media_details.file,
      );
      expect(new Set(files).size).toBe(6);
      expect(files.map((file) => file.slice(8)).sort()).toEqual([
        'same-1.jpg',
        'same-2.jpg',
        'same-3.jpg',
        'same-4.jpg',
        'same-5.jpg',
        'same.jpg',
      ]);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['refuses connections', false],
    ['accepts connections but never answers', true],
  ])('answers a clear 503 when the bucket %s, writing nothing', async (_, silent) => {
    // A port nothing listens on (the connection is refused), or a server that says nothing.
    const endpoint = createServer(() => undefined);
    await new Promise<void>((done) => endpoint.listen(0, '127.0.0.1', done));
    const { port } = endpoint.address() as AddressInfo;
    if (!silent) await new Promise((done) => endpoint.close(done));
    const cut = await startTestServer({
      env: { ...S3_ENV(), S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_TIMEOUT_MS: '500' },
    });
    try {
      const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: 'red' } })
        .jpeg()
        .toBuffer();
      const started = Date.now();
      const answer = await rest(cut, 'POST', '/cms/v2/media', {
        headers: {
          ...adminAuth(cut),
          'Content-Type': 'image/jpeg',
          'Content-Disposition': 'attachment; filename="x.jpg"',
        },
        raw: new Uint8Array(photo),
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect([answer.status, answer.body]).toEqual([
        503,
        {
          code: 'rest_media_storage_unavailable',
          message: 'The media storage is unavailable; try again shortly.',
          data: { status: 503 },
        },
      ]);
      const list = await rest(cut, 'GET', '/cms/v2/media', {
        headers: adminAuth(cut),
        query: 'context=edit',
      });
      expect(list.body).toEqual([]);
      const file = await fetch(`${cut.url}/uploads/2026/11/x.jpg`);
      expect([file.status, file.headers.get('retry-after'), await file.text()]).toEqual([
        503,
        '5',
        'The media storage is unavailable; try again shortly.',
      ]);
    } finally {
      await cut.stop();
      if (silent) {
        endpoint.closeAllConnections();
        await new Promise((done) => endpoint.close(done));
      }
    }
  });

  it('names the files at MEDIA_PUBLIC_URL when the bucket (or a CDN) serves them', async () => {
    const cdn = 'https://cdn.example/site-c';
    const direct = await startTestServer({
      env: { ...S3_ENV(), S3_PREFIX: 'site-c', MEDIA_PUBLIC_URL: cdn },
    });
    try {
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: 'gold' } })
        .jpeg()
        .toBuffer();
      const created = await upload(direct, photo, 'cdn.jpg', adminAuth(direct));
      expect(created.status).toBe(201);
      const media = created.body as {
        source_url: string;
        guid: { raw: string };
        media_details: { file: string; sizes: Record<string, { source_url: string }> };
      };
      expect(media.source_url).toBe(`${cdn}/${media.media_details.file}`);
      expect(media.guid.raw).toBe(media.source_url);
      for (const size of Object.values(media.media_details.sizes))
        expect(size.source_url.startsWith(`${cdn}/`)).toBe(true);
      expect(await keys()).toContain(`site-c/${media.media_details.file}`);
    } finally {
      await direct.stop();
    }
  });

  it('moves a site from its media folder into the bucket with media copy, which a run again finds done', async () => {
    const local = await startTestServer({ env: { MEDIA_STORAGE: 'local' } });
    try {
      const urls: [string, Buffer][] = [];
      for (const [name, background] of [
        ['one.jpg', 'teal'],
        ['two.jpg', 'coral'],
      ] as const) {
        const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background } })
          .jpeg()
          .toBuffer();
        const created = await upload(local, photo, name, adminAuth(local));
        expect(created.status).toBe(201);
        urls.push([new URL((created.body as { source_url: string }).source_url).pathname, photo]);
      }
      const env = { ...local.env, ...S3_ENV(), MEDIA_STORAGE: 'local', S3_PREFIX: 'site-d' };
      const copy = async () =>
        JSON.parse((await runCli(['media', 'copy', '--to', 's3', '--json'], env)).stdout);
      const files = await storedCount(local.runtime.settings);
      expect(await copy()).toEqual({ files, bytes: expect.any(Number), copied: files, skipped: 0 });
      expect(await copy()).toEqual({ files, bytes: expect.any(Number), copied: 0, skipped: files });

      // A bucket that is not there, or that refuses the keys: one line that names the setting.
      const refused = async (settings: Record<string, string>) => {
        const run = await runCli(['media', 'copy', '--to', 's3', '--json'], { ...env, ...settings });
        expect(run.code).toBe(1);
        expect(run.stderr.trim().split('\n')).toHaveLength(1);
        return (JSON.parse(run.stdout) as { error: string }).error;
      };
      expect(await refused({ S3_BUCKET: 'missing' })).toBe(
        `the bucket "missing" (S3_BUCKET) does not exist at ${endpoint}: create it first (e.g. aws s3 mb s3://missing)`,
      );
      // s3rver checks the key id, not the signature.
      expect(await refused({ S3_ACCESS_KEY_ID: 'wrong' })).toBe(
        `${endpoint} refused access to the bucket "media": check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`,
      );

      // The same database on the bucket serves the same files at the same URLs.
      const moved = await startInstance(loadConfig({ ...env, MEDIA_STORAGE: 's3' }));
      try {
        for (const [path, photo] of urls) {
          const served = await fetch(`${moved.url}${path}`);
          expect(Buffer.from(await served.arrayBuffer())).toEqual(photo);
        }
      } finally {
        await moved.close();
      }
    } finally {
      await local.stop();
    }
  });
});
