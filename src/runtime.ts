import type { GraphQLSchema } from 'graphql';
import { ANONYMOUS, resolveCaller, type Caller, type Credentials } from './auth/caller.js';
import { resolveSecretKey } from './auth/secret-key.js';
import type { Config } from './config.js';
import type { Client } from './client.js';
import type { Clock } from './clock.js';
import type { DomainDeps, Settings } from './domain-deps.js';
import type { ChangeToken } from './db/change-token.js';
import type { ListCache } from './db/list-cache.js';

/** The response caches' token (see src/db/change-token.ts), as the runtime hands it to the facades. */
export type { ChangeToken };
import type { Orm } from './db/orm.js';
import type { LiveFeed } from './live/live-feed.js';
import type { Logger } from './logger.js';
import type { PingingContext } from './monitoring/pings/ping.resolver.js';
import type { PingRecorder } from './monitoring/pings/ping-recorder.js';

/** The schema the REST facades run their operations on, and the graph served at /graphql. */
export interface PorticoSchemas {
  /** Everything, with the fields and arguments that only mirror a REST request (`@restOnly`). */
  facades: GraphQLSchema;
  /** What tooling sees: the same types and resolvers without those. */
  graph: GraphQLSchema;
}

/** The long-lived parts of a running server, shared by the GraphQL endpoint, the facades and the jobs. */
export interface Runtime {
  orm: Orm;
  settings: Settings;
  clock: Clock;
  /** The graph /graphql serves, and the whole schema the facades' operations run on. */
  schemas: PorticoSchemas;
  logger: Logger;
  pings: PingRecorder;
  /** Moves with every write of content, in any instance or process (the response cache's key). */
  changes: ChangeToken;
  /** Lists' totals, kept while `changes` stays. */
  lists: ListCache;
  /** Committed changes of checks and content, from every instance and process (subscriptions). */
  live: LiveFeed;
}

/**
 * Forks the EntityManager on first use: many requests (pings, badges) never touch it. No `#private`
 * field: Apollo copies the context object, and a copy has no private slots.
 */
class LazyDeps implements DomainDeps {
  private forked: DomainDeps['em'] | undefined;
  constructor(
    private readonly orm: Orm,
    readonly clock: Clock,
    readonly settings: Settings,
    readonly lists: ListCache | undefined,
  ) {}
  get em(): DomainDeps['em'] {
    return (this.forked ??= this.orm.em.fork());
  }
}

/** PUBLIC_URL, or by default the server's own address on `port`. */
export const publicUrlOf = (config: Config, port: number) => config.publicUrl ?? `http://localhost:${port}`;

/**
 * The settings of a server or CLI on its (migrated) database: PUBLIC_URL defaults to the address on
 * `port`; SECRET_KEY is the given one or the one the database keeps.
 */
export async function settingsOf(orm: Orm, config: Config, port: number): Promise<Settings> {
  return {
    ...config,
    publicUrl: publicUrlOf(config, port),
    secretKey: await resolveSecretKey(orm, config),
  };
}

/** Domain dependencies with their own EntityManager fork (one per request or job run). */
export function domainDeps(
  runtime: Pick<Runtime, 'orm' | 'clock' | 'settings'> & Partial<Pick<Runtime, 'lists'>>,
): DomainDeps {
  return new LazyDeps(runtime.orm, runtime.clock, runtime.settings, runtime.lists);
}

/**
 * A GraphQL context: the domain dependencies, who is calling (as `callerNow` says when asked) and from
 * where. The EntityManager is the dependencies' own, read through rather than copied so that it is
 * still forked on first use only. No `#private` field, as in LazyDeps.
 */
export class CallerContext implements PingingContext {
  readonly clock: Clock;
  readonly settings: Settings;
  readonly lists: ListCache | undefined;
  readonly remoteAddr: string;
  readonly scheme: Client['scheme'];
  readonly userAgent: string | undefined;
  readonly loaders = new Map<string, unknown>();

  constructor(
    private readonly deps: DomainDeps,
    client: Client,
    private readonly callerNow: () => Caller,
    readonly pings: PingRecorder,
  ) {
    this.clock = deps.clock;
    this.settings = deps.settings;
    this.lists = deps.lists;
    this.remoteAddr = client.remoteAddr;
    this.scheme = client.scheme;
    this.userAgent = client.userAgent;
  }

  get em(): DomainDeps['em'] {
    return this.deps.em;
  }

  get caller(): Caller {
    return this.callerNow();
  }
}

/** Builds a request's GraphQL context; rejects credentials that were sent but do not match. */
export async function requestContext(
  runtime: Runtime,
  credentials: Credentials,
  client: Client,
): Promise<PingingContext> {
  const deps = domainDeps(runtime);
  const hasCredentials =
    credentials.apiKey !== undefined || credentials.basic !== undefined || credentials.session !== undefined;
  const caller = hasCredentials ? await resolveCaller(deps, credentials, client.remoteAddr) : ANONYMOUS;
  return new CallerContext(deps, client, () => caller, runtime.pings);
}
