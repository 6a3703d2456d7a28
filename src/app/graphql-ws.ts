import type { IncomingMessage, Server } from 'node:http';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { credentialsFrom, sessionCredentials, type Caller, type Credentials } from '../auth/caller.js';
import { clientOf, type Client } from '../client.js';
import { DatabaseFault, DomainError } from '../errors.js';
import type { LiveEvent } from '../live/live-event.js';
import type { LiveContext } from '../subscriptions/live.resolver.js';
import { CallerContext, domainDeps, requestContext, type Runtime } from '../runtime.js';
import { formatGraphQLError, GRAPHQL_PATH } from './graphql-http.js';
import {
  BODY_LIMIT_BYTES,
  checkComplexity,
  type Cost,
  LIMIT_RULES,
  MAX_COMPLEXITY,
  PARSE_OPTIONS,
} from '../graphql/limits.js';

/** WebSocket close codes beyond graphql-ws's own. */
const UNAUTHORIZED = 4401;
const TOO_SLOW = 4408;
const TRY_AGAIN_LATER = 1013;

/** Time a client has to send `connection_init` after connecting. */
const CONNECTION_INIT_MS = 3000;
/** How often a connection is pinged; one that has not answered by the next ping is dropped. */
const KEEP_ALIVE_MS = 12_000;
/** How long a closed socket has to take its close frame before it is destroyed. */
export const CLOSE_GRACE_MS = 1000;
/** Subscriptions one connection may hold at once. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;
/** Subscriptions one caller (an API key, a user, or an anonymous client address) may hold in a process. */
export const MAX_SUBSCRIPTIONS_PER_CALLER = 500;

/**
 * `connection_init`'s payload carries the HTTP headers a request would: X-Api-Key, Authorization, and
 * X-WP-Nonce for the session whose cookie came with the upgrade request (a page of another site can
 * open the socket with the cookie, but cannot know the nonce).
 */
function credentialsOf(
  payload: Record<string, unknown> | undefined,
  cookie: string | undefined,
): Credentials {
  const header = (name: string) => {
    const entry = Object.entries(payload ?? {}).find(([key]) => key.toLowerCase() === name);
    return typeof entry?.[1] === 'string' ? entry[1] : undefined;
  };
  return { ...credentialsFrom(header), session: sessionCredentials(cookie, header('x-wp-nonce')) };
}

/** A document parsed and checked as HTTP requests are (the same limits); errors, or the document. */
function checkedDocument(
  runtime: Runtime,
  query: string,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): DocumentNode | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query, PARSE_OPTIONS);
  } catch (error) {
    return [error as GraphQLError];
  }
  const errors = validate(runtime.schemas.graph, document, [...specifiedRules, ...LIMIT_RULES]);
  if (errors.length) return errors;
  try {
    const cost = checkComplexity(runtime.schemas.graph, document, operationName, variables, MAX_COMPLEXITY);
    if (cost) costs.set(document, cost);
  } catch (error) {
    return [error as GraphQLError];
  }
  return document;
}

/** Each subscription's cost, by its document (one per subscription), for the `extensions` of its events. */
const costs = new WeakMap<DocumentNode, Cost>();

/**
 * Every close of a socket (ours and graphql-ws's alike) destroys it if it has not taken the close
 * frame within CLOSE_GRACE_MS: a client that stopped reading would otherwise keep it open.
 */
function destroyUnclosed(socket: WebSocket): void {
  const close = socket.close.bind(socket);
  socket.close = (code?: number, reason?: string | Buffer) => {
    close(code, reason);
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  };
}

/** One WebSocket connection: who it authenticated as (kept current), and its subscriptions. */
interface Connection {
  socket: WebSocket;
  request: IncomingMessage;
  client: Client;
  credentials: Credentials;
  caller: Caller;
  /** Its subscriptions by id, each with what releases its place under the caps. */
  subscriptions: Map<string, () => void>;
}

/** A subscription's context: its connection's caller as it is now, and the live feed. */
class SubscriptionContext extends CallerContext implements LiveContext {
  constructor(
    runtime: Runtime,
    connection: Connection,
    readonly live: LiveContext['live'],
  ) {
    super(domainDeps(runtime), connection.client, () => connection.caller, runtime.pings);
  }
}

/** What the per-caller cap counts by: the key's project, the user, or the anonymous client's address. */
const callerKey = ({ caller, client }: Connection) =>
  caller.project
    ? `project:${caller.project.id}`
    : caller.user
      ? `user:${caller.user.id}`
      : `address:${client.remoteAddr}`;

const tooMany = (message: string) => [
  new GraphQLError(message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }),
];

/**
 * GraphQL subscriptions over WebSocket (graphql-ws, protocol graphql-transport-ws) on the /graphql path
 * and port. A connection authenticates in `connection_init` with the headers an HTTP request would
 * send (wrong ones close it with 4401); each subscription gets its own context for that caller and
 * the same limits as queries over HTTP (body size, tokens, depth, cost, list lengths). A subscriber
 * that falls behind is dropped with 4408. When a caller's credentials are withdrawn (a revoked
 * application password, rotated keys: an `access` live event from any instance), its connections
 * check them again and are closed with 4401 when they no longer work. WebSocket connections take at
 * most half of HTTP_MAX_CONNECTIONS, so plain HTTP always keeps slots.
 */
export function serveSubscriptions(runtime: Runtime, http: Server): { close(): Promise<void> } {
  const maxSockets = Math.max(1, Math.floor(runtime.settings.http.maxConnections / 2));
  const wss = new WebSocketServer({
    server: http,
    path: GRAPHQL_PATH,
    maxPayload: BODY_LIMIT_BYTES,
    verifyClient: (_info, accept) =>
      accept(wss.clients.size < maxSockets, 503, 'Too many WebSocket connections'),
  });
  wss.on('connection', destroyUnclosed); // before graphql-ws's own listener: every close is covered
  const connections = new Map<WebSocket, Connection>();
  const perCaller = new Map<string, number>();
  const format = formatGraphQLError(runtime);

  const count = (key: string, by: number) => {
    const next = (perCaller.get(key) ?? 0) + by;
    if (next > 0) perCaller.set(key, next);
    else perCaller.delete(key);
  };

  /** Resolves a connection's credentials again: its caller now, or closed with 4401 if they no longer work. */
  const recheck = (connection: Connection) =>
    requestContext(runtime, connection.credentials, connection.client).then(
      (context) => void (connection.caller = context.caller),
      (error: unknown) => {
        if (error instanceof DomainError) connection.socket.close(UNAUTHORIZED, 'Unauthorized');
        // Rights that cannot be confirmed are not kept: the client connects again once it can.
        else if (error instanceof DatabaseFault) connection.socket.close(TRY_AGAIN_LATER, 'Try again later');
        else runtime.logger.warn({ err: error }, 'rechecking credentials failed');
      },
    );
  /** Rechecks the connections whose caller `concerned` names. */
  const recheckWhere = (concerned: (caller: Caller) => boolean) => {
    for (const connection of connections.values()) if (concerned(connection.caller)) void recheck(connection);
  };
  const withdrawn = (event: LiveEvent) => {
    if (event.topic === 'access')
      recheckWhere(
        ({ user, project }) =>
          (event.userId !== undefined && user?.id === event.userId) ||
          (event.projectId !== undefined && project?.id === event.projectId),
      );
  };
  // The access events of every instance; when some may have been missed, every caller is looked at again.
  runtime.live.watch(withdrawn, () => recheckWhere(({ user, project }) => Boolean(user || project)));

  const server = useServer(
    {
      schema: runtime.schemas.graph,
      connectionInitWaitTimeout: CONNECTION_INIT_MS,
      onConnect: async ({ connectionParams, extra }) => {
        const client = clientOf(extra.request, runtime.settings.trustProxy);
        const credentials = credentialsOf(connectionParams, extra.request.headers.cookie);
        try {
          const { caller } = await requestContext(runtime, credentials, client);
          connections.set(extra.socket, { ...extra, client, credentials, caller, subscriptions: new Map() });
          return true;
        } catch (error) {
          if (error instanceof DomainError) extra.socket.close(UNAUTHORIZED, 'Unauthorized');
          else if (error instanceof DatabaseFault) extra.socket.close(TRY_AGAIN_LATER, 'Try again later');
          else throw error;
          return false;
        }
      },
      onSubscribe: ({ extra }, id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const connection = connections.get(extra.socket);
        if (!connection) return tooMany('The connection is closing.');
        if (connection.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION)
          return tooMany(`At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions per connection.`);
        const key = callerKey(connection);
        if ((perCaller.get(key) ?? 0) >= MAX_SUBSCRIPTIONS_PER_CALLER)
          return tooMany(`At most ${MAX_SUBSCRIPTIONS_PER_CALLER} subscriptions per caller.`);
        const document = checkedDocument(runtime, payload.query, payload.operationName, payload.variables);
        if (!('kind' in document)) return document;
        count(key, 1);
        connection.subscriptions.set(id, () => {
          connection.subscriptions.delete(id);
          count(key, -1);
        });
        const live = {
          subscribe: () => runtime.live.subscribe(() => extra.socket.close(TOO_SLOW, 'Subscriber too slow')),
        };
        // Every event is read with the caller's rights as they are now (see recheck).
        const contextValue: LiveContext = new SubscriptionContext(runtime, connection, live);
        return {
          schema: runtime.schemas.graph,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      onComplete: ({ extra }, id) => connections.get(extra.socket)?.subscriptions.get(id)?.(),
      onClose: ({ extra }) => {
        const connection = connections.get(extra.socket);
        connections.delete(extra.socket);
        for (const release of connection?.subscriptions.values() ?? []) release();
      },
      // Domain errors keep their code and message, anything else is hidden: as over HTTP. Each event
      // reports its subscription's cost, as an HTTP answer does.
      onNext: (_ctx, _id, _payload, args, result) => {
        const cost = costs.get(args.document);
        return {
          ...result,
          ...(result.errors && {
            errors: result.errors.map((error) => format(error.toJSON(), error.originalError ?? error)),
          }),
          ...(cost && { extensions: { ...result.extensions, cost } }),
        };
      },
    },
    wss,
    KEEP_ALIVE_MS,
  );
  return {
    close: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
