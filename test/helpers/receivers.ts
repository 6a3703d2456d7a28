import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An answer the receiver gives instead of its usual 200. */
export interface CannedAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * An HTTP server on loopback that records requests; `failNext` makes the next answers 500s,
 * `answerNext` gives the next requests the answers listed, and `redirectTo` makes every answer a 302
 * to that URL.
 */
export async function httpReceiver(redirectTo?: string) {
  const requests: ReceivedRequest[] = [];
  const answers: CannedAnswer[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const answer = answers.shift();
      if (redirectTo) res.writeHead(302, { Location: redirectTo });
      else res.writeHead(answer?.status ?? 200, answer?.headers);
      res.end(answer?.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext: (count: number) => answers.push(...Array.from({ length: count }, () => ({ status: 500 }))),
    answerNext: (...canned: CannedAnswer[]) => answers.push(...canned),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP server on loopback that keeps every parsed message. */
export async function smtpReceiver() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => messages.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Polls until `probe` returns a truthy value, or fails after `timeoutMs`: a deadline for a machine
 * that may be busy (the test goes on as soon as the condition holds), never a time the condition is
 * expected to take.
 */
export async function eventually<T>(
  probe: () => T | null | undefined | Promise<T | null | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A port that was free a moment ago (for listeners configured by port number, like SMTP_PORT). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A hostile peer on loopback that accepts connections and then drips one byte every `everyMs`, never
 * finishing: HTTP (status line and headers at once, then the body) or a raw greeting (an SMTP relay
 * that never completes its `220`). `connections` counts what reached it; closing cuts them all.
 */
export async function drippingReceiver(protocol: 'http' | 'smtp', everyMs = 200) {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createNetServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.write(protocol === 'http' ? 'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n' : '2');
    const timer = setInterval(() => socket.write(protocol === 'http' ? 'x' : '2'), everyMs);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${protocol}://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    /** Connections still open. */
    get open() {
      return sockets.size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
