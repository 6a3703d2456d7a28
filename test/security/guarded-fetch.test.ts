/**
 * The guarded fetch against hostile peers on loopback: one deadline for the whole exchange however
 * slowly the peer sends (headers or body), and a cap on the decoded answer however well it compresses.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchFailed, guardedFetch, type GuardedRequest } from '../../src/net/guarded-fetch.js';

const LOOPBACK = { allowHosts: [], allowPrivate: true };
/** 64 MB of zeros, gzipped to ~64 kB. */
const BOMB = gzipSync(Buffer.alloc(64 * 1024 * 1024));

let base: string;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const drip = (write: () => void) => {
    const timer = setInterval(write, 50);
    res.on('close', () => clearInterval(timer));
  };
  if (req.url === '/drip-body') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    return drip(() => res.write('x'));
  }
  if (req.url === '/drip-headers') {
    res.socket!.write('HTTP/1.1 200 OK\r\nX-Drip: ');
    return drip(() => res.socket!.write('a'));
  }
  if (req.url === '/redirect-drip') return res.writeHead(302, { Location: '/drip-body' }).end();
  if (req.url === '/bomb') return res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(BOMB);
  if (req.url === '/small-gzip')
    return res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync('hello'));
  if (req.url === '/broken-gzip') return res.writeHead(200, { 'Content-Encoding': 'gzip' }).end('not gzip');
  if (req.url === '/big') return res.writeHead(200).end(Buffer.alloc(100_000, 'a'));
  res.writeHead(404).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const options = (extra: Partial<GuardedRequest> = {}): GuardedRequest => ({
  policy: LOOPBACK,
  timeoutMs: 400,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
  ...extra,
});

/** The fetch's failure and how long it took to fail. */
async function failure(path: string, extra: Partial<GuardedRequest> = {}) {
  const started = performance.now();
  const error = await guardedFetch(base + path, options(extra)).then(
    () => null,
    (reason: unknown) => reason,
  );
  return { error: error as FetchFailed, ms: performance.now() - started };
}

describe('guarded fetch', () => {
  it('ends an exchange whose body drips at its deadline, though the socket is never idle', async () => {
    const { error, ms } = await failure('/drip-body');
    expect(error).toBeInstanceOf(FetchFailed);
    expect(error.timedOut).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(390);
    // Well before the 50 ms drip would have ended anything on its own (it never does).
    expect(ms).toBeLessThan(5000);
  });

  it('ends an exchange whose headers drip, and one redirected to a dripping body, at the one deadline', async () => {
    for (const path of ['/drip-headers', '/redirect-drip']) {
      const { error, ms } = await failure(path);
      expect(error.timedOut, path).toBe(true);
      expect(ms, path).toBeLessThan(5000);
    }
  });

  it("ends at the caller's own signal, shared by several fetches", async () => {
    const { error } = await failure('/drip-body', { timeoutMs: 60_000, signal: AbortSignal.timeout(300) });
    expect(error.timedOut).toBe(true);
    const { error: already } = await failure('/small-gzip', { signal: AbortSignal.abort() });
    expect(already.timedOut).toBe(true);
  });

  it('decodes gzip when asked, and caps the decoded size of a bomb without inflating it', async () => {
    const small = await guardedFetch(`${base}/small-gzip`, options({ decode: true }));
    expect(small.body.toString()).toBe('hello');
    const raw = await guardedFetch(`${base}/small-gzip`, options());
    expect(raw.body).toEqual(gzipSync('hello'));
    const before = process.memoryUsage().arrayBuffers;
    const { error } = await failure('/bomb', { decode: true, timeoutMs: 10_000 });
    expect(error.message).toBe('response too large');
    // The 64 MB the bomb holds were never all in memory at once.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(32 * 1024 * 1024);
    const broken = await failure('/broken-gzip', { decode: true });
    expect(broken.error.message).toMatch(/^undecodable answer/);
  });

  it('keeps the first maxBytes and stops reading when asked to truncate', async () => {
    const cut = await guardedFetch(
      `${base}/bomb`,
      options({ decode: true, truncate: true, maxBytes: 10_000 }),
    );
    expect(cut.body).toEqual(Buffer.alloc(10_000));
    const big = await guardedFetch(`${base}/big`, options({ truncate: true, maxBytes: 10 }));
    expect(big.body.toString()).toBe('aaaaaaaaaa');
    expect((await failure('/big', { maxBytes: 10 })).error.message).toBe('response too large');
  });
});
