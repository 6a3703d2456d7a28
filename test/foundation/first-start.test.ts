import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjects } from '../../src/auth/project.service.js';
import { openDatabase } from '../../src/app/database.js';
import { startInstance } from '../../src/app/instance.js';
import { loadConfig } from '../../src/config.js';
import { domainDeps } from '../../src/runtime.js';
import { dropDatabase } from '../helpers/database.js';
import { runCli, tempDir, testEnv } from '../helpers/server.js';

// The first start makes the `Default` project and the `admin` user once per database: whatever the
// CLI or an import put in it before, and never again.

const CHECK = '5ee6b4c3-6f2b-4b91-9b1e-0a9d2c1b7a11';
let source: Server;
let sourceUrl: string;
const databases: string[] = [];

/** A fresh database's settings (dropped at the end). */
async function freshEnv() {
  const env = await testEnv(tempDir());
  databases.push(env.DATABASE_URL);
  return env;
}

/** Starts a server on the database, and says what its first start made (then stops it). */
async function start(env: Record<string, string>) {
  const instance = await startInstance(loadConfig(env));
  try {
    const projects = await listProjects(domainDeps(instance.runtime));
    return { credentials: instance.firstRun, projects: projects.map((project) => project.name).sort() };
  } finally {
    await instance.close();
  }
}

beforeAll(async () => {
  // A Healthchecks project of one check, as its Management API lists it.
  source = createServer((req, res) => {
    const lists: Record<string, unknown> = {
      '/api/v3/checks/': { checks: [{ uuid: CHECK, name: 'Backups', timeout: 86400, grace: 3600 }] },
      '/api/v3/channels/': { channels: [] },
    };
    const body = lists[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((listening) => source.listen(0, '127.0.0.1', listening));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((closed) => source.close(closed));
  for (const url of databases) await dropDatabase(url);
});

describe('the first start', () => {
  it('runs on a database an import filled before it, and only once', async () => {
    const env = await freshEnv();
    const run = await runCli(['import', 'healthchecks', '--url', sourceUrl, '--api-key', 'k', '--json'], env);
    expect(run.code, run.stdout).toBe(0);

    const first = await start(env);
    expect(first.credentials).toMatchObject({ login: 'admin' });
    expect(first.projects).toEqual(['Default', `Healthchecks at ${new URL(sourceUrl).host}`]);

    // Not even once its users are gone: it ran.
    const orm = await openDatabase(loadConfig(env).database);
    await orm.em.getConnection().execute('delete from application_passwords');
    await orm.em.getConnection().execute('delete from users');
    await orm.close();
    expect(await start(env)).toEqual({ credentials: null, projects: first.projects });
  });

  it('makes nothing on a database that has users before it (an older version’s, or set up with the CLI)', async () => {
    const env = await freshEnv();
    const user = await runCli(
      ['user', 'create', '--login', 'boss', '--email', 'boss@example.com', '--role', 'administrator'],
      env,
    );
    expect(user.code, user.stderr).toBe(0);
    expect(await start(env)).toEqual({ credentials: null, projects: [] });
  });
});
