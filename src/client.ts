import type { IncomingMessage } from 'node:http';

/** Where a request came from, as pings record it. */
export interface Client {
  remoteAddr: string;
  scheme: 'http' | 'https';
  /** The User-Agent header, which a session records (absent where no request is behind the work). */
  userAgent?: string;
}

/** `a.b.c.d:port` loses the port; IPv6 addresses (also `::ffff:1.2.3.4`) stay as they are. */
const withoutPort = (address: string) => address.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1');

/**
 * The socket's address and scheme, or — only with TRUST_PROXY, where a proxy in front sets them —
 * the first `X-Forwarded-For` entry and `X-Forwarded-Proto`. Without it those headers are ignored,
 * so clients cannot choose the address that is recorded.
 */
export function clientOf(req: IncomingMessage, trustProxy: boolean): Client {
  const socketScheme = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const userAgent = String(req.headers['user-agent'] ?? '');
  if (!trustProxy) return { remoteAddr: req.socket.remoteAddress ?? '', scheme: socketScheme, userAgent };
  const forwardedFor = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]
    .trim();
  const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
    .trim()
    .toLowerCase();
  return {
    remoteAddr: withoutPort(forwardedFor) || (req.socket.remoteAddress ?? ''),
    scheme: forwardedProto === 'https' ? 'https' : forwardedProto === 'http' ? 'http' : socketScheme,
    userAgent,
  };
}
