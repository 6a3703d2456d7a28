import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gate } from '../../src/app/instance.js';
import { readdirSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, tempDir, testEnv } from '../helpers/server.js';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../helpers/server.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function freshEnv(extra: Record<string, string> = {}) {
  const dir = tempDir();
  dirs.push(dir);
  return testEnv(dir, extra);
}

describe('server lifecycle', () => {
  it('prints first-start credentials once, serves status and JSON 404s, and stops on SIGTERM', async () => {
    const env = await freshEnv();
    const first = await spawnServer(env);
    expect(first.output()).toContain('Portico created a Default project and an admin user');
    expect(first.output()).toMatch(/API key \(rw\) +pcw_[A-Za-z0-9]{28}/);
    expect(first.output()).toMatch(/app password +([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}/);

    const status = await fetch(`${first.url}/api/v3/status/`);
    expect(status.status).toBe(200);
    expect(await status.text()).toBe('OK');
    const missing = await fetch(`${first.url}/no/such/path`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.json()).toEqual({ error: 'not found' });
    expect(status.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await spawnServer(env);
    expect(second.output()).not.toContain('Portico created');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('finishes an in-flight request before stopping on SIGTERM', async () => {
    const server = await spawnServer(await freshEnv());
    const body = JSON.stringify({ query: '{ health }' });
    const { port, hostname } = new URL(server.url);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: hostname,
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // Half the body now, SIGTERM, then the rest: the request is in flight while the server drains.
      req.write(body.slice(0, 5));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(5)), 300);
      }, 200);
    });
    const { status, text } = await response;
    expect(status).toBe(200);
    expect(JSON.parse(text).data).toEqual({ health: true });
    expect(await server.exited).toBe(0);
  });

  it('answers requests that reach the port before the app is ready (the start-up gate)', async () => {
    const server = createServer();
    const open = gate(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const early = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`).then((res) =>
      res.text(),
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the request waits meanwhile
    open((_req, res) => res.end('ready'));
    expect(await early).toBe('ready');
    server.close();
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be an integer from 0 to 65535 (got "eighty")'],
    [
      'DATABASE_URL',
      'oracle://db',
      'DATABASE_URL must start with sqlite: or postgresql:// (got "oracle://db")',
    ],
  ])('refuses to start with a bad %s, in one line', async (name, value, message) => {
    const env = { ...(await freshEnv()), [name]: value };
    const child = spawn(process.execPath, [join(ROOT, 'dist/src/app/main.js')], {
      env: { ...process.env, ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(`Configuration error: ${message}\n`);
  });

  it('stops in one line when PostgreSQL cannot be reached, without falling back to a file', async () => {
    const cwd = tempDir();
    dirs.push(cwd);
    const child = spawn(process.execPath, [join(ROOT, 'dist/src/app/main.js')], {
      cwd,
      env: {
        ...process.env,
        ...(await freshEnv()),
        DATABASE_URL: 'postgresql://user:pw@127.0.0.1:1/portico',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
    expect(output).toBe(
      'Portico failed to start: cannot reach PostgreSQL at 127.0.0.1:1/portico: connect ECONNREFUSED 127.0.0.1:1\n',
    );
    expect(readdirSync(cwd)).toEqual([]);
  });
});
