import type { EntityManager } from './db/orm.js';
import type { Caller } from './auth/caller.js';
import type { Client } from './client.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { PingRecorder } from './monitoring/ping.service.js';

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
}

/** The GraphQL context: the domain dependencies plus who is calling and from where. */
export interface RequestContext extends DomainDeps, Client {
  caller: Caller;
  /** The process's single ping writer. */
  pings: PingRecorder;
  /** This request's DataLoaders by name (see graphql/loaders.ts). */
  loaders: Map<string, unknown>;
}
