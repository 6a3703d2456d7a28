import type { EntityManager } from './db/orm.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { ListCache } from './db/list-cache.js';

/**
 * Settings with PUBLIC_URL resolved (it defaults to the address the server bound) and SECRET_KEY
 * (given, or the one the database keeps).
 */
export type Settings = Omit<Config, 'publicUrl' | 'secretKey'> & { publicUrl: string; secretKey: string };

/** What domain services need: one EntityManager fork, the clock and the settings. */
export interface DomainDeps {
  em: EntityManager;
  clock: Clock;
  settings: Settings;
  /** Lists' totals until the content changes; absent (the CLI), lists count each time. */
  lists?: ListCache;
}
