import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startInstance } from '../../src/app/instance.js';
import { Check } from '../../src/monitoring/checks/check.entity.js';
import { domainDeps } from '../../src/runtime.js';
import { CHECK_EVENTS, liveClient, payloads, settle, subscribe } from '../helpers/live.js';
import { api, newProject } from '../helpers/monitoring.js';
import { eventually } from '../helpers/receivers.js';
import { ROOT, startTestServer, type TestServer } from '../helpers/server.js';

// Events written by other processes: a `cli monitor` process flips checks down, and a restarted
// instance starts from the newest event. The server's own jobs run hourly here.
let server: TestServer;
let project: Awaited<ReturnType<typeof newProject>>;
const clients: Client[] = [];

beforeAll(async () => {
  server = await startTestServer();
  project = await newProject(server, 'Processes');
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server.stop();
});

const connect = (url = server.url) => {
  const connection = liveClient(url, { 'X-Api-Key': project.apiKey });
  clients.push(connection.client);
  return connection;
};

describe('live events from other processes', () => {
  it("reach the server's subscribers from a `cli monitor` process that flips a check down", async () => {
    const uuid = (await api(server, project.apiKey)('POST', '/checks/', { name: 'cli' })).json.uuid as string;
    await domainDeps(server.runtime).em.nativeUpdate(Check, { uuid }, { timeout: 1, grace: 1 });
    const events = subscribe(connect().client, CHECK_EVENTS, { checkId: uuid });
    await settle();
    await fetch(`${server.url}/ping/${uuid}`);
    const monitor = spawn(process.execPath, [join(ROOT, 'dist/src/cli/main.js'), 'monitor'], {
      cwd: ROOT,
      env: { ...process.env, ...server.env, MONITOR_INTERVAL_MS: '50' },
      stdio: 'ignore',
    });
    try {
      await eventually(
        () =>
          payloads(events, 'checkEvents').some(
            (e) => (e.flip as { newStatus?: string } | null)?.newStatus === 'DOWN',
          ),
        10_000,
      );
    } finally {
      await new Promise((resolve) => (monitor.once('exit', resolve), monitor.kill('SIGTERM')));
    }
  });

  it('a started instance delivers only what is committed after it started: nothing replayed', async () => {
    const uuid = (await api(server, project.apiKey)('POST', '/checks/', { name: 'before' })).json
      .uuid as string;
    await fetch(`${server.url}/ping/${uuid}`);
    const second = await startInstance(loadConfig(server.env));
    try {
      const events = subscribe(connect(second.url).client, CHECK_EVENTS);
      await settle();
      expect(payloads(events, 'checkEvents')).toEqual([]);
      await fetch(`${server.url}/ping/${uuid}`);
      await eventually(() => payloads(events, 'checkEvents').length > 0);
      expect(payloads(events, 'checkEvents').map((e) => e.kind)).toEqual(['PING']);
    } finally {
      await second.close();
    }
  });
});
