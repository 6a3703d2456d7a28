import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES } from '../helpers/database.js';
import { holdWriteLock, workerPids, stopServer, twoWorkers } from '../helpers/faults.js';
import { baseEnv, tempDir } from '../helpers/server.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** docs/operations.md: a graceful stop takes 10 s at most. */
const STOP_MS = 10_000;

describe.skipIf(ON_POSTGRES)('stopping and crashing with SQLite under a fault', () => {
  it('stops within its deadline while another process holds the write lock, answering what is in flight', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const cluster = await twoWorkers(baseEnv(dir));
    const holder = holdWriteLock(join(dir, 'portico.db'), 60_000);
    try {
      await holder.locked;
      const inFlight = Array.from({ length: 6 }, () =>
        fetch(`${cluster.server.url}/ping/${cluster.uuid}`).then(
          (res) => res.status,
          () => 0,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { code, ms: took } = await stopServer(cluster.server);
      console.log(`stopped in ${took} ms with the write lock held elsewhere`);
      expect(took).toBeLessThan(STOP_MS + 1500);
      expect(code).toBe(0);
      expect(await Promise.all(inFlight)).toEqual(Array(6).fill(503));
    } finally {
      holder.child.kill();
      cluster.server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('backs off restarting workers that die at start, then gives up with one clear line', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const cluster = await twoWorkers(baseEnv(dir));
    const primary = cluster.server.child.pid!;
    try {
      // The database becomes unreadable: every worker started from now on dies at start.
      for (const suffix of ['-wal', '-shm']) rmSync(join(dir, `portico.db${suffix}`), { force: true });
      writeFileSync(join(dir, 'portico.db'), Buffer.alloc(8192, 7));
      for (const pid of workerPids(primary)) process.kill(pid, 'SIGKILL');
      const code = await cluster.server.exited;
      expect(code).toBe(1);
      const output = cluster.server.output();
      const delays = [...output.matchAll(/"restartInMs":(\d+)/g)].map((match) => Number(match[1]));
      // Each death at start (the two killed ones included: they had just started) waits twice as long.
      expect(delays).toEqual([100, 200, 400, 800, 1600]);
      expect(output.match(/workers keep dying at start \(6 in a row/g)).toHaveLength(1);
    } finally {
      cluster.server.child.kill('SIGKILL');
    }
  }, 60_000);
});
