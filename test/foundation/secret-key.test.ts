import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSecretKey } from '../../src/auth/secret-key.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/app/database.js';
import { migrate } from '../../src/db/orm.js';
import { dropDatabase } from '../helpers/database.js';
import { runCli, startTestServer, tempDir, testEnv } from '../helpers/server.js';

// Without SECRET_KEY, the generated key is kept in the database: every instance and the CLI, from
// any working directory, hash and check keys with the same one.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('the generated SECRET_KEY', () => {
  it('is shared by the server and a CLI run from another directory', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.stop());
    const elsewhere = tempDir();
    const created = await runCli(['project', 'create', '--name', 'Shared', '--json'], server.env, elsewhere);
    const { api_key } = JSON.parse(created.stdout);
    const res = await fetch(`${server.url}/api/v3/checks/`, { headers: { 'X-Api-Key': api_key } });
    expect(res.status).toBe(200);
  });

  it('is generated once, whoever starts first, and takes over an older secret_key file', async () => {
    const dir = tempDir();
    const env = await testEnv(dir);
    cleanups.push(() => dropDatabase(env.DATABASE_URL));
    const config = loadConfig(env);
    if (config.database.kind === 'sqlite')
      writeFileSync(join(dir, 'secret_key'), 'from-an-older-version-file\n');
    const [a, b] = await Promise.all([openDatabase(config.database), openDatabase(config.database)]);
    await migrate(a);
    const keys = await Promise.all([resolveSecretKey(a, config), resolveSecretKey(b, config)]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toBe(config.database.kind === 'sqlite' ? 'from-an-older-version-file' : keys[0]);
    expect(keys[0].length).toBeGreaterThanOrEqual(16);
    await Promise.all([a.close(), b.close()]);
  });
});
