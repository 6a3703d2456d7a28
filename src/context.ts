import type { Caller } from './auth/caller.js';
import type { Client } from './client.js';
import type { DomainDeps } from './domain-deps.js';
import type { PingRecorder } from './monitoring/ping.service.js';

/** The GraphQL context: the domain dependencies plus who is calling and from where. */
export interface RequestContext extends DomainDeps, Client {
  caller: Caller;
  /** The process's single ping writer. */
  pings: PingRecorder;
  /** This request's DataLoaders by name (see graphql/loaders.ts). */
  loaders: Map<string, unknown>;
}
