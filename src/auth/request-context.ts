import type { Caller } from './caller.js';
import type { Client } from '../client.js';
import type { DomainDeps } from '../domain-deps.js';

/** The GraphQL context: the domain dependencies plus who is calling and from where. */
export interface RequestContext extends DomainDeps, Client {
  caller: Caller;
  /** This request's DataLoaders by name (see graphql/loaders.ts). */
  loaders: Map<string, unknown>;
}
