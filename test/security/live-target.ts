import { rmSync } from 'node:fs';
import { afterAll } from 'vitest';
import WebSocket from 'ws';
import { twoWorkers } from '../helpers/faults.js';
import { eventually } from '../helpers/receivers.js';
import { runCli, tempDir, testEnv } from '../helpers/server.js';

/**
 * What test/security/live-attacks.test.ts attacks: a real server with two workers, stopped after the
 * calling file's last test, and the hostile client's means — raw graphql-transport-ws connections, where
 * a library would hide the attack, and new application passwords of the administrator.
 */
export async function liveTarget() {
  const dir = tempDir();
  const env = await testEnv(dir);
  const cluster = await twoWorkers(env);
  afterAll(async () => {
    cluster.server.child.kill('SIGTERM');
    await cluster.server.exited;
    rmSync(dir, { recursive: true, force: true });
  });
  const url = cluster.server.url;
  const ws = url.replace(/^http/, 'ws') + '/graphql';

  /** A raw graphql-transport-ws connection, acknowledged; `closed` settles with the close code. */
  async function rawSocket(payload: Record<string, string> = {}) {
    const socket = new WebSocket(ws, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('error', () => {});
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    });
    socket.send(JSON.stringify({ type: 'connection_init', payload }));
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await eventually(() => messages.some((m) => m.type === 'connection_ack'));
    return { socket, closed, messages };
  }

  /** A new application password of the admin, made with the CLI. */
  const newPassword = async (name: string) =>
    JSON.parse(
      (await runCli(['app-password', 'create', '--login', 'admin', '--name', name, '--json'], env)).stdout,
    ) as {
      uuid: string;
      password: string;
    };

  return { env, cluster, url, rawSocket, newPassword };
}

export const subscribe = (socket: WebSocket, id: string, query: string) =>
  socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
