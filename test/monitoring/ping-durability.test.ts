import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli, spawnServer, tempDir, testEnv } from '../helpers/server.js';

describe('ping durability', () => {
  it('loses no answered ping when the server is killed with SIGKILL under load', async () => {
    const dir = tempDir();
    const env = await testEnv(dir);
    const project = JSON.parse(
      (await runCli(['project', 'create', '--name', 'crash', '--json'], env)).stdout,
    );
    let server = await spawnServer(env);
    const created = await fetch(`${server.url}/api/v3/checks/`, {
      method: 'POST',
      headers: { 'X-Api-Key': project.api_key },
      body: JSON.stringify({ name: 'crash' }),
    });
    const { uuid } = (await created.json()) as { uuid: string };

    let answered = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${server.url}/ping/${uuid}`);
          if (res.status === 200 && (await res.text()) === 'OK') answered++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all(workers);
    expect(answered).toBeGreaterThan(50);

    server = await spawnServer(env);
    try {
      const res = await fetch(`${server.url}/api/v3/checks/${uuid}`, {
        headers: { 'X-Api-Key': project.api_key },
      });
      const { n_pings } = (await res.json()) as { n_pings: number };
      expect(n_pings).toBeGreaterThanOrEqual(answered);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
