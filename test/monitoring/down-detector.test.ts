import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelKind } from '../../src/monitoring/channels/channel.entity.js';
import { Check } from '../../src/monitoring/checks/check.entity.js';
import { Flip } from '../../src/monitoring/flips/flip.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { api, newChannel, newProject } from '../helpers/monitoring.js';
import { eventually, httpReceiver } from '../helpers/receivers.js';
import { ROOT, startTestServer, type TestServer } from '../helpers/server.js';

// Real time: the system clock, and checks made to expire within seconds. The API refuses timeouts
// under a minute, so the test shortens them in the database.
let server: TestServer;
let webhook: Awaited<ReturnType<typeof httpReceiver>>;
let project: Awaited<ReturnType<typeof newProject>>;

beforeAll(async () => {
  webhook = await httpReceiver();
  // The server's own monitor looks once an hour (the test default), so the processes under test work.
  server = await startTestServer({ env: { INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true' } });
  project = await newProject(server, 'Real time');
  await newChannel(server, project.id, 'hook', ChannelKind.WEBHOOK, webhook.url);
});
afterAll(async () => {
  await server.stop();
  await webhook.close();
});

/** Checks that go down two seconds after their first ping. */
async function shortChecks(count: number): Promise<string[]> {
  const rw = api(server, project.apiKey);
  const uuids: string[] = [];
  for (let i = 0; i < count; i++) {
    uuids.push((await rw('POST', '/checks/', { name: `short ${i}`, channels: 'hook' })).json.uuid as string);
  }
  await domainDeps(server.runtime).em.nativeUpdate(Check, { uuid: { $in: uuids } }, { timeout: 1, grace: 1 });
  await Promise.all(uuids.map((uuid) => fetch(`${server.url}/ping/${uuid}`).then((r) => r.text())));
  return uuids;
}

function monitorProcess(): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'dist/src/cli/main.js'), 'monitor'], {
    cwd: ROOT,
    env: { ...process.env, ...server.env, MONITOR_INTERVAL_MS: '50' },
    stdio: 'ignore',
  });
}

describe('the down detector in real time', () => {
  it('two monitor processes on one database flip and notify each check exactly once', async () => {
    const uuids = await shortChecks(20);
    const monitors = [monitorProcess(), monitorProcess()];
    try {
      await eventually(() => webhook.requests.length >= uuids.length, 20_000);
      // Time for a duplicate to show up if the claims were not exclusive.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await Promise.all(
        monitors.map(
          (child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
        ),
      );
    }
    const notified = webhook.requests.map(
      (request) => JSON.parse(request.body) as { check_id: string; status: string },
    );
    expect(notified.map((n) => n.check_id).sort()).toEqual([...uuids].sort());
    expect(notified.every((n) => n.status === 'down')).toBe(true);
    const flips = await domainDeps(server.runtime).em.find(Flip, {
      check: { uuid: { $in: uuids } },
      newStatus: 'down',
    });
    expect(flips).toHaveLength(uuids.length);
    expect(flips.every((flip) => flip.reason === 'timeout' && flip.processed !== null)).toBe(true);
  }, 30_000);
});
