import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/app/database.js';
import { migrate, type Orm } from '../../src/db/orm.js';
import { Check } from '../../src/monitoring/checks/check.entity.js';
import { Flip } from '../../src/monitoring/flips/flip.entity.js';
import { dropDatabase } from '../helpers/database.js';
import { eventually, httpReceiver } from '../helpers/receivers.js';
import {
  basicAuth,
  ROOT,
  runCli,
  spawnServer,
  tempDir,
  testEnv,
  type ServerProcess,
} from '../helpers/server.js';

// Two Portico instances (and two `cli monitor` processes) on one database — a shared SQLite file, or
// one PostgreSQL database with TEST_DATABASE_URL — behave as one.

const dir = tempDir();
let env: Record<string, string>;
let instances: ServerProcess[];
let orm: Orm;
let webhook: Awaited<ReturnType<typeof httpReceiver>>;
let project: { id: string; api_key: string; ping_key: string };
let admin: string;

/** Sends `count` requests, alternating between the instances, all at once; returns the statuses. */
async function acrossInstances(count: number, send: (base: string, i: number) => Promise<Response>) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) => send(instances[i % instances.length].url, i)),
  );
  await Promise.all(responses.map((res) => res.arrayBuffer()));
  return responses;
}

const statuses = (responses: Response[]) => [...new Set(responses.map((res) => res.status))].sort();
/** A JSON POST with these headers. */
const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  webhook = await httpReceiver();
  env = await testEnv(dir, { INTEGRATIONS_ALLOW_PRIVATE_IPS: 'true' });
  // Both start at once on the new database: it is migrated once and gets one admin.
  instances = await Promise.all([spawnServer(env), spawnServer(env)]);
  const firsts = instances.filter((instance) =>
    instance.output().includes('Portico created a Default project'),
  );
  expect(firsts).toHaveLength(1);
  const password = /app password +((?:[A-Za-z0-9]{4} ?){6})/.exec(firsts[0].output())![1];
  admin = basicAuth('admin', password);
  project = JSON.parse((await runCli(['project', 'create', '--name', 'Scale', '--json'], env)).stdout);
  await runCli(['project', 'set', project.id, '--ping-log-limit', '1000', '--json'], env);
  await runCli(
    [
      'channel',
      'create',
      '--project',
      project.id,
      '--kind',
      'webhook',
      '--name',
      'hook',
      '--value',
      webhook.url,
      '--json',
    ],
    env,
  );
  orm = await openDatabase(loadConfig(env).database);
  await migrate(orm);
}, 60_000);

afterAll(async () => {
  await orm.close();
  for (const instance of instances) {
    instance.child.kill('SIGTERM');
    await instance.exited;
  }
  await webhook.close();
  await dropDatabase(env.DATABASE_URL);
  rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one database', () => {
  it('number 200 concurrent pings to one check 1..200, with no gap or repeat', async () => {
    const headers = { 'X-Api-Key': project.api_key };
    const created = await post(`${instances[0].url}/api/v3/checks/`, headers, { name: 'busy' });
    const { uuid } = (await created.json()) as { uuid: string };
    const pings = await acrossInstances(200, (base) => fetch(`${base}/ping/${uuid}`));
    expect(statuses(pings)).toEqual([200]);
    const log = await fetch(`${instances[1].url}/api/v3/checks/${uuid}/pings/`, { headers });
    const numbers = ((await log.json()) as { pings: { n: number }[] }).pings
      .map((ping) => ping.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('make one check of 20 concurrent ?create=1 pings to a new slug', async () => {
    const pings = await acrossInstances(20, (base) =>
      fetch(`${base}/ping/${project.ping_key}/new-job?create=1`),
    );
    expect(statuses(pings)).toEqual([200, 201]);
    expect(pings.filter((res) => res.status === 201)).toHaveLength(1);
    expect(await orm.em.fork().count(Check, { slug: 'new-job' })).toBe(1);
  });

  it('answer 40 concurrent updates of one post without a server error', async () => {
    const headers = { Authorization: admin };
    const created = await post(`${instances[0].url}/index.php?rest_route=/cms/v2/posts`, headers, {
      title: 'start',
      status: 'publish',
    });
    const { id } = (await created.json()) as { id: number };
    const updates = await acrossInstances(40, (base, i) =>
      post(`${base}/index.php?rest_route=/cms/v2/posts/${id}`, headers, { title: `update ${i}` }),
    );
    expect(statuses(updates)).toEqual([200]);
  });

  it('show a post changed through one instance to anonymous readers of the other at once', async () => {
    const list = (base: string) =>
      fetch(`${base}/index.php?rest_route=/cms/v2/posts&search=seen`).then(
        (res) => res.json() as Promise<{ title: { rendered: string } }[]>,
      );
    const created = await post(
      `${instances[0].url}/index.php?rest_route=/cms/v2/posts`,
      { Authorization: admin },
      { title: 'seen before', status: 'publish' },
    );
    const { id } = (await created.json()) as { id: number };
    expect((await list(instances[1].url)).map((post) => post.title.rendered)).toEqual(['seen before']); // now cached
    await post(
      `${instances[0].url}/index.php?rest_route=/cms/v2/posts/${id}`,
      { Authorization: admin },
      { title: 'seen after' },
    );
    expect((await list(instances[1].url)).map((post) => post.title.rendered)).toEqual(['seen after']);
  });

  it('count a post made through one instance in the totals the other serves (no response cache)', async () => {
    const headers = { Authorization: admin };
    const total = async (base: string) =>
      Number(
        (
          await fetch(`${base}/index.php?rest_route=/cms/v2/posts&search=counted&context=edit`, { headers })
        ).headers.get('x-wp-total'),
      );
    const make = (base: string) =>
      post(`${base}/index.php?rest_route=/cms/v2/posts`, headers, { title: 'counted', status: 'publish' });
    expect(await total(instances[1].url)).toBe(0);
    expect(await total(instances[1].url)).toBe(0); // the total is now kept
    await make(instances[0].url);
    expect(await total(instances[1].url)).toBe(1);
    await make(instances[1].url);
    expect([await total(instances[0].url), await total(instances[1].url)]).toEqual([2, 2]);
  });

  it('give 20 concurrent uploads of one file name 20 files', async () => {
    const uploads = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${instances[i % 2].url}/index.php?rest_route=/cms/v2/media`, {
          method: 'POST',
          headers: {
            Authorization: admin,
            'Content-Type': 'text/plain',
            'Content-Disposition': 'attachment; filename="same.txt"',
          },
          body: `file ${i}`,
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { source_url: string } })),
      ),
    );
    expect([...new Set(uploads.map((upload) => upload.status))]).toEqual([201]);
    expect(new Set(uploads.map((upload) => upload.body.source_url)).size).toBe(20);
  });

  it('flip and notify each of 20 overdue checks exactly once, with two monitor processes besides', async () => {
    const headers = { 'X-Api-Key': project.api_key };
    const uuids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await post(`${instances[i % 2].url}/api/v3/checks/`, headers, {
        name: `late ${i}`,
        channels: 'hook',
      });
      uuids.push(((await res.json()) as { uuid: string }).uuid);
    }
    await orm.em.fork().nativeUpdate(Check, { uuid: { $in: uuids } }, { timeout: 1, grace: 1 });
    await acrossInstances(20, (base, i) => fetch(`${base}/ping/${uuids[i]}`));
    const monitors: ChildProcess[] = [0, 1].map(() =>
      spawn(process.execPath, [join(ROOT, 'dist/src/cli/main.js'), 'monitor'], {
        cwd: ROOT,
        env: { ...process.env, ...env, MONITOR_INTERVAL_MS: '50' },
        stdio: 'ignore',
      }),
    );
    try {
      await eventually(() => webhook.requests.length >= uuids.length, 20_000);
      // Time for a duplicate to show up if the claims were not exclusive.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await Promise.all(
        monitors.map((child) => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM')))),
      );
    }
    const notified = webhook.requests.map(
      (request) => (JSON.parse(request.body) as { check_id: string }).check_id,
    );
    expect(notified.sort()).toEqual([...uuids].sort());
    const flips = await orm.em.fork().find(Flip, { check: { uuid: { $in: uuids } }, newStatus: 'down' });
    expect(flips).toHaveLength(uuids.length);
  }, 40_000);
});
