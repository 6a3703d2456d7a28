import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { RestartPolicy } from '../../src/app/cluster.js';
import { workerPids } from '../helpers/faults.js';
import { eventually } from '../helpers/receivers.js';
import { spawnServer, tempDir, testEnv, type ServerProcess } from '../helpers/server.js';

// WEB_CONCURRENCY workers behind one port (node:cluster), as `npm start` runs them.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function cluster(workers: number): Promise<ServerProcess> {
  const dir = tempDir();
  dirs.push(dir);
  return spawnServer(await testEnv(dir, { WEB_CONCURRENCY: String(workers), METRICS_TOKEN: 'scrape' }));
}

describe('several workers', () => {
  it('set up the database once, share the port, count pings without gaps, survive a killed worker and stop together', async () => {
    const server = await cluster(2);
    try {
      expect(server.output().match(/Portico created a Default project/g)).toHaveLength(1);
      await eventually(() => (server.output().match(/"msg":"worker serving"/g) ?? []).length === 2, 10_000);
      const key = /API key \(rw\) +(pcw_[A-Za-z0-9]{28})/.exec(server.output())![1];
      const created = await fetch(`${server.url}/api/v3/checks/`, {
        method: 'POST',
        headers: { 'X-Api-Key': key },
        body: JSON.stringify({ name: 'clustered' }),
      });
      const uuid = ((await created.json()) as { uuid: string }).uuid;

      // Pings from both workers at once, one worker killed halfway: every acknowledged ping is kept.
      const [victim] = workerPids(server.child.pid!);
      let acked = 0;
      const pings = Array.from({ length: 300 }, async (_, i) => {
        if (i === 150) process.kill(victim, 'SIGKILL');
        try {
          // A connection handed to the worker as it died may never be answered: the client gives up.
          const res = await fetch(`${server.url}/ping/${uuid}`, { signal: AbortSignal.timeout(5000) });
          if (res.status === 200) acked++;
        } catch {
          // The killed worker's connections: not acknowledged, so not promised.
        }
      });
      await Promise.all(pings);
      await eventually(() => /worker exited; starting another/.test(server.output()));
      await eventually(() => (server.output().match(/"msg":"worker serving"/g) ?? []).length === 3, 10_000);
      const check = (await (
        await fetch(`${server.url}/api/v3/checks/${uuid}`, { headers: { 'X-Api-Key': key } })
      ).json()) as {
        n_pings: number;
      };
      expect(check.n_pings).toBeGreaterThanOrEqual(acked);
      expect(acked).toBeGreaterThan(150);
      const log = (await (
        await fetch(`${server.url}/api/v3/checks/${uuid}/pings/`, { headers: { 'X-Api-Key': key } })
      ).json()) as {
        pings: { n: number }[];
      };
      const numbers = log.pings.map((ping) => ping.n);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => check.n_pings - i));

      // The operator's metrics sum every worker's.
      const metrics = await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer scrape' } });
      const pinged = /^portico_pings_ingested_total (\d+)/m.exec(await metrics.text());
      expect(Number(pinged?.[1])).toBeGreaterThan(0);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toMatch(/"worker":"primary","msg":"stopped"/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});

describe('restarting workers', () => {
  it('restarts one that died in service at once, backs off while they die at start, and gives up after six', () => {
    const policy = new RestartPolicy();
    expect(policy.died(60_000)).toBe(0);
    expect([1, 2, 3, 4, 5].map(() => policy.died(300))).toEqual([100, 200, 400, 800, 1600]);
    expect(policy.died(300)).toBeNull();
  });

  it('forgets the deaths at start once a worker has lived ten seconds, or dies in service', () => {
    const policy = new RestartPolicy();
    for (let i = 0; i < 5; i++) policy.died(100);
    policy.settled();
    expect(policy.died(100)).toBe(100);
    policy.died(100);
    expect(policy.died(10_000)).toBe(0);
    expect(policy.died(100)).toBe(100);
  });
});
