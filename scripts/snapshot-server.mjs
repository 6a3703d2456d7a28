// The server of the byte-for-byte captures (api-snapshot.mjs, content-snapshot.mjs): the built server
// (dist/) in this process on a fresh SQLite database, with the clock pinned and random values from a
// fixed sequence, no jobs (nothing changes between two requests behind the capture's back), and every
// answer written to the file the command line names.
import './fixed-randomness.mjs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { httpCapture } from './http-capture.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** A module of the built server. */
export const dist = (path) => import(join(ROOT, 'dist', path));

/** The moment the pinned clock starts at. */
export const START = new Date('2026-12-01T10:00:00.000Z');

/**
 * Runs `scenario` against a fresh server and writes what it captured to the file given as the first
 * argument of `npm run <name>:snapshot -- <file>`. The scenario gets the server, its domain deps, the
 * clock, the media folder and the capture's `call`, `graphql` and `text`.
 */
export async function snapshotRun(name, scenario) {
  const output = process.argv[2];
  if (!output) {
    console.error(`usage: npm run ${name}:snapshot -- <file>`);
    process.exit(2);
  }
  const { loadConfig } = await dist('src/config.js');
  const { startInstance } = await dist('src/app/instance.js');
  const { FixedClock } = await dist('src/clock.js');
  const { domainDeps } = await dist('src/runtime.js');

  const dir = mkdtempSync(join(tmpdir(), `portico-${name}-snapshot-`));
  const mediaDir = join(dir, 'uploads');
  const env = {
    DATABASE_URL: `sqlite:${join(dir, 'portico.db')}`,
    MEDIA_DIR: mediaDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://portico.test',
    SECRET_KEY: `${name}-snapshot-secret-key-0123456789abcdef`,
  };
  const clock = new FixedClock(START);
  const instance = await startInstance(loadConfig(env), { clock, jobs: false });
  const capture = httpCapture(instance.url);
  try {
    const deps = domainDeps(instance.runtime);
    await scenario({ instance, deps, clock, mediaDir, ...capture });
    writeFileSync(output, capture.bytes());
    console.log(`${capture.count()} answers written to ${output}`);
  } finally {
    await instance.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
