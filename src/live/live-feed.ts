import pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import { LOCK_WAIT_MS } from '../db/deadline.js';
import { sqliteDatabase, type Orm } from '../db/orm.js';
import { isBusy, withoutBusyWait } from '../db/driver/sqlite-driver.js';
import type { Logger } from '../logger.js';
import type { LiveEvent } from './live-event.js';
import { LiveSubscription } from './live-subscription.js';
import { LIVE_CHANNEL } from './publish.js';

const POLL_MS = 100;
const RECONNECT_MS = 1000;
/** How long `live_events` rows are kept: far longer than any instance takes to poll them. */
const KEEP_MS = 10 * 60_000;

/** The committed live events of the database, handed to this instance's subscribers. */
export interface LiveFeed {
  /** Events committed from now on; `onOverflow` runs when the subscriber falls too far behind. */
  subscribe(onOverflow: () => void): LiveSubscription;
  /**
   * Hands every event to an in-process listener as it arrives (no queue; not a subscriber), and calls
   * `onGap` when events may have been missed (the feed's connection was lost and is back).
   */
  watch(listener: (event: LiveEvent) => void, onGap?: () => void): void;
  /** How many subscriptions this instance serves. */
  size(): number;
  close(): Promise<void>;
}

class Subscribers {
  private readonly all = new Set<LiveSubscription>();
  private readonly listeners: ((event: LiveEvent) => void)[] = [];
  private readonly gapListeners: (() => void)[] = [];

  watch(listener: (event: LiveEvent) => void, onGap?: () => void): void {
    this.listeners.push(listener);
    if (onGap) this.gapListeners.push(onGap);
  }

  gap(): void {
    for (const listener of this.gapListeners) listener();
  }

  add(onOverflow: () => void): LiveSubscription {
    const subscription = new LiveSubscription((gone) => this.all.delete(gone), onOverflow);
    this.all.add(subscription);
    return subscription;
  }

  deliver(event: LiveEvent): void {
    for (const listener of this.listeners) listener(event);
    for (const subscription of this.all) subscription.push(event);
  }

  get size(): number {
    return this.all.size;
  }

  endAll(): void {
    for (const subscription of this.all) subscription.end();
  }
}

/**
 * SQLite: the rows of `live_events` after the newest one at start (a restarted instance replays
 * nothing), read every POLL_MS — only between transactions of this process's connection, which would
 * otherwise show its own uncommitted rows. Old rows are deleted now and then.
 */
async function sqliteFeed(orm: Orm, logger: Logger): Promise<LiveFeed> {
  const db = await sqliteDatabase(orm);
  const subscribers = new Subscribers();
  let seen = Number(
    (db.prepare('select coalesce(max(id), 0) as id from live_events').get() as { id: number }).id,
  );
  const newer = db.prepare('select id, payload from live_events where id > ? order by id limit 1000');
  const prune = db.prepare('delete from live_events where created < ?');
  // Pruning is an autocommit write: it does not wait for another process's write lock (in this
  // thread, the whole process would); a busy prune is skipped.
  const noWait = withoutBusyWait(db, LOCK_WAIT_MS);
  const pruneNow = () => {
    try {
      noWait(() => prune.run(Date.now() - KEEP_MS));
    } catch (error) {
      if (!isBusy(error)) throw error;
    }
  };
  let polls = 0;
  const timer = setInterval(() => {
    if (db.inTransaction) return;
    try {
      for (const row of newer.all(seen) as { id: number; payload: string }[]) {
        seen = row.id;
        subscribers.deliver(JSON.parse(row.payload) as LiveEvent);
      }
      if (++polls % 600 === 0) pruneNow();
    } catch (error) {
      logger.warn({ err: error }, 'reading live events failed');
    }
  }, POLL_MS);
  timer.unref();
  return {
    subscribe: (onOverflow) => subscribers.add(onOverflow),
    watch: (listener, onGap) => subscribers.watch(listener, onGap),
    size: () => subscribers.size,
    close: async () => {
      clearInterval(timer);
      subscribers.endAll();
    },
  };
}

/**
 * PostgreSQL: a connection of its own LISTENs on the live channel; notifications arrive in commit
 * order. A lost connection is opened again; events committed meanwhile are not replayed, and the
 * watchers are told so.
 */
async function postgresqlFeed(url: string, logger: Logger): Promise<LiveFeed> {
  const subscribers = new Subscribers();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    tries++;
    const listener = new pg.Client({ connectionString: url });
    let lost = false;
    // An error or the server ending the connection: listen again on a new one, unless closing.
    const reconnect = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      logger.warn({ err: error }, 'live event connection lost');
      void listener.end().catch(() => {});
      if (client === listener) client = null;
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    listener.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload)
        subscribers.deliver(JSON.parse(message.payload) as LiveEvent);
    });
    listener.on('error', reconnect);
    listener.on('end', () => reconnect());
    try {
      await listener.connect();
      await listener.query(`listen ${LIVE_CHANNEL}`);
      client = listener;
      // Events committed while no connection listened are gone: watchers must look again.
      if (tries > 1) subscribers.gap();
    } catch (error) {
      reconnect(error as Error);
    }
  };
  let tries = 0;
  await connect();
  return {
    subscribe: (onOverflow) => subscribers.add(onOverflow),
    watch: (listener, onGap) => subscribers.watch(listener, onGap),
    size: () => subscribers.size,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      subscribers.endAll();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

export async function openLiveFeed(orm: Orm, target: DatabaseTarget, logger: Logger): Promise<LiveFeed> {
  if (target.kind === 'postgresql') return postgresqlFeed(target.url, logger);
  return sqliteFeed(orm, logger);
}
