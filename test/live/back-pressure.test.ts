import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_GRACE_MS } from '../../src/app/graphql-ws.js';
import { QUEUE_LIMIT } from '../../src/live/live-subscription.js';
import { adminAuth, rest } from '../helpers/content.js';
import { eventually } from '../helpers/receivers.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// A subscriber that stops reading is dropped with 4408 instead of the server buffering its events
// without bound: a raw graphql-transport-ws client whose socket is paused while large events pile up.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { CONTENT_CACHE_MB: '0' } });
});
afterAll(() => server.stop());

describe('back-pressure', () => {
  it('drops a subscriber that falls too far behind (4408), destroying its socket when it cannot take the close frame', async () => {
    const post = await rest(server, 'POST', '/cms/v2/posts', {
      headers: adminAuth(server),
      body: { title: 'Big', status: 'publish', content: 'x'.repeat(200_000) },
    });
    const socket = new WebSocket(server.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await new Promise((resolve) => socket.once('message', resolve)); // connection_ack
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: 'subscription { contentEvents { kind post { content { rendered } } } }' },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Stop reading: the server's writes back up, then its queue for this subscriber fills.
    (socket as unknown as { _socket: { pause(): void; resume(): void } })._socket.pause();
    expect(server.runtime.live.size()).toBe(1);
    // Until the server drops it (at most its socket buffers' worth and QUEUE_LIMIT more events).
    for (let i = 0; i < QUEUE_LIMIT * 4 && server.runtime.live.size() > 0; i++)
      await rest(server, 'POST', `/cms/v2/posts/${post.body.id}`, {
        headers: adminAuth(server),
        body: { content: `${i} ${'x'.repeat(200_000)}` },
      });
    // The client still reads nothing, so the close frame cannot reach it: the server destroys the
    // socket (about a second later) rather than keeping it open for ever.
    const { localPort } = (socket as unknown as { _socket: { localPort: number } })._socket;
    const serverPort = new URL(server.url).port;
    const established = () =>
      execFileSync(
        'ss',
        ['-tnH', 'state', 'established', `( sport = :${serverPort} and dport = :${localPort} )`],
        {
          encoding: 'utf8',
        },
      ).trim();
    // However busy the machine, within the close frame's grace and the time the last writes took.
    await eventually(() => established() === '', CLOSE_GRACE_MS + 20_000);
    // Its close frame (4408) never got through: the client sees the connection cut (1006).
    (socket as unknown as { _socket: { resume(): void } })._socket.resume();
    socket.on('message', () => {});
    expect(await closed).toBe(1006);
    expect(server.runtime.live.size()).toBe(0);
  });
});
