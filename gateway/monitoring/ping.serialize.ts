import type { ApiPingFragment } from '../operations.generated.js';

/** `2020-06-09T14:51:06.113000+00:00`: microseconds as Python prints them, none when zero. */
export function pingTimestamp(iso: string): string {
  return iso.replace(
    /\.(\d{3})Z$|Z$/,
    (_, ms?: string) => (ms && ms !== '000' ? `.${ms}000` : '') + '+00:00',
  );
}

/** The ping object, keys in the reference's order; `duration` only when known. */
export function serializePing(ping: ApiPingFragment, checkUrl: string) {
  return {
    type: ping.type.toLowerCase(),
    date: pingTimestamp(ping.date),
    n: ping.n,
    scheme: ping.scheme,
    remote_addr: ping.remoteAddr,
    method: ping.method,
    ua: ping.userAgent,
    rid: ping.rid,
    body_url: ping.hasBody ? `${checkUrl}/pings/${ping.n}/body` : null,
    ...(ping.duration === null ? {} : { duration: ping.duration }),
  };
}
