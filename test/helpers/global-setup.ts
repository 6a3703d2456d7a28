import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

let s3: { server: S3rver; dir: string } | undefined;

// One id per `npm test` run, inherited by the test processes: their PostgreSQL databases carry it.
// With TEST_MEDIA_STORAGE=s3, one S3-compatible server on loopback holds every test server's media
// (each under a prefix of its own, see server.ts).
export async function setup() {
  process.env.PORTICO_TEST_RUN = randomBytes(4).toString('hex');
  if (process.env.TEST_MEDIA_STORAGE !== 's3') return;
  const dir = mkdtempSync(join(tmpdir(), 'portico-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const { port } = await server.run();
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
  s3 = { server, dir };
}

export async function teardown() {
  const { dropRunDatabases } = await import('./database.js');
  await dropRunDatabases();
  if (s3) {
    await s3.server.close();
    rmSync(s3.dir, { recursive: true, force: true });
  }
}
