// The yardstick of the content benchmarks: the list floor (list-floor.mjs) measured in the same run.
import { Buffer } from 'node:buffer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, spawnChild, stopChild } from './lib.mjs';

/**
 * Measures the list floor (list-floor.mjs: node:http + better-sqlite3 reading what the list needs)
 * on `server`'s SQLite file, answering the bytes and headers the server answers for `listUrl`.
 */
export async function measureListFloor(server, listUrl) {
  const list = await fetch(listUrl);
  const dir = mkdtempSync(join(tmpdir(), 'portico-floor-'));
  writeFileSync(join(dir, 'body'), Buffer.from(await list.arrayBuffer()));
  const keep = ['content-type', 'x-wp-total', 'x-wp-totalpages', 'link', 'x-robots-tag', 'vary'];
  const headers = Object.fromEntries(keep.map((name) => [name, list.headers.get(name)]).filter(([, v]) => v));
  const floor = spawnChild(process.execPath, [join(import.meta.dirname, 'list-floor.mjs')], {
    env: {
      ...process.env,
      DATABASE_PATH: server.databasePath,
      BODY_PATH: join(dir, 'body'),
      HEADERS: JSON.stringify(headers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise((done) => floor.stdout.once('data', (chunk) => done(String(chunk).trim())));
    return await measure('list floor: node:http + better-sqlite3, same bytes', { url });
  } finally {
    await stopChild(floor);
    rmSync(dir, { recursive: true, force: true });
  }
}
