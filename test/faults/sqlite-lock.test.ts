import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES } from '../helpers/database.js';
import {
  expectFullServiceWithin5s,
  type FaultyCluster,
  holdWriteLock,
  load,
  metric,
  pingCount,
  slowest,
  stopServer,
  twoWorkers,
} from '../helpers/faults.js';
import { baseEnv, tempDir } from '../helpers/server.js';
import { openDatabase } from '../../src/app/database.js';
import { LOCK_WAIT_MS } from '../../src/db/deadline.js';
import { sqliteDatabase } from '../../src/db/orm.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.skipIf(ON_POSTGRES)('SQLite: another process holds the write lock past the busy timeout', () => {
  let cluster: FaultyCluster;

  it('answers every request within the lock wait + 1 s, loses no acknowledged ping, and serves again at once', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = join(dir, 'portico.db');
    cluster = await twoWorkers(baseEnv(dir));
    try {
      const traffic = load(cluster);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const holder = holdWriteLock(file, 8000);
      await holder.locked;
      const faultEnd = await holder.released;
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const sent = await traffic.stop();

      const longest = slowest(sent);
      expect(longest).toBeLessThanOrEqual(LOCK_WAIT_MS + 1000);
      expect(sent.filter((request) => request.status === 0)).toEqual([]);
      // Writes waited for the lock and were refused as a transient fault, in each facade's format.
      expect(sent.some((request) => request.kind === 'ping' && request.status === 503)).toBe(true);
      expect(sent.some((request) => request.kind === 'update' && request.status === 503)).toBe(true);
      expect(sent.every((request) => [200, 201, 503].includes(request.status))).toBe(true);
      // Reads never waited for the lock: transactions wait for it away from the connection.
      const reads = sent.filter((request) => request.kind === 'list' || request.kind === 'checks');
      expect(reads.every((request) => request.status === 200)).toBe(true);
      expect(slowest(reads)).toBeLessThan(1000);

      const acknowledged = sent.filter((r) => r.kind === 'ping' && r.status === 200).length;
      expect(await pingCount(cluster)).toBe(acknowledged);

      const recovered = expectFullServiceWithin5s(sent, cluster.server.output(), faultEnd);
      console.log(`lock held 8 s: slowest answer ${longest} ms; full service ${recovered} ms after`);

      // The outage is logged once per worker (not a stack per request), and counted.
      const output = cluster.server.output();
      expect(
        output.match(/"msg":"The database is unavailable; try again shortly."/g)!.length,
      ).toBeLessThanOrEqual(2);
      expect(output).toMatch(/"msg":"the database answers again"/);
      expect(output).not.toMatch(/"msg":"request failed"/);
      expect(await metric(cluster, 'portico_database_errors_total{kind="unavailable"}')).toBeGreaterThan(0);
    } finally {
      expect((await stopServer(cluster.server)).code).toBe(0);
    }
  }, 60_000);

  it('answers a refused write in the facade formats: 503 with Retry-After', async () => {
    const dir = tempDir();
    dirs.push(dir);
    cluster = await twoWorkers(baseEnv(dir));
    const holder = holdWriteLock(join(dir, 'portico.db'), 6000);
    try {
      await holder.locked;
      const [ping, update, created, graphql] = await Promise.all([
        fetch(`${cluster.server.url}/ping/${cluster.uuid}`),
        fetch(`${cluster.server.url}/cms-json/cms/v2/posts/${cluster.postId}`, {
          method: 'POST',
          headers: { Authorization: cluster.admin, 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'x' }),
        }),
        fetch(`${cluster.server.url}/api/v3/checks/`, {
          method: 'POST',
          headers: { 'X-Api-Key': cluster.apiKey },
          body: JSON.stringify({ name: 'x' }),
        }),
        fetch(`${cluster.server.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Api-Key': cluster.apiKey },
          body: JSON.stringify({
            query: 'mutation { createCheck(input: { name: "y" }) { check { name } } }',
          }),
        }),
      ]);
      for (const res of [ping, update, created, graphql]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
      }
      expect(await ping.text()).toBe('The database is unavailable; try again shortly.');
      expect(await update.json()).toEqual({
        code: 'rest_database_unavailable',
        message: 'The database is unavailable; try again shortly.',
        data: { status: 503 },
      });
      expect(await created.json()).toEqual({ error: 'The database is unavailable; try again shortly.' });
      expect(await graphql.json()).toEqual({
        data: null,
        errors: [
          {
            message: 'The database is unavailable; try again shortly.',
            path: ['createCheck'],
            extensions: { code: 'DATABASE_UNAVAILABLE' },
          },
        ],
        extensions: { cost: expect.objectContaining({ nodes: 0 }) },
      });
      await holder.released;
    } finally {
      holder.child.kill();
      expect((await stopServer(cluster.server)).code).toBe(0);
    }
  }, 60_000);
});

describe.skipIf(ON_POSTGRES)('SQLite: a new database file another process is writing', () => {
  it('is switched to WAL once that write ends, instead of failing to open (SQLite does not wait there)', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = join(dir, 'new.db');
    // The first of two instances starting at once, still in rollback mode and writing.
    const holder = holdWriteLock(file, 500);
    await holder.locked;
    const orm = await openDatabase({ kind: 'sqlite', path: file });
    try {
      await holder.released;
      expect((await sqliteDatabase(orm)).pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      await orm.close();
    }
  });
});
