import type { ApiPingFragment } from './pings.generated.js';
import { ApiTable, checkUrl, type ApiView } from '../api/api-table.js';
import { pingTimestamp } from '../api/timestamps.js';

/** A ping is shown in the log of one check, whose address its body's URL starts with. */
export interface PingView extends ApiView {
  checkId: string;
}

/** The ping object, keys in the reference's order; `duration` only when known. */
export const PING_TABLE = new ApiTable<ApiPingFragment, PingView>([
  { wire: 'type', graphql: 'type' },
  { wire: 'date', show: (ping) => pingTimestamp(ping.date) },
  { wire: 'n', graphql: 'n' },
  { wire: 'scheme', graphql: 'scheme' },
  { wire: 'remote_addr', graphql: 'remoteAddr' },
  { wire: 'method', graphql: 'method' },
  { wire: 'ua', graphql: 'userAgent' },
  { wire: 'rid', graphql: 'rid' },
  {
    wire: 'body_url',
    show: (ping, view) => (ping.hasBody ? `${checkUrl(view, view.checkId)}/pings/${ping.n}/body` : null),
  },
  { wire: 'duration', show: (ping) => ping.duration ?? undefined },
]);
