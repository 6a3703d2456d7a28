import { dialectOf } from '../db/dialect.js';
import type { EntityManager } from '../db/orm.js';
import type { LiveEvent } from './live-event.js';

/** The PostgreSQL notification channel of live events. */
export const LIVE_CHANNEL = 'portico_live';

/**
 * Records events in the writer's own transaction, so they reach subscribers only once it commits, in
 * commit order, and never when it rolls back: on PostgreSQL as notifications (delivered at commit to
 * every listening instance), on SQLite as rows of `live_events` that each instance polls (SQLite
 * commits one writer at a time, so the rows' ids are in commit order).
 */
export async function publishLive(em: EntityManager, events: readonly LiveEvent[]): Promise<void> {
  if (!events.length) return;
  if (dialectOf(em).name === 'postgresql') {
    // One round trip for all of them (a ping's PING and STATUS come together), in their order.
    await em.execute(
      'select pg_notify(?, e.event::text) from json_array_elements(?::json) with ordinality as e(event, n) order by e.n',
      [LIVE_CHANNEL, JSON.stringify(events)],
    );
    return;
  }
  const created = Date.now();
  await em.execute(
    `insert into live_events (payload, created) values ${events.map(() => '(?, ?)').join(', ')}`,
    events.flatMap((event) => [JSON.stringify(event), created]),
    'run',
  );
}
