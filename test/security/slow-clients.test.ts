import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Idle, slow and too many clients cannot hold the server's sockets: the HTTP time-outs
// are set deliberately and connections are capped per process.

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      HTTP_HEADERS_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '1500',
      HTTP_KEEPALIVE_TIMEOUT_MS: '300',
      HTTP_MAX_CONNECTIONS: '20',
    },
  });
  port = Number(new URL(server.url).port);
});
afterAll(() => server.stop());

/** A raw connection and what it received until the server closed it (or 10 s passed). */
function open(): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('still open after 10 s'), 10_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received.split('\r\n')[0]);
    });
  });
  return { socket, closed };
}

const connected = (socket: Socket) => new Promise((resolve) => socket.once('connect', resolve));

describe('slow and idle clients', () => {
  it('closes connections that never send a request, and slowloris headers, with 408', async () => {
    const idle = Array.from({ length: 10 }, open);
    const slow = open();
    await connected(slow.socket);
    slow.socket.write('GET /api/v3/status/ HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => slow.socket.writable && slow.socket.write('X-Slow: 1\r\n'), 100);
    const answers = await Promise.all([...idle.map((c) => c.closed), slow.closed]);
    clearInterval(drip);
    expect(new Set(answers)).toEqual(new Set(['HTTP/1.1 408 Request Timeout']));
  });

  it('closes a request whose body never finishes', async () => {
    const client = open();
    await connected(client.socket);
    client.socket.write(
      'POST /ping/00000000-0000-0000-0000-000000000000 HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n',
    );
    const drip = setInterval(() => client.socket.writable && client.socket.write('x'), 100);
    expect(await client.closed).toBe('HTTP/1.1 408 Request Timeout');
    clearInterval(drip);
  });

  it('closes idle keep-alive connections after a request', async () => {
    const client = open();
    await connected(client.socket);
    client.socket.write('GET /api/v3/status/ HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await client.closed).toBe('HTTP/1.1 200 OK');
  });

  it('refuses connections past HTTP_MAX_CONNECTIONS, and serves again once they are gone', async () => {
    const held = Array.from({ length: 20 }, open);
    await Promise.all(held.map((c) => connected(c.socket)));
    const refused = open();
    expect(await refused.closed).toBe('');
    await Promise.all(held.map((c) => c.closed));
    expect((await fetch(`${server.url}/api/v3/status/`)).status).toBe(200);
  });
});
